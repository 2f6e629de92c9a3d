import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { add, decimal, fraction, ZERO, type Fraction } from "@/core/fraction";
import { addDays } from "@/core/dates";
import type { Consumption, MeterDevice, MeterSeries } from "@/domain/operating-costs/types";
import { consumption, consumptionOfUnit, METER_MESSAGES, meterState } from "./meters";

const r = (date: string, value: string | number) => ({ date, value: decimal(value) });
const device = (serialNumber: string, ...readings: ReturnType<typeof r>[]): MeterDevice => ({ serialNumber, readings });
const series = (...devices: MeterDevice[]): MeterSeries => ({ unitId: "WE01", devices });
const exact = (value: Fraction): Consumption => ({ value, estimated: false, extrapolated: false });
const estimated = (value: Fraction): Consumption => ({ value, estimated: true, extrapolated: false });
const extrapolated = (value: Fraction): Consumption => ({ value, estimated: true, extrapolated: true });

const YEAR = { start: "2025-01-01", end: "2025-12-31" };
// Tenant change on 15.07.: the old tenant's last day is 14.07.
const FIRST_HALF = { start: "2025-01-01", end: "2025-07-14" };
const SECOND_HALF = { start: "2025-07-15", end: "2025-12-31" };

// 2024-12-31 → 2025-12-31: 365 days, 1 per day.
const perDay = device("W1", r("2024-12-31", 100), r("2025-12-31", 465));

describe("meterState", () => {
  it("a reading's day is the reading itself; between readings it is interpolated by days", () => {
    expect(meterState(perDay, "2025-12-31")).toEqual({ value: fraction(465), estimated: false, extrapolated: false });
    // 2024-12-31 → 2025-07-14: 181 + 14 = 195 days
    expect(meterState(perDay, "2025-07-14")).toEqual({ value: fraction(295), estimated: true, extrapolated: false });
    // 10 days past the last reading at 1 per day
    expect(meterState(perDay, "2026-01-10")).toEqual({ value: fraction(475), estimated: true, extrapolated: true });
  });

  it("no slope without two readings", () => {
    expect(meterState(device("W1", r("2025-03-31", 50)), "2025-04-01")).toBeNull();
    expect(meterState(device("W1"), "2025-04-01")).toBeNull();
    expect(meterState(device("W1", r("2025-03-31", 50)), "2025-03-31")).toEqual({ value: fraction(50), estimated: false, extrapolated: false });
  });
});

