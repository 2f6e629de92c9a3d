import { messages } from "@/shared/messages";
import type { units } from "@/server/db/schema";
import { fieldError } from "@/server/http/request";

type Unit = Pick<typeof units.$inferSelect, "usage">;

export const CONTRACT = "Der Mietvertrag";

export const roomNotInUnit = messages.roomNotInUnit;
export const roomOnlyForWg = messages.roomOnlyForWg;
export const tenantNotFound = messages.tenantNotFound;

/**
 * Which room the contract is for. A WG unit is let room by room: creating needs a room.
 * An update without one keeps the stored room (the dialog shows the room only when
 * creating) — even none, for a contract made before the unit became a WG, which would
 * otherwise be uneditable. Other units never carry a room.
 */
export function contractRoom(unit: Unit, requested: string | null, current: string | null, mode: "create" | "update"): string | null {
  if (unit.usage !== "shared_housing") {
    if (requested !== null) throw fieldError("roomId", roomOnlyForWg);
    return null;
  }
  if (mode === "update") return requested ?? current;
  if (requested === null) throw fieldError("roomId", messages.selectRoom);
  return requested;
}
