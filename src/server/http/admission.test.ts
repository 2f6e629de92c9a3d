import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { admissionLimit, createAdmission } from "./admission";
import { messages } from "@/shared/messages";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("createAdmission", () => {
  it("runs up to maxConcurrent at once and admits the next waiter in arrival order when a slot frees", async () => {
    const admission = createAdmission({ maxConcurrent: 2, maxWaitMs: 1_000 });
    const a = await admission.enter();
    const b = await admission.enter();
    expect(admission.state()).toMatchObject({ running: 2, queued: 0 });
    const order: string[] = [];
    const c = admission.enter().then((r) => (order.push("c"), r));
    const d = admission.enter().then((r) => (order.push("d"), r));
    expect(admission.state()).toMatchObject({ running: 2, queued: 2 });
    a!();
    a!(); // a second release of the same slot changes nothing
    expect(await c).toBeTypeOf("function");
    expect(admission.state()).toMatchObject({ running: 2, queued: 1 });
    b!();
    expect(await d).toBeTypeOf("function");
    expect(order).toEqual(["c", "d"]);
  });

  it("refuses at once when the expected wait is longer than maxWaitMs", async () => {
    let clock = 0;
    const admission = createAdmission({ maxConcurrent: 1, maxWaitMs: 100, now: () => clock });
    // Teach it that a request holds its slot for about a second.
    for (let i = 0; i < 40; i++) {
      const release = await admission.enter();
      clock += 1_000;
      release!();
    }
    const holder = await admission.enter();
    expect(await admission.enter()).toBeNull();
    expect(admission.state()).toMatchObject({ running: 1, queued: 0 });
    holder!();
  });

  it("refuses a waiter whose time ran out while it queued instead of serving it late", async () => {
    let clock = 0;
    const admission = createAdmission({ maxConcurrent: 1, maxWaitMs: 100, now: () => clock });
    const holder = await admission.enter();
    const waiter = admission.enter();
    clock += 150;
    holder!();
    expect(await waiter).toBeNull();
    expect(admission.state()).toMatchObject({ running: 0, queued: 0 });
  });
});

describe("createAdmission's deadline", () => {
  it("refuses a waiter after maxWaitMs even while every slot stays taken", async () => {
    const admission = createAdmission({ maxConcurrent: 1, maxWaitMs: 60 });
    const holder = await admission.enter();
    const started = performance.now();
    expect(await admission.enter()).toBeNull();
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    expect(admission.state()).toMatchObject({ running: 1, queued: 0 });
    holder!();
    expect(admission.state()).toMatchObject({ running: 0, queued: 0 });
  });
});

describe("admissionLimit", () => {
  it("answers 503 with Retry-After and the German message once the queue is too long, and serves the rest", async () => {
    const app = new Hono()
      .use(admissionLimit({ maxConcurrent: 1, maxWaitMs: 50, retryAfterSeconds: 2 }))
      .get("/", async (c) => {
        await sleep(120);
        return c.text("ok");
      });
    const answers = await Promise.all(Array.from({ length: 4 }, async () => app.request("/")));
    const statuses = answers.map((r) => r.status);
    expect(statuses[0]).toBe(200);
    expect(statuses.filter((s) => s === 503).length).toBe(3);
    const refused = answers.find((r) => r.status === 503)!;
    expect(refused.headers.get("retry-after")).toBe("2");
    expect(await refused.json()).toMatchObject({ message: messages.serverBusy, code: "unavailable" });
    // The slot is free again afterwards.
    expect((await app.request("/")).status).toBe(200);
  });

  it("frees the slot when the handler throws", async () => {
    const app = new Hono()
      .use(admissionLimit({ maxConcurrent: 1, maxWaitMs: 50 }))
      .onError((_err, c) => c.text("Fehler", 500))
      .get("/boom", () => {
        throw new Error("boom");
      })
      .get("/", (c) => c.text("ok"));
    expect((await app.request("/boom")).status).toBe(500);
    expect((await app.request("/")).status).toBe(200);
  });
});
