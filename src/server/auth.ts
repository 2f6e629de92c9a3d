import { eq } from "drizzle-orm";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Db } from "./db/client";
import { account, session, user, verification } from "./db/schema";
import type { Mailer } from "./mail";
import { onUserCreated } from "./features/workspace/workspace.service";
import { isRequestHostOrigin } from "@/server/http/request-guard";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, SESSION_MAX_AGE_SECONDS } from "@/shared/auth-constants";

/** A session used a day after its last renewal is renewed by better-auth (its expiry moved on); session.ts relies on it. */
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;

export type AuthDeps = {
  db: Db;
  mailer: Mailer;
  baseUrl: string;
  secret: string;
  /** Behind a reverse proxy: the address the browser used is in X-Forwarded-Host. */
  trustProxy?: boolean;
  log?: (line: string) => void;
  /** Turns better-auth's own logger off (in tests; NODE_ENV=test). */
  quiet?: boolean;
};

export function createAuth({ db, mailer, baseUrl, secret, trustProxy = false, log = console.log, quiet = false }: AuthDeps) {
  return betterAuth({
    appName: "Hausbuch",
    baseURL: baseUrl,
    basePath: "/api/auth",
    secret,
    // BASE_URL, and the address the browser actually used: a self-hoster opening
    // http://127.0.0.1:3000 or the LAN address without BASE_URL is same-origin all the same.
    trustedOrigins: (request) => {
      const origin = request?.headers.get("origin");
      return request && origin && isRequestHostOrigin(origin, request.headers, trustProxy) ? [baseUrl, origin] : [baseUrl];
    },
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification } }),
    advanced: {
      // better-auth skips its origin check when NODE_ENV is test; the API tests must see what production does.
      disableOriginCheck: false,
      // Ids are opaque UUIDs like every other id in the product.
      database: { generateId: () => crypto.randomUUID() },
      // Secure follows the scheme of BASE_URL: https in production, plain http on localhost.
      useSecureCookies: baseUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
    },
    session: {
      expiresIn: SESSION_MAX_AGE_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
    },
    // Our own limiter (features/auth/rate-limit.ts) counts per IP and per e-mail in the database.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      // The full rule (not the e-mail, not a common password) is checked in features/auth/auth.routes.ts.
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      // A reset ends every session of the account (change-password: auth.routes forces revokeOtherSessions).
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // Registering an address that already has an account answers like a new registration
      // (nothing tells who has an account) and mails the owner instead (issue 11 item 15).
      onExistingUserSignUp: async ({ user: u }) => {
        await mailer.send({
          to: u.email,
          subject: "Hausbuch: Registrierung mit Deiner E-Mail-Adresse",
          text:
            "Hallo,\n\ngerade wollte jemand mit Deiner E-Mail-Adresse ein neues Hausbuch-Konto anlegen. Du hast bereits ein Konto – ein zweites gibt es nicht.\n\n" +
            `Zur Anmeldung: ${baseUrl}/login\nPasswort vergessen? Hier setzt Du es zurück: ${baseUrl}/forgot-password\n\n` +
            "Warst Du das nicht, kannst Du diese E-Mail ignorieren: An Deinem Konto hat sich nichts geändert.",
        });
      },
      sendResetPassword: async ({ user: u, url }) => {
        await mailer.send({
          to: u.email,
          subject: "Hausbuch: Passwort zurücksetzen",
          text: `Hallo,\n\nüber diesen Link kannst Du ein neues Passwort für Hausbuch festlegen (gültig für eine Stunde):\n${url}\n\nWenn Du das nicht angefordert hast, ignoriere diese E-Mail.`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user: u, url }) => {
        // A change of address (settings) comes here with the new address: confirm it there, tell the old one.
        const stored = await accountEmail(db, u.id);
        if (stored && stored !== u.email) {
          await mailer.send({
            to: u.email,
            subject: "Hausbuch: Bitte bestätige Deine neue E-Mail-Adresse",
            text: `Hallo,\n\nbitte bestätige, dass Du Hausbuch künftig mit dieser E-Mail-Adresse nutzen möchtest (Link gültig für 24 Stunden):\n${url}\n\nBis dahin gilt Deine bisherige Adresse. Wenn Du das nicht angefordert hast, ignoriere diese E-Mail.`,
          });
          await mailer.send({
            to: stored,
            subject: "Hausbuch: Deine E-Mail-Adresse soll geändert werden",
            text:
              "Hallo,\n\nfür Dein Hausbuch-Konto wurde eine neue E-Mail-Adresse angegeben. Sobald sie bestätigt ist, meldest Du Dich mit ihr an; Mails gehen dann nur noch dorthin.\n\n" +
              `Warst Du das nicht, ändere bitte sofort Dein Passwort: ${baseUrl}/forgot-password`,
          });
          return;
        }
        await mailer.send({
          to: u.email,
          subject: "Hausbuch: Bitte bestätige Deine E-Mail-Adresse",
          text: `Willkommen bei Hausbuch!\n\nBitte bestätige Deine E-Mail-Adresse über diesen Link (gültig für 24 Stunden):\n${url}\n\nDanach kannst Du Dich anmelden.`,
        });
      },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (created, ctx) => {
            const body = (ctx?.body ?? {}) as Record<string, unknown>;
            await onUserCreated(db, created.id, { firstName: body.firstName, lastName: body.lastName }, log);
          },
        },
      },
    },
    // Settings → E-Mail ändern: the new address is confirmed by a link mailed to it (above).
    user: { changeEmail: { enabled: true } },
    logger: { disabled: quiet },
  });
}

async function accountEmail(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return row?.email ?? null;
}

export type Auth = ReturnType<typeof createAuth>;
