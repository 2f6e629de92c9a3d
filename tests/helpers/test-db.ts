import crypto from "node:crypto";
import fs from "node:fs";
import { inject } from "vitest";
import { openPglite, openPostgres, type Database } from "@/server/db/client";
import { adminUrl, databaseUrl } from "./pg-urls";

export const dbMode = () => inject("dbMode");

/** A fresh, migrated database for one test file, cloned from the run's template. */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  if (inject("dbMode") === "postgres") {
    const base = process.env.TEST_DATABASE_URL!;
    const name = `hausbuch_t_${crypto.randomBytes(6).toString("hex")}`;
    const pg = (await import("pg")).default;
    const admin = new pg.Client({ connectionString: adminUrl(base) });
    await admin.connect();
    // CREATE DATABASE … TEMPLATE fails while another session is connected to the template.
    await admin.query(`create database ${name} template ${inject("pgTemplate")}`);
    await admin.end();
    const url = databaseUrl(base, name);
    const database = await openPostgres(url, { max: 4 });
    return {
      ...database,
      url,
      close: async () => {
        await database.close();
        const dropper = new pg.Client({ connectionString: adminUrl(base) });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  const blob = new Blob([fs.readFileSync(inject("pgliteTemplate"))]);
  return openPglite({ loadDataDir: blob });
}
