import { today } from "@/core/dates";
import type { AnlageVQuery } from "@/shared/schemas/reports";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { findOwnedProperty } from "@/server/features/properties";
import { renderPdf } from "@/server/pdf/pdf";
import type { DocumentStores } from "@/server/storage";
import { exportDatev } from "./datev-export.service";
import { anlageVDocument, profitLossDocument } from "./report-pdf";
import { reportFileName } from "./report-file-name";
import { profitLossXlsx } from "./report-spreadsheet";
import { assertZipLimits, memorySource, RECEIPTS_ZIP_LIMITS, receiptZipEntries, verifyZipSources, zipStream, type ZipLimits, type ZipSource } from "./receipts-zip";
import { getAnlageV, getProfitLoss } from "./reports.service";
import { findDatevSettings } from "./datev-settings.service";

export interface TaxPackage {
  fileName: string;
  /** Exact, for Content-Length. */
  sizeBytes: number;
  body: ReadableStream<Uint8Array>;
  /** The entries' names, for the tests and the log. */
  names: string[];
}

/** The package's own files, before the receipts folder. */
export const TAX_PACKAGE_FILES = {
  profitLossPdf: (year: number) => `EÜR-${year}.pdf`,
  anlageVPdf: (year: number) => `Anlage-V-${year}.pdf`,
  workbook: (year: number) => `EÜR-und-Anlage-V-${year}.xlsx`,
  datev: (year: number) => `EXTF_Buchungsstapel_${year}.csv`,
  readme: "LIESMICH.txt",
  receiptsFolder: "Belege",
} as const;

function readme(input: { propertyName: string; year: number; createdOn: string; datev: boolean; receipts: number }): string {
  const f = TAX_PACKAGE_FILES;
  const lines = [
    `Steuerpaket ${input.year} – ${input.propertyName}`,
    `Erstellt mit Hausbuch am ${input.createdOn.split("-").reverse().join(".")}.`,
    "",
    `${f.profitLossPdf(input.year)}: Einnahmen-Überschuss-Rechnung nach Zahlungsdatum (§ 11 EStG), mit AfA und Vorjahr.`,
    `${f.anlageVPdf(input.year)}: die Beträge je Zeile der Anlage V.`,
    `${f.workbook(input.year)}: dieselben Tabellen mit echten Zahlen für Excel.`,
    input.datev
      ? `${f.datev(input.year)}: die Buchungen des Jahres als DATEV-Buchungsstapel (EXTF, Windows-1252).`
      : "Kein DATEV-Buchungsstapel: Die DATEV-Einstellungen (Berater- und Mandantennummer) fehlen noch.",
    input.receipts > 0 ? `${f.receiptsFolder}/: ${input.receipts} Belege, benannt nach Belegnummer.` : "Keine Belege zu den Buchungen des Jahres.",
    "manifest.sha256: die SHA-256-Prüfsummen aller Dateien (prüfbar mit „sha256sum -c manifest.sha256“).",
    "",
  ];
  // CRLF: the file is read on Windows as often as anywhere.
  return lines.join("\r\n");
}

/**
 * GET /properties/:id/tax-package.zip?year: one property's tax year for the advisor in one
 * stored ZIP — the P&L and Anlage V as PDF, both as XLSX, the DATEV Buchungsstapel (when the
 * DATEV settings exist), the receipts, a LIESMICH.txt and manifest.sha256 over all of them.
 * Everything that can fail with a message fails before the first byte (receipts-zip.ts).
 */
export async function buildTaxPackage({
  db,
  documents,
  actor,
  propertyId,
  query,
  limits = RECEIPTS_ZIP_LIMITS,
}: {
  db: Db;
  documents: DocumentStores;
  actor: Actor;
  propertyId: string;
  query: AnlageVQuery;
  limits?: ZipLimits;
}): Promise<TaxPackage> {
  authorize(actor, "read");
  const property = await findOwnedProperty(db, actor.workspaceId, propertyId);
  const year = query.year;
  // The Anlage V first: a year without a form is a 400 before anything is rendered.
  const anlageV = await getAnlageV({ db, actor, propertyId, query });
  const [profitLoss, settings, receipts] = await Promise.all([
    getProfitLoss({ db, actor, query: { year, propertyId } }),
    findDatevSettings(db, actor.workspaceId),
    receiptZipEntries({ db, documents, actor, year, propertyId, folder: TAX_PACKAGE_FILES.receiptsFolder, maxFiles: limits.maxFiles }),
  ]);
  const createdOn = today();
  const [profitLossPdf, anlageVPdf, workbook, datev] = await Promise.all([
    renderPdf(profitLossDocument(profitLoss, { createdOn })),
    renderPdf(anlageVDocument(anlageV, { createdOn })),
    profitLossXlsx(profitLoss, anlageV),
    settings ? exportDatev({ db, actor, query: { year, propertyId } }) : null,
  ]);
  const f = TAX_PACKAGE_FILES;
  const text = readme({ propertyName: property.name, year, createdOn, datev: datev !== null, receipts: receipts.length });
  const sources: ZipSource[] = [
    memorySource(f.readme, new TextEncoder().encode(text)),
    memorySource(f.profitLossPdf(year), profitLossPdf),
    memorySource(f.anlageVPdf(year), anlageVPdf),
    memorySource(f.workbook(year), workbook),
    ...(datev ? [memorySource(f.datev(year), datev.bytes)] : []),
    ...receipts,
  ];
  const sizeBytes = assertZipLimits(sources, limits);
  await verifyZipSources(sources);
  return {
    fileName: reportFileName("Steuerpaket", year, property.name, "zip"),
    sizeBytes,
    body: zipStream(sources),
    names: sources.map((s) => s.name),
  };
}
