import type { Api } from "./api";

// Tiny real files of each receipt type, built here so the tests show what they send.

/** A one-page PDF with a correct cross-reference table. */
export function pdfBytes(text = "Beleg"): Uint8Array {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    (() => {
      const stream = `BT /F1 12 Tf 20 50 Td (${text}) Tj ET`;
      return `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
    })(),
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

/** A 1×1 PNG. */
export const pngBytes = () => Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

/** A 1×1 grey JPEG (JFIF, arithmetic coded: the smallest complete one). */
export const jpegBytes = () =>
  Buffer.from(
    "ffd8ffe000104a46494600010101004800480000ffdb004300030202020203020202030303030406040404040408060605060908" +
      "0a0a090809090a0c0f0c0a0b0e0b09090d110d0e0f101011100a0c12131210130f101010ffc9000b080001000101011100ffcc" +
      "000600101005ffda0008010100003f00d2cf20ffd9",
    "hex",
  );

/** The start of an iPhone HEIC: the ISO-BMFF `ftyp` box (brand heic, compatible mif1 heic) and an empty `meta` box. */
export function heicBytes(major = "heic", compatible = ["mif1", "heic"]): Uint8Array {
  const size = 16 + 4 * compatible.length;
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, size]), Buffer.from(`ftyp${major}`), Buffer.from([0, 0, 0, 0]), Buffer.from(compatible.join(""))]);
  const meta = Buffer.concat([Buffer.from([0, 0, 0, 0x0c]), Buffer.from("meta"), Buffer.from([0, 0, 0, 0])]);
  return Buffer.concat([ftyp, meta]);
}

/** A multipart body with one `file` part. */
export function receiptForm(bytes: Uint8Array, name: string, type = "application/octet-stream"): FormData {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

/** Uploads a file as a pending receipt; returns the answer. */
export const uploadReceipt = (api: Api, bytes: Uint8Array, name: string, type?: string) => api.post("/api/v1/receipts", receiptForm(bytes, name, type));
