import { downloadFile } from "@/web/lib/download-file";
import { scopedMonths } from "./get-profit-loss";
import type { ReportScope } from "./query-keys";

/** The report files for the tax advisor; the server names each file (Content-Disposition), the fallback only covers an answer without a name. */
export type ReportFile = "profit-loss-pdf" | "profit-loss-xlsx" | "profit-loss-csv" | "anlage-v-pdf" | "datev" | "receipts" | "tax-package";

/** Files of one property only (Anlage V, Steuerpaket). */
export const PROPERTY_FILES: ReadonlySet<ReportFile> = new Set(["anlage-v-pdf", "tax-package"]);

/** The tax year, and the months of it the P&L covers ("yyyy-MM"). */
export type ReportPeriodRange = { year: number; from: string; to: string };

function pathOf(file: ReportFile, period: ReportPeriodRange, scope: ReportScope): string {
  const { propertyId } = scope;
  const query = new URLSearchParams({ year: String(period.year) });
  if (propertyId && !PROPERTY_FILES.has(file)) query.set("propertyId", propertyId);
  // The P&L follows the screen: its months, and a unit when one is chosen.
  const months = scopedMonths(period.from, period.to, scope);
  switch (file) {
    case "profit-loss-pdf":
      return `/reports/profit-loss.pdf?${months}`;
    case "profit-loss-xlsx":
      return `/reports/profit-loss.xlsx?${months}`;
    case "profit-loss-csv":
      return `/reports/profit-loss.csv?${months}`;
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

/** GET one report file for the portfolio, a property (or a unit: the P&L) and hand it to the browser. */
export const downloadReport = (file: ReportFile, period: ReportPeriodRange, scope: ReportScope): Promise<void> =>
  downloadFile(pathOf(file, period, scope), fallbackNames[file](period.year));
