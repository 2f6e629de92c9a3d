import { Hono } from "hono";
import { prepaymentAdjustmentInput, statementCreateInput, statementDeadlinesQuery, statementMailInput, statementSentInput, statementUpdateInput, statementVersionInput } from "@/shared/schemas/operating-costs";
import type { AppEnv } from "@/server/context";
import { input } from "@/server/http/openapi/route-input";
import { contentDisposition } from "@/server/http/content-disposition";
import { XLSX_CONTENT_TYPE } from "@/server/spreadsheet/spreadsheet";
import { CONTRACT } from "@/server/features/contracts";
import { PROPERTY } from "@/server/features/properties";
import { adjustPrepayment } from "./prepayment-adjustment.service";
import { listStatementDeadlines } from "./deadlines.service";
import { statementLetterPdf, statementLettersZip, statementWorkbook } from "./statement-files.service";
import { mailStatementLetters } from "./statement-mail.service";
import { correctStatement, createStatement, deleteStatement, finaliseStatement, getStatement, listStatements, markStatementSent, STATEMENT, updateStatement } from "./statements.service";

/**
 * Die Nebenkostenabrechnung (issue 19), mounted at /api/v1:
 * - GET/POST /properties/:propertyId/operating-cost-statements   the property's statements; a new draft
 * - GET/PATCH/DELETE /operating-cost-statements/:id               computed draft or frozen version; settings; drop a draft
 * - POST /operating-cost-statements/:id/finalise                  pre-check, then freeze
 * - POST /operating-cost-statements/:id/corrections               the next revision of a finalised version
 * - POST /operating-cost-statements/:id/sent                      the dispatch date
 * - POST /operating-cost-statements/:id/mail                      e-mail chosen tenants their letters
 * - POST /operating-cost-statements/:id/prepayment-adjustments    a tenant's § 560 (4) proposal into the rent history
 * - GET /operating-cost-statements/:id/letters                    every tenant's letter (ZIP)
 * - GET /operating-cost-statements/:id/letters/:contractId         the tenant's letter (PDF)
 * - GET /operating-cost-statements/:id/workbook                   the computation (XLSX)
 * - GET /operating-cost-deadlines[?propertyId=]                    the statements still owed, with their deadlines
 */
export const operatingCostRoutes = () =>
  new Hono<AppEnv>()
    .get("/operating-cost-deadlines", input({ query: statementDeadlinesQuery }), async (c) =>
      c.json(await listStatementDeadlines({ db: c.var.db, actor: c.var.actor, propertyId: c.req.valid("query").propertyId })),
    )
    .get("/properties/:propertyId/operating-cost-statements", input({ ids: { propertyId: PROPERTY } }), async (c) =>
      c.json(await listStatements({ db: c.var.db, actor: c.var.actor, propertyId: c.req.valid("param").propertyId })),
    )
    .post("/properties/:propertyId/operating-cost-statements", input({ ids: { propertyId: PROPERTY }, body: statementCreateInput }), async (c) =>
      c.json(await createStatement({ db: c.var.db, actor: c.var.actor, propertyId: c.req.valid("param").propertyId, input: c.req.valid("json") }), 201),
    )
    .get("/operating-cost-statements/:id", input({ ids: { id: STATEMENT } }), async (c) =>
      c.json(await getStatement({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id })),
    )
    .patch("/operating-cost-statements/:id", input({ ids: { id: STATEMENT }, body: statementUpdateInput }), async (c) =>
      c.json(await updateStatement({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id, input: c.req.valid("json") })),
    )
    .delete("/operating-cost-statements/:id", input({ ids: { id: STATEMENT } }), async (c) => {
      await deleteStatement({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id });
      return c.body(null, 204);
    })
    .post("/operating-cost-statements/:id/finalise", input({ ids: { id: STATEMENT }, body: statementVersionInput }), async (c) =>
      c.json(await finaliseStatement({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id, version: c.req.valid("json").version })),
    )
    .post("/operating-cost-statements/:id/corrections", input({ ids: { id: STATEMENT }, body: statementVersionInput }), async (c) =>
      c.json(await correctStatement({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id, version: c.req.valid("json").version }), 201),
    )
    .post("/operating-cost-statements/:id/sent", input({ ids: { id: STATEMENT }, body: statementSentInput }), async (c) => {
      const body = c.req.valid("json");
      return c.json(await markStatementSent({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id, version: body.version, sentOn: body.sentOn }));
    })
    .post("/operating-cost-statements/:id/mail", input({ ids: { id: STATEMENT }, body: statementMailInput }), async (c) =>
      c.json(await mailStatementLetters({ db: c.var.db, actor: c.var.actor, mailer: c.var.mailer, id: c.req.valid("param").id, input: c.req.valid("json") })),
    )
    .post("/operating-cost-statements/:id/prepayment-adjustments", input({ ids: { id: STATEMENT }, body: prepaymentAdjustmentInput }), async (c) =>
      c.json(await adjustPrepayment({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id, input: c.req.valid("json") }), 201),
    )
    .get("/operating-cost-statements/:id/letters/:contractId", input({ ids: { id: STATEMENT, contractId: CONTRACT } }), async (c) => {
      const { id, contractId } = c.req.valid("param");
      const { fileName, bytes } = await statementLetterPdf({ db: c.var.db, actor: c.var.actor, id, contractId });
      return c.body(new Uint8Array(bytes), 200, { "Content-Type": "application/pdf", "Content-Disposition": contentDisposition("attachment", fileName), "Cache-Control": "private, no-store" });
    })
    .get("/operating-cost-statements/:id/letters", input({ ids: { id: STATEMENT } }), async (c) => {
      const { fileName, bytes } = await statementLettersZip({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id });
      return c.body(new Uint8Array(bytes), 200, { "Content-Type": "application/zip", "Content-Disposition": contentDisposition("attachment", fileName), "Cache-Control": "private, no-store" });
    })
    .get("/operating-cost-statements/:id/workbook", input({ ids: { id: STATEMENT } }), async (c) => {
      const { fileName, bytes } = await statementWorkbook({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id });
      return c.body(new Uint8Array(bytes), 200, { "Content-Type": XLSX_CONTENT_TYPE, "Content-Disposition": contentDisposition("attachment", fileName), "Cache-Control": "private, no-store" });
    });
