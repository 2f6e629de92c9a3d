import { messages } from "@/shared/messages";
import type { ContractInput } from "@/shared/schemas/portfolio";
import type { units } from "@/server/db/schema";
import { fieldError } from "@/server/http/request";

type Unit = Pick<typeof units.$inferSelect, "usage">;

export const roomNotInUnit = messages.roomNotInUnit;
export const roomOnlyForWg = messages.roomOnlyForWg;
export const roomAlreadyRented = messages.roomAlreadyRented;
export const tenantNotFound = messages.tenantNotFound;

/**
 * The stored form of a contract payload (SPEC §4 "Contract status", §7):
 * - a new contract is always active, whatever status was sent;
 * - end_date is kept only for a limited term or a terminated contract.
 */
export function normaliseContract(input: ContractInput, mode: "create" | "update") {
  const status = mode === "create" ? ("active" as const) : input.status;
  const keepsEndDate = input.isLimitedTerm || status === "terminated";
  return {
    tenantId: input.tenantId,
    startDate: input.startDate,
    endDate: keepsEndDate ? input.endDate : null,
    isLimitedTerm: input.isLimitedTerm,
    coldRentCents: input.coldRentCents,
    serviceChargeCents: input.serviceChargeCents,
    depositCents: input.depositCents,
    status,
  };
}

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
