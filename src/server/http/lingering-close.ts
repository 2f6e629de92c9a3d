import type { IncomingMessage } from "node:http";
import type { Context } from "hono";

/** How long a refused request may keep its connection open while the client reads the answer. */
const LINGER_MS = 2_000;

/**
 * Closes the connection of a request answered before its body was read (413), without the client
 * losing that answer. Node ends a "Connection: close" socket as soon as the answer is written
 * (`socket.destroySoon()`); a socket destroyed while unread request bytes wait in it is reset
 * (RST), and a client still sending sees EPIPE/ECONNRESET instead of the German 413. So, as
 * nginx's "lingering close": write the answer, half-close (FIN), and destroy the socket only when
 * the client has closed its side or {@link LINGER_MS} later. Nothing more is read meanwhile: the
 * client's writes stall on a full window, which is what we want.
 *
 * Only under @hono/node-server (`c.env.incoming`); `app.request()` in tests has no socket.
 */
export function closeLingering(c: Context): void {
  const socket = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket;
  if (!socket || socket.destroyed) return;
  // `destroySoon` is what Node's HTTP server calls after the last answer on a socket.
  socket.destroySoon = function lingeringDestroySoon() {
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once("close", () => clearTimeout(timer));
    this.once("end", () => this.destroy());
  };
}
