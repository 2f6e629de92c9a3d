import { z } from "zod";
import { compare, decimal, fraction } from "@/core/fraction";
import { messages } from "@/shared/messages";
import { isoDate } from "./fields";
import { canonicalMeterValue } from "./meters";
import { withVersion } from "./portfolio";

// Areas of a unit and persons of a contract over time (issue 19). An area travels as exact
// decimal text with a point ("1234.56"), like a meter value: the web form reads German input
// ("1.234,56") into it, the database keeps it as numeric(9,2), the statement reads it into
// an exact fraction. Persons are a whole number.

export const AREA_DECIMALS = 2;
/** The same bound as a unit's size (schemas/portfolio.ts). */
export const MAX_AREA_SQM = 1_000_000;
export const MAX_PERSONS = 99;

/** "064.50" → "64.5": one spelling per area, so equal areas compare equal as text. */
export const canonicalArea = canonicalMeterValue;

/** Why decimal text (a point, no grouping) is no area, or null when it is one. `required` is the message for empty text. */
export function areaProblem(text: string, required: string = messages.areaInvalid): string | null {
  if (text === "") return required;
  if (/^-\d*\.?\d+$/.test(text)) return messages.areaNegative;
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return messages.areaInvalid;
  if ((match[2] ?? "").replace(/0+$/, "").length > AREA_DECIMALS) return messages.areaDecimals;
  // Digits first: a thousand-digit text never becomes a BigInt.
  if (match[1]!.replace(/^0+/, "").length > 7 || compare(decimal(text), fraction(MAX_AREA_SQM)) > 0) return messages.areaTooLarge;
  return null;
}

/** An area in m²: text (never a number, which could not be exact), ≥ 0, at most 2 decimals; canonical afterwards. */
const areaValue = (required: string) =>
  z
    .string({ message: required })
    .trim()
    .superRefine((value, ctx) => {
      const problem = areaProblem(value, required);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .transform(canonicalArea);

const unitAreaFields = z.object({
  validFrom: isoDate(messages.historyValidFromRequired),
  livingAreaSqm: areaValue(messages.livingAreaRequired),
  usableAreaSqm: areaValue(messages.areaInvalid).nullable().default(null),
});

/** POST /units/:id/areas; also what the form validates (the PATCH body without `version`). */
export const unitAreaInput = unitAreaFields;
export type UnitAreaInput = z.output<typeof unitAreaInput>;
/** PATCH /unit-areas/:id */
export const unitAreaUpdateInput = withVersion(unitAreaFields);
export type UnitAreaUpdateInput = z.output<typeof unitAreaUpdateInput>;

const occupantFields = z.object({
  validFrom: isoDate(messages.historyValidFromRequired),
  // One check, one message: 1e308 is out of range and no safe integer, but one mistake.
  persons: z
    .number({ message: messages.occupantPersonsRequired })
    .refine((n) => Number.isInteger(n) && n >= 0 && n <= MAX_PERSONS, messages.occupantPersonsInvalid),
});

/** POST /contracts/:id/occupants; also what the form validates. */
export const contractOccupantInput = occupantFields;
export type ContractOccupantInput = z.output<typeof contractOccupantInput>;
/** PATCH /contract-occupants/:id */
export const contractOccupantUpdateInput = withVersion(occupantFields);
export type ContractOccupantUpdateInput = z.output<typeof contractOccupantUpdateInput>;
