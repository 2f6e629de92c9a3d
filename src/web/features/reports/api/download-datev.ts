import { downloadFile } from "@/web/lib/download-file";

/** GET /reports/datev.csv: the year's bookings as a DATEV Buchungsstapel (Windows-1252). */
export function downloadDatev(year: number, propertyId: string | null): Promise<void> {
  const query = new URLSearchParams({ year: String(year) });
  if (propertyId) query.set("propertyId", propertyId);
  return downloadFile(`/reports/datev.csv?${query}`, `EXTF_Buchungsstapel_${year}.csv`);
}
