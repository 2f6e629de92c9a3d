import { describe, expect, it } from "vitest";
import { cents } from "@/core/money";
import { commonIban, fingerprintPurpose, transactionFingerprint, transactionFingerprints, type FingerprintFields } from "./statement";

const rent: FingerprintFields = {
  accountIban: "DE89370400440532013000",
  bookingDate: "2024-01-02",
  amount: cents(85000),
  counterpartyIban: "DE75120300001020304050",
  purpose: "Miete Januar 2024 Whg. 3 links",
};

describe("transactionFingerprint", () => {
  it("is a stable hex key", () => {
    expect(transactionFingerprint(rent)).toMatch(/^[0-9a-f]{64}$/);
    expect(transactionFingerprint({ ...rent })).toBe(transactionFingerprint(rent));
  });

  it("is the same for CAMT and CSV spellings of one booking's purpose", () => {
    // CAMT: two Ustrd lines joined with a space; CSV: glued, other case, line break, NBSP.
    const csv = { ...rent, purpose: "MIETE JANUAR 2024Whg.\n3\u00a0links" };
    expect(transactionFingerprint(csv)).toBe(transactionFingerprint(rent));
    expect(fingerprintPurpose("Miete  Januar\t2024")).toBe("mietejanuar2024");
  });

  it("tells apart what makes a different booking", () => {
    const key = transactionFingerprint(rent);
    expect(transactionFingerprint({ ...rent, amount: cents(-85000) })).not.toBe(key);
    expect(transactionFingerprint({ ...rent, amount: cents(85001) })).not.toBe(key);
    expect(transactionFingerprint({ ...rent, bookingDate: "2024-01-03" })).not.toBe(key);
    expect(transactionFingerprint({ ...rent, counterpartyIban: "DE17100500000123456789" })).not.toBe(key);
    expect(transactionFingerprint({ ...rent, counterpartyIban: null })).not.toBe(key);
    expect(transactionFingerprint({ ...rent, accountIban: "DE42120300001033738756" })).not.toBe(key);
    expect(transactionFingerprint({ ...rent, purpose: "Miete Februar 2024 Whg. 3 links" })).not.toBe(key);
  });

  it("does not let fields run into each other", () => {
    const a = { ...rent, counterpartyIban: null, purpose: "DE75120300001020304050x" };
    const b = { ...rent, counterpartyIban: "DE75120300001020304050", purpose: "x" };
    expect(transactionFingerprint(a)).not.toBe(transactionFingerprint(b));
  });
});

describe("transactionFingerprints", () => {
  it("numbers identical bookings within one file, so both survive and both are found again", () => {
    const keys = transactionFingerprints([rent, { ...rent, amount: cents(100) }, rent, rent]);
    const base = transactionFingerprint(rent);
    expect(keys).toEqual([base, transactionFingerprint({ ...rent, amount: cents(100) }), `${base}#2`, `${base}#3`]);
  });
});

describe("commonIban", () => {
  it("is the one IBAN all share, else null", () => {
    expect(commonIban(["DE89370400440532013000", "DE89370400440532013000"])).toBe("DE89370400440532013000");
    expect(commonIban(["DE89370400440532013000", "DE42120300001033738756"])).toBeNull();
    expect(commonIban(["DE89370400440532013000", null])).toBeNull();
    expect(commonIban([])).toBeNull();
  });
});
