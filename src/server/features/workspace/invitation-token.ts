import { createHash, randomBytes } from "node:crypto";

/** INVITATION_TTL_DAYS: how long an invitation link works (issue 13: e.g. 7 days). */
export const INVITATION_TTL_DAYS = 7;

/** A fresh link secret (32 random bytes, base64url: 43 characters) and the hash that is stored. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashInvitationToken(token) };
}

export const hashInvitationToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const invitationExpiry = (from: Date) => new Date(from.getTime() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000);

/** Where the invitee opens the invitation (the web page of the same name). */
export const invitationLink = (baseUrl: string, token: string) => `${baseUrl}/invitation?token=${token}`;
