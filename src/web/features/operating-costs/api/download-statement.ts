import { downloadFile } from "@/web/lib/download-file";
import { statementPath } from "./query-keys";

// The files of a statement; the server names them (Content-Disposition), the fallback only
// covers an answer without a name.

/** The tenant's letter (PDF). */
export const downloadStatementLetter = (statementId: string, contractId: string, tenantName: string) =>
  downloadFile(`${statementPath(statementId)}/letters/${encodeURIComponent(contractId)}`, `Nebenkostenabrechnung-${tenantName.replace(/\s+/g, "-")}.pdf`);

/** The whole computation as a workbook (XLSX). */
export const downloadStatementWorkbook = (statementId: string) => downloadFile(`${statementPath(statementId)}/workbook`, "Nebenkostenabrechnung-Berechnung.xlsx");

/** Every tenant's letter in one ZIP. */
export const downloadStatementLetters = (statementId: string) => downloadFile(`${statementPath(statementId)}/letters`, "Nebenkostenabrechnung-Briefe.zip");
