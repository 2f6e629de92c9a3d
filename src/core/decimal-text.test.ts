import { describe, expect, it } from "vitest";
import { percentToShare, shareAsPercent } from "./decimal-text";

describe("percentages as shares", () => {
  it("turns a typed percentage into the share, digit for digit, and back", () => {
    expect(["20", "12.5", "100", "0.5", "0", "33.3333", "1000"].map(percentToShare)).toEqual(["0.2", "0.125", "1", "0.005", "0", "0.333333", "10"]);
    expect(["0.2", "0.125", "1", "0.005", "0", "0.3333", "12.5"].map(shareAsPercent)).toEqual(["20 %", "12,5 %", "100 %", "0,5 %", "0 %", "33,33 %", "1.250 %"]);
  });
});
