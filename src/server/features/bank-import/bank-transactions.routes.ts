import { Hono } from "hono";
import { bankTransactionConfirmInput, bankTransactionListQuery, bankTransactionVersionInput } from "@/shared/schemas/bank-import";
import type { AppEnv } from "@/server/context";
import { idParam } from "@/server/http/request";
import { parseBody, parseWith } from "@/server/http/validate";
import { BANK_TRANSACTION, confirmBankTransaction, ignoreBankTransaction, listBankTransactions, reopenBankTransaction } from "./bank-transactions.service";

/**
 * Imported bank transactions, mounted at /api/v1:
 * - GET /bank-transactions?status=open|booked|ignored&bankAccountId= (open: all, with proposals; booked/ignored: the newest 2.000)
 * - POST /bank-transactions/:id/confirm | ignore | reopen (with the version read)
 */
export const bankTransactionRoutes = () =>
  new Hono<AppEnv>()
    .get("/bank-transactions", async (c) =>
      c.json(await listBankTransactions({ db: c.var.db, actor: c.var.actor, query: parseWith(bankTransactionListQuery, c.req.query()) })),
    )
    .post("/bank-transactions/:id/confirm", async (c) => {
      const id = idParam(c, BANK_TRANSACTION);
      const input = await parseBody(c, bankTransactionConfirmInput);
      return c.json(await confirmBankTransaction({ db: c.var.db, actor: c.var.actor, id, input }));
    })
    .post("/bank-transactions/:id/ignore", async (c) => {
      const id = idParam(c, BANK_TRANSACTION);
      const { version } = await parseBody(c, bankTransactionVersionInput);
      return c.json(await ignoreBankTransaction({ db: c.var.db, actor: c.var.actor, id, version }));
    })
    .post("/bank-transactions/:id/reopen", async (c) => {
      const id = idParam(c, BANK_TRANSACTION);
      const { version } = await parseBody(c, bankTransactionVersionInput);
      return c.json(await reopenBankTransaction({ db: c.var.db, actor: c.var.actor, id, version }));
    });
