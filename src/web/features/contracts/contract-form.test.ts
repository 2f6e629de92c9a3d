import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cents } from "@/core/money";
import { messages } from "@/shared/messages";
import { endDateAllowed } from "@/shared/schemas/contracts";
import { DATE_MESSAGES, resetClock, setToday } from "@/core/dates";
import { euroInput, optionalEuro } from "@/web/lib/form-values";
import { contractFormDefaults, contractResolver, firstContractError, liveWarmRent, withLimitedTerm, withStatus, type ContractFormValues } from "./contract-form";
import { contract, TENANT_ID } from "./test-fixtures";

const TENANT = TENANT_ID;
const ROOM = "0b9e3f58-1d6c-4c1b-8a57-6e2d9f4c3b22";

const filled = (over: Partial<ContractFormValues> = {}): ContractFormValues => ({
  ...contractFormDefaults(null),
  tenantId: TENANT,
  startDate: "2031-03-01",
  coldRent: "500",
  ...over,
});

/** What the dialog does on submit: the resolver with the shared schema, then one toast for the first problem. */
async function validate(values: ContractFormValues, mode: { isWGUnit: boolean; isNew: boolean }) {
  const result = await contractResolver(mode)(values, undefined, { fields: {}, shouldUseNativeValidation: undefined });
  if (Object.keys(result.errors).length > 0) return { ok: false, message: firstContractError(result.errors) };
  return { ok: true, payload: result.values };
}

beforeEach(() => setToday("2031-03-05"));
afterEach(() => resetClock());

