import type { BookingDto } from "@/shared/booking-types";
import { receipts } from "@/server/db/schema";
import type { TestApp } from "../helpers/test-app";
import { expectStatus, type Api } from "./api";

// Builders for the ledger API (issue 14). Amounts are signed cents: > 0 in, < 0 out.

export type LinePayload = Record<string, unknown> & { propertyId: string; amountCents: number };

/** A line of `category` (default "other_expenses") on a property. */
export const linePayload = (propertyId: string, amountCents: number, overrides: Record<string, unknown> = {}): LinePayload => ({
  propertyId,
  category: amountCents > 0 ? "other_income" : "other_expenses",
  amountCents,
  ...overrides,
});

/** A cost line (an expense of `amountCents`) with its category and §2 BetrKV type, for the Nebenkosten tests. */
export const costLine = (propertyId: string, amountCents: number, category: string, betrkvType: number | null, over: Record<string, unknown> = {}) =>
  linePayload(propertyId, -amountCents, { category, betrkvType, ...over });

/** A booking whose amount is the sum of its lines. */
export const bookingPayload = (lines: LinePayload[], overrides: Record<string, unknown> = {}) => ({
  paymentDate: "2025-03-01",
  documentDate: "2025-03-01",
  amountCents: lines.reduce((sum, l) => sum + l.amountCents, 0),
  text: "Testbuchung",
  lines,
  ...overrides,
});

export async function createBooking(api: Api, lines: LinePayload[], overrides: Record<string, unknown> = {}): Promise<BookingDto> {
  return expectStatus(await api.post("/api/v1/bookings", bookingPayload(lines, overrides)), 201, "Buchung anlegen");
}

/** A pending receipt (uploaded, not attached yet), straight in the database: the upload API is another feature's. */
export async function insertPendingReceipt(app: TestApp, workspaceId: string, fileName = "rechnung.pdf"): Promise<string> {
  const [row] = await app.database.db
    .insert(receipts)
    .values({ workspaceId, fileName, mediaType: "application/pdf", sizeBytes: 1234, sha256: "0".repeat(64), storage: "database" })
    .returning({ id: receipts.id });
  return row!.id;
}
