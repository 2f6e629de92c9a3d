import { z } from "zod";
import { allocationKeys } from "@/domain/operating-costs/types";
import { isBetrkvType } from "@/domain/booking-categories";
import { MAX_CENTS } from "@/shared/limits";
import { messages } from "@/shared/messages";
import { centsAmount, isoDate, versionField } from "./fields";

// The Nebenkostenabrechnung (issue 19). A statement's settings are one document: the
// heating and CO2 figures, per unit what the books do not hold (own use, persons, MEA),
// per cost line the landlord's choices (key, units taking part, exclusion, override,
// correction, § 35a labour) and lines added by hand. Every choice that changes a figure
// carries the reason the statement prints. Exact decimals travel as text with a point.

const reason = () => z.string({ message: messages.statementReasonRequired }).trim().min(1, messages.statementReasonRequired).max(500, messages.tooLong(500));

/** Exact non-negative decimal text ("64.5", "0.125"), at most 12 integer digits and 4 decimals. */
const decimalText = () =>
  z
    .string({ message: messages.statementDecimalInvalid })
    .trim()
    .regex(/^\d{1,12}(\.\d{1,4})?$/, messages.statementDecimalInvalid);

/** The landlord's choices for one booked line. */
const lineSettings = z
  .object({
    /** Taken out by hand, with the reason. */
    excludedReason: reason().nullable().default(null),
    /** Included despite an overridable refusal (a text hint, a community aerial), with the reason. */
    overrideReason: reason().nullable().default(null),
    /** The line's amount for the period corrected by hand, with the reason. */
    correctedCents: z.number().int(messages.wholeCents("Betrag")).min(-MAX_CENTS).max(MAX_CENTS).nullable().default(null),
    correctionReason: reason().nullable().default(null),
    /** § 35a EStG: the labour contained in the booked amount (from the invoice), and its kind. */
    labourCents: centsAmount("Lohnanteil").nullable().default(null),
    labourKind: z.enum(["household", "craftsman"]).default("household"),
  })
  .superRefine((v, ctx) => {
    if (v.correctedCents !== null && !v.correctionReason) ctx.addIssue({ code: "custom", path: ["correctionReason"], message: messages.statementReasonRequired });
  });

/** A share of a position from 0 to 1 ("0.2" is 20 %), at most four decimals. */
const SHARE = /^(0(\.\d{1,4})?|1(\.0{1,4})?)$/;

/** Vorwegabzug: what one unit (a shop, a doctor's practice) causes, taken off before the key splits the rest. */
const preDeduction = z
  .object({
    unitId: z.uuid(messages.statementPreDeductionUnit),
    reason: reason(),
    cents: centsAmount("Vorwegabzug").nullable().default(null),
    share: decimalText().refine((v) => SHARE.test(v), messages.statementPreDeductionShare).nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if ((v.cents === null) === (v.share === null)) ctx.addIssue({ code: "custom", path: ["cents"], message: messages.statementPreDeductionKind });
  });

/** The landlord's choices for one cost type (§ 2 BetrKV): the statement shows one position per type. */
const typeSettings = z.object({
  key: z.enum(allocationKeys, { message: messages.statementKeyInvalid }).optional(),
  /** Units taking part (e.g. lift costs without the ground floor); all units when null. */
  unitIds: z.array(z.uuid()).max(1000).nullable().default(null),
  /** Fixed shares per unit for the custom key, with the explanation the statement prints. */
  customShares: z.record(z.uuid(), decimalText()).default({}),
  keyExplanation: z.string().trim().max(1000, messages.tooLong(1000)).default(""),
  /** Vorwegabzug of a commercial unit: a fixed amount or a share of the position. */
  preDeductions: z.array(preDeduction).max(50).default([]),
});

const extraLine = z.object({
  id: z.uuid(),
  betrkvType: z.number().refine(isBetrkvType, messages.statementBetrkvTypeInvalid),
  label: z.string().trim().min(1, messages.statementReasonRequired).max(200, messages.tooLong(200)),
  amountCents: centsAmount("Betrag"),
  reason: reason(),
});

const unitSettings = z.object({
  /** The landlord uses the unit himself when nobody rents it (else the time counts as vacancy). */
  ownerOccupied: z.boolean().default(false),
  ownerPersons: z.number().int(messages.statementPersonsInvalid).min(0, messages.statementPersonsInvalid).max(99, messages.statementPersonsInvalid).nullable().default(null),
  /** Miteigentumsanteil, e.g. "125" of 1000 or "0.125". */
  ownershipShare: decimalText().nullable().default(null),
});

