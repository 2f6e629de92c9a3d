import type { Actor } from "./authz";
import type { Db } from "./db/client";
import type { Mailer } from "./mail";
import type { DocumentStores } from "./storage";

// Variables a request carries through the middleware chain.
export type AppEnv = {
  Variables: {
    actor: Actor;
    db: Db;
    /** Where uploaded documents (receipts) keep their bytes. */
    documents: DocumentStores;
    /** Mail to people outside the app (a tenant's Nebenkostenabrechnung). */
    mailer: Mailer;
    /** The address links in mails point to (BASE_URL). */
    baseUrl: string;
    /** The caller's session (better-auth's id): "this device" in the session list. */
    sessionId: string;
  };
};
