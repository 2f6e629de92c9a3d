import type { Role } from "@/shared/api-types";
import { AppError } from "@/server/http/errors";
import { messages } from "@/shared/messages";

// The one authorisation helper every service uses. Roles are ordered:
// a viewer reads, an editor also writes, an admin also manages the workspace.
export const roles = ["viewer", "editor", "admin"] as const satisfies readonly Role[];
export type { Role };

export type Actor = { userId: string; workspaceId: string; role: Role };

export type Action = "read" | "write" | "manage";

const minimumRole: Record<Action, Role> = { read: "viewer", write: "editor", manage: "admin" };

export function can(role: Role, action: Action): boolean {
  return roles.indexOf(role) >= roles.indexOf(minimumRole[action]);
}

/** Throws 403 when the actor's role does not reach the action. */
export function authorize(actor: Actor, action: Action): void {
  if (!can(actor.role, action)) {
    throw new AppError(
      "forbidden",
      action === "read" ? messages.forbiddenRead : messages.forbiddenWrite,
    );
  }
}
