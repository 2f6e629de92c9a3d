import { Hono } from "hono";
import { listQuery, pickerQuery, tenantInput, withVersion } from "@/shared/schemas/portfolio";
import type { AppEnv } from "@/server/context";
import { input } from "@/server/http/openapi/route-input";
import { listTenants } from "./tenant-list.service";
import { pickTenants } from "./tenant-picker.service";
import { TENANT, createTenant, deleteTenant, getTenant, updateTenant } from "./tenants.service";

// Updates carry the version the client read (409 when stale).
const tenantUpdate = withVersion(tenantInput);

const tenantId = input({ ids: { id: TENANT } });

export const tenantRoutes = () =>
  new Hono<AppEnv>()
    .get("/", input({ query: listQuery }), async (c) => c.json(await listTenants({ db: c.var.db, actor: c.var.actor, query: c.req.valid("query") })))
    // Before "/:id", which would otherwise take "picker" as an id.
    .get("/picker", input({ query: pickerQuery }), async (c) => c.json(await pickTenants({ db: c.var.db, actor: c.var.actor, query: c.req.valid("query") })))
    .post("/", input({ body: tenantInput }), async (c) => c.json(await createTenant({ db: c.var.db, actor: c.var.actor, input: c.req.valid("json") }), 201))
    .get("/:id", tenantId, async (c) => c.json(await getTenant({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id })))
    .patch("/:id", input({ ids: { id: TENANT }, body: tenantUpdate }), async (c) =>
      c.json(await updateTenant({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id, input: c.req.valid("json") })),
    )
    .delete("/:id", tenantId, async (c) => {
      await deleteTenant({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id });
      return c.body(null, 204);
    });
