import { z } from "zod";
import { messages } from "@/shared/messages";
import { MAX_INT } from "@/shared/limits";

// Finalised tax years (issue 15): path parameters and the body of POST …/versions.

/** Digits only: Number() would also read "0x7E9", "1e3" or " 2025" as a year. */
const digits = (message: string, maxLength: number) =>
  z
    .string({ message })
    .regex(new RegExp(`^[0-9]{1,${maxLength}}$`), message)
    .transform(Number);

/** /properties/:id/tax-years/:year — the years the reports cover (2000–2100). */
export const taxYearParams = z.object({ year: digits(messages.reportYearInvalid, 4).pipe(z.number().min(2000, messages.reportYearInvalid).max(2100, messages.reportYearInvalid)) });
export type TaxYearParams = z.output<typeof taxYearParams>;

/** …/versions/:version — 1 up to PostgreSQL integer. */
export const taxYearVersionParams = taxYearParams.extend({
  version: digits(messages.taxYearVersionInvalid, 10).pipe(z.number().min(1, messages.taxYearVersionInvalid).max(MAX_INT, messages.taxYearVersionInvalid)),
});
export type TaxYearVersionParams = z.output<typeof taxYearVersionParams>;

/**
 * POST /properties/:id/tax-years/:year/versions. `sha256`: the hash of the figures the user
 * confirmed (TaxYearDto.current.sha256); when given and the figures have moved since, the
 * server refuses (409 `stale`) instead of freezing figures nobody saw. Without it the current
 * figures are frozen as they are.
 */
export const finaliseTaxYearInput = z.object({ sha256: z.string({ message: messages.taxYearSha256Invalid }).regex(/^[0-9a-f]{64}$/, messages.taxYearSha256Invalid).optional() });
export type FinaliseTaxYearInput = z.output<typeof finaliseTaxYearInput>;
