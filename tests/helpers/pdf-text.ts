// The text of a PDF as a reader would copy it: every page's text items, joined by spaces.
// pdfjs-dist's legacy build runs in Node (API tests) and in the e2e runner alike.

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const pdf = await pdfjs.getDocument({ data: bytes }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    pages.push((await page.getTextContent()).items.map((i) => ("str" in i ? i.str : "")).join(" "));
  }
  await pdf.destroy();
  return pages.join("\n");
}
