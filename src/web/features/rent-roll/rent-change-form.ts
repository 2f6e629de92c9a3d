import type { RentStepDto } from "@/shared/rent-roll-types";
import { rentChangeCreateInput, type RentChangeInput } from "@/shared/schemas/rent-roll";
import { apiSchemaResolver } from "@/web/lib/form-resolver";
import { euroInput, optionalDate, optionalEuro } from "@/web/lib/form-values";

// "Mietänderung": a step of the rent history → POST /contracts/:id/rent-changes or PATCH /rent-changes/:id.

export type RentChangeFormValues = { validFrom: string; coldRent: string; serviceCharge: string; reason: string; note: string };

/** Editing: the step as stored. New: the rent in force so far, to change what changes. */
export function rentChangeFormDefaults(step: RentStepDto | null, current: RentStepDto | undefined): RentChangeFormValues {
  if (step) return { validFrom: step.validFrom, coldRent: euroInput(step.coldRentCents), serviceCharge: euroInput(step.serviceChargeCents), reason: step.reason, note: step.note };
  return { validFrom: "", coldRent: euroInput(current?.coldRentCents), serviceCharge: euroInput(current?.serviceChargeCents), reason: "", note: "" };
}

// The PATCH body is the same fields plus the version, which useVersionedSave adds.
export const rentChangeResolver = () =>
  apiSchemaResolver<RentChangeFormValues, RentChangeInput>(
    rentChangeCreateInput,
    (v, addIssue) => ({
      // Empty: the schema's message; unreadable text (the DateInput hands it on): the date message.
      validFrom: optionalDate(v.validFrom, (m) => addIssue("validFrom", `Gültig ab: ${m}`)) ?? "",
      coldRentCents: optionalEuro(v.coldRent, (m) => addIssue("coldRent", `Kaltmiete: ${m}`)),
      serviceChargeCents: optionalEuro(v.serviceCharge, (m) => addIssue("serviceCharge", `Nebenkosten-Vorauszahlung: ${m}`)),
      reason: v.reason,
      note: v.note,
    }),
    { coldRentCents: "coldRent", serviceChargeCents: "serviceCharge" },
  );

export const rentChangeErrorOrder = ["validFrom", "coldRent", "serviceCharge", "reason", "note"] as const;
