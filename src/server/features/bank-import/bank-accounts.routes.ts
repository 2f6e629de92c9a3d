import { Hono } from "hono";
import { bankAccountInput, bankAccountUpdateInput } from "@/shared/schemas/bank-import";
import type { AppEnv } from "@/server/context";
import { input } from "@/server/http/openapi/route-input";
import { BANK_ACCOUNT, createBankAccount, deleteBankAccount, getBankAccount, listBankAccounts, updateBankAccount } from "./bank-accounts.service";

const accountId = input({ ids: { id: BANK_ACCOUNT } });

/**
 * The landlord's bank accounts, mounted at /api/v1:
 * - GET/POST /bank-accounts
 * - GET/PATCH/DELETE /bank-accounts/:id (DELETE only without transactions)
 */
export const bankAccountRoutes = () =>
  new Hono<AppEnv>()
    .get("/bank-accounts", async (c) => c.json(await listBankAccounts({ db: c.var.db, actor: c.var.actor })))
    .post("/bank-accounts", input({ body: bankAccountInput }), async (c) =>
      c.json(await createBankAccount({ db: c.var.db, actor: c.var.actor, input: c.req.valid("json") }), 201),
    )
    .get("/bank-accounts/:id", accountId, async (c) => c.json(await getBankAccount({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id })))
    .patch("/bank-accounts/:id", input({ ids: { id: BANK_ACCOUNT }, body: bankAccountUpdateInput }), async (c) =>
      c.json(await updateBankAccount({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id, input: c.req.valid("json") })),
    )
    .delete("/bank-accounts/:id", accountId, async (c) => {
      await deleteBankAccount({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id });
      return c.body(null, 204);
    });
