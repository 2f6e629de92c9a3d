import type { PropertyInput, UnitCreateInput } from "@/shared/schemas/portfolio";
import type { LoanPayload } from "@/shared/schemas/loans";
import { addMonths, endOfMonth, startOfMonth, type IsoDate } from "@/core/dates";
import { euros, type Cents } from "@/core/money";

// A realistic small Leipzig portfolio for trying the product: a Gründerzeit
// Mehrfamilienhaus with six units (one of them a WG let room by room) and an
// Eigentumswohnung, financed by three loans. Cold rents are 9,90–13,10 €/m², the usual
// Leipzig range. Dates that must stay meaningful as time passes are relative to the day the
// demo is loaded: a contract that ended two months ago, one that starts next month on the
// same unit (periods of one unit never overlap), a Zinsbindung ending within 24 months
// (the Anschlussfinanzierung warning) and two ending later.

export type DemoTenant = { firstName: string; lastName: string; email: string | null; phone: string | null };

export type DemoContract = {
  tenant: DemoTenant;
  room?: string;
  startDate: string;
  endDate?: string;
  isLimitedTerm?: boolean;
  status?: "active" | "terminated";
  coldRent: Cents;
  serviceCharge: Cents;
  deposit: Cents;
};

export type DemoUnit = Omit<UnitCreateInput, "rental"> & {
  rooms?: Array<{ code: string; sizeSqm: number }>;
  contracts: DemoContract[];
};

export type DemoLoan = Omit<LoanPayload, "notes" | "specialRepayments"> & { notes?: string };

export type DemoProperty = PropertyInput & { units: DemoUnit[]; loans: DemoLoan[] };

const t = (firstName: string, lastName: string, email: string | null, phone: string | null = null): DemoTenant => ({ firstName, lastName, email, phone });

const unit = (u: Partial<DemoUnit> & Pick<DemoUnit, "code" | "usage" | "contracts">): DemoUnit => ({
  unitNumber: null,
  sizeSqm: null,
  type: "apartment",
  furnishing: "unfurnished",
  hasBalcony: false,
  hasParking: false,
  purchasePriceCents: null,
  purchaseDate: null,
  ...u,
});

