import { serve, type ServerType } from "@hono/node-server";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createApp } from "@/server/app";
import { createAuth, type Auth } from "@/server/auth";
import type { Database } from "@/server/db/client";
import { createOutboxMailer, type MailMessage, type Mailer } from "@/server/mail";
import { createDocumentStores, type DocumentStorageKind, type DocumentStores } from "@/server/storage";
import { freePort } from "../e2e/support/server";
import { openTestDatabase } from "./test-db";

export type TestApp = {
  url: string;
  database: Database;
  auth: Auth;
  documents: DocumentStores;
  /** The app's DATA_DIR: receipt files live in its receipts/ folder. */
  dataDir: string;
  outboxDir: string;
  mails: MailMessage[];
  /** Addresses the mail server refuses (a send to them throws, as an SMTP 550 would). */
  refusedMailTo: Set<string>;
  logs: string[];
  close(): Promise<void>;
};

/**
 * The real app over real HTTP on a free port, with its own fresh database and
 * an outbox in a temp folder. One per test file (beforeAll).
 */
export async function startTestApp(opts: { baseUrl?: string; trustProxy?: boolean; documentStorage?: DocumentStorageKind } = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "hausbuch-outbox-"));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hausbuch-data-"));
  const documents = createDocumentStores({ current: opts.documentStorage ?? "folder", dataDir });
  const logs: string[] = [];
  const mails: MailMessage[] = [];
  const refusedMailTo = new Set<string>();
  const outbox = createOutboxMailer(outboxDir, (line) => logs.push(line));
  const mailer: Mailer = {
    kind: "outbox",
    send: async (m) => {
      if (refusedMailTo.has(m.to)) throw new Error("550 mailbox unavailable");
      mails.push(m);
      await outbox.send(m);
    },
  };
  const baseUrl = opts.baseUrl ?? url;
  const auth = createAuth({ db: database.db, mailer, baseUrl, secret: "test-secret-0123456789-0123456789-abcdef", trustProxy: opts.trustProxy, log: (l) => logs.push(l), quiet: true });
  // The admission limit refuses what would wait over a second: on a CI machine running two test
  // files at once that happens without any overload of the app (the fuzz suite's batches). Here it
  // waits up to the test timeout instead; admission.test.ts tests the limit itself.
  const admission = { maxConcurrent: 32, maxWaitMs: 30_000 };
  const app = createApp({ database, documents, auth, mailer, baseUrl, authSecretSet: true, trustProxy: opts.trustProxy, admission });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, () => resolve(s));
  });
  return {
    url,
    database,
    auth,
    documents,
    dataDir,
    outboxDir,
    mails,
    refusedMailTo,
    logs,
    close: async () => {
      await new Promise((r) => server.close(r));
      await database.close();
      fs.rmSync(outboxDir, { recursive: true, force: true });
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