describe("contract form state (SPEC §4 'Contract status')", () => {
  it("a new form starts active, unlimited, starting today, with the preselected room", () => {
    expect(contractFormDefaults(null, ROOM)).toEqual({
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

  it("loads an existing contract, money German-formatted; a stored 'expired' shows as terminated", () => {
    expect(contractFormDefaults(contract({ status: "expired", endDate: "2030-12-31", isLimitedTerm: true }))).toMatchObject({
      status: "terminated",
      endDate: "2030-12-31",
      coldRent: "850,00",
      serviceCharge: "150,50",
      deposit: "2.550,00",
    });
    expect(contractFormDefaults(contract({ status: "terminated" })).status).toBe("terminated");
  });

  it("choosing terminated with no end date fills the end date with today", () => {
    const next = { ...contractFormDefaults(contract()), ...withStatus(contractFormDefaults(contract()), "terminated") };
    expect(next.endDate).toBe("2031-03-05");
    expect(endDateAllowed(next.status, next.isLimitedTerm)).toBe(true);
  });

  it("choosing terminated keeps an end date that is already there", () => {
    const start = contractFormDefaults(contract({ isLimitedTerm: true, endDate: "2031-12-31" }));
    expect(withStatus(start, "terminated").endDate).toBe("2031-12-31");
  });

  it("unchecking the limited-term box clears the end date …", () => {
    const start = contractFormDefaults(contract({ isLimitedTerm: true, endDate: "2032-01-31" }));
    const next = { ...start, ...withLimitedTerm(start, false) };
    expect(next).toMatchObject({ isLimitedTerm: false, endDate: "" });
    expect(endDateAllowed(next.status, next.isLimitedTerm)).toBe(false);
  });

  it("… unless the status is terminated", () => {
    const start = contractFormDefaults(contract({ status: "terminated", isLimitedTerm: true, endDate: "2031-06-30" }));
    const next = { ...start, ...withLimitedTerm(start, false) };
    expect(next).toMatchObject({ isLimitedTerm: false, endDate: "2031-06-30" });
    expect(endDateAllowed(next.status, next.isLimitedTerm)).toBe(true);
  });

  it("warm rent = cold rent + service charge, live, in cents", () => {
    expect(liveWarmRent({ coldRent: "850,5", serviceCharge: "149,5" })).toBe(100000);
    expect(liveWarmRent({ coldRent: "", serviceCharge: "" })).toBe(0);
    expect(liveWarmRent({ coldRent: "850", serviceCharge: "abc" })).toBe(85000);
    expect(liveWarmRent({ coldRent: "1.234,56", serviceCharge: "-5" })).toBe(123456);
  });

  it("money is German text read exactly, never as a float; minimum 0 and whole cents are enforced", () => {
    const read = (text: string) => {
      let problem: string | null = null;
      const value = optionalEuro(text, (m) => (problem = m));
      return problem ?? value;
    };
    expect(read("0,1")).toBe(10);
    expect(read("1.234,56")).toBe(123456);
    expect(read("1,234")).toBe("Bitte höchstens zwei Nachkommastellen angeben");
    expect(read("-5")).toBe("Der Betrag darf nicht negativ sein");
    expect(euroInput(cents(5))).toBe("0,05");
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
    [{ coldRent: "1,234" }, opts, messages.coldRentRequired],
    [{ status: "terminated" as const, endDate: "" }, { isWGUnit: false, isNew: false }, messages.endDateRequiredWhenTerminated],
    [{ serviceCharge: "12,345" }, opts, "Nebenkosten: Bitte höchstens zwei Nachkommastellen angeben"],
    [{ deposit: "-100" }, opts, "Kaution: Der Betrag darf nicht negativ sein"],
  ])("%o → toast", async (over, o, message) => {
    expect(await validate(filled(over), o)).toEqual({ ok: false, message });
  });

  it("toasts the problems in the order of the form", async () => {
    expect(await validate(filled({ tenantId: "", roomId: "", startDate: "", coldRent: "" }), { isWGUnit: true, isNew: true })).toEqual({ ok: false, message: messages.selectTenant });
    expect(await validate(filled({ roomId: "", startDate: "", coldRent: "" }), { isWGUnit: true, isNew: true })).toEqual({ ok: false, message: messages.selectRoom });
  });

  it("a new contract is always sent as active, without end date or room when not applicable", async () => {
    const result = await validate(filled({ status: "terminated", endDate: "2031-09-30" }), opts);
    expect(result).toEqual({
      ok: true,
      payload: { tenantId: TENANT, roomId: null, startDate: "2031-03-01", endDate: null, isLimitedTerm: false, coldRentCents: 50000, serviceChargeCents: null, depositCents: null, status: "active" },
    });
  });

  it("sends the end date for a limited term and the room for a WG unit", async () => {
    const result = await validate(filled({ isLimitedTerm: true, endDate: "2032-02-29", roomId: ROOM, serviceCharge: "80", deposit: "1.500" }), {
      isWGUnit: true,
      isNew: true,
    });
    expect(result.ok && result.payload).toMatchObject({ endDate: "2032-02-29", roomId: ROOM, serviceChargeCents: 8000, depositCents: 150000, status: "active" });
  });

  it("an edited contract keeps its status and sends the end date when terminated", async () => {
    const result = await validate(filled({ status: "terminated", endDate: "2031-03-05", roomId: ROOM }), { isWGUnit: false, isNew: false });
    expect(result.ok && result.payload).toMatchObject({ status: "terminated", endDate: "2031-03-05" });
    // A room only ever goes with a WG unit.
    expect(result.ok && result.payload?.roomId).toBeNull();
  });

  it("an edited contract back to active and unlimited drops its end date (the shared transform)", async () => {
    const result = await validate(filled({ status: "active", endDate: "2031-03-05" }), { isWGUnit: false, isNew: false });
    expect(result.ok && result.payload).toMatchObject({ status: "active", endDate: null });
  });

  it("dates are read from the date field's value: short German forms, and unreadable text is refused with the field's name", async () => {
    expect(await validate(filled({ startDate: "1.4.31" }), opts)).toMatchObject({ ok: true, payload: { startDate: "2031-04-01" } });
    expect(await validate(filled({ startDate: "04/01/2031" }), opts)).toEqual({ ok: false, message: `Startdatum: ${DATE_MESSAGES.invalid}` });
    expect(await validate(filled({ isLimitedTerm: true, endDate: "31.02.2032" }), opts)).toEqual({ ok: false, message: `Enddatum: ${DATE_MESSAGES.invalid}` });
    // A disabled end date (active, unlimited) is not read, whatever text it holds.
    expect(await validate(filled({ endDate: "kein Datum" }), { isWGUnit: false, isNew: false })).toMatchObject({ ok: true, payload: { endDate: null } });
  });

  it("the shared schema's remaining rules still apply (end before start)", async () => {
    const result = await validate(filled({ isLimitedTerm: true, endDate: "2031-02-01" }), opts);
    expect(result).toEqual({ ok: false, message: "Das Enddatum darf nicht vor dem Startdatum liegen" });
  });
});
