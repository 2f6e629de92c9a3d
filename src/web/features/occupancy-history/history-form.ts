import { germanDecimalText, groupThousands } from "@/core/decimal-text";
import { fail, ok, type ParseResult } from "@/core/result";
import { messages } from "@/shared/messages";
import type { ContractOccupantDto, UnitAreaDto } from "@/shared/occupancy-history-types";
import {
  areaProblem,
  canonicalArea,
  contractOccupantInput,
  unitAreaInput,
  type ContractOccupantInput,
  type UnitAreaInput,
} from "@/shared/schemas/occupancy-history";
import { apiSchemaResolver } from "@/web/lib/form-resolver";
import { optionalDate, type Report } from "@/web/lib/form-values";

// Area and person dialogs: German text in the fields, exact decimal text ("1234.56") and a
// whole number in the payload.

// Group separators a user or a browser may put in: space, NBSP, narrow NBSP.
const SPACES = /[\s\u00A0\u202F]/g;
const NBSP = "\u00A0";

/**
 * An area as typed → decimal text with a point, never through a float. German first:
 * "1.234,56" and "64,5"; a point followed by groups of three digits groups thousands
 * ("1.234" is 1234, as a German reads it); any other single point is the decimal point
 * ("64.50"). A trailing "m²" or "qm" is allowed. At most two decimals, not negative.
 */
export function parseAreaInput(input: string): ParseResult<string> {
  const text = input.replace(SPACES, "").replace(/(?:m²|m2|qm)$/i, "");
  if (text === "") return fail(messages.areaInvalid);
  if (text.startsWith("-")) return fail(parseAreaInput(text.slice(1)).ok ? messages.areaNegative : messages.areaInvalid);
  const plain = germanDecimalText(text);
  if (plain === null) return fail(messages.areaInvalid);
  const problem = areaProblem(plain);
  return problem ? fail(problem) : ok(canonicalArea(plain));
}

/** "1234.5" → "1.234,50": the stored decimal text in German with two decimals, digit for digit (no rounding, no float). */
export function formatAreaValue(value: string): string {
  const [whole = "0", part = ""] = value.split(".");
  return `${groupThousands(whole)},${part.padEnd(2, "0")}`;
}

/** "64.5" → "64,50 m²"; null → "–". */
export const formatSqm = (value: string | null): string => (value === null ? "–" : `${formatAreaValue(value)}${NBSP}m²`);

/** Empty → "" (the schema asks for it); unreadable → its message at the field. */
function requiredArea(text: string, report: Report): string {
  if (text.trim() === "") return "";
  const parsed = parseAreaInput(text);
  if (!parsed.ok) {
    report(parsed.message);
    return "";
  }
  return parsed.value;
}

function optionalArea(text: string, report: Report): string | null {
  if (text.trim() === "") return null;
  const value = requiredArea(text, report);
  return value === "" ? null : value;
}

// ----- Area (Wohnfläche, Nutzfläche) -----

export type AreaFormValues = { validFrom: string; livingArea: string; usableArea: string };

export const areaFormDefaults = (entry: UnitAreaDto | null): AreaFormValues => ({
  validFrom: entry?.validFrom ?? "",
  livingArea: entry ? formatAreaValue(entry.livingAreaSqm) : "",
  usableArea: entry?.usableAreaSqm ? formatAreaValue(entry.usableAreaSqm) : "",
});

export const areaResolver = () =>
  apiSchemaResolver<AreaFormValues, UnitAreaInput>(
    unitAreaInput,
    (v, addIssue) => ({
      // Empty: the schema's message; unreadable text (the DateInput hands it on): the date message.
      validFrom: optionalDate(v.validFrom, (m) => addIssue("validFrom", m)) ?? "",
      livingAreaSqm: requiredArea(v.livingArea, (m) => addIssue("livingArea", m)),
      usableAreaSqm: optionalArea(v.usableArea, (m) => addIssue("usableArea", m)),
    }),
    { livingAreaSqm: "livingArea", usableAreaSqm: "usableArea" },
  );

// ----- Persons -----

export type OccupantFormValues = { validFrom: string; persons: string };

export const occupantFormDefaults = (entry: ContractOccupantDto | null, suggestedFrom = ""): OccupantFormValues => ({
  validFrom: entry?.validFrom ?? suggestedFrom,
  persons: entry ? String(entry.persons) : "",
});

/** Whole digits → the number; empty → null (the schema's "required"); anything else → the range message. */
function persons(text: string, report: Report): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  if (!/^\d{1,3}$/.test(trimmed)) {
    report(messages.occupantPersonsInvalid);
    return null;
  }
  return Number(trimmed);
}

export const occupantResolver = () =>
  apiSchemaResolver<OccupantFormValues, ContractOccupantInput>(contractOccupantInput, (v, addIssue) => ({
    validFrom: optionalDate(v.validFrom, (m) => addIssue("validFrom", m)) ?? "",
    persons: persons(v.persons, (m) => addIssue("persons", m)),
  }));
