import type { MemberPreset, Role } from "./enums";

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

/** GET /api/v1/workspace/members: who is in the workspace, for everyone in it. */
export type MemberDto = {
  userId: string;
  email: string;
  name: string;
  role: Role;
  preset: MemberPreset | null;
  joinedAt: string;
  isSelf: boolean;
};

/** GET /api/v1/workspace/invitations (admins): invitations not yet accepted or revoked. */
export type InvitationDto = {
  id: string;
  email: string;
  role: Role;
  preset: MemberPreset | null;
  invitedBy: string | null;
  sentAt: string;
  expiresAt: string;
  expired: boolean;
};

/** POST /api/v1/invitations/preview: what the invitee is asked to accept. */
export type InvitationPreviewDto = {
  workspaceName: string;
  role: Role;
  preset: MemberPreset | null;
  invitedBy: string | null;
  email: string;
  expiresAt: string;
  /** The signed-in account has another address than the invitation: it cannot accept. */
  forOtherEmail: boolean;
  alreadyMember: boolean;
};

/** GET /api/v1/me/sessions: the devices signed in to the account. */
export type SessionDto = {
  id: string;
  userAgent: string | null;
  createdAt: string;
  lastActiveAt: string;
  current: boolean;
};

/** GET /api/v1/me */
export type Me = {
  user: { id: string; email: string; name: string };
  profile: { firstName: string | null; lastName: string | null } | null;
  workspace: { id: string; name: string; role: Role };
  /** Every workspace the user belongs to, for the switcher. */
  workspaces: Array<{ id: string; name: string; role: Role }>;
};
