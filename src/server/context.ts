import type { Actor } from "./authz";
import type { Db } from "./db/client";
import type { DocumentStores } from "./storage";

// Variables a request carries through the middleware chain.
export type AppEnv = {
  Variables: {
    actor: Actor;
    db: Db;
    /** Where uploaded documents (receipts) keep their bytes. */
    documents: DocumentStores;
  };
};
