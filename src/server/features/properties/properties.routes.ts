import { Hono } from "hono";
import { z } from "zod";
import { propertyInput, unitCreateInput, withVersion } from "@/shared/schemas/portfolio";
import type { AppEnv } from "@/server/context";
import { parseBody, parseWith } from "@/server/http/validate";
import { idParam } from "@/server/http/request";
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

export const propertyRoutes = () =>
  new Hono<AppEnv>()
    .get("/", async (c) => {
      const query = parseWith(propertyListQuery, c.req.query());
      return c.json(await listProperties({ db: c.var.db, actor: c.var.actor, query }));
    })
    .post("/", async (c) => {
      const input = await parseBody(c, propertyInput);
      return c.json(await createProperty({ db: c.var.db, actor: c.var.actor, input }), 201);
    })
    .get("/:id", async (c) => c.json(await getProperty({ db: c.var.db, actor: c.var.actor, id: idParam(c, PROPERTY) })))
    .patch("/:id", async (c) => {
      const id = idParam(c, PROPERTY);
      const input = await parseBody(c, propertyUpdate);
      return c.json(await updateProperty({ db: c.var.db, actor: c.var.actor, id, input }));
    })
    .delete("/:id", async (c) => {
      await deleteProperty({ db: c.var.db, actor: c.var.actor, id: idParam(c, PROPERTY) });
      return c.body(null, 204);
    })
    .get("/:id/units", async (c) => c.json(await listUnits({ db: c.var.db, actor: c.var.actor, propertyId: idParam(c, PROPERTY) })))
    .get("/:id/units/check-code", async (c) => {
      const propertyId = idParam(c, PROPERTY);
      const { code, excludeId } = parseWith(checkCodeQuery, c.req.query());
      return c.json(await checkUnitCode({ db: c.var.db, actor: c.var.actor, propertyId, code, excludeId }));
    })
    .post("/:id/units", async (c) => {
      const propertyId = idParam(c, PROPERTY);
      const input = await parseBody(c, unitCreateInput);
      return c.json(await createUnit({ db: c.var.db, actor: c.var.actor, propertyId, input }), 201);
    });
