import { sql } from "drizzle-orm";
import { pgTable, text, timestamp, uuid, primaryKey, pgEnum, integer, index, uniqueIndex } from "drizzle-orm/pg-core";
import { memberPresets, workspaceRoles } from "@/shared/enums";
import { user } from "./auth";

export const roleEnum = pgEnum("workspace_role", workspaceRoles);
export const memberPresetEnum = pgEnum("member_preset", memberPresets);

// SPEC §3 "profiles": id equals the auth user id; names are nullable.
export const profiles = pgTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  firstName: text("first_name"),
  lastName: text("last_name"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// A workspace ("Portfolio") owns every row a user keeps.
export const workspaces = pgTable("workspaces", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const memberships = pgTable(
  "memberships",
  {
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: roleEnum("role").notNull(),
    /** "Steuerberater/in (nur lesen)": a named viewer; cleared when the role changes. */
    preset: memberPresetEnum("preset"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.userId] }), index("memberships_user_id_idx").on(t.userId)],
);

/**
 * An invitation into a workspace: nobody becomes a member without accepting it. Only the
 * SHA-256 of the link's token is kept, so a copy of the database opens no workspace. A link
 * works once (accepted_at), until it expires (expires_at) or is revoked (revoked_at);
 * resending replaces the token, so the older link stops working.
 */
export const workspaceInvitations = pgTable(
  "workspace_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: roleEnum("role").notNull(),
    preset: memberPresetEnum("preset"),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: text("accepted_by").references(() => user.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    // One open invitation per address and workspace: a second would be a second valid link.
    uniqueIndex("workspace_invitations_open_idx")
      .on(t.workspaceId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
  ],
);

// Fixed-window counters for rate limiting. Kept in the database so several
// app processes behind a load balancer share one count.
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});
