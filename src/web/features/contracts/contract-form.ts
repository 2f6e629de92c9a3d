import type { FieldErrors } from "react-hook-form";
import type { ContractDto } from "@/shared/portfolio-types";
import { contractCreateInput, contractEditInput, endDateAllowed, type ContractEditInput, type ContractFormStatus } from "@/shared/schemas/contracts";
import { messages } from "@/shared/messages";
import { parseEuroToCents, ZERO_CENTS, type Cents } from "@/core/money";
import { today } from "@/core/dates";
import { warmRent } from "@/domain/rent";
import { apiSchemaResolver, type AddIssue } from "@/web/lib/form-resolver";
import { euroInput, optionalDate, optionalEuro } from "@/web/lib/form-values";

// The rental contract dialog's form (SPEC §2, §4, §5, §8). The rules of a contract
// live in the shared schema (@/shared/schemas/contracts); this file only turns the
// form's text into that schema's input and holds the dialog's own UI transitions.

/** Text as the inputs hold it; money as German text ("1.234,56"). */
export type ContractFormValues = {
  tenantId: string;
  roomId: string;
  status: ContractFormStatus;
  startDate: string;
  isLimitedTerm: boolean;
  endDate: string;
  coldRent: string;
  serviceCharge: string;
  deposit: string;
};

/** A stored 'expired' contract is shown (and saved back) as terminated. */
export function formStatus(status: ContractDto["status"]): ContractFormStatus {
  return status === "active" ? "active" : "terminated";
}

export function contractFormDefaults(contract?: ContractDto | null, preselectedRoomId?: string | null): ContractFormValues {
  return {
    tenantId: contract?.tenantId ?? "",
    roomId: contract ? (contract.roomId ?? "") : (preselectedRoomId ?? ""),
    status: contract ? formStatus(contract.status) : "active",
    startDate: contract?.startDate ?? today(),
    isLimitedTerm: contract?.isLimitedTerm ?? false,
    endDate: contract?.endDate ?? "",
    coldRent: euroInput(contract?.coldRentCents),
    serviceCharge: euroInput(contract?.serviceChargeCents),
    deposit: euroInput(contract?.depositCents),
  };
}

type EndDateState = Pick<ContractFormValues, "status" | "isLimitedTerm" | "endDate">;

/** SPEC §4: choosing terminated with no end date fills the end date with today. */
export function withStatus(values: EndDateState, status: ContractFormStatus): Pick<ContractFormValues, "status" | "endDate"> {
  return { status, endDate: status === "terminated" && !values.endDate ? today() : values.endDate };
}

/** SPEC §4: unchecking the limited-term box clears the end date, unless the status is terminated. */
export function withLimitedTerm(values: EndDateState, isLimitedTerm: boolean): Pick<ContractFormValues, "isLimitedTerm" | "endDate"> {
  return { isLimitedTerm, endDate: endDateAllowed(values.status, isLimitedTerm) ? values.endDate : "" };
}

const moneyOrNull = (text: string): Cents | null => {
  const result = parseEuroToCents(text, { allowNegative: false });
  return result.ok ? result.value : null;
};

/** Warm rent = cold rent + service charge, computed live; unreadable amounts count as 0. */
export function liveWarmRent(values: Pick<ContractFormValues, "coldRent" | "serviceCharge">): Cents {
  return warmRent(moneyOrNull(values.coldRent) ?? ZERO_CENTS, moneyOrNull(values.serviceCharge));
}

type FormMode = { isWGUnit: boolean; isNew: boolean };

/** The form's text → the shared schema's input; German parse errors land on their field. */
function toInput(v: ContractFormValues, addIssue: AddIssue<ContractFormValues>, { isWGUnit, isNew }: FormMode) {
  // Which room a unit may have is the server's to check; the form knows the unit is a WG.
  if (isWGUnit && isNew && !v.roomId) addIssue("roomId", messages.selectRoom);
  return {
    tenantId: v.tenantId,
    roomId: isWGUnit && v.roomId ? v.roomId : null,
    // Empty start date: the schema's SPEC message; unreadable text: the date message, named (the dialog toasts it).
    startDate: optionalDate(v.startDate, (m) => addIssue("startDate", `Startdatum: ${m}`)) ?? "",
    // A disabled end date is not read: the schema drops it anyway, and its text must not block the save.
    endDate: endDateAllowed(v.status, v.isLimitedTerm) ? optionalDate(v.endDate, (m) => addIssue("endDate", `Enddatum: ${m}`)) : null,
    isLimitedTerm: v.isLimitedTerm,
    status: v.status,
    coldRentCents: optionalEuro(v.coldRent, () => addIssue("coldRent", messages.coldRentRequired)),
    serviceChargeCents: optionalEuro(v.serviceCharge, (m) => addIssue("serviceCharge", `Nebenkosten: ${m}`)),
    depositCents: optionalEuro(v.deposit, (m) => addIssue("deposit", `Kaution: ${m}`)),
  };
}

const fieldMap = { coldRentCents: "coldRent", serviceChargeCents: "serviceCharge", depositCents: "deposit" } as const;

/** Creating validates with the POST schema, editing with the PATCH schema (the version comes from useVersionedSave). */
export function contractResolver(mode: FormMode) {
  return apiSchemaResolver<ContractFormValues, ContractEditInput>(
    mode.isNew ? contractCreateInput : contractEditInput,
    (v, addIssue) => toInput(v, addIssue, mode),
    fieldMap,
  );
}

/** SPEC §8: the dialog toasts one problem at a time, in this order. */
const errorOrder = ["tenantId", "roomId", "startDate", "coldRent", "endDate", "serviceCharge", "deposit", "isLimitedTerm", "status"] as const;

export function firstContractError(errors: FieldErrors<ContractFormValues>): string | undefined {
  for (const field of errorOrder) {
    const message = errors[field]?.message;
    if (message) return message;
  }
  return undefined;
}
