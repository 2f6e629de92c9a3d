import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import type { Auth } from "./auth";
import type { AppEnv } from "./context";
import { PG_POOL_SIZE, type Database } from "./db/client";
import { AppError } from "@/server/http/errors";
import { constraintViolationError } from "./db/errors";
import type { Mailer } from "./mail";
import { authRoutes } from "./features/auth/auth.routes";
import { sessionAnswers } from "./features/auth/get-session";
import { healthRoutes } from "./features/health/health.routes";
import { loanRoutes } from "./features/loans/loans.routes";
import { METER_PHOTO_UPLOAD, meterRoutes } from "./features/meters/meters.routes";
import { occupancyHistoryRoutes } from "./features/occupancy-history/occupancy-history.routes";
import { operatingCostRoutes } from "./features/operating-costs/statements.routes";
import { rentRollRoutes } from "./features/rent-roll/rent-roll.routes";
import { meRoutes } from "./features/me/me.routes";
import { invitationRoutes, workspaceRoutes } from "./features/workspace/workspace.routes";
import { dataExportRoutes, WORKSPACE_IMPORT_UPLOAD } from "./features/data-export/export.routes";
import { bookingCategoryRoutes } from "./features/bookings/booking-categories.routes";
import { bookingRoutes } from "./features/bookings/bookings.routes";
import { closedYearRoutes } from "./features/bookings/closed-years.routes";
import { contractRoutes } from "./features/contracts/contracts.routes";
import { demoRoutes } from "./features/demo/demo.routes";
import { portfolioRoutes } from "./features/portfolio/portfolio.routes";
import { propertyRoutes } from "./features/properties/properties.routes";
import { recurringBookingRoutes } from "./features/recurring-bookings/recurring-bookings.routes";
import { reportRoutes } from "./features/reports/reports.routes";
import { reportPdfRoutes } from "./features/reports/report-pdf.routes";
import { reportSpreadsheetRoutes } from "./features/reports/report-spreadsheet.routes";
import { reportZipRoutes } from "./features/reports/report-zip.routes";
import { taxYearRoutes } from "./features/reports/tax-years.routes";
import { afaRoutes } from "./features/reports/afa.routes";
import { RECEIPT_UPLOAD, receiptRoutes } from "./features/receipts/receipts.routes";
import { bankAccountRoutes } from "./features/bank-import/bank-accounts.routes";
import { bankRuleRoutes } from "./features/bank-import/bank-rules.routes";
import { BANK_STATEMENT_IMPORT_UPLOAD, BANK_STATEMENT_PREVIEW_UPLOAD, bankStatementRoutes } from "./features/bank-import/bank-statements.routes";
import { bankTransactionRoutes } from "./features/bank-import/bank-transactions.routes";
import { SPREADSHEET_COMMIT_UPLOAD, SPREADSHEET_PREVIEW_UPLOAD, spreadsheetImportRoutes } from "./features/spreadsheet-import/spreadsheet-import.routes";
import { roomRoutes } from "./features/rooms/rooms.routes";
import { tenantRoutes } from "./features/tenants/tenants.routes";
import { unitRoutes } from "./features/units/units.routes";
import { describeErrorForLog } from "@/server/http/log-error";
import { apiDocsRoutes } from "@/server/http/openapi/api-docs.routes";
import { admissionLimit, type AdmissionOptions } from "@/server/http/admission";
import { apiBodyLimit, rejectNulBytes, sameOriginWrites } from "@/server/http/request-guard";
import { requireActor } from "./session";
import { clearOnAccountWrites, SessionCache } from "./session-cache";
import { staticRoutes } from "./static";
import type { DocumentStores } from "./storage";
import { messages } from "@/shared/messages";

export type AppDeps = {
  database: Database;
  /** Where receipt files live (DOCUMENT_STORAGE; storage/index.ts). */
  documents: DocumentStores;
  auth: Auth;
  mailer: Mailer;
  baseUrl: string;
  authSecretSet: boolean;
  trustProxy?: boolean;
  /** Folder of the built web app; omitted in API tests. */
  webDir?: string;
  /** The admission limit; by default the one for the database in use. */
  admission?: AdmissionOptions;
};

/**
 * Requests that run at once (decision 0036). PGlite answers one query after the other: a few in
 * flight keep its thread busy while the main thread prepares the next. PostgreSQL: as many as the
 * pool has connections, so an admitted request runs at once instead of queueing a second time
 * for a connection (with 32 admitted, 27 of 200 saturating users waited over 2 s: a second in
 * the admission queue, then most of another for the pool). A request that would wait longer
 * than a second for its turn is refused with 503 at once.
 */
const ADMISSION: Record<Database["kind"], AdmissionOptions> = {
  pglite: { maxConcurrent: 8, maxWaitMs: 1_000 },
  postgres: { maxConcurrent: PG_POOL_SIZE, maxWaitMs: 1_000 },
};

