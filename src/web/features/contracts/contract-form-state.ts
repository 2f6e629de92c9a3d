/**
 * State rules of the rental contract dialog (SPEC §4 "Contract status", §5
 * "Rental contract form", §7 createRentalContract). Pure, so every rule is
 * tested without rendering the dialog.
 */
import { contractInput, type ContractInput } from "@/shared/schemas/portfolio";
import type { ContractDto } from "@/shared/portfolio-types";
import { messages } from "@/shared/messages";
import { euros, type Cents } from "@/core/money";
import { today } from "@/core/dates";
import { warmRent } from "@/domain/rent";

export type ContractFormStatus = "active" | "terminated";

/** Text as the inputs hold it; money as `<input type="number">` delivers it ("850.5"). */
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

export type ContractTextField = "tenantId" | "roomId" | "startDate" | "endDate" | "coldRent" | "serviceCharge" | "deposit";

export type ContractFormAction =
  | { type: "load"; contract: ContractDto | null | undefined; preselectedRoomId?: string | null | undefined }
  | { type: "set"; field: ContractTextField; value: string }
  | { type: "setStatus"; status: ContractFormStatus }
  | { type: "setLimitedTerm"; checked: boolean };

/** A stored 'expired' contract is shown (and saved back) as terminated. */
export function formStatus(status: ContractDto["status"]): ContractFormStatus {
  return status === "active" ? "active" : "terminated";
}

/** Cents → what a number input shows: 85050 → "850.50". */
export function centsToNumberInput(amount: number | null | undefined): string {
  if (amount === null || amount === undefined) return "";
  return `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, "0")}`;
}

/**
 * A number input's value → cents: "850", "850.5", "850.50". Anything else (a
 * third decimal, a minus, text) is null, so no float ever reaches the money.
 */
export function numberInputToCents(value: string): Cents | null {
  const text = value.trim();
  if (!/^\d+(?:\.\d{1,2})?$/.test(text)) return null;
  return euros(text);
}

export function initialContractForm(contract?: ContractDto | null, preselectedRoomId?: string | null): ContractFormValues {
  if (contract) {
    return {
      tenantId: contract.tenantId,
      roomId: contract.roomId ?? "",
      status: formStatus(contract.status),
      startDate: contract.startDate,
      isLimitedTerm: contract.isLimitedTerm,
      endDate: contract.endDate ?? "",
      coldRent: centsToNumberInput(contract.coldRentCents),
      serviceCharge: centsToNumberInput(contract.serviceChargeCents),
      deposit: centsToNumberInput(contract.depositCents),
    };
  }
  return {
    tenantId: "",
    roomId: preselectedRoomId ?? "",
    status: "active",
    startDate: today(),
    isLimitedTerm: false,
    endDate: "",
    coldRent: "",
    serviceCharge: "",
    deposit: "",
  };
}

export function contractFormReducer(state: ContractFormValues, action: ContractFormAction): ContractFormValues {
  switch (action.type) {
    case "load":
      return initialContractForm(action.contract, action.preselectedRoomId);
    case "set":
      return { ...state, [action.field]: action.value };
    case "setStatus":
      // Terminating without an end date: the contract ends today.
      return { ...state, status: action.status, endDate: action.status === "terminated" && !state.endDate ? today() : state.endDate };
    case "setLimitedTerm":
      // An unlimited contract has no end date, unless it has been terminated.
      return { ...state, isLimitedTerm: action.checked, endDate: !action.checked && state.status !== "terminated" ? "" : state.endDate };
  }
}

/** The end-date input is enabled only for a limited term or a terminated contract. */
export function isEndDateEnabled(values: Pick<ContractFormValues, "isLimitedTerm" | "status">): boolean {
  return values.isLimitedTerm || values.status === "terminated";
}

/** Warm rent = cold rent + service charge, computed live; unreadable amounts count as 0. */
export function liveWarmRent(values: Pick<ContractFormValues, "coldRent" | "serviceCharge">): Cents {
  return warmRent(numberInputToCents(values.coldRent) ?? euros(0), numberInputToCents(values.serviceCharge));
}

export type ContractValidation = { ok: true; payload: ContractInput } | { ok: false; message: string };

const optionalMoney = (value: string, label: string): { ok: true; value: Cents | null } | { ok: false; message: string } => {
  if (value.trim() === "") return { ok: true, value: null };
  const amount = numberInputToCents(value);
  return amount === null ? { ok: false, message: `${label}: bitte einen gültigen Betrag ab 0 mit höchstens zwei Nachkommastellen angeben` } : { ok: true, value: amount };
};

/**
 * Checks in the order of SPEC §8's validation toasts and builds the §7
 * payload: a new contract is always active; endDate only for a limited term
 * or a terminated contract; roomId only for a WG unit.
 */
export function validateContractForm(values: ContractFormValues, opts: { isWGUnit: boolean; isNew: boolean }): ContractValidation {
  if (!values.tenantId) return { ok: false, message: messages.selectTenant };
  if (opts.isWGUnit && opts.isNew && !values.roomId) return { ok: false, message: messages.selectRoom };
  if (!values.startDate) return { ok: false, message: messages.startDateRequired };
  const coldRent = numberInputToCents(values.coldRent);
  if (coldRent === null || coldRent <= 0) return { ok: false, message: messages.coldRentRequired };
  const status: ContractFormStatus = opts.isNew ? "active" : values.status;
  if (status === "terminated" && !values.endDate) return { ok: false, message: messages.endDateRequiredWhenTerminated };
  const serviceCharge = optionalMoney(values.serviceCharge, "Nebenkosten");
  if (!serviceCharge.ok) return serviceCharge;
  const deposit = optionalMoney(values.deposit, "Kaution");
  if (!deposit.ok) return deposit;

  const payload: Record<string, unknown> = {
    tenantId: values.tenantId,
    startDate: values.startDate,
    isLimitedTerm: values.isLimitedTerm,
    coldRentCents: coldRent,
    serviceChargeCents: serviceCharge.value,
    depositCents: deposit.value,
    status,
  };
  if (values.isLimitedTerm || status === "terminated") payload.endDate = values.endDate || null;
  if (opts.isWGUnit) payload.roomId = values.roomId || null;

  const parsed = contractInput.safeParse(payload);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? messages.saveContractFailed };
  // Send what was built (not zod's output with its defaults) so absent keys stay absent.
  return { ok: true, payload: payload as ContractInput };
}
