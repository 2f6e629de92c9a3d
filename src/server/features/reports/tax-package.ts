import { dateInAppTimeZone, formatDate, today } from "@/core/dates";
import { yearProfitLossQuery, type AnlageVQuery } from "@/shared/schemas/reports";
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
import { figuresOf, standingOfFigures } from "./tax-years.service";

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

type Standing = Awaited<ReturnType<typeof standingOfFigures>>;

/** Which finalised version the package's figures are, or that they are none (yet, or any more). */
function standingLine(standing: Standing): string {
  if (!standing) return "Das Steuerjahr ist noch nicht abgeschlossen: Die Zahlen können sich mit weiteren Buchungen noch ändern.";
  const on = formatDate(dateInAppTimeZone(standing.createdAt));
  return standing.matches
    ? `Die Zahlen entsprechen der abgeschlossenen Version ${standing.version} vom ${on}.`
    : `Achtung: Die Zahlen weichen von der abgeschlossenen Version ${standing.version} vom ${on} ab: Seitdem hat sich etwas geändert, das noch nicht erneut abgeschlossen ist.`;
}

function readme(input: { propertyName: string; year: number; createdOn: string; datev: boolean; receipts: number; standing: Standing }): string {
  const f = TAX_PACKAGE_FILES;
  const lines = [
    `Steuerpaket ${input.year} – ${input.propertyName}`,
    `Erstellt mit Hausbuch am ${formatDate(input.createdOn)}.`,
    standingLine(input.standing),
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
    getProfitLoss({ db, actor, query: yearProfitLossQuery(year, propertyId) }),
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
  const standing = await standingOfFigures(db, actor.workspaceId, { propertyId, year }, figuresOf(profitLoss, anlageV));
  const text = readme({ propertyName: property.name, year, createdOn, datev: datev !== null, receipts: receipts.length, standing });
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
    // The finalised version the figures are, in the name: "Steuerpaket-2025-Version-2-…".
    fileName: reportFileName("Steuerpaket", standing?.matches ? `${year}-Version-${standing.version}` : year, property.name, "zip"),
    sizeBytes,
    body: zipStream(sources),
    names: sources.map((s) => s.name),
  };
}
