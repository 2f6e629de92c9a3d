import { and, asc, eq } from "drizzle-orm";
import { zipSync } from "fflate";
import { today } from "@/core/dates";
import { decimal, formatFraction } from "@/core/fraction";
import { cents } from "@/core/money";
import { allocationKeyLabels, type StatementDetailDto } from "@/shared/operating-cost-types";
import { statementStatusLabels } from "@/shared/enums";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { bankAccountProperties, bankAccounts, properties } from "@/server/db/schema";
import { notFound } from "@/server/http/errors";
import { renderPdf } from "@/server/pdf/pdf";
import { sheetsXlsx, type Cell, type Sheet } from "@/server/spreadsheet/spreadsheet";
import { userDisplayName } from "@/server/features/me";
import { UNKNOWN_LANDLORD } from "@/server/features/rent-roll";
import { statementDocument } from "./statement-letter";
import { getStatement } from "./statements.service";

// The statement's files: the letter per tenant (PDF) and the computation for the landlord or
// the tax advisor (XLSX). Both read the same answer as the screen — for a finalised version
// the frozen one — so a file can never show other figures than the statement.

type Ctx = { db: Db; actor: Actor };

const fileDate = (s: StatementDetailDto) => `${s.periodStart}-bis-${s.periodEnd}`;
const safeName = (text: string) => text.replace(/[^A-Za-z0-9äöüÄÖÜß]+/g, "-").replace(/^-|-$/g, "") || "Mieter";

/** The account a back-payment goes to: one linked to the property, else the workspace's only account. */
async function paymentAccount(db: Db, workspaceId: string, propertyId: string) {
  const linked = await db
    .select({ holder: bankAccounts.name, iban: bankAccounts.iban })
    .from(bankAccounts)
    .innerJoin(bankAccountProperties, eq(bankAccountProperties.bankAccountId, bankAccounts.id))
    .where(and(eq(bankAccounts.workspaceId, workspaceId), eq(bankAccountProperties.propertyId, propertyId)))
    .orderBy(asc(bankAccounts.createdAt))
    .limit(1);
  if (linked[0]) return linked[0];
  const all = await db.select({ holder: bankAccounts.name, iban: bankAccounts.iban }).from(bankAccounts).where(eq(bankAccounts.workspaceId, workspaceId)).limit(2);
  return all.length === 1 ? all[0]! : null;
}

/** What every letter of a statement shares: the address, the signature and the account, read once. */
async function letterContext(db: Db, actor: Actor, statement: StatementDetailDto) {
  const [property] = await db
    .select({ street: properties.street, houseNumber: properties.houseNumber, postcode: properties.postcode, city: properties.city })
    .from(properties)
    .where(and(eq(properties.id, statement.propertyId), eq(properties.workspaceId, actor.workspaceId)));
  return {
    address: property ?? { street: "", houseNumber: "", postcode: "", city: "" },
    landlordName: (await userDisplayName(db, actor.userId)) ?? UNKNOWN_LANDLORD,
    bankAccount: await paymentAccount(db, actor.workspaceId, statement.propertyId),
    letterDate: statement.sentOn ?? today(),
  };
}

async function renderLetter(statement: StatementDetailDto, contractId: string, context: Awaited<ReturnType<typeof letterContext>>): Promise<{ fileName: string; bytes: Buffer }> {
  const tenant = statement.result.tenants.find((t) => t.contractId === contractId);
  const contract = statement.contracts.find((c) => c.id === contractId);
  if (!tenant || !contract) throw notFound("Der Mietvertrag");
  const unit = statement.units.find((u) => u.id === contract.unitId);
  const room = unit?.rooms.find((r) => r.id === contract.roomId);
  const unitLabel = [unit?.code, room?.code].filter(Boolean).join(", ");
  const bytes = await renderPdf(statementDocument({ statement, contractId, unitLabel, ...context }));
  return { fileName: `Betriebskostenabrechnung-${fileDate(statement)}-${safeName(unitLabel)}-${safeName(tenant.tenantName)}.pdf`, bytes };
}

/** GET /operating-cost-statements/:id/letters/:contractId: the tenant's letter. */
export async function statementLetterPdf({ db, actor, id, contractId }: Ctx & { id: string; contractId: string }): Promise<{ fileName: string; bytes: Buffer }> {
  authorize(actor, "read");
  const statement = await getStatement({ db, actor, id });
  return renderLetter(statement, contractId, await letterContext(db, actor, statement));
}

/** The letters of the given tenants (for the mail that carries them), with the landlord's name and the address of the house. */
export async function statementLetters(db: Db, actor: Actor, statement: StatementDetailDto, contractIds: readonly string[]) {
  const context = await letterContext(db, actor, statement);
  const a = context.address;
  const letters: Array<{ contractId: string; fileName: string; bytes: Buffer }> = [];
  for (const contractId of contractIds) letters.push({ contractId, ...(await renderLetter(statement, contractId, context)) });
  return { landlordName: context.landlordName, place: `${a.street} ${a.houseNumber}, ${a.postcode} ${a.city}`.trim(), letters };
}

