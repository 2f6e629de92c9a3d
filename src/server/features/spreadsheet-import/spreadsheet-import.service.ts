import { sql } from "drizzle-orm";
import type { IsoDate } from "@/core/dates";
import { cents, sumCents, type Cents } from "@/core/money";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { AppError } from "@/server/http/errors";
import type { UploadedFile } from "@/server/http/upload";
import { messages } from "@/shared/messages";
import { spreadsheetCommitOptions, spreadsheetPreviewOptions, type SpreadsheetPreviewOptionsInput } from "@/shared/schemas/spreadsheet-import";
import { importEntities, type ImportEntity, type SpreadsheetImportReportDto, type SpreadsheetPreviewDto } from "@/shared/spreadsheet-import-types";
import { readSheetFile } from "./import-file";
import { importOptions } from "./import-options";
import { planImport, type ImportPlan } from "./import-plan";
import type { InterpretedRow } from "./interpret-rows";
import { writePlannedRecords } from "./import-write";
import { previewDto } from "./preview-dto";
import { oneReadingAtATime } from "./reading-queue";
import { readSheet, type SheetReading } from "./sheet-reading";
import { existingRecords } from "./workspace-records";

// "Aus Excel übernehmen" (issue 16). Stateless: the browser sends the file with each call, the
// preview writes nothing, and the commit reads and plans the file again and writes all of it
// in one transaction or nothing. Only those who may write may import (the preview is its
// first step), and the role is checked before the upload is read.

type Ctx = { db: Db; actor: Actor; read: () => Promise<UploadedFile> };

/** The file read and interpreted as the options say, one reading per process at a time. */
function readImport(file: UploadedFile, options: SpreadsheetPreviewOptionsInput): Promise<SheetReading> {
  return oneReadingAtATime(async () => readSheet(await readSheetFile(file.bytes, file.name), options));
}

/** The first and last payment date of the rows (bookings are compared within them), or null. */
function paymentDates(rows: readonly InterpretedRow[]): [IsoDate, IsoDate] | null {
  const dates = rows.map((r) => r.values.paymentDate).filter((d): d is IsoDate => d !== undefined).sort();
  return dates.length === 0 ? null : [dates[0]!, dates.at(-1)!];
}

async function planFor(db: Db, workspaceId: string, reading: SheetReading, rows: readonly InterpretedRow[]): Promise<ImportPlan> {
  const existing = await existingRecords(db, workspaceId, reading.target, paymentDates(rows));
  return planImport(reading.target, rows, existing);
}

/** POST /imports/spreadsheet/preview: every row with its interpretation, problems and records; nothing is written. */
export async function previewSpreadsheet({ db, actor, read }: Ctx): Promise<SpreadsheetPreviewDto> {
  authorize(actor, "write");
  const file = await read();
  const reading = await readImport(file, importOptions(file.fields, spreadsheetPreviewOptions));
  return previewDto(reading, await planFor(db, actor.workspaceId, reading, reading.rows));
}

/** 400 naming the rows that still have problems, each problem in the details. */
function rowsWithErrors(rows: readonly { rowNumber: number; errors: string[] }[]): AppError | null {
  const faulty = rows.filter((r) => r.errors.length > 0);
  if (faulty.length === 0) return null;
  const fields = faulty.flatMap((r) => r.errors.map((message) => ({ field: `rows.${r.rowNumber}`, message })));
  return new AppError("bad_request", messages.importRowsHaveErrors(faulty.map((r) => r.rowNumber)), { fields });
}

function counts(of: (entity: ImportEntity) => number): Record<ImportEntity, number> {
  return Object.fromEntries(importEntities.map((e) => [e, of(e)])) as Record<ImportEntity, number>;
}

/**
 * POST /imports/spreadsheet/commit: refuses (400) while a requirement is unmet or a row that is
 * not excluded has a problem; else writes the plan's records in one transaction. Imports of one
 * workspace take turns (an advisory lock), so the same file sent twice at once is planned the
 * second time against the first one's records and creates nothing again.
 */
export async function commitSpreadsheet({ db, actor, read }: Ctx): Promise<SpreadsheetImportReportDto> {
  authorize(actor, "write");
  const file = await read();
  const options = importOptions(file.fields, spreadsheetCommitOptions);
  const reading = await readImport(file, options);
  if (reading.unmet.length > 0) throw new AppError("bad_request", messages.importUnmet(reading.unmet.map((r) => r.label).join(", ")));
  const excluded = new Set(options.excludedRows);
  const included = reading.rows.filter((r) => !excluded.has(r.rowNumber));
  const unreadable = rowsWithErrors(included);
  if (unreadable) throw unreadable;

  const ws = actor.workspaceId;
  const plan = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`spreadsheet-import:${ws}`}))`);
    const planned = await planFor(tx, ws, reading, included);
    const refused = rowsWithErrors(planned.rows);
    if (refused) throw refused;
    await writePlannedRecords(tx, ws, actor.userId, planned.created);
    return planned;
  });

  const booked: Cents = sumCents([
    ...plan.created.bookings.map((b) => cents(b.input.amountCents)),
    ...plan.created.contracts.map((c) => cents(c.input.coldRentCents)),
  ]);
  const created = plan.created;
  const createdCount: Record<ImportEntity, number> = {
    property: created.properties.length,
    unit: created.units.length,
    tenant: created.tenants.length,
    contract: created.contracts.length,
    loan: created.loans.length,
    booking: created.bookings.length,
  };
  const dataRows = new Set(reading.rows.map((r) => r.rowNumber));
  return {
    created: createdCount,
    existing: counts((e) => plan.existing[e].length),
    importedRows: included.length,
    excludedRows: [...excluded].filter((n) => dataRows.has(n)).sort((a, b) => a - b),
    skippedRows: reading.skipped.length,
    bookedCents: booked,
  };
}
