import { downloadFile } from "@/web/lib/download-file";

/** The report files for the tax advisor; the server names each file (Content-Disposition), the fallback only covers an answer without a name. */
export type ReportFile = "profit-loss-pdf" | "profit-loss-xlsx" | "profit-loss-csv" | "anlage-v-pdf" | "datev" | "receipts" | "tax-package";

/** Files of one property only (Anlage V, Steuerpaket). */
export const PROPERTY_FILES: ReadonlySet<ReportFile> = new Set(["anlage-v-pdf", "tax-package"]);

function pathOf(file: ReportFile, year: number, propertyId: string | null): string {
  const query = new URLSearchParams({ year: String(year) });
  if (propertyId && !PROPERTY_FILES.has(file)) query.set("propertyId", propertyId);
  switch (file) {
    case "profit-loss-pdf":
      return `/reports/profit-loss.pdf?${query}`;
    case "profit-loss-xlsx":
      return `/reports/profit-loss.xlsx?${query}`;
    case "profit-loss-csv":
      return `/reports/profit-loss.csv?${query}`;
    case "datev":
      return `/reports/datev.csv?${query}`;
    case "receipts":
      return `/reports/receipts.zip?${query}`;
    case "anlage-v-pdf":
      return `/properties/${propertyId}/anlage-v.pdf?${query}`;
    case "tax-package":
      return `/properties/${propertyId}/tax-package.zip?${query}`;
  }
}

const fallbackNames: Record<ReportFile, (year: number) => string> = {
  "profit-loss-pdf": (y) => `EÜR-${y}.pdf`,
  "profit-loss-xlsx": (y) => `EÜR-${y}.xlsx`,
  "profit-loss-csv": (y) => `EÜR-${y}.csv`,
  "anlage-v-pdf": (y) => `Anlage-V-${y}.pdf`,
  datev: (y) => `EXTF_Buchungsstapel_${y}.csv`,
  receipts: (y) => `Belege-${y}.zip`,
  "tax-package": (y) => `Steuerpaket-${y}.zip`,
};

/** GET one report file of the year for the portfolio or a property and hand it to the browser. */
export const downloadReport = (file: ReportFile, year: number, propertyId: string | null): Promise<void> => downloadFile(pathOf(file, year, propertyId), fallbackNames[file](year));