describe("consumption", () => {
  it("readings exactly on the boundaries are not estimated", () => {
    expect(consumption(series(perDay), YEAR)).toEqual(exact(fraction(365)));
    const withInterim = device("W1", r("2024-12-31", 100), r("2025-07-14", 300), r("2025-12-31", 465));
    expect(consumption(series(withInterim), FIRST_HALF)).toEqual(exact(fraction(200)));
    expect(consumption(series(withInterim), SECOND_HALF)).toEqual(exact(fraction(165)));
  });

  it("a tenant change between readings is interpolated by calendar days and marked", () => {
    // 195 days until 14.07., 170 days from 15.07.
    expect(consumption(series(perDay), FIRST_HALF)).toEqual(estimated(fraction(195)));
    expect(consumption(series(perDay), SECOND_HALF)).toEqual(estimated(fraction(170)));
    expect(consumption(series(perDay), { start: "2025-07-15", end: "2025-07-15" })).toEqual(estimated(fraction(1)));
  });

  it("non-integer shares stay exact fractions", () => {
    const water = series(device("K1", r("2024-12-31", 0), r("2025-12-31", 100)));
    // 100 × 195/365 = 3900/73 and 100 × 170/365 = 3400/73 (together 7300/73 = 100)
    expect(consumption(water, FIRST_HALF)).toEqual(estimated(fraction(3900, 73)));
    expect(consumption(water, SECOND_HALF)).toEqual(estimated(fraction(3400, 73)));
  });

  it("past the last reading it continues with the slope of the last two readings, marked", () => {
    // 0 → 181 over 181 days (1/day), then 181 → 427 over 123 days (2/day); 61 days to 31.12. at 2/day: 427 + 122
    const heat = series(device("H1", r("2024-12-31", 0), r("2025-06-30", 181), r("2025-10-31", 427)));
    expect(consumption(heat, YEAR)).toEqual(extrapolated(fraction(549)));
    expect(consumption(heat, { start: "2025-01-01", end: "2025-10-31" })).toEqual(exact(fraction(427)));
  });

  it("with several readings it interpolates within the segment around the day", () => {
    const heat = series(device("H1", r("2024-12-31", 0), r("2025-06-30", 181), r("2025-10-31", 427)));
    // between the second and third reading: 10 days at 2/day
    expect(consumption(heat, { start: "2025-07-01", end: "2025-07-10" })).toEqual(estimated(fraction(20)));
  });

  it("before the first reading it goes back with the slope of the first two readings", () => {
    // 100 on 28.02., 131 on 31.03. (1/day): 59 days back → 41 on 31.12.2024; 31.03. → 31.12.: 275 days at 2/day → 681
    const heat = series(device("H1", r("2025-02-28", 100), r("2025-03-31", 131), r("2025-12-31", 681)));
    expect(consumption(heat, YEAR)).toEqual(extrapolated(fraction(640)));
  });

  describe("a meter replaced on 30.06.", () => {
    const old = device("A-1", r("2024-12-31", 500), r("2025-06-30", "812.5"));
    const successor = device("A-2", r("2025-06-30", 0), r("2025-12-31", 150));

    it("adds the old device up to its removal and the new one from its installation", () => {
      // 312,5 + 150
      expect(consumption(series(old, successor), YEAR)).toEqual(exact(fraction(925, 2)));
      expect(consumption(series(old, successor), { start: "2025-01-01", end: "2025-06-30" })).toEqual(exact(fraction(625, 2)));
      expect(consumption(series(old, successor), { start: "2025-07-01", end: "2025-12-31" })).toEqual(exact(fraction(150)));
    });

    it("splits at a tenant change after the replacement", () => {
      // new meter: 150 over 184 days; 14 days to 14.07. → 2100/184 = 525/46
      // first half 625/2 + 525/46 = 14900/46 = 7450/23, second half 150 − 525/46 = 6375/46
      expect(consumption(series(old, successor), FIRST_HALF)).toEqual(estimated(fraction(7450, 23)));
      expect(consumption(series(old, successor), SECOND_HALF)).toEqual(estimated(fraction(6375, 46)));
    });

    it("a successor with only its installation reading cannot be extrapolated", () => {
      const installedOnly = device("A-2", r("2025-06-30", 0));
      expect(consumption(series(old, installedOnly), YEAR)).toBeNull();
      expect(consumption(series(old, installedOnly), { start: "2025-01-01", end: "2025-06-30" })).toEqual(exact(fraction(625, 2)));
    });

    it("a successor without readings leaves the rest unknown instead of extrapolating the removed meter", () => {
      expect(consumption(series(old, device("A-2")), YEAR)).toEqual(estimated(fraction(625, 2)));
    });
  });

  describe("a gap between removal (30.06.) and installation (10.07.)", () => {
    const old = device("A-1", r("2024-12-31", 500), r("2025-06-30", "812.5"));
    const late = device("A-2", r("2025-07-10", 0), r("2025-12-31", 150));

    it("counts nothing for the gap and marks the result as estimated", () => {
      expect(consumption(series(old, late), YEAR)).toEqual(estimated(fraction(925, 2)));
      // 10.07. → 31.12. is 174 days; 10 days of them until 20.07.: 150 × 10/174 = 250/29
      expect(consumption(series(old, late), { start: "2025-07-01", end: "2025-07-20" })).toEqual(estimated(fraction(250, 29)));
    });

    it("a range entirely inside the gap is unknown", () => {
      expect(consumption(series(old, late), { start: "2025-07-02", end: "2025-07-09" })).toBeNull();
      expect(consumption(series(old, late), { start: "2025-07-01", end: "2025-07-10" })).toBeNull();
    });
  });

  it("a single reading or no device at all gives no consumption", () => {
    expect(consumption(series(device("W1", r("2025-03-31", 50))), YEAR)).toBeNull();
    expect(consumption(series(), YEAR)).toBeNull();
  });

  it("the same reading entered twice counts once", () => {
    const twice = device("W1", r("2024-12-31", 100), r("2025-07-14", 295), r("2025-07-14", "295.0"), r("2025-12-31", 465));
    expect(consumption(series(twice), FIRST_HALF)).toEqual(exact(fraction(195)));
  });

  describe("refuses inconsistent readings with a German message", () => {
    it("unsorted readings", () => {
      const unsorted = device("W1", r("2025-12-31", 465), r("2024-12-31", 100));
      expect(() => consumption(series(unsorted), YEAR)).toThrow(new RangeError(METER_MESSAGES.unsorted("W1")));
    });

    it("two different values on one day", () => {
      const conflict = device("W1", r("2024-12-31", 100), r("2025-06-30", 280), r("2025-06-30", 281));
      expect(() => consumption(series(conflict), YEAR)).toThrow(new RangeError(METER_MESSAGES.sameDay("W1", "2025-06-30")));
      expect(METER_MESSAGES.sameDay("W1", "2025-06-30")).toContain("Am 30.06.2025");
    });

    it("a value below the previous one (rollback)", () => {
      const rollback = device("W1", r("2024-12-31", 100), r("2025-06-30", "99.9"));
      expect(() => consumption(series(rollback), YEAR)).toThrow(new RangeError(METER_MESSAGES.rollback("W1", "2025-06-30")));
      expect(() => meterState(rollback, "2025-01-01")).toThrow(new RangeError(METER_MESSAGES.rollback("W1", "2025-06-30")));
    });

    it("a successor installed before its predecessor was removed", () => {
      const old = device("A-1", r("2024-12-31", 500), r("2025-06-30", "812.5"));
      const early = device("A-2", r("2025-06-01", 0), r("2025-12-31", 150));
      expect(() => consumption(series(old, early), YEAR)).toThrow(new RangeError(METER_MESSAGES.overlap("A-2")));
    });

    it("a range ending before it starts", () => {
      expect(() => consumption(series(perDay), { start: "2025-07-15", end: "2025-07-14" })).toThrow(new RangeError(METER_MESSAGES.range));
    });
  });

  it("splitting a range at any day gives parts that add up exactly to the whole", () => {
    const steps = fc.array(
      fc.record({ days: fc.integer({ min: 1, max: 200 }), increase: fc.integer({ min: 0, max: 5000 }), per: fc.integer({ min: 1, max: 8 }) }),
      { minLength: 1, maxLength: 4 },
    );
    const readingsFrom = (day: number, value: Fraction, more: { days: number; increase: number; per: number }[]) => {
      const readings = [{ date: addDays("2024-01-01", day), value }];
      for (const step of more) {
        day += step.days;
        value = add(value, fraction(step.increase, step.per));
        readings.push({ date: addDays("2024-01-01", day), value });
      }
      return readings;
    };
    const seriesArb = fc
      .record({ firstDay: fc.integer({ min: 0, max: 400 }), firstValue: fc.nat(100_000), old: steps, replaced: fc.boolean(), gap: fc.integer({ min: 0, max: 30 }), next: steps })
      .map(({ firstDay, firstValue, old, replaced, gap, next }): MeterSeries => {
        const first = readingsFrom(firstDay, fraction(firstValue), old);
        if (!replaced) return series({ serialNumber: "A-1", readings: first });
        const removal = firstDay + old.reduce((days, step) => days + step.days, 0);
        return series({ serialNumber: "A-1", readings: first }, { serialNumber: "A-2", readings: readingsFrom(removal + gap, ZERO, next) });
      });
    const rangeArb = fc.record({ start: fc.integer({ min: 0, max: 1200 }), length: fc.integer({ min: 2, max: 800 }), split: fc.nat() });
    fc.assert(
      fc.property(seriesArb, rangeArb, (meter, { start, length, split }) => {
        const at = (day: number) => addDays("2024-01-01", day);
        const lastOfFirst = start + (split % (length - 1));
        const whole = consumption(meter, { start: at(start), end: at(start + length - 1) });
        const a = consumption(meter, { start: at(start), end: at(lastOfFirst) });
        const b = consumption(meter, { start: at(lastOfFirst + 1), end: at(start + length - 1) });
        // Every device has two readings, so null only means no device covers the range: nothing counted.
        expect(whole === null).toBe(a === null && b === null);
        expect(whole?.value ?? ZERO).toEqual(add(a?.value ?? ZERO, b?.value ?? ZERO));
        expect(whole?.extrapolated ?? false).toBe((a?.extrapolated ?? false) || (b?.extrapolated ?? false));
      }),
    );
  });
});

