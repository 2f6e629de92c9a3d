import { Hono } from "hono";
import { bankTransactionConfirmInput, bankTransactionListQuery, bankTransactionVersionInput } from "@/shared/schemas/bank-import";
import type { AppEnv } from "@/server/context";
import { input } from "@/server/http/openapi/route-input";
import { BANK_TRANSACTION, confirmBankTransaction, ignoreBankTransaction, listBankTransactions, reopenBankTransaction } from "./bank-transactions.service";

const withVersion = input({ ids: { id: BANK_TRANSACTION }, body: bankTransactionVersionInput });

/**
 * Imported bank transactions, mounted at /api/v1:
 * - GET /bank-transactions?status=open|booked|ignored&bankAccountId= (open: all, with proposals; booked/ignored: the newest 2.000)
 * - POST /bank-transactions/:id/confirm | ignore | reopen (with the version read)
 */
export const bankTransactionRoutes = () =>
  new Hono<AppEnv>()
    .get("/bank-transactions", input({ query: bankTransactionListQuery }), async (c) =>
      c.json(await listBankTransactions({ db: c.var.db, actor: c.var.actor, query: c.req.valid("query") })),
    )
    .post("/bank-transactions/:id/confirm", input({ ids: { id: BANK_TRANSACTION }, body: bankTransactionConfirmInput }), async (c) =>
      c.json(await confirmBankTransaction({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id, input: c.req.valid("json") })),
    )
    .post("/bank-transactions/:id/ignore", withVersion, async (c) =>
      c.json(await ignoreBankTransaction({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id, version: c.req.valid("json").version })),
    )
    .post("/bank-transactions/:id/reopen", withVersion, async (c) =>
      c.json(await reopenBankTransaction({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id, version: c.req.valid("json").version })),
    );
