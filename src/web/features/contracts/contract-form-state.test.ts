import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { messages } from "@/shared/messages";
import { resetClock, setToday } from "@/core/dates";
import {
  centsToNumberInput,
  contractFormReducer,
  initialContractForm,
  isEndDateEnabled,
  liveWarmRent,
  numberInputToCents,
  validateContractForm,
  type ContractFormValues,
} from "./contract-form-state";
import { contract, TENANT_ID } from "./test-fixtures";

const TENANT = TENANT_ID;
const ROOM = "0b9e3f58-1d6c-4c1b-8a57-6e2d9f4c3b22";

const filled = (over: Partial<ContractFormValues> = {}): ContractFormValues => ({
  ...initialContractForm(null),
  tenantId: TENANT,
  startDate: "2031-03-01",
  coldRent: "500",
  ...over,
});

beforeEach(() => setToday("2031-03-05"));
afterEach(() => resetClock());

describe("contract form state (SPEC §4 'Contract status')", () => {
  it("a new form starts active, unlimited, starting today, with the preselected room", () => {
    expect(initialContractForm(null, ROOM)).toEqual({
      tenantId: "",
      roomId: ROOM,
      status: "active",
      startDate: "2031-03-05",
      isLimitedTerm: false,
      endDate: "",
      coldRent: "",
      serviceCharge: "",
      deposit: "",
    });
  });

  it("loads an existing contract; a stored 'expired' shows as terminated", () => {
    expect(initialContractForm(contract({ status: "expired", endDate: "2030-12-31", isLimitedTerm: true }))).toMatchObject({
      status: "terminated",
      endDate: "2030-12-31",
      coldRent: "850.00",
      serviceCharge: "150.50",
      deposit: "2550.00",
    });
    expect(initialContractForm(contract({ status: "terminated" })).status).toBe("terminated");
  });

  it("choosing terminated with no end date fills the end date with today", () => {
    const next = contractFormReducer(initialContractForm(contract()), { type: "setStatus", status: "terminated" });
    expect(next.endDate).toBe("2031-03-05");
    expect(isEndDateEnabled(next)).toBe(true);
  });

  it("choosing terminated keeps an end date that is already there", () => {
    const start = initialContractForm(contract({ isLimitedTerm: true, endDate: "2031-12-31" }));
    expect(contractFormReducer(start, { type: "setStatus", status: "terminated" }).endDate).toBe("2031-12-31");
  });

  it("unchecking the limited-term box clears the end date …", () => {
    const start = initialContractForm(contract({ isLimitedTerm: true, endDate: "2032-01-31" }));
    const next = contractFormReducer(start, { type: "setLimitedTerm", checked: false });
    expect(next).toMatchObject({ isLimitedTerm: false, endDate: "" });
    expect(isEndDateEnabled(next)).toBe(false);
  });

  it("… unless the status is terminated", () => {
    const start = initialContractForm(contract({ status: "terminated", isLimitedTerm: true, endDate: "2031-06-30" }));
    const next = contractFormReducer(start, { type: "setLimitedTerm", checked: false });
    expect(next).toMatchObject({ isLimitedTerm: false, endDate: "2031-06-30" });
    expect(isEndDateEnabled(next)).toBe(true);
  });

  it("the end date is enabled only for a limited term or a terminated status", () => {
    expect(isEndDateEnabled({ isLimitedTerm: false, status: "active" })).toBe(false);
    expect(isEndDateEnabled({ isLimitedTerm: true, status: "active" })).toBe(true);
    expect(isEndDateEnabled({ isLimitedTerm: false, status: "terminated" })).toBe(true);
  });

  it("warm rent = cold rent + service charge, live, in cents", () => {
    expect(liveWarmRent({ coldRent: "850.5", serviceCharge: "149.5" })).toBe(100000);
    expect(liveWarmRent({ coldRent: "", serviceCharge: "" })).toBe(0);
    expect(liveWarmRent({ coldRent: "850", serviceCharge: "abc" })).toBe(85000);
  });

  it("number-input money is read exactly, never as a float", () => {
    expect(numberInputToCents("0.1")).toBe(10);
    expect(numberInputToCents("1234.56")).toBe(123456);
    expect(numberInputToCents("1.234")).toBeNull();
    expect(numberInputToCents("-5")).toBeNull();
    expect(centsToNumberInput(5)).toBe("0.05");
  });
});

describe("validation and payload (SPEC §5, §7, §8)", () => {
  const opts = { isWGUnit: false, isNew: true };
  it.each([
    [{ tenantId: "" }, opts, messages.selectTenant],
    [{ roomId: "" }, { isWGUnit: true, isNew: true }, messages.selectRoom],
    [{ startDate: "" }, opts, messages.startDateRequired],
    [{ coldRent: "" }, opts, messages.coldRentRequired],
    [{ coldRent: "0" }, opts, messages.coldRentRequired],
    [{ status: "terminated" as const, endDate: "" }, { isWGUnit: false, isNew: false }, messages.endDateRequiredWhenTerminated],
  ])("%o → toast", (over, o, message) => {
    expect(validateContractForm(filled(over), o)).toEqual({ ok: false, message });
  });

  it("a new contract is always sent as active, without end date or room when not applicable", () => {
    const result = validateContractForm(filled({ status: "terminated", endDate: "2031-09-30" }), opts);
    expect(result).toEqual({
      ok: true,
      payload: { tenantId: TENANT, startDate: "2031-03-01", isLimitedTerm: false, coldRentCents: 50000, serviceChargeCents: null, depositCents: null, status: "active" },
    });
  });

  it("sends the end date for a limited term and the room for a WG unit", () => {
    const result = validateContractForm(filled({ isLimitedTerm: true, endDate: "2032-02-29", roomId: ROOM, serviceCharge: "80", deposit: "1500" }), {
      isWGUnit: true,
      isNew: true,
    });
    expect(result.ok && result.payload).toMatchObject({ endDate: "2032-02-29", roomId: ROOM, serviceChargeCents: 8000, depositCents: 150000, status: "active" });
  });

  it("an edited contract keeps its status and sends the end date when terminated", () => {
    const result = validateContractForm(filled({ status: "terminated", endDate: "2031-03-05" }), { isWGUnit: false, isNew: false });
    expect(result.ok && result.payload).toMatchObject({ status: "terminated", endDate: "2031-03-05" });
    expect(result.ok && "roomId" in result.payload).toBe(false);
  });

  it("the shared schema's remaining rules still apply (end before start)", () => {
    const result = validateContractForm(filled({ isLimitedTerm: true, endDate: "2031-02-01" }), opts);
    expect(result).toEqual({ ok: false, message: "Das Enddatum darf nicht vor dem Startdatum liegen" });
  });
});
