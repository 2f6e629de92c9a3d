/**
 * `npm run seed`: loads the demo portfolio into one account's workspace.
 *
 *   SEED_EMAIL=ich@example.de npm run seed   → into that (existing) account's workspace
 *   npm run seed                              → into demo@hausbuch.local, created and
 *                                               verified if missing (password below)
 *
 * Opens the database like src/server/main.ts (DATABASE_URL, else PGlite in DATA_DIR with
 * the data-directory lock, so it refuses to run next to a running server) and migrates.
 */
import path from "node:path";
import { eq } from "drizzle-orm";
import { createAuth } from "@/server/auth";
import { readEnv, readSeedEmail, EnvError } from "@/server/env";
import { AppError } from "@/server/http/errors";
import { createOutboxMailer } from "@/server/mail";
import { resolveAuthSecret } from "@/server/secret";
import { seedDemoPortfolio } from "@/server/features/demo/demo.service";
import { ensureWorkspace } from "@/server/features/workspace/workspace.service";
import { openPglite, openPostgres, type Database } from "./client";
import { DataDirLockedError, lockDataDir, type DataDirLock } from "./lock";
import { migrateDatabase } from "./migrate";
import { user } from "./schema";

export const DEMO_EMAIL = "demo@hausbuch.local";
export const DEMO_PASSWORD = "Demo-Passwort-1";

async function main() {
  const env = readEnv();
  const seedEmail = readSeedEmail();
  let lock: DataDirLock | undefined;
  let database: Database;
  if (env.databaseUrl) {
    database = await openPostgres(env.databaseUrl, { max: 2 });
    await migrateDatabase(database, env.databaseUrl);
  } else {
    lock = lockDataDir(env.dataDir);
    database = await openPglite({ dataDir: path.join(env.dataDir, "pglite") });
    await migrateDatabase(database);
  }
  try {
    const db = database.db;
    const email = seedEmail ?? DEMO_EMAIL;
    let [account] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (!account && seedEmail) {
      throw new Error(`Zu SEED_EMAIL=${seedEmail} gibt es kein Konto. Bitte zuerst registrieren oder SEED_EMAIL weglassen.`);
    }
    if (!account) {
      // Through better-auth, so the password hash and account row are exactly what sign-in expects;
      // its user hook creates the workspace. The verification mail is not needed: we verify directly.
      const { secret } = resolveAuthSecret(env.authSecret, env.dataDir);
      const auth = createAuth({ db, mailer: createOutboxMailer(path.join(env.dataDir, "outbox"), () => {}), baseUrl: env.baseUrl, secret, log: () => {}, quiet: env.nodeEnv === "test" });
      await auth.api.signUpEmail({ body: { email, password: DEMO_PASSWORD, name: "Demo" } });
      await db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
      [account] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
      console.log(`Demo-Konto angelegt: ${DEMO_EMAIL} / Passwort: ${DEMO_PASSWORD}`);
    }
    const actor = await ensureWorkspace(db, account!.id);
    try {
      const result = await seedDemoPortfolio({ db, actor });
      console.log(
        `Demo-Portfolio angelegt für ${email}: ${result.properties} Immobilien, ${result.units} Einheiten, ` +
          `${result.rooms} Zimmer, ${result.tenants} Mieter, ${result.contracts} Mietverträge, ${result.loans} Darlehen.`,
      );
    } catch (err) {
      // Running the seed twice is not an error: the portfolio is already there.
      if (err instanceof AppError && err.code === "conflict") console.log(err.message);
      else throw err;
    }
    if (!seedEmail) console.log(`Anmelden mit ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
  } finally {
    await database.close();
    lock?.release();
  }
}

main().catch((err) => {
  if (err instanceof EnvError || err instanceof DataDirLockedError) console.error(err.message);
  else console.error("[ERROR] Seed fehlgeschlagen:", err instanceof Error ? err.message : err);
  process.exit(1);
});
