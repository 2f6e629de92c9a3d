import { messages } from "@/shared/messages";
import type { units } from "@/server/db/schema";
import { fieldError } from "@/server/http/request";

type Unit = Pick<typeof units.$inferSelect, "usage">;

export const roomNotInUnit = "Das gewählte Zimmer gehört nicht zu dieser Einheit.";
export const roomOnlyForWg = "Ein Zimmer kann nur bei einer WG-Einheit gewählt werden.";
export const roomAlreadyRented = "Dieses Zimmer ist bereits vermietet. Ein Zimmer kann nur einen aktiven Mietvertrag haben.";
export const tenantNotFound = "Der Mieter wurde nicht gefunden.";

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