export function createApp(deps: AppDeps) {
  const { database, auth } = deps;
  const db = database.db;
  const app = new Hono<AppEnv>();
  // The only routes that take a file (multipart) instead of JSON, with their own size limit.
  const uploads = [RECEIPT_UPLOAD, SPREADSHEET_PREVIEW_UPLOAD, SPREADSHEET_COMMIT_UPLOAD, BANK_STATEMENT_PREVIEW_UPLOAD, BANK_STATEMENT_IMPORT_UPLOAD, WORKSPACE_IMPORT_UPLOAD, METER_PHOTO_UPLOAD];

  // nosniff, frame denial, referrer policy …; the CSP is set on the HTML shell (static.ts).
  app.use("*", secureHeaders({ contentSecurityPolicy: undefined, crossOriginEmbedderPolicy: false }));

  app.onError((err, c) => {
    if (err instanceof AppError) return c.json(err.toBody(), err.status);
    const constraint = constraintViolationError(err);
    if (constraint) return c.json(constraint.toBody(), constraint.status);
    if (err instanceof HTTPException && err.status < 500) {
      return c.json({ message: messages.badRequest, details: err.message, hint: null, code: "bad_request" }, err.status);
    }
    console.error(`[ERROR] Unerwarteter Fehler bei ${c.req.method} ${c.req.routePath}: ${describeErrorForLog(err)}`);
    return c.json({ message: messages.unexpected, details: null, hint: null, code: "internal" }, 500);
  });

  app.use("/api/*", apiBodyLimit({ uploads }), rejectNulBytes());
  // Health and the API docs stay outside: a monitor sees how the server really is.
  const admission = admissionLimit(deps.admission ?? ADMISSION[database.kind]);
  app.use("/api/auth/*", admission);
  app.use("/api/v1/*", admission);
  // The session check's short caches (decision 0036): the actor of /api/v1 and the answers of
  // GET /api/auth/get-session (features/auth/get-session.ts), one each per app, emptied by account writes.
  const sessions = new SessionCache();
  const getSessionAnswers = sessionAnswers();
  app.use("/api/*", clearOnAccountWrites(sessions, getSessionAnswers));
  // GET /api/v1/openapi.json and /api/docs, public: registered before /api/v1 asks for a session.
  app.route("/api", apiDocsRoutes({ routes: () => app.routes, uploads }));
  app.route("/api/health", healthRoutes(deps));
  app.route("/api/auth", authRoutes({ auth, db, trustProxy: deps.trustProxy ?? false, sessionAnswers: getSessionAnswers }));

  const v1 = new Hono<AppEnv>();
  v1.use("*", sameOriginWrites({ baseUrl: deps.baseUrl, trustProxy: deps.trustProxy ?? false, uploads }), requireActor(auth, db, sessions), async (c, next) => {
    c.set("documents", deps.documents);
    c.set("mailer", deps.mailer);
    c.set("baseUrl", deps.baseUrl);
    await next();
  });
  v1.route("/me", meRoutes({ auth }));
  v1.route("/", dataExportRoutes()); // /workspace/export and /workspace/import, before /workspace
  v1.route("/workspace", workspaceRoutes());
  v1.route("/invitations", invitationRoutes());
  v1.route("/portfolio", portfolioRoutes());
  v1.route("/properties", propertyRoutes());
  v1.route("/units", unitRoutes());
  v1.route("/rooms", roomRoutes());
  v1.route("/tenants", tenantRoutes());
  v1.route("/demo", demoRoutes());
  v1.route("/", contractRoutes());
  v1.route("/", loanRoutes());
  v1.route("/", rentRollRoutes());
  v1.route("/", receiptRoutes());
  v1.route("/", bookingRoutes());
  v1.route("/", bookingCategoryRoutes());
  v1.route("/", closedYearRoutes());
  v1.route("/", recurringBookingRoutes());
  v1.route("/", reportRoutes());
  v1.route("/", reportPdfRoutes());
  v1.route("/", reportSpreadsheetRoutes());
  v1.route("/", reportZipRoutes());
  v1.route("/", taxYearRoutes());
  v1.route("/", afaRoutes());
  v1.route("/", bankAccountRoutes());
  v1.route("/", bankStatementRoutes());
  v1.route("/", bankTransactionRoutes());
  v1.route("/", bankRuleRoutes());
  v1.route("/", spreadsheetImportRoutes());
  v1.route("/", meterRoutes());
  v1.route("/", occupancyHistoryRoutes());
  v1.route("/", operatingCostRoutes());
  app.route("/api/v1", v1);

  app.all("/api/*", (c) =>
    c.json({ message: messages.unknownEndpoint, details: null, hint: null, code: "not_found" }, 404),
  );

  if (deps.webDir) app.route("/", staticRoutes(deps.webDir, { baseUrl: deps.baseUrl }));
  return app;
}

export type App = ReturnType<typeof createApp>;
