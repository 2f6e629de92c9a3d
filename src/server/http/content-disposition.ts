/**
 * `inline` or `attachment` with the file's name: an ASCII `filename="…"` for old clients and the
 * exact name as RFC 5987 `filename*=UTF-8''…`. Quotes, backslashes, control characters and
 * non-ASCII never reach the quoted form, so the header cannot be broken out of.
 */
export function contentDisposition(kind: "inline" | "attachment", fileName: string): string {
  const ascii =
    fileName
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^\x20-\x7e]|["\\%;]/g, "_")
      .trim() || "Datei";
  // encodeURIComponent leaves ' ( ) * ! unescaped; RFC 5987 attr-char does not allow ' ( ) *.
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
