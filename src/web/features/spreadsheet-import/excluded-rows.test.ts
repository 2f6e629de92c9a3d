import { describe, expect, it } from "vitest";
import { messages } from "@/shared/messages";
import { commitBlocker, excludeRowsWithErrors, includedErrorCount, includedRows, setIncluded } from "./excluded-rows";
import { preview, rows } from "./test-fixtures";

const idle = { updating: false, failed: false };

describe("excluded rows", () => {
  it("toggles one row without touching the others", () => {
    const out = setIncluded(new Set([7]), 3, false);
    expect([...out].sort()).toEqual([3, 7]);
    expect([...setIncluded(out, 7, true)]).toEqual([3]);
  });

  it("excludes every row with errors and keeps the user's other exclusions", () => {
    const out = excludeRowsWithErrors(new Set([4]), rows());
    expect([...out].sort()).toEqual([3, 4]);
    expect(includedErrorCount(rows(), out)).toBe(0);
    expect(includedRows(rows(), out).map((r) => r.rowNumber)).toEqual([2]);
  });
});

describe("commitBlocker", () => {
  it("blocks while an included row has errors, and lets go once it is excluded", () => {
    expect(commitBlocker(preview(), new Set(), idle)).toBe(messages.sheetImportBlockedErrors(1));
    expect(commitBlocker(preview(), new Set([3]), idle)).toBeNull();
  });

  it("blocks while a requirement is unmet, the preview is updating or failed, or no row is left", () => {
    expect(commitBlocker(preview({ unmet: ["Kaltmiete fehlt"] }), new Set([3]), idle)).toBe(messages.sheetImportBlockedUnmet);
    expect(commitBlocker(preview(), new Set([3]), { updating: true, failed: false })).toBe(messages.sheetImportBlockedUpdating);
    expect(commitBlocker(preview(), new Set([3]), { updating: false, failed: true })).toBe(messages.sheetImportBlockedFailed);
    expect(commitBlocker(preview(), new Set([2, 3, 4]), idle)).toBe(messages.sheetImportBlockedNoRows);
  });
});
