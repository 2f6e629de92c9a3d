import type { DatevChart, DatevSettings } from "@/domain/datev";
import { datevSettingsInput, type DatevSettingsInput } from "@/shared/schemas/reports";
import { apiSchemaResolver } from "@/web/lib/form-resolver";

// The DATEV settings as the form holds them: numbers as typed text, the chart as chosen.

export type DatevSettingsFormValues = { consultantNumber: string; clientNumber: string; chart: DatevChart | ""; accountLength: string };

export const datevSettingsFormDefaults = (s: DatevSettings | null): DatevSettingsFormValues =>
  s ? { consultantNumber: String(s.consultantNumber), clientNumber: String(s.clientNumber), chart: s.chart, accountLength: String(s.accountLength) } : { consultantNumber: "", clientNumber: "", chart: "", accountLength: "4" };

/** Digits only (spaces allowed, as advisors write "12 34567"); anything else is no number, and the schema says what is wrong. */
const whole = (text: string): number | undefined => {
  const digits = text.replace(/\s/g, "");
  return /^\d{1,9}$/.test(digits) ? Number(digits) : undefined;
};

export const datevSettingsResolver = () =>
  apiSchemaResolver<DatevSettingsFormValues, DatevSettingsInput>(datevSettingsInput, (v) => ({
    consultantNumber: whole(v.consultantNumber),
    clientNumber: whole(v.clientNumber),
    chart: v.chart || undefined,
    accountLength: whole(v.accountLength),
  }));

export const datevSettingsErrorOrder = ["consultantNumber", "clientNumber", "chart", "accountLength"] as const;
