import { describe, expect, it } from "vitest";
import { messages } from "@/shared/messages";
import { contractCreateInput, contractEditInput, contractUpdateInput, endDateAllowed } from "./contracts";

const TENANT = "7d5c1f7e-8f7a-4c53-9c1e-2f4a8b0e1a11";
const base = { tenantId: TENANT, startDate: "2031-03-01", coldRentCents: 50_000 };

const issues = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((i) => ({ field: i.path.join("."), message: i.message })) ?? [];

describe("endDateAllowed (SPEC §4)", () => {
  it("only a limited term or a terminated contract has an end date", () => {
    expect(endDateAllowed("active", false)).toBe(false);
    expect(endDateAllowed("active", true)).toBe(true);
    expect(endDateAllowed("terminated", false)).toBe(true);
    expect(endDateAllowed("terminated", true)).toBe(true);
  });
});

describe("contract schemas: one normalising transform for server and form", () => {
  it("a new contract is always active; the end date only terminated would justify is dropped", () => {
    expect(contractCreateInput.parse({ ...base, status: "terminated", endDate: "2031-12-31" })).toEqual({
      ...base,
      roomId: null,
      endDate: null,
      isLimitedTerm: false,
      serviceChargeCents: null,
      depositCents: null,
      status: "active",
    });
  });

  it("a new contract's status is ignored by the rules too: terminated without an end date is still created active", () => {
    expect(contractCreateInput.parse({ ...base, status: "terminated" })).toMatchObject({ status: "active", endDate: null });
  });

  it("keeps the end date of a limited term, in both modes", () => {
    const limited = { ...base, isLimitedTerm: true, endDate: "2032-02-29" };
    expect(contractCreateInput.parse(limited).endDate).toBe("2032-02-29");
    expect(contractEditInput.parse(limited).endDate).toBe("2032-02-29");
  });

  it("an update keeps 'terminated' with its end date; back to active and unlimited drops it", () => {
    expect(contractUpdateInput.parse({ ...base, status: "terminated", endDate: "2031-06-30", version: 3 })).toMatchObject({
      status: "terminated",
      endDate: "2031-06-30",
      version: 3,
    });
    expect(contractEditInput.parse({ ...base, status: "active", endDate: "2031-06-30" })).toMatchObject({ status: "active", endDate: null });
  });

  it("requires an end date when terminated or limited, not before the start", () => {
    expect(issues(contractEditInput.safeParse({ ...base, status: "terminated" }))).toEqual([{ field: "endDate", message: messages.endDateRequiredWhenTerminated }]);
    expect(issues(contractCreateInput.safeParse({ ...base, isLimitedTerm: true }))).toEqual([
      { field: "endDate", message: "Bei befristetem Vertrag ist ein Enddatum erforderlich" },
    ]);
    expect(issues(contractCreateInput.safeParse({ ...base, isLimitedTerm: true, endDate: "2031-02-28" }))).toEqual([
      { field: "endDate", message: "Das Enddatum darf nicht vor dem Startdatum liegen" },
    ]);
  });

  it("money: cold rent above 0, the others at least 0, whole cents (SPEC 'minimum 0, step 0.01')", () => {
    expect(issues(contractCreateInput.safeParse({ ...base, coldRentCents: 0 }))).toEqual([{ field: "coldRentCents", message: messages.coldRentRequired }]);
    expect(issues(contractCreateInput.safeParse({ ...base, serviceChargeCents: -1 }))).toEqual([{ field: "serviceChargeCents", message: "Nebenkosten darf nicht negativ sein." }]);
    expect(issues(contractCreateInput.safeParse({ ...base, depositCents: 10.5 }))).toEqual([{ field: "depositCents", message: "Kaution: ganze Cent erwartet." }]);
    expect(contractCreateInput.parse({ ...base, serviceChargeCents: 0, depositCents: 0 })).toMatchObject({ serviceChargeCents: 0, depositCents: 0 });
  });

  it("an update needs the version the client read", () => {
    expect(issues(contractUpdateInput.safeParse(base))).toEqual([{ field: "version", message: "Die Version des Datensatzes fehlt." }]);
  });
});
