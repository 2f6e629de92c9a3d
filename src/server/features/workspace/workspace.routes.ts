import { Hono } from "hono";
import { addMemberSchema, renameWorkspaceSchema } from "@/shared/schemas/workspace";
import type { AppEnv } from "@/server/context";
import { input } from "@/server/http/openapi/route-input";
import { addMember, getWorkspace, listMembers, renameWorkspace } from "./members.service";

export const workspaceRoutes = () =>
  new Hono<AppEnv>()
    .get("/", async (c) => c.json(await getWorkspace({ db: c.var.db, actor: c.var.actor })))
    .patch("/", input({ body: renameWorkspaceSchema }), async (c) =>
      c.json(await renameWorkspace({ db: c.var.db, actor: c.var.actor, input: c.req.valid("json") })),
    )
    .get("/members", async (c) => c.json(await listMembers({ db: c.var.db, actor: c.var.actor })))
    // 202 for every address, added or not: the answer must not tell whether an account exists.
    .post("/members", input({ body: addMemberSchema }), async (c) =>
      c.json(await addMember({ db: c.var.db, actor: c.var.actor, input: c.req.valid("json") }), 202),
    );
