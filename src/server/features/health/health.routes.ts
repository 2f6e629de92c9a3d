import { Hono } from "hono";
import type { Database } from "@/server/db/client";
import type { Mailer } from "@/server/mail";
import type { HealthReport } from "@/shared/api-types";
import { messages } from "@/shared/messages";


/** Reachability and configuration checks, with no secrets in the answer. */
export function healthRoutes(deps: { database: Database; mailer: Mailer; baseUrl: string; authSecretSet: boolean }) {
  return new Hono().get("/", async (c) => {
    let error: string | null = null;
    try {
      await deps.database.ping();
    } catch (err) {
      error = messages.databaseNotAnswering;
      console.error("[ERROR] Health-Check: Datenbank nicht erreichbar:", (err as Error).message);
    }
    const report: HealthReport = {
      status: error === null && deps.authSecretSet ? "ok" : "error",
      publicUrl: deps.baseUrl,
      database: { kind: deps.database.kind, reachable: error === null, error },
      checks: {
        apiUrl: deps.baseUrl !== "",
        databaseReachable: error === null,
        authSecretSet: deps.authSecretSet,
        mail: deps.mailer.kind,
      },
    };
    return c.json(report, report.status === "ok" ? 200 : 503);
  });
}
