import { createRequire } from "node:module";
import path from "node:path";
import type { TDocumentDefinitions } from "pdfmake/interfaces";

// The one PDF engine of the server (pdfmake on pdfkit), for letters and reports. Fonts are
// the Roboto files pdfmake ships; documents may not load anything from the network or the
// disk (no images by URL or path), so user text can never make the server fetch a file.

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve("pdfmake/package.json")), "fonts", "Roboto");
const fontFiles = {
  normal: path.join(fontDir, "Roboto-Regular.ttf"),
  bold: path.join(fontDir, "Roboto-Medium.ttf"),
  italics: path.join(fontDir, "Roboto-Italic.ttf"),
  bolditalics: path.join(fontDir, "Roboto-MediumItalic.ttf"),
};
const allowedFiles = new Set(Object.values(fontFiles));

// Loaded on the first PDF, not at start: pdfmake and its fonts are ≈ 20 MB of the server's
// memory that most runs never need (decision 0035).
let engine: Promise<typeof import("pdfmake")> | undefined;
function pdfEngine() {
  engine ??= import("pdfmake").then(({ default: pdfmake }) => {
    pdfmake.setFonts({ Roboto: fontFiles });
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((file) => allowedFiles.has(path.resolve(file)));
    return pdfmake;
  });
  return engine;
}

export type PdfDocument = TDocumentDefinitions;

/** Renders a document definition to PDF bytes. */
export async function renderPdf(doc: PdfDocument): Promise<Buffer> {
  const pdfmake = await pdfEngine();
  return pdfmake.createPdf({ pageSize: "A4", defaultStyle: { font: "Roboto", fontSize: 10, lineHeight: 1.25 }, ...doc }).getBuffer();
}