/** The demo portfolio as of `today`. */
export function demoPortfolio(today: IsoDate): DemoProperty[] {
  const thisMonth = startOfMonth(today);
  /** First of the month `n` months from now. */
  const monthStart = (n: number) => addMonths(thisMonth, n);
  return [
    {
      name: "Mehrfamilienhaus Gohlis",
      street: "Georg-Schumann-Straße",
      houseNumber: "112",
      postcode: "04155",
      city: "Leipzig",
      kind: "multi_family",
      yearBuilt: 1908,
      purchasePriceCents: euros(985_000),
      purchaseDate: "2019-07-01",
      // Sachsen 2019: 3,5 % Grunderwerbsteuer; Makler 3,57 % inkl. USt.
      transferTaxCents: euros(34_475),
      notaryCents: euros("11820.40"),
      landRegistryCents: euros(4_925),
      brokerCents: euros("35164.50"),
      buildingSharePercent: 78,
      notes: "Gründerzeithaus, Fassade 2016 saniert. Hausverwaltung: Mustermann Immobilien GmbH.",
      units: [
        unit({
          code: "WE 01",
          unitNumber: "EG links",
          sizeSqm: 62.5,
          usage: "rented",
          contracts: [
            { tenant: t("Anna", "Schmidt", "anna.schmidt@beispiel.de", "0341 2345671"), startDate: "2019-09-01", coldRent: euros(625), serviceCharge: euros(160), deposit: euros(1_875) },
          ],
        }),
        unit({
          code: "WE 02",
          unitNumber: "EG rechts",
          sizeSqm: 78,
          usage: "rented",
          hasBalcony: true,
          contracts: [
            { tenant: t("Jonas", "Becker", "jonas.becker@beispiel.de"), startDate: "2020-02-01", coldRent: euros(819), serviceCharge: euros(195), deposit: euros(2_457) },
          ],
        }),
        unit({
          code: "WE 03",
          unitNumber: "1. OG links",
          sizeSqm: 54.3,
          usage: "vacant",
          contracts: [
            // Ended two months ago; the next tenant moves in next month.
            {
              tenant: t("Peter", "Krause", null, "0341 9876543"),
              startDate: "2019-08-01",
              endDate: endOfMonth(monthStart(-2)),
              status: "terminated",
              coldRent: euros(560),
              serviceCharge: euros(140),
              deposit: euros(1_680),
            },
            {
              tenant: t("Lea", "Richter", "lea.richter@beispiel.de", "0160 9988776"),
              startDate: monthStart(1),
              coldRent: euros(595),
              serviceCharge: euros(145),
              deposit: euros(1_785),
            },
          ],
        }),
        unit({
          code: "WE 04",
          unitNumber: "1. OG rechts",
          sizeSqm: 91.2,
          usage: "rented",
          hasBalcony: true,
          hasParking: true,
          contracts: [
            { tenant: t("Mehmet", "Yılmaz", "m.yilmaz@beispiel.de", "0176 12345678"), startDate: "2021-04-01", coldRent: euros(1_030), serviceCharge: euros(230), deposit: euros(3_090) },
          ],
        }),
        unit({
          code: "WE 05",
          unitNumber: "2. OG",
          sizeSqm: 68.4,
          usage: "rented",
          hasBalcony: true,
          contracts: [
            {
              tenant: t("Sophie", "Wagner", "sophie.wagner@beispiel.de"),
              startDate: "2023-10-01",
              endDate: "2028-09-30",
              isLimitedTerm: true,
              coldRent: euros(820),
              serviceCharge: euros(175),
              deposit: euros(2_460),
            },
          ],
        }),
        unit({
          code: "WE 06",
          unitNumber: "DG",
          sizeSqm: 110,
          usage: "shared_housing",
          furnishing: "furnished",
          rooms: [
            { code: "Zimmer 1", sizeSqm: 18.5 },
            { code: "Zimmer 2", sizeSqm: 16 },
            { code: "Zimmer 3", sizeSqm: 14.5 },
            { code: "Zimmer 4", sizeSqm: 12 },
          ],
          contracts: [
            { tenant: t("Lukas", "Hoffmann", "lukas.hoffmann@beispiel.de"), room: "Zimmer 1", startDate: "2022-10-01", coldRent: euros(390), serviceCharge: euros(95), deposit: euros(1_170) },
            { tenant: t("Marie", "Schulz", "marie.schulz@beispiel.de"), room: "Zimmer 2", startDate: "2023-04-01", coldRent: euros(360), serviceCharge: euros(95), deposit: euros(1_080) },
            { tenant: t("Felix", "Neumann", null, "0157 3344556"), room: "Zimmer 3", startDate: "2024-03-01", coldRent: euros(340), serviceCharge: euros(90), deposit: euros(1_020) },
          ],
        }),
      ],
      loans: [
        // Its Zinsbindung ends within 24 months: the Finanzierungen page warns about it.
        {
          lender: "Sparkasse Leipzig",
          amountCents: euros(690_000),
          disbursementDate: "2019-07-01",
          interestRatePercent: "1.35",
          repaymentKind: "initial_rate",
          initialRepaymentPercent: "2.5",
          monthlyPaymentCents: null,
          fixationEndDate: monthStart(15),
          notes: "Grundschuld 750.000 € im ersten Rang.",
        },
        {
          lender: "KfW (Effizienzhaus)",
          amountCents: euros(120_000),
          disbursementDate: "2020-03-30",
          interestRatePercent: "0.75",
          repaymentKind: "monthly_payment",
          initialRepaymentPercent: null,
          monthlyPaymentCents: euros(575),
          fixationEndDate: monthStart(52),
        },
      ],
    },
    {
      name: "Eigentumswohnung Südvorstadt",
      street: "Karl-Liebknecht-Straße",
      houseNumber: "45",
      postcode: "04275",
      city: "Leipzig",
      kind: "condominium",
      yearBuilt: 1998,
      purchasePriceCents: euros(219_000),
      purchaseDate: "2021-03-15",
      transferTaxCents: euros(7_665),
      notaryCents: euros("2628.00"),
      landRegistryCents: euros(1_095),
      brokerCents: euros("7818.30"),
      buildingSharePercent: 82,
      notes: "WEG-Verwaltung: Südvorstadt Hausverwaltung. Hausgeld 310 € monatlich.",
      units: [
        unit({
          code: "ETW 12",
          unitNumber: "3. OG",
          sizeSqm: 72.5,
          usage: "rented",
          hasBalcony: true,
          hasParking: true,
          contracts: [
            { tenant: t("Julia", "Fischer", "julia.fischer@beispiel.de", "0341 5566778"), startDate: "2021-06-01", coldRent: euros(950), serviceCharge: euros(210), deposit: euros(2_850) },
          ],
        }),
      ],
      loans: [
        {
          lender: "DKB",
          amountCents: euros(180_000),
          disbursementDate: "2021-03-15",
          interestRatePercent: "0.95",
          repaymentKind: "initial_rate",
          initialRepaymentPercent: "2.75",
          monthlyPaymentCents: null,
          fixationEndDate: monthStart(100),
        },
      ],
    },
  ];
}
