import { germanDecimalText, groupThousands } from "@/core/decimal-text";
import { fail, ok, type ParseResult } from "@/core/result";
import type { MeterDto, MeterReadingDto } from "@/shared/meter-types";
import { messages } from "@/shared/messages";
import {
  canonicalMeterValue,
  meterCreateInput,
  meterEditInput,
  meterReadingInput,
  meterReplaceEditInput,
  meterValueProblem,
  type MeterCreateInput,
  type MeterEditInput,
  type MeterReadingInput,
  type MeterReplaceEditInput,
} from "@/shared/schemas/meters";
import { apiSchemaResolver } from "@/web/lib/form-resolver";
import { optionalDate, type Report } from "@/web/lib/form-values";

// Meter dialogs: German text in the fields, exact decimal text ("1234.567") in the payload.

// Group separators a user or a browser may put in: point, space, NBSP, narrow NBSP.
const SPACES = /[\s\u00A0\u202F]/g;

/**
 * A meter value as typed → decimal text with a point, never through a float. German first:
 * "1.234,567" and "1234,567"; a point followed by groups of three digits groups thousands
 * ("1.234" is 1234, as a German reads it); any other single point is the decimal point
 * ("12.5"). At most three decimals, not negative.
 */
export function parseMeterValue(input: string): ParseResult<string> {
  const text = input.replace(SPACES, "");
  if (text === "") return fail(messages.meterValueRequired);
  if (text.startsWith("-")) return fail(parseMeterValue(text.slice(1)).ok ? messages.meterValueNegative : messages.meterValueInvalid);
  const plain = germanDecimalText(text);
  if (plain === null) return fail(messages.meterValueInvalid);
  const problem = meterValueProblem(plain);
  return problem ? fail(problem) : ok(canonicalMeterValue(plain));
}

/** "1234.5" → "1.234,5": the stored decimal text in German, digit for digit (no rounding, no float). */
export function formatMeterValue(value: string): string {
  const [whole = "0", part = ""] = value.split(".");
  const grouped = groupThousands(whole);
  return part ? `${grouped},${part}` : grouped;
}

/** Empty → "" (the schema asks for it); unreadable → its message at the field. */
function requiredValue(text: string, report: Report): string {
  if (text.trim() === "") return "";
  const parsed = parseMeterValue(text);
  if (!parsed.ok) {
    report(parsed.message);
    return "";
  }
  return parsed.value;
}

function optionalValue(text: string, report: Report): string | null {
  if (text.trim() === "") return null;
  const value = requiredValue(text, report);
  return value === "" ? null : value;
}

// ----- Meter (add and edit) -----

export type MeterFormValues = { kind: string; serialNumber: string; installedOn: string; removedOn: string; installationValue: string; note: string };

export const meterFormDefaults = (meter: MeterDto | null): MeterFormValues => ({
  kind: meter?.kind ?? "",
  serialNumber: meter?.serialNumber ?? "",
  installedOn: meter?.installedOn ?? "",
  removedOn: meter?.removedOn ?? "",
  installationValue: "",
  note: meter?.note ?? "",
});

const meterFields = (v: MeterFormValues, addIssue: (field: keyof MeterFormValues, message: string) => void) => ({
  kind: v.kind,
  serialNumber: v.serialNumber,
  // Empty: the schema's message; unreadable text (the DateInput hands it on): the date message.
  installedOn: optionalDate(v.installedOn, (m) => addIssue("installedOn", m)) ?? "",
  removedOn: optionalDate(v.removedOn, (m) => addIssue("removedOn", m)),
  note: v.note,
});

export const meterCreateResolver = () =>
  apiSchemaResolver<MeterFormValues, MeterCreateInput>(meterCreateInput, (v, addIssue) => ({
    ...meterFields(v, addIssue),
    installationValue: optionalValue(v.installationValue, (m) => addIssue("installationValue", m)),
  }));

export const meterEditResolver = () => apiSchemaResolver<MeterFormValues, MeterEditInput>(meterEditInput, (v, addIssue) => meterFields(v, addIssue));

// ----- Reading -----

export type ReadingFormValues = { readingDate: string; value: string; kind: string; note: string };

export const readingFormDefaults = (reading: MeterReadingDto | null): ReadingFormValues => ({
  readingDate: reading?.readingDate ?? "",
  value: reading ? formatMeterValue(reading.value) : "",
  kind: reading?.kind ?? "regular",
  note: reading?.note ?? "",
});

export const readingResolver = () =>
  apiSchemaResolver<ReadingFormValues, MeterReadingInput>(meterReadingInput, (v, addIssue) => ({
    readingDate: optionalDate(v.readingDate, (m) => addIssue("readingDate", m)) ?? "",
    value: requiredValue(v.value, (m) => addIssue("value", m)),
    kind: v.kind,
    note: v.note,
  }));

// ----- Replace (Zählertausch) -----

export type ReplaceFormValues = { date: string; removalValue: string; serialNumber: string; installationValue: string; note: string };

export const replaceFormDefaults = (): ReplaceFormValues => ({ date: "", removalValue: "", serialNumber: "", installationValue: "", note: "" });

export const replaceResolver = () =>
  apiSchemaResolver<ReplaceFormValues, MeterReplaceEditInput>(meterReplaceEditInput, (v, addIssue) => ({
    date: optionalDate(v.date, (m) => addIssue("date", m)) ?? "",
    removalValue: requiredValue(v.removalValue, (m) => addIssue("removalValue", m)),
    serialNumber: v.serialNumber,
    installationValue: requiredValue(v.installationValue, (m) => addIssue("installationValue", m)),
    note: v.note,
  }));
