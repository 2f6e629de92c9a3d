import { sql } from "drizzle-orm";
import { rowsOf } from "@/server/db/rows";
import type { TestApp } from "../helpers/test-app";

let counter = 0;

/**
 * A rent payment booked straight into the ledger (a booking with Kaltmiete and NK lines on
 * the contract), as the bookings API or a bank import would write it.
 */
export async function insertRentPayment(
  app: TestApp,
  p: { workspaceId: string; propertyId: string; unitId: string; contractId: string; paymentDate: string; amountCents: number; rentMonth?: string | null },
): Promise<string> {
  counter += 1;
  return app.database.db.transaction(async (tx) => {
    const [b] = rowsOf<{ id: string }>(
      await tx.execute(sql`insert into bookings (workspace_id, number, payment_date, document_date, amount_cents, text)
        values (${p.workspaceId}, ${`T-${Date.now()}-${counter}`}, ${p.paymentDate}, ${p.paymentDate}, ${p.amountCents}, 'Miete') returning id`),
    );
    await tx.execute(sql`insert into booking_lines (workspace_id, booking_id, position, payment_date, property_id, unit_id, contract_id, category, amount_cents, rent_month)
      values (${p.workspaceId}, ${b!.id}, 1, ${p.paymentDate}, ${p.propertyId}, ${p.unitId}, ${p.contractId}, 'rent', ${p.amountCents}, ${p.rentMonth ? `${p.rentMonth}-01` : null})`);
    return b!.id;
  });
}
