import { downloadFile } from "@/web/lib/download-file";

/** GET /loans/:id/schedule.(csv|xlsx): the Tilgungsplan as a file. */
export const downloadSchedule = (loanId: string, format: "csv" | "xlsx") =>
  downloadFile(`/loans/${encodeURIComponent(loanId)}/schedule.${format}`, `Tilgungsplan.${format}`);

/** GET /loans/export.(csv|xlsx): the whole loan overview as a file. */
export const downloadLoanOverview = (format: "csv" | "xlsx") => downloadFile(`/loans/export.${format}`, `Finanzierungen.${format}`);
