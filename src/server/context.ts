import type { Actor } from "./authz";
import type { Db } from "./db/client";

// Variables a request carries through the middleware chain.
export type AppEnv = {
  Variables: {
    actor: Actor;
    db: Db;
  };
};
