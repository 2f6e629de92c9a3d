import type { Db } from "@/server/db/client";
import { isExclusionViolation } from "@/server/db/errors";
import { insertBooking } from "@/server/features/bookings";
import { insertContracts } from "@/server/features/contracts";
import { insertLoan } from "@/server/features/loans";
import { insertProperties } from "@/server/features/properties";
import { insertTenants } from "@/server/features/tenants";
import { insertUnits } from "@/server/features/units";
import { AppError } from "@/server/http/errors";
import { messages } from "@/shared/messages";
import type { PlannedRecords } from "./plan-registry";

// Writes a plan's new records inside the caller's transaction, through each feature's own
// insert: properties → units → tenants → contracts → loans → bookings (a booking through the
// ledger's insertBooking: number, open year, references and its audit entry, as a booking
// saved by hand). Each record carries the id the plan gave it, so the later ones point at the
// earlier ones without a lookup.

/** Rows per INSERT: far below PostgreSQL's 65.535 parameters for the widest table. */
const CHUNK = 500;

async function inChunks<T>(items: readonly T[], write: (chunk: readonly T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += CHUNK) await write(items.slice(i, i + CHUNK));
}

export async function writePlannedRecords(tx: Db, workspaceId: string, userId: string, records: PlannedRecords): Promise<void> {
  await inChunks(records.properties, (chunk) => insertProperties(tx, workspaceId, chunk));
  await inChunks(records.units, (chunk) => insertUnits(tx, workspaceId, chunk));
  await inChunks(records.tenants, (chunk) => insertTenants(tx, workspaceId, chunk));
  try {
    await inChunks(records.contracts, (chunk) => insertContracts(tx, workspaceId, chunk.map((c) => ({ ...c, roomId: null }))));
  } catch (err) {
    // The plan saw every period; a collision now is a contract saved by someone else meanwhile.
    if (isExclusionViolation(err, "rental_contracts_no_overlap")) throw new AppError("conflict", messages.importContractOverlapRace);
    throw err;
  }
  for (const loan of records.loans) await insertLoan(tx, workspaceId, loan.propertyId, loan.input);
  for (const booking of records.bookings) await insertBooking(tx, { workspaceId, userId, input: booking.input, origin: "import", sourceKey: null });
}
