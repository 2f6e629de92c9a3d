import { serve } from "@hono/node-server";
import fs from "node:fs";
import path from "node:path";
import { createApp } from "./app";
import { createAuth } from "./auth";
import { holdServerPresence, type ServerPresence } from "./backup/presence";
import { startBackups } from "./backup/schedule";
import { openPglite, openPostgres, type Database } from "./db/client";
import { DataDirLockedError, lockDataDir, type DataDirLock } from "./db/lock";
import { migrateDatabase, pgliteTemplateDir } from "./db/migrate";
import { EnvError, readEnv } from "./env";
import { startDailyFiguresRefresh } from "./features/portfolio";
import { startDailyReceiptCleanup } from "./features/receipts";
import { createOutboxMailer, createSmtpMailer } from "./mail";
import { resolveAuthSecret } from "./secret";
import { createDocumentStores } from "./storage";

async function main() {
  const env = readEnv();
  let lock: DataDirLock | undefined;
  let presence: ServerPresence | undefined;
  let database: Database;
  if (env.databaseUrl) {
    // Tells `npm run restore` that a server uses the database; waits while a restore runs (decision 0025).
    presence = await holdServerPresence(env.databaseUrl, (line) => console.log(line));
    database = await openPostgres(env.databaseUrl);
    await migrateDatabase(database, env.databaseUrl);
  } else {
    // The lock comes first: a second process must touch nothing.
    lock = lockDataDir(env.dataDir);
    database = await openPglite({ dataDir: path.join(env.dataDir, "pglite"), template: pgliteTemplateDir });
    await migrateDatabase(database);
  }
  // The figures count the contracts in force today: moved to the new day after midnight.
  const stopFiguresRefresh = startDailyFiguresRefresh(database.db, (line) => console.log(line));
  // Receipt files: DATA_DIR/receipts or the database (decision 0011); old pending ones and orphaned files go daily.
  const documents = createDocumentStores({ current: env.documentStorage, dataDir: env.dataDir });
  const stopReceiptCleanup = startDailyReceiptCleanup(database.db, documents, (line) => console.log(line));
  // The daily backup into DATA_DIR/backups, and on PGlite the socket `npm run backup` asks (decision 0025).
  const stopBackups = startBackups({ database, dataDir: env.dataDir, keep: env.backupKeep, log: (line) => console.log(line) });
  const { secret, source } = resolveAuthSecret(env.authSecret, env.dataDir);
  const mailer = env.smtpUrl
    ? await createSmtpMailer(env.smtpUrl, env.mailFrom)
    : createOutboxMailer(path.join(env.dataDir, "outbox"));
  const auth = createAuth({ db: database.db, mailer, baseUrl: env.baseUrl, secret, trustProxy: env.trustProxy, quiet: env.nodeEnv === "test" });
  const webDir = path.resolve("dist/web");
  if (env.serveWeb && !fs.existsSync(path.join(webDir, "index.html"))) {
    throw new Error(`Die Web-App ist nicht gebaut (${webDir} fehlt). Bitte "npm run build" ausführen.`);
  }
  const app = createApp({
    database,
    documents,
    auth,
    mailer,
    baseUrl: env.baseUrl,
    authSecretSet: source === "env" || source === "file",
    trustProxy: env.trustProxy,
    webDir: env.serveWeb ? webDir : undefined,
  });
  const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
    const where = database.kind === "pglite" ? `eingebettete Datenbank in ${env.dataDir}` : "PostgreSQL";
    // The public address: links in e-mails point there; without BASE_URL the app also answers by IP.
    const publicUrl = env.baseUrlSet ? `${env.baseUrl} (BASE_URL)` : `${env.baseUrl} (Standard, BASE_URL nicht gesetzt)`;
    console.log(`Hausbuch läuft auf ${publicUrl} (Port ${info.port}, ${where}, E-Mail: ${mailer.kind === "smtp" ? "SMTP" : "lokaler Postausgang"})`);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} empfangen, Hausbuch wird beendet …`);
    server.close();
    stopFiguresRefresh();
    stopReceiptCleanup();
    stopBackups();
    await database.close().catch(() => {});
    await presence?.release();
    lock?.release();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((err) => {
  if (err instanceof EnvError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error("[ERROR] Hausbuch konnte nicht starten:", err);
  }
  process.exit(1);
});
