import { sql } from "drizzle-orm";
import iconv from "iconv-lite";
import { toIsoDate, type IsoDate } from "@/core/dates";
import { bookingCategoryInfo, type BookingCategory } from "@/domain/booking-categories";
import { buildDatevBuchungsstapel, DATEV_BANK_ACCOUNT, type DatevEntry } from "@/domain/datev";
import { messages } from "@/shared/messages";
import type { ReportYearQuery } from "@/shared/schemas/reports";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { rowsOf, toCents } from "@/server/db/rows";
import { AppError } from "@/server/http/errors";
import { findOwnedProperty } from "@/server/features/properties";
import { findDatevSettings } from "./datev-settings.service";

type Ctx = { db: Db; actor: Actor };

/** DATEV takes at most 99.999 bookings in one Buchungsstapel. */
export const DATEV_MAX_ENTRIES = 99_999;

export interface DatevFile {
  fileName: string;
  bytes: Uint8Array;
}

/**
 * GET /reports/datev.csv?year&propertyId: the year's booking lines (by payment date) as one
 * EXTF Buchungsstapel in Windows-1252. Konto is the bank of the chart, Gegenkonto the
 * category's account, Belegfeld 1 the Belegnummer, KOST1 the property (decision 0017).
 */
export async function exportDatev({ db, actor, query }: Ctx & { query: ReportYearQuery }): Promise<DatevFile> {
  authorize(actor, "read");
  const propertyId = query.propertyId ?? null;
  const property = propertyId ? await findOwnedProperty(db, actor.workspaceId, propertyId) : null;
  const settings = await findDatevSettings(db, actor.workspaceId);
  if (!settings) throw new AppError("conflict", messages.datevSettingsMissing);
  const from = toIsoDate(query.year, 1, 1);
  const to = toIsoDate(query.year, 12, 31);
  const where = sql`l.workspace_id = ${actor.workspaceId} and l.payment_date >= ${from} and l.payment_date <= ${to}${propertyId ? sql` and l.property_id = ${propertyId}` : sql``}`;
  // One line more than DATEV takes tells that the year does not fit, without counting first.
  const rows = rowsOf<{ amount_cents: unknown; category: BookingCategory; payment_date: IsoDate; number: string; text: string; counterparty_name: string; property_name: string }>(
    await db.execute(sql`
      select l.amount_cents, l.category, l.payment_date, b.number, b.text, b.counterparty_name, p.name as property_name
      from booking_lines l join bookings b on b.id = l.booking_id join properties p on p.id = l.property_id
      where ${where}
      order by l.payment_date, b.number, l.position
      limit ${DATEV_MAX_ENTRIES + 1}`),
  );
  if (rows.length > DATEV_MAX_ENTRIES) throw new AppError("bad_request", messages.datevTooManyBookings);
  const accountOf = (category: BookingCategory) => (settings.chart === "SKR03" ? bookingCategoryInfo[category].skr03 : bookingCategoryInfo[category].skr04);
  const entries: DatevEntry[] = rows.map((r) => ({
    amountCents: toCents(r.amount_cents),
    account: accountOf(r.category),
    bankAccount: DATEV_BANK_ACCOUNT[settings.chart],
    date: r.payment_date,
    documentNumber: r.number,
    text: r.text || r.counterparty_name || bookingCategoryInfo[r.category].label,
    costCenter1: r.property_name,
  }));
  const text = buildDatevBuchungsstapel({
    settings,
    from,
    to,
    createdAt: new Date(),
    exportedBy: "Hausbuch",
    description: property ? `${property.name} ${query.year}` : `Buchungen ${query.year}`,
    entries,
  });
  const scope = property ? `_${property.name}` : "";
  return { fileName: `EXTF_Buchungsstapel_${query.year}${scope}.csv`, bytes: new Uint8Array(iconv.encode(text, "win1252")) };
}