/** GET /operating-cost-statements/:id/letters: every tenant's letter in one ZIP, from one computation. */
export async function statementLettersZip({ db, actor, id }: Ctx & { id: string }): Promise<{ fileName: string; bytes: Uint8Array }> {
  authorize(actor, "read");
  const statement = await getStatement({ db, actor, id });
  const context = await letterContext(db, actor, statement);
  const files: Record<string, [Uint8Array, { level: 0 }]> = {};
  for (const tenant of statement.result.tenants) {
    const letter = await renderLetter(statement, tenant.contractId, context);
    // PDFs are compressed already: stored, not deflated again.
    files[letter.fileName] = [new Uint8Array(letter.bytes), { level: 0 }];
  }
  return { fileName: `Betriebskostenabrechnungen-${fileDate(statement)}.zip`, bytes: zipSync(files) };
}

const text = (value: string, bold = false): Cell => (bold ? { text: value, bold } : { text: value });
const euro = (amount: number, bold = false): Cell => (bold ? { euro: cents(amount), bold } : { euro: cents(amount) });

/** GET /operating-cost-statements/:id/workbook: the computation, one sheet per view. */
export async function statementWorkbook({ db, actor, id }: Ctx & { id: string }): Promise<{ fileName: string; bytes: Uint8Array }> {
  authorize(actor, "read");
  const s = await getStatement({ db, actor, id });
  const r = s.result;
  const unitCode = (unitId: string) => s.units.find((u) => u.id === unitId)?.code ?? "";
  const positions: Sheet = {
    name: "Positionen",
    headers: ["Kostenart", "Betrag", "Schlüssel", "Erläuterung", "Leerstand", "Eigennutzung"],
    rows: r.positions.map((p) => {
      const landlord = r.landlord.lines.find((l) => l.lineId === p.id);
      return [text(p.label), euro(p.amountCents), text(allocationKeyLabels[p.key]), text(p.keyExplanation ?? ""), euro(landlord?.vacancyCents ?? 0), euro(landlord?.ownerCents ?? 0)];
    }),
    widths: [40, 14, 20, 40, 14, 14],
  };
  const tenants: Sheet = {
    name: "Mieter",
    headers: ["Mieter", "Einheit", "Von", "Bis", "Tage", "Kosten", "Heizkosten", "CO2-Entlastung", "Kürzung § 12", "Vorauszahlungen Soll", "Vorauszahlungen Ist", "Ergebnis", "Forderbar", "Neue Vorauszahlung"],
    rows: r.tenants.map((t) => [
      text(t.tenantName),
      text(unitCode(t.unitId)),
      { date: t.start },
      { date: t.end },
      { int: t.days },
      euro(t.costsCents, true),
      euro(t.heating.cents),
      euro(t.heating.co2ReliefCents),
      euro(t.heating.reductionCents),
      euro(t.prepaymentsDueCents),
      euro(t.prepaymentsPaidCents),
      euro(t.balanceCents, true),
      euro(t.claimableCents),
      t.newMonthlyPrepaymentCents === null ? null : euro(t.newMonthlyPrepaymentCents),
    ]),
    widths: [28, 12, 12, 12, 8, 14, 14, 14, 14, 14, 14, 14, 14, 14],
  };
  const shares: Sheet = {
    name: "Anteile",
    headers: ["Mieter", "Kostenart", "Schritt", "Einheiten", "Gesamteinheiten", "Tage", "Anteil"],
    rows: r.tenants.flatMap((t) =>
      [...t.lines, ...t.heating.lines].flatMap((share) =>
        share.parts.map((part) => [
          text(t.tenantName),
          text(r.positions.find((p) => p.id === share.lineId)?.label ?? share.lineId),
          text(part.kind === "key" ? allocationKeyLabels[part.key] : part.kind === "pre_deduction" ? "Vorwegabzug" : part.kind === "heating_consumption" ? "Heizkosten Verbrauch" : "Heizkosten Fläche"),
          text(formatFraction(decimal(part.units))),
          text(formatFraction(decimal(part.totalUnits))),
          { int: share.days },
          euro(part.cents),
        ]),
      ),
    ),
    widths: [28, 36, 20, 16, 16, 8, 14],
  };
  const bookings: Sheet = {
    name: "Buchungen",
    headers: ["Buchung", "Datum", "Text", "Gebucht", "Im Zeitraum", "Nicht umgelegt", "Grund"],
    rows: s.catalogue.map((l) => [
      text(l.bookingNumber ?? "von Hand"),
      l.paymentDate ? { date: l.paymentDate } : null,
      text(l.text),
      euro(l.bookedCents),
      euro(l.periodCents),
      euro(l.positionId === null ? l.periodCents : l.refusedCents),
      text(l.excludedReason ?? l.refusal?.message ?? l.overrideReason ?? l.correctionReason ?? ""),
    ]),
    widths: [12, 12, 40, 14, 14, 14, 60],
  };
  const summary: Sheet = {
    name: "Übersicht",
    headers: ["Angabe", "Wert"],
    rows: [
      [text("Immobilie"), text(s.propertyName)],
      ...(s.scope.label ? [[text("Abrechnungskreis"), text(s.scope.label)]] : []),
      [text("Zeitraum"), text(`${s.periodStart} bis ${s.periodEnd}`)],
      [text("Status"), text(`${statementStatusLabels[s.status]}, Version ${s.revision}`)],
      [text("Abrechnungsfrist"), { date: r.deadline }],
      [text("Anteil Vermieter (Leerstand, Eigennutzung, Entlastungen)"), euro(r.landlord.totalCents, true)],
    ],
    widths: [50, 30],
  };
  return { fileName: `Nebenkostenabrechnung-${fileDate(s)}.xlsx`, bytes: await sheetsXlsx([summary, positions, tenants, shares, bookings]) };
}
