import { Hono } from "hono";
import { bankRuleInput, bankRuleUpdateInput } from "@/shared/schemas/bank-import";
import type { AppEnv } from "@/server/context";
import { input } from "@/server/http/openapi/route-input";
import { BANK_RULE, createBankRule, deleteBankRule, listBankRules, updateBankRule } from "./bank-rules.service";

/**
 * The rules of the bank import ("Immer so buchen"), mounted at /api/v1:
 * - GET/POST /bank-rules
 * - PATCH/DELETE /bank-rules/:id
 */
export const bankRuleRoutes = () =>
  new Hono<AppEnv>()
    .get("/bank-rules", async (c) => c.json(await listBankRules({ db: c.var.db, actor: c.var.actor })))
    .post("/bank-rules", input({ body: bankRuleInput }), async (c) =>
      c.json(await createBankRule({ db: c.var.db, actor: c.var.actor, input: c.req.valid("json") }), 201),
    )
    .patch("/bank-rules/:id", input({ ids: { id: BANK_RULE }, body: bankRuleUpdateInput }), async (c) =>
      c.json(await updateBankRule({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id, input: c.req.valid("json") })),
    )
    .delete("/bank-rules/:id", input({ ids: { id: BANK_RULE } }), async (c) => {
      await deleteBankRule({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id });
      return c.body(null, 204);
    });
