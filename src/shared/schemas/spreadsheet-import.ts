import { z } from "zod";
import { SPREADSHEET_IMPORT_MAX_COLUMNS, SPREADSHEET_IMPORT_MAX_ROWS } from "@/shared/limits";
import { messages } from "@/shared/messages";
import { importTargets } from "@/shared/spreadsheet-import-types";
import { tenantInput } from "./portfolio";

// "Aus Excel übernehmen" (issue 16): the options that travel with the file (multipart field
// `options`, a JSON text of SpreadsheetPreviewOptions / SpreadsheetCommitOptions), and the one
// rule in which an imported record differs from its form.

/**
 * Every field a sheet's column can be read as (SpreadsheetFieldDto.key). The server's field
 * catalogue (src/server/features/spreadsheet-import/columns.ts FIELDS) is typed against this
 * list, so the two cannot drift; which fields a target has is the server's business.
 */
export const spreadsheetFieldKeys = [
  "propertyName",
  "street",
  "houseNumber",
  "postcode",
  "city",
  "propertyKind",
  "yearBuilt",
  "purchasePrice",
  "purchaseDate",
  "unitCode",
  "unitType",
  "area",
  "rooms",
  "hasBalcony",
  "tenantName",
  "firstName",
  "lastName",
  "email",
  "phone",
  "iban",
  "startDate",
  "endDate",
  "coldRent",
  "serviceCharge",
  "deposit",
  "isLimitedTerm",
  "warmRent",
  "rentPerArea",
  "lender",
  "loanAmount",
  "disbursementDate",
  "interestRate",
  "initialRepayment",
  "monthlyPayment",
  "fixationEnd",
  "paymentDate",
  "bookingAmount",
  "category",
  "bookingText",
  "counterparty",
] as const;
export type SpreadsheetFieldKey = (typeof spreadsheetFieldKeys)[number];

const target = z.enum(importTargets, { message: messages.importTargetInvalid });

/** POST /imports/spreadsheet/preview: the options beside the file. */
export const spreadsheetPreviewOptions = z.object({
  target,
  sheet: z.string({ message: messages.importSheetNameInvalid }).max(200, messages.importSheetNameInvalid).optional(),
  headerRow: z
    .number({ message: messages.importHeaderRowInvalid })
    .int(messages.importHeaderRowInvalid)
    .min(1, messages.importHeaderRowInvalid)
    .max(SPREADSHEET_IMPORT_MAX_ROWS, messages.importHeaderRowInvalid)
    .optional(),
  mapping: z
    .array(z.enum(spreadsheetFieldKeys, { message: messages.importFieldUnknown }).nullable(), { message: messages.importMappingInvalid })
    .max(SPREADSHEET_IMPORT_MAX_COLUMNS, messages.importMappingInvalid)
    .optional(),
});
export type SpreadsheetPreviewOptionsInput = z.output<typeof spreadsheetPreviewOptions>;

/** POST /imports/spreadsheet/commit: the preview's options plus the rows the user left out. */
export const spreadsheetCommitOptions = spreadsheetPreviewOptions.extend({
  excludedRows: z
    .array(
      z
        .number({ message: messages.importExcludedRowsInvalid })
        .int(messages.importExcludedRowsInvalid)
        .min(1, messages.importExcludedRowsInvalid)
        .max(SPREADSHEET_IMPORT_MAX_ROWS, messages.importExcludedRowsInvalid),
      { message: messages.importExcludedRowsInvalid },
    )
    .max(SPREADSHEET_IMPORT_MAX_ROWS, messages.importExcludedRowsInvalid),
});
export type SpreadsheetCommitOptionsInput = z.output<typeof spreadsheetCommitOptions>;

/** GET /imports/spreadsheet/template.(xlsx|csv)?target=… */
export const spreadsheetTemplateQuery = z.object({ target });

/**
 * A tenant read from a sheet. As with the unit form's tenant name, a single word
 * ("Schmidt", "Hausverwaltung") is the last name with an empty first name; every other
 * rule is the tenant form's (tenantInput).
 */
export const importedTenantInput = tenantInput.extend({ firstName: z.literal("").or(tenantInput.shape.firstName) });
export type ImportedTenantInput = z.output<typeof importedTenantInput>;
