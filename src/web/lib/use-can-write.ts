import type { Role } from "@/shared/api-types";
import { useMe } from "@/web/lib/use-me";

/** Admins and editors write; a viewer gets a read-only UI (and the server answers 403 anyway). */
export function canWrite(role: Role | undefined): boolean {
  return role === "admin" || role === "editor";
}

export function useRole(): Role | undefined {
  return useMe().data?.workspace.role;
}

export function useCanWrite(): boolean {
  return canWrite(useRole());
}
