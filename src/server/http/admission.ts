import { createMiddleware } from "hono/factory";
import { messages } from "@/shared/messages";

// The admission limit (issue 20 item 7, decision 0036). Without it a server that gets more
// requests than it can answer lets every one of them wait: latencies grow until clients time out,
// and a client that reconnects queues again at the back. With it, at most `maxConcurrent`
// requests run at once, the rest wait in arrival order, and a request that would wait longer than
// `maxWaitMs` is refused at once with 503 and Retry-After (expected from the queue's length and
// the mean service time); one that queued and whose `maxWaitMs` ran out all the same is refused
// then. So every caller hears back within about a second: an answer, or the honest "come back in
// a moment".

export type AdmissionOptions = {
  /** Requests that run at once; more would only queue inside the database pool. */
  maxConcurrent: number;
  /** The longest a request may wait for its turn before it is refused. */
  maxWaitMs: number;
  /** Seconds a refused client is asked to wait (Retry-After). */
  retryAfterSeconds?: number;
  now?: () => number;
};

type Waiter = { since: number; admit: () => void; refuse: () => void };

/** The queue itself, apart from HTTP (unit-tested in admission.test.ts). */
export function createAdmission({ maxConcurrent, maxWaitMs, now = () => performance.now() }: AdmissionOptions) {
  let running = 0;
  const queue: Waiter[] = [];
  // The mean time a request holds its slot, smoothed (EWMA): the queue's expected wait is its
  // length times that, divided by the slots.
  let serviceMs = 10;

  const release = (startedAt: number) => {
    // Clamped: one long export (a ZIP, a PDF of seconds) must not make the queue look a minute long.
    serviceMs = 0.9 * serviceMs + 0.1 * Math.min(now() - startedAt, maxWaitMs);
    running--;
    // A waiter whose time ran out while it queued is refused now, not served late.
    while (queue.length > 0 && running < maxConcurrent) {
      const next = queue.shift()!;
      if (now() - next.since > maxWaitMs) next.refuse();
      else next.admit();
    }
  };

  /** Resolves to a release function once the request may run, or to null when it is refused. */
  const enter = (): Promise<(() => void) | null> => {
    const arrived = now();
    const admitted = () => {
      const startedAt = now();
      let done = false;
      return () => {
        if (done) return;
        done = true;
        release(startedAt);
      };
    };
    if (running < maxConcurrent && queue.length === 0) {
      running++;
      return Promise.resolve(admitted());
    }
    const expectedWaitMs = ((queue.length + 1) * serviceMs) / maxConcurrent;
    if (expectedWaitMs > maxWaitMs) return Promise.resolve(null);
    return new Promise((resolve) => {
      // Refused when its time is up even if no slot frees before (all of them held by long requests).
      const timer = setTimeout(() => {
        const at = queue.indexOf(waiter);
        if (at >= 0) queue.splice(at, 1);
        resolve(null);
      }, maxWaitMs);
      timer.unref?.();
      const waiter: Waiter = {
        since: arrived,
        admit: () => {
          clearTimeout(timer);
          running++;
          resolve(admitted());
        },
        refuse: () => {
          clearTimeout(timer);
          resolve(null);
        },
      };
      queue.push(waiter);
    });
  };

  return { enter, state: () => ({ running, queued: queue.length, serviceMs }) };
}

export function admissionLimit(options: AdmissionOptions) {
  const admission = createAdmission(options);
  const retryAfter = String(options.retryAfterSeconds ?? 1);
  return createMiddleware(async (c, next) => {
    const release = await admission.enter();
    if (!release) {
      return c.json({ message: messages.serverBusy, details: null, hint: null, code: "unavailable" }, 503, { "Retry-After": retryAfter });
    }
    try {
      await next();
    } finally {
      release();
    }
  });
}
