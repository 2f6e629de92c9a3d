import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { cents, euros } from "@/core/money";
import { warmRent } from "./rent";
import {
  allocatePriceByArea,
  attributedPurchasePrice,
  cashFlowBeforeTax,
  equityReturn,
  grossYield,
  grossYieldForUnits,
  netYield,
  priceFactorBand,
  pricePerSqm,
  coldRentPerSqm,
  purchasePricePerSqm,
  purchasePriceFactor,
  weightedAverageBmr,
  yieldBand,
} from "./yield";

describe("warmRent", () => {
  it.each<[number, number | null | undefined, number]>([
    [850, 180, 1030],
    [850.5, 179.99, 1030.49],
    [850, null, 850],
    [850, undefined, 850],
    [0, 0, 0],
  ])("%s € + %s € = %s €", (cold, service, expected) => {
    const charge = service === null || service === undefined ? service : euros(service);
    expect(warmRent(euros(cold), charge)).toBe(euros(expected));
  });
});

describe("grossYield (Bruttomietrendite)", () => {
  it.each<[number, number, number | null]>([
    [1000, 200000, 6], // 12 × 1.000 / 200.000 × 100
    [800, 150000, 6.4],
    [950, 210000, 5.43], // 5,428571… rounded to 2 decimals
    [1083.33, 200000, 6.5],
    [0, 200000, null], // vacant: no rent, no yield ("–", not a red 0 %)
    [1000, 0, null],
    [1000, -1, null],
    [-1, 200000, null],
  ])("rent %s €, price %s € → %s percent", (rent, price, expected) => {
    expect(grossYield({ monthlyColdRent: euros(rent), purchasePrice: euros(price) })).toBe(expected);
  });

  it.each<[number | null | undefined, string | null]>([
    [8, "green"],
    [6.5, "green"],
    [6.49, "amber"],
    [5, "amber"],
    [4.99, "red"],
    [0, "red"],
    [-1, "red"],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
  ])("yieldBand(%s) = %s", (value, band) => {
    expect(yieldBand(value)).toBe(band);
  });

  it("is monotone in rent (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 1_000_000_000 }),
        (a, b, price) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const yLow = grossYield({ monthlyColdRent: cents(low), purchasePrice: cents(price) });
          const yHigh = grossYield({ monthlyColdRent: cents(high), purchasePrice: cents(price) });
          expect(yLow).not.toBeNull();
          expect(yHigh as number).toBeGreaterThanOrEqual(yLow as number);
        },
      ),
    );
  });

  it("is antitone in price (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 1, max: 1e9 }), (rent, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const yCheap = grossYield({ monthlyColdRent: cents(rent), purchasePrice: cents(low) }) as number;
        const yDear = grossYield({ monthlyColdRent: cents(rent), purchasePrice: cents(high) }) as number;
        expect(yCheap).toBeGreaterThanOrEqual(yDear);
      }),
    );
  });
});

describe("price attributed by unit area", () => {
  it.each<[number, number, number, number | null]>([
    [300000, 60, 150, 120000],
    [300000, 150, 150, 300000],
    [300000, 0, 150, 0],
    [100000, 1, 3, 33333.33],
    [300000, 160, 150, null],
    [300000, 60, 0, null],
    [300000, -1, 150, null],
  ])("price %s €, %s of %s m² → %s €", (price, part, total, expected) => {
    const result = attributedPurchasePrice({ purchasePrice: euros(price), partAreaSqm: part, totalAreaSqm: total });
    expect(result).toBe(expected === null ? null : euros(expected));
  });

  it("grossYieldForUnits uses the area share of the price", () => {
    const result = grossYieldForUnits({
      purchasePrice: euros(300000),
      totalAreaSqm: "150",
      units: [{ sizeSqm: "60,0", monthlyColdRent: euros(600) }],
    });
    expect(result).toEqual({ attributedPrice: euros(120000), monthlyColdRent: euros(600), yield: 6 });
  });

  it("grossYieldForUnits uses the full price when all parts are used or no total area is known", () => {
    const units = [
      { sizeSqm: 60, monthlyColdRent: euros(600) },
      { sizeSqm: 90, monthlyColdRent: euros(900) },
    ];
    expect(grossYieldForUnits({ purchasePrice: euros(300000), totalAreaSqm: 150, units })?.attributedPrice).toBe(euros(300000));
    expect(grossYieldForUnits({ purchasePrice: euros(300000), units })).toEqual({
      attributedPrice: euros(300000),
      monthlyColdRent: euros(1500),
      yield: 6,
    });
  });

  it("grossYieldForUnits needs every unit's area for a share", () => {
    expect(grossYieldForUnits({ purchasePrice: euros(300000), totalAreaSqm: 150, units: [{ sizeSqm: null, monthlyColdRent: euros(600) }] })).toBeNull();
  });

  it("allocatePriceByArea splits exactly", () => {
    expect(allocatePriceByArea(euros(100000), [72.5, "48,3", 31.2])).toEqual([4769737, 3177632, 2052631].map((v) => cents(v)));
    expect(allocatePriceByArea(euros(100000), [72.5, null])).toBeNull();
    expect(allocatePriceByArea(euros(100000), [0, 0])).toBeNull();
  });
});

