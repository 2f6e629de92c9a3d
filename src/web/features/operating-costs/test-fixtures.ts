import { cents } from "@/core/money";
import type { StatementCatalogueLineDto, StatementDetailDto } from "@/shared/operating-cost-types";
import { statementSettings } from "@/shared/schemas/operating-costs";

// A statement as GET /operating-cost-statements/:id answers it, computed by hand: WE 1
// (60 m²) let to Anna Ahorn all of 2025, WE 2 (40 m²) vacant. Grundsteuer 1.000,00 € and
// Müllabfuhr 365,00 € by living area × days (36.500 m²-days): Anna 600,00 + 219,00 = 819,00 €,
// paid 1.800,00 € → Guthaben 981,00 €; the vacancy 400,00 + 146,00 = 546,00 € is the landlord's.
// A repair booked as Betriebskosten is refused (overridable).

export const STATEMENT_ID = "5a1e0c6b-0000-4000-8000-000000000001";
export const PROPERTY_ID = "5a1e0c6b-0000-4000-8000-0000000000a1";
export const UNIT_1 = "5a1e0c6b-0000-4000-8000-0000000000b1";
export const UNIT_2 = "5a1e0c6b-0000-4000-8000-0000000000b2";
export const CONTRACT_A = "5a1e0c6b-0000-4000-8000-0000000000c1";
export const LINE_TAX = "5a1e0c6b-0000-4000-8000-0000000000d1";
export const LINE_WASTE = "5a1e0c6b-0000-4000-8000-0000000000d2";
export const LINE_REPAIR = "5a1e0c6b-0000-4000-8000-0000000000d3";

const year = { start: "2025-01-01", end: "2025-12-31" };

const catalogueLine = (over: Partial<StatementCatalogueLineDto> & Pick<StatementCatalogueLineDto, "id" | "text">): StatementCatalogueLineDto => ({
  bookingId: `${over.id}-b`,
  bookingNumber: "2025-0001",
  paymentDate: "2025-02-15",
  receipts: [],
  betrkvType: 1,
  bookedCents: cents(100_000),
  servicePeriod: null,
  periodCents: cents(100_000),
  positionId: "1",
  refusal: null,
  refusedCents: cents(0),
  excludedReason: null,
  overrideReason: null,
  correctedCents: null,
  correctionReason: null,
  manual: false,
  ...over,
});

const part = (amount: number, units: string, share: number) => ({
  kind: "key" as const,
  key: "living_area" as const,
  amountCents: cents(amount),
  units,
  totalUnits: "36500",
  cents: cents(share),
});

export function statementFixture(over: Partial<StatementDetailDto> = {}): StatementDetailDto {
  return {
    id: STATEMENT_ID,
    version: 3,
    propertyId: PROPERTY_ID,
    periodStart: year.start,
    periodEnd: year.end,
    shortPeriodReason: null,
    status: "draft",
    revision: 1,
    correctsId: null,
    correctedById: null,
    finalisedAt: null,
    sentOn: null,
    deadline: "2026-12-31",
    scope: { kind: "property", name: null, properties: [{ id: PROPERTY_ID, name: "Haus Ahorn" }], units: null, label: null },
    settings: statementSettings.parse({}),
    propertyName: "Haus Ahorn",
    units: [
      { id: UNIT_1, code: "WE 1", rooms: [] },
      { id: UNIT_2, code: "WE 2", rooms: [] },
    ],
    contracts: [{ id: CONTRACT_A, unitId: UNIT_1, roomId: null, tenantName: "Anna Ahorn", start: "2024-01-01", end: null }],
    recipients: [{ contractId: CONTRACT_A, email: "anna@example.org", mailings: [] }],
    catalogue: [
      catalogueLine({ id: LINE_TAX, text: "Grundsteuer 2025" }),
      catalogueLine({ id: LINE_WASTE, text: "Müllabfuhr 2025", betrkvType: 8, bookedCents: cents(36_500), periodCents: cents(36_500), positionId: "8", paymentDate: "2025-04-01", bookingNumber: "2025-0002" }),
      catalogueLine({
        id: LINE_REPAIR,
        text: "Reparatur Dachrinne",
        betrkvType: 17,
        bookedCents: cents(20_000),
        periodCents: cents(20_000),
        refusedCents: cents(20_000),
        positionId: null,
        bookingNumber: "2025-0003",
        refusal: { rule: "repair", message: "Instandhaltung und Instandsetzung sind nie umlagefähig (§ 1 Abs. 2 Nr. 2 BetrKV).", overridable: true },
      }),
    ],
    result: {
      period: year,
      deadline: "2026-12-31",
      deadlinePassed: false,
      occupancies: [
        { id: CONTRACT_A, kind: "tenant", unitId: UNIT_1, roomId: null, contractId: CONTRACT_A, start: year.start, end: year.end, unitShare: "1", persons: [] },
        { id: `vacancy:${UNIT_2}:${year.start}`, kind: "vacancy", unitId: UNIT_2, roomId: null, contractId: null, start: year.start, end: year.end, unitShare: "1", persons: [] },
      ],
      co2: null,
      tenants: [
        {
          contractId: CONTRACT_A,
          tenantName: "Anna Ahorn",
          unitId: UNIT_1,
          roomId: null,
          start: year.start,
          end: year.end,
          days: 365,
          lines: [
            { lineId: "1", occupancyId: CONTRACT_A, days: 365, cents: cents(60_000), parts: [part(100_000, "21900", 60_000)], estimated: false },
            { lineId: "8", occupancyId: CONTRACT_A, days: 365, cents: cents(21_900), parts: [part(36_500, "21900", 21_900)], estimated: false },
          ],
          heating: { lines: [], cents: cents(0), co2ShareCents: cents(0), co2ReliefCents: cents(0), reductionCents: cents(0) },
          costsCents: cents(81_900),
          prepaymentsPaidCents: cents(180_000),
          prepaymentsDueCents: cents(180_000),
          balanceCents: cents(-98_100),
          claimableCents: cents(-98_100),
          newMonthlyPrepaymentCents: cents(6_900),
          labour: { household: cents(0), craftsman: cents(0) },
        },
      ],
      landlord: {
        lines: [
          { lineId: "1", vacancyCents: cents(40_000), ownerCents: cents(0) },
          { lineId: "8", vacancyCents: cents(14_600), ownerCents: cents(0) },
        ],
        heatingCents: cents(0),
        co2ReliefCents: cents(0),
        reductionCents: cents(0),
        totalCents: cents(54_600),
      },
      defects: [],
      positions: [
        { id: "1", betrkvType: 1, label: "Grundsteuer / öffentliche Lasten", amountCents: cents(100_000), key: "living_area", unitIds: null, keyExplanation: null, consumptionPercent: null },
        { id: "8", betrkvType: 8, label: "Straßenreinigung und Müllbeseitigung", amountCents: cents(36_500), key: "living_area", unitIds: null, keyExplanation: null, consumptionPercent: null },
      ],
    },
    canFinalise: true,
    ...over,
  };
}
