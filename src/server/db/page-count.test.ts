import { describe, expect, it } from "vitest";
import { lastPageCount } from "./page-count";

describe("lastPageCount", () => {
  it("counts a page that is not full: the first, a later one, an empty first page", () => {
    expect(lastPageCount(3, { limit: 20, offset: 0 })).toBe(3);
    expect(lastPageCount(7, { limit: 20, offset: 40 })).toBe(47);
    expect(lastPageCount(0, { limit: 20, offset: 0 })).toBe(0);
  });

  it("cannot tell from a full page or from an empty page beyond the end", () => {
    expect(lastPageCount(20, { limit: 20, offset: 0 })).toBeUndefined();
    expect(lastPageCount(0, { limit: 20, offset: 60 })).toBeUndefined();
  });
});
