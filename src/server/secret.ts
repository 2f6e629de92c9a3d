import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * AUTH_SECRET when set; otherwise a random secret generated once and kept in
 * the data directory, so the embedded install needs no configuration and
 * sessions survive restarts. Several processes on one PostgreSQL must share
 * AUTH_SECRET (health reports its source).
 */
export function resolveAuthSecret(envSecret: string | undefined, dataDir: string): { secret: string; source: "env" | "file" } {
  if (envSecret) return { secret: envSecret, source: "env" };
  const file = path.join(dataDir, "auth-secret");
  try {
    return { secret: fs.readFileSync(file, "utf8").trim(), source: "file" };
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = crypto.randomBytes(32).toString("base64url");
    fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return { secret, source: "file" };
  }
}
