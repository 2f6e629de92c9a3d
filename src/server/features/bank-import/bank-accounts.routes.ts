import { Hono } from "hono";
import { bankAccountInput, bankAccountUpdateInput } from "@/shared/schemas/bank-import";
import type { AppEnv } from "@/server/context";
import { idParam } from "@/server/http/request";
import { parseBody } from "@/server/http/validate";
import { BANK_ACCOUNT, createBankAccount, deleteBankAccount, getBankAccount, listBankAccounts, updateBankAccount } from "./bank-accounts.service";

/**
 * The landlord's bank accounts, mounted at /api/v1:
 * - GET/POST /bank-accounts
 * - GET/PATCH/DELETE /bank-accounts/:id (DELETE only without transactions)
 */
export const bankAccountRoutes = () =>
  new Hono<AppEnv>()
    .get("/bank-accounts", async (c) => c.json(await listBankAccounts({ db: c.var.db, actor: c.var.actor })))
    .post("/bank-accounts", async (c) => {
      const input = await parseBody(c, bankAccountInput);
      return c.json(await createBankAccount({ db: c.var.db, actor: c.var.actor, input }), 201);
    })
    .get("/bank-accounts/:id", async (c) => c.json(await getBankAccount({ db: c.var.db, actor: c.var.actor, id: idParam(c, BANK_ACCOUNT) })))
    .patch("/bank-accounts/:id", async (c) => {
      const id = idParam(c, BANK_ACCOUNT);
      const input = await parseBody(c, bankAccountUpdateInput);
      return c.json(await updateBankAccount({ db: c.var.db, actor: c.var.actor, id, input }));
    })
    .delete("/bank-accounts/:id", async (c) => {
      await deleteBankAccount({ db: c.var.db, actor: c.var.actor, id: idParam(c, BANK_ACCOUNT) });
      return c.body(null, 204);
    });