export const statementSettings = z.object({
  /** HeizkostenV §§ 7, 8: the part split by consumption. */
  heatingConsumptionPercent: z.number().int(messages.statementHeatingPercent).min(50, messages.statementHeatingPercent).max(70, messages.statementHeatingPercent).default(70),
  sharedFlatRule: z.enum(["room_area", "equal_rooms"]).default("room_area"),
  /** The building is a Wohngebäude (GEG): the CO2 table applies; else 50/50. */
  residentialBuilding: z.boolean().default(true),
  co2: z.object({ kgCo2: decimalText(), costCents: centsAmount("CO2-Kosten"), halved: z.boolean().default(false) }).nullable().default(null),
  /** The measuring service's result per user (replaces the heating split). */
  heatingService: z
    .array(z.object({ unitId: z.uuid(), contractId: z.uuid().nullable(), cents: centsAmount("Heizkosten"), co2Cents: centsAmount("CO2-Anteil").nullable().default(null) }))
    .max(2000)
    .nullable()
    .default(null),
  units: z.record(z.uuid(), unitSettings).default({}),
  types: z.record(z.string().regex(/^([1-9]|1[0-7])$/, messages.statementBetrkvTypeInvalid), typeSettings).default({}),
  lines: z.record(z.uuid(), lineSettings).default({}),
  extraLines: z.array(extraLine).max(200).default([]),
  /** Days after dispatch a back-payment is due. */
  paymentDueDays: z.number().int(messages.statementDueDaysInvalid).min(1, messages.statementDueDaysInvalid).max(90, messages.statementDueDaysInvalid).default(30),
});
export type StatementSettings = z.infer<typeof statementSettings>;
export type StatementLineSettings = z.infer<typeof lineSettings>;
export type StatementTypeSettings = z.infer<typeof typeSettings>;

const periodFields = {
  periodStart: isoDate(messages.statementPeriodStartRequired),
  periodEnd: isoDate(messages.statementPeriodEndRequired),
  shortPeriodReason: z.string().trim().max(500, messages.tooLong(500)).nullable().default(null),
};

function checkPeriod(v: { periodStart: string; periodEnd: string }, ctx: z.RefinementCtx) {
  if (v.periodEnd < v.periodStart) ctx.addIssue({ code: "custom", path: ["periodEnd"], message: messages.statementPeriodOrder });
}

const scopeName = () =>
  z.string({ message: messages.statementScopeNameRequired }).trim().min(1, messages.statementScopeNameRequired).max(100, messages.tooLong(100));
const distinct = (ids: string[]) => [...new Set(ids.map((id) => id.toLowerCase()))];

/**
 * What a new statement covers (decision 0032): the whole property of the URL; an
 * Abrechnungseinheit of some of its units; or a Wirtschaftseinheit of it and further properties
 * (`propertyIds`: the others; the URL's property is the main one and is dropped if named).
 */
export const statementScopeInput = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("property") }),
  z.object({
    kind: z.literal("units"),
    name: scopeName(),
    unitIds: z.array(z.uuid(messages.statementScopeChooseUnits), messages.statementScopeChooseUnits).min(1, messages.statementScopeChooseUnits).max(500).transform(distinct),
  }),
  z.object({
    kind: z.literal("properties"),
    name: scopeName(),
    propertyIds: z.array(z.uuid(messages.statementScopeChooseProperties), messages.statementScopeChooseProperties).min(1, messages.statementScopeChooseProperties).max(50).transform(distinct),
  }),
]);
export type StatementScopeInput = z.infer<typeof statementScopeInput>;

/** POST /properties/:id/operating-cost-statements */
export const statementCreateInput = z
  .object({ ...periodFields, scope: statementScopeInput.default({ kind: "property" }), settings: statementSettings.default(statementSettings.parse({})) })
  .superRefine(checkPeriod);
export type StatementCreateInput = z.infer<typeof statementCreateInput>;

/** PATCH /operating-cost-statements/:id — a draft only. */
export const statementUpdateInput = z.object({ ...periodFields, settings: statementSettings, version: versionField() }).superRefine(checkPeriod);
export type StatementUpdateInput = z.infer<typeof statementUpdateInput>;

/** POST …/finalise, …/corrections: the version the user saw. */
export const statementVersionInput = z.object({ version: versionField() });

/** POST …/sent: the dispatch date. */
export const statementSentInput = z.object({ version: versionField(), sentOn: isoDate() });

/** POST …/mail: e-mail these tenants their letters (the version the user saw). */
export const statementMailInput = z.object({
  version: versionField(),
  contractIds: z.array(z.uuid(messages.statementContractUnknown), messages.statementMailChooseTenant).min(1, messages.statementMailChooseTenant).max(500),
});
export type StatementMailInput = z.infer<typeof statementMailInput>;

/** POST …/prepayment-adjustments: take the § 560 (4) proposal for one tenant from the first day of a month. */
export const prepaymentAdjustmentInput = z.object({
  contractId: z.uuid(messages.statementContractUnknown),
  validFrom: isoDate(messages.prepaymentAdjustmentDateRequired).refine((d) => d.endsWith("-01"), messages.prepaymentAdjustmentFirstOfMonth),
});
export type PrepaymentAdjustmentInput = z.infer<typeof prepaymentAdjustmentInput>;

/** GET /operating-cost-deadlines: all properties, or one. */
export const statementDeadlinesQuery = z.object({ propertyId: z.uuid().optional() });
