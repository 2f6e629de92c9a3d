import { Hono } from "hono";
import { bankRuleInput, bankRuleUpdateInput } from "@/shared/schemas/bank-import";
import type { AppEnv } from "@/server/context";
import { idParam } from "@/server/http/request";
import { parseBody } from "@/server/http/validate";
import { BANK_RULE, createBankRule, deleteBankRule, listBankRules, updateBankRule } from "./bank-rules.service";

/**
 * The rules of the bank import ("Immer so buchen"), mounted at /api/v1:
 * - GET/POST /bank-rules
 * - PATCH/DELETE /bank-rules/:id
 */
export const bankRuleRoutes = () =>
  new Hono<AppEnv>()
    .get("/bank-rules", async (c) => c.json(await listBankRules({ db: c.var.db, actor: c.var.actor })))
    .post("/bank-rules", async (c) => {
      const input = await parseBody(c, bankRuleInput);
      return c.json(await createBankRule({ db: c.var.db, actor: c.var.actor, input }), 201);
    })
    .patch("/bank-rules/:id", async (c) => {
      const id = idParam(c, BANK_RULE);
      const input = await parseBody(c, bankRuleUpdateInput);
      return c.json(await updateBankRule({ db: c.var.db, actor: c.var.actor, id, input }));
    })
    .delete("/bank-rules/:id", async (c) => {
      await deleteBankRule({ db: c.var.db, actor: c.var.actor, id: idParam(c, BANK_RULE) });
      return c.body(null, 204);
    });
