import type { Role } from "./enums";

/** The body of every API error (DESIGN "API"): `message` is German and safe to show. */
export type ErrorBody = {
  message: string;
  details: unknown;
  hint: string | null;
  code: string;
};

/** GET /api/health: reachability and configuration checks, never secrets. */
export type HealthReport = {
  status: "ok" | "error";
  /** The public address in use (BASE_URL, or its default http://localhost:PORT); links in e-mails point there. */
  publicUrl: string;
  database: { kind: "pglite" | "postgres"; reachable: boolean; error: string | null };
  checks: { apiUrl: boolean; databaseReachable: boolean; authSecretSet: boolean; mail: "smtp" | "outbox" };
};

export type { Role };

/** GET /api/v1/me */
export type Me = {
  user: { id: string; email: string; name: string };
  profile: { firstName: string | null; lastName: string | null } | null;
  workspace: { id: string; name: string; role: Role };
  /** Every workspace the user belongs to, for the switcher. */
  workspaces: Array<{ id: string; name: string; role: Role }>;
};