describe("weightedAverageBmr", () => {
  it("weights by cold rent over units where both are positive", () => {
    const units = [
      { bmr: 6, coldRent: euros(1000) },
      { bmr: 4, coldRent: euros(500) },
      { bmr: 0, coldRent: euros(800) }, // ignored: no yield
      { bmr: 7, coldRent: euros(0) }, // ignored: no rent
      { bmr: null, coldRent: euros(1000) },
      { bmr: 9, coldRent: null },
      { bmr: -2, coldRent: euros(1000) },
    ];
    expect(weightedAverageBmr(units)).toBe(5.33); // (6 × 1000 + 4 × 500) / 1500
  });

  it("is null without usable units", () => {
    expect(weightedAverageBmr([])).toBeNull();
    expect(weightedAverageBmr([{ bmr: 0, coldRent: euros(100) }])).toBeNull();
  });

  it("lies between the smallest and largest bmr (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ bmr: fc.double({ min: 0.01, max: 30, noNaN: true }), coldRent: fc.integer({ min: 1, max: 1e7 }) }), { minLength: 1, maxLength: 30 }),
        (units) => {
          const avg = weightedAverageBmr(units.map((u) => ({ bmr: u.bmr, coldRent: cents(u.coldRent) }))) as number;
          const values = units.map((u) => u.bmr);
          expect(avg).toBeGreaterThanOrEqual(Math.floor(Math.min(...values) * 100) / 100);
          expect(avg).toBeLessThanOrEqual(Math.ceil(Math.max(...values) * 100) / 100);
        },
      ),
    );
  });
});

describe("netYield (Nettomietrendite)", () => {
  it.each<[number, number, number, number, number | null]>([
    [1000, 1200, 200000, 20000, 4.91], // (12.000 − 1.200) / 220.000 × 100
    [1000, 0, 200000, 0, 6],
    [100, 2400, 100000, 0, -1.2],
    [1000, 1200, 0, 20000, null],
  ])("rent %s €/month, costs %s €/year, price %s €, acquisition %s € → %s", (rent, costs, price, acq, expected) => {
    expect(
      netYield({
        annualColdRent: euros(rent * 12),
        annualNonAllocableCosts: euros(costs),
        purchasePrice: euros(price),
        acquisitionCosts: euros(acq),
      }),
    ).toBe(expected);
  });
});

describe("purchasePriceFactor (Kaufpreisfaktor)", () => {
  it.each<[number, number, number, boolean, number | null]>([
    [200000, 1000, 20000, false, 16.67],
    [200000, 1000, 20000, true, 18.33],
    [300000, 1000, 0, false, 25],
    [200000, 0, 0, false, null],
    [0, 1000, 0, false, null],
  ])("price %s €, rent %s €, acq %s €, incl. %s → %s", (price, rent, acq, include, expected) => {
    expect(
      purchasePriceFactor({
        purchasePrice: euros(price),
        monthlyColdRent: euros(rent),
        acquisitionCosts: euros(acq),
        includeAcquisitionCosts: include,
      }),
    ).toBe(expected);
  });

  it.each<[number | null, string | null]>([
    [16.67, "cheap"],
    [19.99, "cheap"],
    [20, "fair"],
    [25, "fair"],
    [25.01, "expensive"],
    [null, null],
  ])("priceFactorBand(%s) = %s", (factor, band) => {
    expect(priceFactorBand(factor)).toBe(band);
  });
});

