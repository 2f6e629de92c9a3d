import { Hono } from "hono";
import { listQuery, tenantInput, withVersion } from "@/shared/schemas/portfolio";
import type { AppEnv } from "@/server/context";
import { parseBody, parseWith } from "@/server/http/validate";
import { idParam } from "@/server/http/request";
import { listTenants } from "./tenant-list.service";
import { TENANT, createTenant, deleteTenant, getTenant, listAllTenants, updateTenant } from "./tenants.service";

// Updates carry the version the client read (409 when stale).
const tenantUpdate = withVersion(tenantInput);

export const tenantRoutes = () =>
  new Hono<AppEnv>()
    .get("/", async (c) => {
      const query = parseWith(listQuery, c.req.query());
      return c.json(await listTenants({ db: c.var.db, actor: c.var.actor, query }));
    })
    // Before "/:id", which would otherwise take "all" as an id.
    .get("/all", async (c) => c.json(await listAllTenants({ db: c.var.db, actor: c.var.actor })))
    .post("/", async (c) => {
      const input = await parseBody(c, tenantInput);
      return c.json(await createTenant({ db: c.var.db, actor: c.var.actor, input }), 201);
    })
    .get("/:id", async (c) => c.json(await getTenant({ db: c.var.db, actor: c.var.actor, id: idParam(c, TENANT) })))
    .patch("/:id", async (c) => {
      const id = idParam(c, TENANT);
      const input = await parseBody(c, tenantUpdate);
      return c.json(await updateTenant({ db: c.var.db, actor: c.var.actor, id, input }));
    })
    .delete("/:id", async (c) => {
      await deleteTenant({ db: c.var.db, actor: c.var.actor, id: idParam(c, TENANT) });
      return c.body(null, 204);
    });
