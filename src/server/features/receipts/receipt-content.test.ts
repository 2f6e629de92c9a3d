import { describe, expect, it } from "vitest";
import { contentDisposition } from "@/server/http/content-disposition";
import { safeReceiptFileName, sniffReceiptType } from "./receipt-content";

const bytes = (...parts: Array<string | number[]>) => new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...Buffer.from(p, "latin1")] : p)));
const ftyp = (major: string, ...compatible: string[]) => bytes([0, 0, 0, 16 + 4 * compatible.length], "ftyp", major, [0, 0, 0, 0], compatible.join(""));

describe("sniffReceiptType", () => {
  it("knows PDF, JPEG and PNG by their signatures", () => {
    expect(sniffReceiptType(bytes("%PDF-1.7\n"))).toBe("application/pdf");
    expect(sniffReceiptType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffReceiptType(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a], "rest"))).toBe("image/png");
  });

  it("knows HEIC and HEIF by the ftyp box's major or compatible brand", () => {
    for (const brand of ["heic", "heix", "hevc", "hevx", "heim", "heis"]) expect(sniffReceiptType(ftyp(brand)), brand).toBe("image/heic");
    for (const brand of ["mif1", "msf1"]) expect(sniffReceiptType(ftyp(brand)), brand).toBe("image/heif");
    expect(sniffReceiptType(ftyp("isom", "mp41", "heic"))).toBe("image/heic");
  });

  it("refuses everything else, also near misses", () => {
    expect(sniffReceiptType(bytes("%PDF"))).toBeNull(); // no dash
    expect(sniffReceiptType(bytes(" %PDF-1.4"))).toBeNull(); // not at the start
    expect(sniffReceiptType(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffReceiptType(bytes([0x89], "PNG", [0x0d, 0x0a]))).toBeNull();
    expect(sniffReceiptType(ftyp("mp42", "isom", "avc1"))).toBeNull(); // a video
    expect(sniffReceiptType(ftyp("avif", "mif1").subarray(0, 11))).toBeNull(); // cut off before the brand
    expect(sniffReceiptType(bytes("<html><script>alert(1)</script>"))).toBeNull();
    expect(sniffReceiptType(new Uint8Array(0))).toBeNull();
  });

  it("does not look at compatible brands beyond the ftyp box's own size", () => {
    const box = ftyp("isom", "mp41");
    const next = bytes([0, 0, 0, 12], "free", "heic");
    expect(sniffReceiptType(new Uint8Array([...box, ...next]))).toBeNull();
  });
});

describe("safeReceiptFileName", () => {
  it("keeps only the last path part, without control and bidi characters", () => {
    expect(safeReceiptFileName("C:\\Users\\a\\Rechnung.pdf", "application/pdf")).toBe("Rechnung.pdf");
    expect(safeReceiptFileName("../../x/Beleg 1.png", "image/png")).toBe("Beleg 1.png");
    expect(safeReceiptFileName("ev\u202eil\u0000fdp.exe\n", "application/pdf")).toBe("evilfdp.exe");
    expect(safeReceiptFileName("  viel   Platz .jpg ", "image/jpeg")).toBe("viel Platz .jpg");
  });

  it("names a file without a usable name after its type", () => {
    expect(safeReceiptFileName("", "image/heic")).toBe("Beleg.heic");
    expect(safeReceiptFileName("..", "application/pdf")).toBe("Beleg.pdf");
    expect(safeReceiptFileName("dir/", "image/jpeg")).toBe("Beleg.jpg");
  });

  it("cuts at 200 characters and keeps the extension", () => {
    expect([...safeReceiptFileName(`${"😀".repeat(250)}.pdf`, "application/pdf")]).toHaveLength(200);
    expect(safeReceiptFileName(`${"a".repeat(250)}.pdf`, "application/pdf")).toBe(`${"a".repeat(196)}.pdf`);
    expect(safeReceiptFileName("b".repeat(250), "application/pdf")).toBe("b".repeat(200));
  });
});

describe("contentDisposition", () => {
  it("gives an ASCII name and the exact UTF-8 name, and nothing can break out of the quotes", () => {
    expect(contentDisposition("inline", "Rechnung Müller.pdf")).toBe(`inline; filename="Rechnung Muller.pdf"; filename*=UTF-8''Rechnung%20M%C3%BCller.pdf`);
    expect(contentDisposition("attachment", 'a"; filename="evil.html')).toBe(`attachment; filename="a__ filename=_evil.html"; filename*=UTF-8''a%22%3B%20filename%3D%22evil.html`);
    expect(contentDisposition("inline", "it's (1)*.png")).toBe(`inline; filename="it's (1)*.png"; filename*=UTF-8''it%27s%20%281%29%2A.png`);
    expect(contentDisposition("inline", "東京.pdf")).toBe(`inline; filename="__.pdf"; filename*=UTF-8''%E6%9D%B1%E4%BA%AC.pdf`);
  });
});
