import { z } from "zod";
import { messages } from "@/shared/messages";
import { MAX_CENTS } from "@/shared/limits";
import { isoDate as boundedIsoDate } from "./fields";
import { isoDate, optionalCents, withVersion } from "./portfolio";

// Rental contracts (SPEC §4 "Contract status", §5 "Rental contract form", §7
// createRentalContract). Every rule of a contract payload lives here, once: the
// server validates with these schemas and the dialog's resolver parses with them.

/** The statuses a contract can be saved with; 'expired' is only ever stored. */
export const contractFormStatuses = ["active", "terminated"] as const;
export type ContractFormStatus = (typeof contractFormStatuses)[number];


/** A contract has an end date only for a limited term or once terminated; then it needs one. */
export const endDateAllowed = (status: ContractFormStatus, isLimitedTerm: boolean): boolean => isLimitedTerm || status === "terminated";

const contractFields = z.object({
  tenantId: z.uuid(messages.selectTenant),
  // Only for a WG unit; whether the unit is one is checked where the unit is known (server).
  roomId: z.uuid(messages.selectRoom).nullable().default(null),
  startDate: boundedIsoDate(messages.startDateRequired),
  endDate: isoDate.nullable().default(null),
  isLimitedTerm: z.boolean().default(false),
  coldRentCents: z
    .number({ message: messages.coldRentRequired })
    .int(messages.coldRentRequired)
    .positive(messages.coldRentRequired)
    .max(MAX_CENTS, messages.centsTooLarge("Kaltmiete")),
  // SPEC §5 "minimum 0, step 0.01": whole cents, never negative.
  serviceChargeCents: optionalCents("Nebenkosten").default(null),
  depositCents: optionalCents("Kaution").default(null),
  status: z.enum(contractFormStatuses).default("active"),
});
type ContractFields = z.output<typeof contractFields>;

/**
 * The stored form: a new contract is always active, whatever status was sent; the
 * end date is kept only where {@link endDateAllowed}.
 */
function normalise(mode: "create" | "update") {
  return <T extends ContractFields>(v: T): T => {
    const status = mode === "create" ? "active" : v.status;
    return { ...v, status, endDate: endDateAllowed(status, v.isLimitedTerm) ? v.endDate : null };
  };
}

/** Checked on the normalised contract, so a status a new contract cannot have never counts. */
function checkDates(v: ContractFields, ctx: z.RefinementCtx) {
  if (v.status === "terminated" && !v.endDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: messages.endDateRequiredWhenTerminated });
  if (v.isLimitedTerm && !v.endDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: messages.endDateRequiredWhenLimited });
  if (v.endDate && v.endDate < v.startDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: messages.endBeforeStart });
}

/** POST /units/:unitId/contracts. */
export const contractCreateInput = contractFields.transform(normalise("create")).superRefine(checkDates);
export type ContractCreateInput = z.output<typeof contractCreateInput>;

/** What the edit dialog validates: the PATCH body without the version, which useVersionedSave adds. */
export const contractEditInput = contractFields.transform(normalise("update")).superRefine(checkDates);
export type ContractEditInput = z.output<typeof contractEditInput>;

/** PATCH /contracts/:id: the whole contract plus the version the client read (409 `stale` when outdated). */
export const contractUpdateInput = withVersion(contractFields).transform(normalise("update")).superRefine(checkDates);
export type ContractUpdateInput = z.output<typeof contractUpdateInput>;
