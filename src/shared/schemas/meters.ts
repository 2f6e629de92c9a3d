import { z } from "zod";
import { meterKinds, meterReadingKinds } from "@/shared/enums";
import { messages } from "@/shared/messages";
import { isoDate, versionField } from "./fields";
import { withVersion } from "./portfolio";

// Meters and readings (Zählerstände, issue 19). A meter value travels as exact decimal text
// with a point ("1234.567"): the web form reads German input ("1.234,567") into it, the
// database keeps it as numeric(15,3), the consumption reads it into an exact fraction.

/** numeric(15, 3): twelve digits before the point, three after. */
export const METER_VALUE_INTEGER_DIGITS = 12;
export const METER_VALUE_DECIMALS = 3;

/** "007.500" → "7.5", "0.000" → "0": one spelling per value, so equal values compare equal as text. */
export function canonicalMeterValue(text: string): string {
  const [whole = "", part = ""] = text.split(".");
  const integer = whole.replace(/^0+(?=\d)/, "");
  const fraction = part.replace(/0+$/, "");
  return fraction ? `${integer}.${fraction}` : integer;
}

/** Why decimal text is no meter value, or null when it is one (the text as the API takes it: a point, no grouping). */
export function meterValueProblem(text: string): string | null {
  if (text === "") return messages.meterValueRequired;
  if (/^-\d*\.?\d+$/.test(text)) return messages.meterValueNegative;
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return messages.meterValueInvalid;
  if ((match[2] ?? "").replace(/0+$/, "").length > METER_VALUE_DECIMALS) return messages.meterValueDecimals;
  if (match[1]!.replace(/^0+/, "").length > METER_VALUE_INTEGER_DIGITS) return messages.meterValueTooLarge;
  return null;
}

/** A meter value: text (never a number, which could not be exact), ≥ 0, at most 3 decimals; canonical afterwards. */
export const meterValue = () =>
  z
    .string({ message: messages.meterValueRequired })
    .trim()
    .superRefine((value, ctx) => {
      const problem = meterValueProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .transform(canonicalMeterValue);

const serialNumber = () => z.string({ message: messages.meterSerialRequired }).trim().min(1, messages.meterSerialRequired).max(100, messages.tooLong(100));
const note = () => z.string().trim().max(1000, messages.tooLong(1000)).default("");

const meterFields = z.object({
  kind: z.enum(meterKinds, { message: messages.meterKindRequired }),
  serialNumber: serialNumber(),
  installedOn: isoDate(messages.meterInstalledOnRequired),
  removedOn: isoDate().nullable().default(null),
  note: note(),
});

function checkPeriod(v: { installedOn: string; removedOn: string | null }, ctx: z.RefinementCtx) {
  if (v.removedOn !== null && v.removedOn < v.installedOn) ctx.addIssue({ code: "custom", path: ["removedOn"], message: messages.meterRemovedBeforeInstalled });
}

/** POST /units/:id/meters, POST /properties/:id/meters: with the installation reading when it is known. */
export const meterCreateInput = meterFields.extend({ installationValue: meterValue().nullable().default(null) }).superRefine(checkPeriod);
export type MeterCreateInput = z.output<typeof meterCreateInput>;
/** What the edit form validates: the PATCH body without `version`. */
export const meterEditInput = meterFields.superRefine(checkPeriod);
export type MeterEditInput = z.output<typeof meterEditInput>;
/** PATCH /meters/:id */
export const meterUpdateInput = withVersion(meterFields).superRefine(checkPeriod);
export type MeterUpdateInput = z.output<typeof meterUpdateInput>;

const readingFields = z.object({
  readingDate: isoDate(messages.meterReadingDateRequired),
  value: meterValue(),
  kind: z.enum(meterReadingKinds, { message: messages.meterReadingKindRequired }).default("regular"),
  note: note(),
});
/** POST /meters/:id/readings */
export const meterReadingInput = readingFields;
export type MeterReadingInput = z.output<typeof readingFields>;
/** PATCH /meter-readings/:id */
export const meterReadingUpdateInput = withVersion(readingFields);
export type MeterReadingUpdateInput = z.output<typeof meterReadingUpdateInput>;

const replaceFields = z.object({
  /** The day of the swap: the old meter's removal reading and the new one's installation reading. */
  date: isoDate(messages.meterReadingDateRequired),
  removalValue: meterValue(),
  serialNumber: serialNumber(),
  installationValue: meterValue(),
  note: note(),
});
/** What the replace form validates: the POST body without the old meter's `version`. */
export const meterReplaceEditInput = replaceFields;
export type MeterReplaceEditInput = z.output<typeof replaceFields>;
/** POST /meters/:id/replace, with the version of the old meter as read. */
export const meterReplaceInput = replaceFields.extend({ version: versionField() });
export type MeterReplaceInput = z.output<typeof meterReplaceInput>;