describe("cash flow, equity return, price per m²", () => {
  it("cash flow before tax = rent − non-allocable − interest − principal", () => {
    expect(
      cashFlowBeforeTax({ rent: euros(1000), nonAllocableCosts: euros(100), interest: euros(333.33), principal: euros(500) }),
    ).toBe(euros(66.67));
    expect(
      cashFlowBeforeTax({ rent: euros(700), nonAllocableCosts: euros(100), interest: euros(333.33), principal: euros(500) }),
    ).toBe(euros(-233.33));
  });

  it.each<[number, number, number | null]>([
    [5000, 50000, 10],
    [-1000, 50000, -2],
    [1234, 30000, 4.11],
    [5000, 0, null],
  ])("equityReturn(%s €, %s €) = %s", (income, equity, expected) => {
    expect(equityReturn({ annualNetIncome: euros(income), equity: euros(equity) })).toBe(expected);
  });

  it.each<[number, number | string | null, number | null]>([
    [300000, 72.5, 4137.93],
    [899, "72,5", 12.4],
    [300000, 0, null],
    [300000, null, null],
  ])("pricePerSqm(%s €, %j m²) = %s €", (amount, area, expected) => {
    expect(pricePerSqm(euros(amount), area)).toBe(expected === null ? null : euros(expected));
  });

  it("per m² is exact integer arithmetic on the stored decimal, rounded once half away from zero", () => {
    // 900,00 € / 72,50 m² = 12,4137… → 12,41; 125 ct / 10 m² = 12,5 ct → 13 ct (a true half).
    expect(pricePerSqm(cents(90_000), "72.50")).toBe(1241);
    expect(pricePerSqm(cents(125), 10)).toBe(13);
    expect(pricePerSqm(cents(-125), 10)).toBe(-13);
    // 0,1 + 0,2 is not 0,3 in floats; the stored area "0.30" is: 9 ct / 0,30 m² = 30 ct exactly.
    expect(pricePerSqm(cents(9), "0.30")).toBe(30);
    // Against a BigInt reference over many amounts and two-decimal areas.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), fc.integer({ min: 1, max: 9_999_999 }), (amount, hundredths) => {
        const area = `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, "0")}`;
        const num = BigInt(amount) * 100n;
        const den = BigInt(hundredths);
        const expected = Number((num * 2n + den) / (den * 2n)); // half up = half away from zero for amounts ≥ 0
        expect(pricePerSqm(cents(amount), area)).toBe(expected);
      }),
    );
  });

  it("Kaltmiete €/m² needs a rent in force and a size", () => {
    expect(coldRentPerSqm(cents(90_000), 72.5)).toBe(1241);
    expect(coldRentPerSqm(null, 72.5)).toBeNull();
    expect(coldRentPerSqm(cents(0), 72.5)).toBeNull();
    expect(coldRentPerSqm(cents(90_000), null)).toBeNull();
  });

  it("Kaufpreis €/m² needs a price and the area of every unit", () => {
    expect(purchasePricePerSqm(cents(48_000_000), { totalSqm: "192.00", unitCount: 3, unitsWithoutArea: 0 })).toBe(250_000);
    expect(purchasePricePerSqm(cents(48_000_000), { totalSqm: "120.00", unitCount: 3, unitsWithoutArea: 1 })).toBeNull();
    expect(purchasePricePerSqm(cents(48_000_000), { totalSqm: null, unitCount: 0, unitsWithoutArea: 0 })).toBeNull();
    expect(purchasePricePerSqm(null, { totalSqm: "192.00", unitCount: 3, unitsWithoutArea: 0 })).toBeNull();
  });
});
