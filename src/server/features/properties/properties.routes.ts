import { Hono } from "hono";
import { z } from "zod";
import { propertyInput, unitCreateInput, withVersion } from "@/shared/schemas/portfolio";
import type { AppEnv } from "@/server/context";
import { input } from "@/server/http/openapi/route-input";
import { listUnits } from "@/server/features/units";
import { checkUnitCode, createUnit } from "@/server/features/units";
import { PROPERTY, createProperty, deleteProperty, getProperty, updateProperty } from "./properties.service";
import { listProperties, propertyListQuery } from "./property-list.service";
import { messages } from "@/shared/messages";

const checkCodeQuery = z.object({
  code: z.string().max(200, messages.tooLong(200)).default(""),
  excludeId: z
    .string()
    .transform((v) => (v === "" ? null : v))
    .pipe(z.uuid(messages.invalidUnitId).nullable())
    .default(null),
});

// Updates carry the version the client read (409 when stale).
const propertyUpdate = withVersion(propertyInput);

const propertyId = input({ ids: { id: PROPERTY } });

export const propertyRoutes = () =>
  new Hono<AppEnv>()
    .get("/", input({ query: propertyListQuery }), async (c) => c.json(await listProperties({ db: c.var.db, actor: c.var.actor, query: c.req.valid("query") })))
    .post("/", input({ body: propertyInput }), async (c) =>
      c.json(await createProperty({ db: c.var.db, actor: c.var.actor, input: c.req.valid("json") }), 201),
    )
    .get("/:id", propertyId, async (c) => c.json(await getProperty({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id })))
    .patch("/:id", input({ ids: { id: PROPERTY }, body: propertyUpdate }), async (c) =>
      c.json(await updateProperty({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id, input: c.req.valid("json") })),
    )
    .delete("/:id", propertyId, async (c) => {
      await deleteProperty({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id });
      return c.body(null, 204);
    })
    .get("/:id/units", propertyId, async (c) => c.json(await listUnits({ db: c.var.db, actor: c.var.actor, propertyId: c.req.valid("param").id })))
    .get("/:id/units/check-code", input({ ids: { id: PROPERTY }, query: checkCodeQuery }), async (c) => {
      const { code, excludeId } = c.req.valid("query");
      return c.json(await checkUnitCode({ db: c.var.db, actor: c.var.actor, propertyId: c.req.valid("param").id, code, excludeId }));
    })
    .post("/:id/units", input({ ids: { id: PROPERTY }, body: unitCreateInput }), async (c) =>
      c.json(await createUnit({ db: c.var.db, actor: c.var.actor, propertyId: c.req.valid("param").id, input: c.req.valid("json") }), 201),
    );
