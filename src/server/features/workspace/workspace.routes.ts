import { Hono } from "hono";
import { addMemberSchema, renameWorkspaceSchema } from "@/shared/schemas/workspace";
import type { AppEnv } from "@/server/context";
import { parseBody } from "@/server/http/validate";
import { addMember, getWorkspace, listMembers, renameWorkspace } from "./members.service";

export const workspaceRoutes = () =>
  new Hono<AppEnv>()
    .get("/", async (c) => c.json(await getWorkspace({ db: c.var.db, actor: c.var.actor })))
    .patch("/", async (c) => {
      const input = await parseBody(c, renameWorkspaceSchema);
      return c.json(await renameWorkspace({ db: c.var.db, actor: c.var.actor, input }));
    })
    .get("/members", async (c) => c.json(await listMembers({ db: c.var.db, actor: c.var.actor })))
    .post("/members", async (c) => {
      const input = await parseBody(c, addMemberSchema);
      // 202 for every address, added or not: the answer must not tell whether an account exists.
      return c.json(await addMember({ db: c.var.db, actor: c.var.actor, input }), 202);
    });
