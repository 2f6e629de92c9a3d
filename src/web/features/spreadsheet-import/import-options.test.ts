import { describe, expect, it } from "vitest";
import { assignField, columnLetter, commitOptionsOf, currentMapping, initialOptions, withHeaderRow, withMapping, withSheet } from "./import-options";
import { preview } from "./test-fixtures";

describe("preview options", () => {
  it("start with the target only: the server detects sheet and header row and suggests the mapping", () => {
    expect(initialOptions("combined")).toEqual({ target: "combined" });
  });

  it("another sheet or header row drops what belonged to the old columns", () => {
    const mapped = { target: "combined" as const, sheet: "A", headerRow: 3, mapping: ["unitCode", null] };
    expect(withSheet(mapped, "B")).toEqual({ target: "combined", sheet: "B" });
    expect(withHeaderRow(mapped, 2)).toEqual({ target: "combined", sheet: "A", headerRow: 2 });
    expect(withHeaderRow({ target: "tenants" }, 4)).toEqual({ target: "tenants", headerRow: 4 });
  });

  it("a field is read from one column only: assigning it elsewhere lets the old column go", () => {
    expect(assignField(["coldRent", null, "unitCode"], 1, "coldRent")).toEqual([null, "coldRent", "unitCode"]);
    expect(assignField(["coldRent", "unitCode"], 0, null)).toEqual([null, "unitCode"]);
    expect(assignField([null, null], 0, null)).toEqual([null, null]);
  });

  it("the mapping starts from what the preview read and keeps the user's choices after", () => {
    const p = preview();
    expect(currentMapping({ target: "combined" }, p.columns)).toEqual(["propertyName", "unitCode", "tenantName", "coldRent", null]);
    const once = withMapping({ target: "combined", sheet: "Mieterliste" }, p.columns, 4, "coldRent");
    expect(once).toEqual({ target: "combined", sheet: "Mieterliste", mapping: ["propertyName", "unitCode", "tenantName", null, "coldRent"] });
    const twice = withMapping(once, p.columns, 2, null);
    expect(twice.mapping).toEqual(["propertyName", "unitCode", null, null, "coldRent"]);
    // A mapping of other columns (another header row answered since) is not applied to these.
    expect(currentMapping({ target: "combined", mapping: ["unitCode"] }, p.columns)).toHaveLength(5);
  });
});

describe("commitOptionsOf", () => {
  it("sends exactly what the preview on screen was read with, and the excluded rows of it in order", () => {
    const p = preview({ headerRow: 2, headerDetected: true });
    expect(commitOptionsOf(p, new Set([4, 99, 3]))).toEqual({
      target: "combined",
      sheet: "Mieterliste",
      headerRow: 2,
      mapping: ["propertyName", "unitCode", "tenantName", "coldRent", null],
      excludedRows: [3, 4],
    });
    expect(commitOptionsOf(p, new Set()).excludedRows).toEqual([]);
  });
});

describe("columnLetter", () => {
  it("names columns as spreadsheets do", () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetter)).toEqual(["A", "B", "Z", "AA", "AB", "AZ", "BA", "ZZ", "AAA"]);
  });
});
