import { z } from "zod";
import path from "node:path";

// The only reader of process.env. A bad value stops start-up with a message
// that names the variable, in German and English, before anything is opened.
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "muss mit postgres:// beginnen / must start with postgres://")
    .optional(),
  BASE_URL: z.url("muss eine gültige URL sein / must be a valid URL").optional(),
  AUTH_SECRET: z.string().min(32, "mindestens 32 Zeichen / at least 32 characters").optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, "muss mit smtp:// oder smtps:// beginnen / must start with smtp:// or smtps://").optional(),
  MAIL_FROM: z.string().default("Hausbuch <no-reply@hausbuch.local>"),
  TRUST_PROXY: z.enum(["true", "false"]).default("false").transform((v) => v === "true"),
  SERVE_WEB: z.enum(["true", "false"]).default("true").transform((v) => v === "true"),
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  DOCUMENT_STORAGE: z.enum(["folder", "database"], "muss folder oder database sein / must be folder or database").optional(),
  BACKUP_KEEP: z.coerce.number("muss eine Zahl sein / must be a number").int("muss eine ganze Zahl sein / must be a whole number").min(0).max(3650).default(7),
});

export type Env = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  baseUrl: string;
  /** false: baseUrl is the default http://localhost:PORT. */
  baseUrlSet: boolean;
  authSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  trustProxy: boolean;
  /** false in `npm run dev`, where Vite serves the web app. */
  serveWeb: boolean;
  nodeEnv: "development" | "production" | "test";
  /**
   * Where receipt files live (decision 0011): a folder in DATA_DIR, or the database so every
   * app process on a shared PostgreSQL reaches them. Default: database with DATABASE_URL.
   */
  documentStorage: "folder" | "database";
  /** How many automatic daily backups DATA_DIR/backups keeps (decision 0025); 0: none are taken. */
  backupKeep: number;
};

export class EnvError extends Error {}

/** `npm run seed` only, not app configuration: the account to seed into (SEED_EMAIL), or null for the demo account. */
export function readSeedEmail(source: NodeJS.ProcessEnv = process.env): string | null {
  return source.SEED_EMAIL?.trim() || null;
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Empty strings count as "not set" so `FOO= npm start` behaves like no FOO.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new EnvError(`Ungültige Konfiguration / invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    baseUrl: (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    baseUrlSet: e.BASE_URL !== undefined,
    authSecret: e.AUTH_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    trustProxy: e.TRUST_PROXY,
    serveWeb: e.SERVE_WEB,
    nodeEnv: e.NODE_ENV,
    documentStorage: e.DOCUMENT_STORAGE ?? (e.DATABASE_URL ? "database" : "folder"),
    backupKeep: e.BACKUP_KEEP,
  };
}
