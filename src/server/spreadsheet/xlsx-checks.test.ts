import { strToU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { declaresDtd, sheetExtent, usesDateSystem1904 } from "./xlsx-checks";

const extent = (xml: string) => sheetExtent(strToU8(`<worksheet><sheetData>${xml}</sheetData></worksheet>`));

describe("sheetExtent mirrors how read-excel-file counts rows and columns", () => {
  it("counts cells with a value, by their reference; the row's own number wins", () => {
    expect(extent(`<row r="2"><c r="B2"><v>1</v></c><c r="AA2" t="s"><v>0</v></c></row>`)).toEqual({ lastRow: 2, lastColumn: 27, beyondExcel: false });
    expect(extent(`<row r="9"><c r="A1"><v>1</v></c></row>`).lastRow).toBe(9);
    expect(extent(`<row><c r="C7"><v>1</v></c></row>`)).toEqual({ lastRow: 7, lastColumn: 3, beyondExcel: false });
    expect(extent(`<x:row r="3"><x:c r="D3"><x:v>1</x:v></x:c></x:row>`)).toEqual({ lastRow: 3, lastColumn: 4, beyondExcel: false });
  });

  it("ignores formatting-only cells and rows, comments and CDATA", () => {
    expect(extent(`<row r="1"><c r="A1"><v>1</v></c><c r="Z1" s="2"/><c r="Y1" s="2"></c></row><row r="500" ht="20"/>`)).toEqual({ lastRow: 1, lastColumn: 1, beyondExcel: false });
    expect(extent(`<row r="1"><c r="A1"><v>1</v></c></row><!-- <row r="900"><c r="XFD900"><v>1</v></c></row> -->`).lastRow).toBe(1);
  });

  it("reads references as the library does: character references decoded, any letters counted, r read as an attribute", () => {
    expect(extent(`<row r="1"><c r="&#88;&#70;&#68;1"><v>1</v></c></row>`).lastColumn).toBe(16_384);
    // The library counts a lowercase letter as 33, not 1 ("a" − 64).
    expect(extent(`<row r="1"><c r="aa1"><v>1</v></c></row>`).lastColumn).toBe(33 * 26 + 33);
    expect(extent(`<row r="1"><c x=' r="A1"' s=">" r="XFD1"><v>1</v></c></row>`).lastColumn).toBe(16_384);
    expect(extent(`<row r='1e9'/>`).beyondExcel).toBe(true);
  });

  it("refuses what no program writes: unterminated markup, junk or a second r in a tag, a tag of kilobytes", () => {
    expect(extent(`<row r="1"><c r="A1"><v>1</v></c></row><c r="B1`).beyondExcel).toBe(true);
    expect(extent(`<row r="1"><c junk r="A1"><v>1</v></c></row>`).beyondExcel).toBe(true);
    expect(extent(`<row r="1"><c r="A1" r="XFD1"><v>1</v></c></row>`).beyondExcel).toBe(true);
    expect(extent(`<row r="1"><c r="A1" x="${"a".repeat(5000)}"><v>1</v></c></row>`).beyondExcel).toBe(true);
  });

  it("stays linear on markup built to make a scanner backtrack", () => {
    const started = Date.now();
    expect(sheetExtent(strToU8(`<sheetData><row r="1">${"<c ".repeat(1_000_000)}`)).beyondExcel).toBe(true);
    expect(sheetExtent(strToU8(`<c ${'x="'.repeat(1_000_000)}`)).beyondExcel).toBe(true);
    expect(sheetExtent(strToU8(`<c ${"a=".repeat(2000)}>`.repeat(1000))).beyondExcel).toBe(true);
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

describe("declaresDtd and the date system", () => {
  it("finds <!DOCTYPE and <!ENTITY in any case, not comments or CDATA", () => {
    expect(declaresDtd(strToU8(`<?xml version="1.0"?><!DOCTYPE x><x/>`))).toBe(true);
    expect(declaresDtd(strToU8(`<x><!entity y "z"></x>`))).toBe(true);
    expect(declaresDtd(strToU8(`<x><!-- DOCTYPE --><![CDATA[<y>]]></x>`))).toBe(false);
  });

  it("reads date1904 as the library does (only “1”)", () => {
    expect(usesDateSystem1904(strToU8(`<workbook><workbookPr date1904="1"/></workbook>`))).toBe(true);
    expect(usesDateSystem1904(strToU8(`<workbook><workbookPr defaultThemeVersion="1" date1904="0"/></workbook>`))).toBe(false);
    expect(usesDateSystem1904(strToU8(`<workbook><workbookPr/></workbook>`))).toBe(false);
  });
});