describe("consumptionOfUnit", () => {
  // kitchen 10 → 46,5 over the year; bathroom 1/day read until 31.10. and extrapolated to 31.12. (365)
  const kitchen: MeterSeries = { unitId: "WE01", devices: [device("K1", r("2024-12-31", 10), r("2025-12-31", "46.5"))] };
  const bathroom: MeterSeries = { unitId: "WE01", devices: [device("B1", r("2024-12-31", 0), r("2025-10-31", 304))] };
  const neighbour: MeterSeries = { unitId: "WE02", devices: [device("N1", r("2024-12-31", 0), r("2025-12-31", 1000))] };
  const single: MeterSeries = { unitId: "WE03", devices: [device("S1", r("2025-03-31", 50))] };
  const other: MeterSeries = { unitId: "WE03", devices: [device("S2", r("2024-12-31", 0), r("2025-12-31", 7))] };

  it("adds all meters of the unit and only those", () => {
    // 36,5 + 365 = 401,5
    expect(consumptionOfUnit([kitchen, neighbour, bathroom], "WE01", YEAR)).toEqual(extrapolated(fraction(803, 2)));
    // 36,5 × 195/365 = 19,5 plus 195 → 214,5
    expect(consumptionOfUnit([kitchen, neighbour, bathroom], "WE01", FIRST_HALF)).toEqual(estimated(fraction(429, 2)));
    expect(consumptionOfUnit([kitchen, neighbour, bathroom], "WE02", YEAR)).toEqual(exact(fraction(1000)));
  });

  it("is unknown without meters or when one meter is unknown", () => {
    expect(consumptionOfUnit([kitchen, neighbour], "WE04", YEAR)).toBeNull();
    expect(consumptionOfUnit([other, single], "WE03", YEAR)).toBeNull();
    expect(consumptionOfUnit([other], "WE03", YEAR)).toEqual(exact(fraction(7)));
  });
});
