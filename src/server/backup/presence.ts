import type pg from "pg";
import { backupMessages } from "@/shared/messages/backup";

/**
 * How restore knows that a server still uses a PostgreSQL database (decision 0025): every
 * running server holds a shared advisory lock on a connection of its own for as long as it
 * runs; restore takes the same lock exclusively and refuses when it cannot. A server that
 * starts during a restore waits for the exclusive holder, so it never serves a half-restored
 * database. Advisory locks belong to one database and vanish with their connection, so a
 * killed server leaves nothing stale behind. (PGlite: the data directory's lock file.)
 */
export const SERVER_PRESENCE_LOCK_ID = 727_274_002;

const RECONNECT_MS = 5_000;

export type ServerPresence = { release(): Promise<void> };

/** The server's side: hold the shared lock, and take it again after a lost connection. */
export async function holdServerPresence(url: string, log: (line: string) => void): Promise<ServerPresence> {
  const { default: Pg } = await import("pg");
  let client: pg.Client | undefined;
  let released = false;
  let retrying = false;

  const connect = async (first: boolean) => {
    const c = new Pg.Client({ connectionString: url });
    c.on("error", lost);
    await c.connect();
    const got = await c.query<{ ok: boolean }>("select pg_try_advisory_lock_shared($1) as ok", [SERVER_PRESENCE_LOCK_ID]);
    if (!got.rows[0]?.ok) {
      if (first) log(backupMessages.serverWaitsForRestore);
      await c.query("select pg_advisory_lock_shared($1)", [SERVER_PRESENCE_LOCK_ID]);
    }
    if (released) await c.end().catch(() => {});
    else client = c;
  };

  function lost() {
    if (released || retrying) return;
    retrying = true;
    const old = client;
    client = undefined;
    void old?.end().catch(() => {});
    log(backupMessages.serverPresenceLost);
    const retry = () => {
      if (released) return;
      connect(false).then(
        () => {
          retrying = false;
        },
        () => setTimeout(retry, RECONNECT_MS).unref(),
      );
    };
    setTimeout(retry, RECONNECT_MS).unref();
  }

  await connect(true);
  return {
    release: async () => {
      released = true;
      await client?.end().catch(() => {});
    },
  };
}

/** Restore's side: the exclusive lock on `client`'s session, or false while a server holds it. */
export async function claimDatabaseForRestore(client: pg.Client): Promise<boolean> {
  const got = await client.query<{ ok: boolean }>("select pg_try_advisory_lock($1) as ok", [SERVER_PRESENCE_LOCK_ID]);
  return got.rows[0]?.ok === true;
}
