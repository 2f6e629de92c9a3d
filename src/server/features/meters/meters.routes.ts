import { Hono } from "hono";
import { meterCreateInput, meterReadingInput, meterReadingUpdateInput, meterReplaceInput, meterUpdateInput } from "@/shared/schemas/meters";
import type { AppEnv } from "@/server/context";
import { input } from "@/server/http/openapi/route-input";
import type { UploadRoute } from "@/server/http/request-guard";
import { readUploadedFile } from "@/server/http/upload";
import { RECEIPT_MAX_BYTES } from "@/shared/limits";
import { messages } from "@/shared/messages";
import { PROPERTY } from "@/server/features/properties";
import { UNIT } from "@/server/features/units";
import { deleteReadingPhoto, putReadingPhoto } from "./meter-reading-photo.service";
import { createReading, deleteReading, METER_READING, updateReading } from "./meter-readings.service";
import { createMeter, deleteMeter, listMeters, METER, replaceMeter, updateMeter } from "./meters.service";

/** The photo's upload: the request guard lets multipart through here (app.ts `uploads`). */
export const METER_PHOTO_UPLOAD: UploadRoute = { method: "POST", path: "/api/v1/meter-readings/:id/photo", maxFileBytes: RECEIPT_MAX_BYTES, tooLarge: messages.meterPhotoTooLarge };

const readingId = input({ ids: { id: METER_READING } });

/**
 * Meters and readings (Zählerstände, issue 19), mounted at /api/v1:
 * - GET/POST /units/:unitId/meters             the unit's meters
 * - GET/POST /properties/:propertyId/meters    the building's meters (no unit)
 * - PATCH/DELETE /meters/:id, POST /meters/:id/replace, POST /meters/:id/readings
 * - PATCH/DELETE /meter-readings/:id
 * - POST (multipart, field `file`) / DELETE /meter-readings/:id/photo   the reading's photo
 */
export const meterRoutes = () =>
  new Hono<AppEnv>()
    .get("/units/:unitId/meters", input({ ids: { unitId: UNIT } }), async (c) =>
      c.json(await listMeters({ db: c.var.db, actor: c.var.actor, owner: { unitId: c.req.valid("param").unitId } })),
    )
    .post("/units/:unitId/meters", input({ ids: { unitId: UNIT }, body: meterCreateInput }), async (c) =>
      c.json(await createMeter({ db: c.var.db, actor: c.var.actor, owner: { unitId: c.req.valid("param").unitId }, input: c.req.valid("json") }), 201),
    )
    .get("/properties/:propertyId/meters", input({ ids: { propertyId: PROPERTY } }), async (c) =>
      c.json(await listMeters({ db: c.var.db, actor: c.var.actor, owner: { propertyId: c.req.valid("param").propertyId } })),
    )
    .post("/properties/:propertyId/meters", input({ ids: { propertyId: PROPERTY }, body: meterCreateInput }), async (c) =>
      c.json(await createMeter({ db: c.var.db, actor: c.var.actor, owner: { propertyId: c.req.valid("param").propertyId }, input: c.req.valid("json") }), 201),
    )
    .patch("/meters/:id", input({ ids: { id: METER }, body: meterUpdateInput }), async (c) =>
      c.json(await updateMeter({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id, input: c.req.valid("json") })),
    )
    .delete("/meters/:id", input({ ids: { id: METER } }), async (c) => {
      await deleteMeter({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id });
      return c.body(null, 204);
    })
    .post("/meters/:id/replace", input({ ids: { id: METER }, body: meterReplaceInput }), async (c) =>
      c.json(await replaceMeter({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id, input: c.req.valid("json") }), 201),
    )
    .post("/meters/:id/readings", input({ ids: { id: METER }, body: meterReadingInput }), async (c) =>
      c.json(await createReading({ db: c.var.db, actor: c.var.actor, meterId: c.req.valid("param").id, input: c.req.valid("json") }), 201),
    )
    .patch("/meter-readings/:id", input({ ids: { id: METER_READING }, body: meterReadingUpdateInput }), async (c) =>
      c.json(await updateReading({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id, input: c.req.valid("json") })),
    )
    .delete("/meter-readings/:id", readingId, async (c) => {
      await deleteReading({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id });
      return c.body(null, 204);
    })
    .post("/meter-readings/:id/photo", readingId, async (c) =>
      c.json(
        await putReadingPhoto({ db: c.var.db, documents: c.var.documents, actor: c.var.actor, id: c.req.valid("param").id, read: () => readUploadedFile(c, METER_PHOTO_UPLOAD) }),
      ),
    )
    .delete("/meter-readings/:id/photo", readingId, async (c) => {
      await deleteReadingPhoto({ db: c.var.db, documents: c.var.documents, actor: c.var.actor, id: c.req.valid("param").id });
      return c.body(null, 204);
    });
