import { Hono } from "hono";
import { afaAssetInput, afaAssetUpdateInput, afaQuery, afaSettingsInput } from "@/shared/schemas/afa";
import type { AppEnv } from "@/server/context";
import { PROPERTY } from "@/server/features/properties";
import { input } from "@/server/http/openapi/route-input";
import { AFA_ASSET, createAfaAsset, deleteAfaAsset, getPropertyAfa, saveAfaSettings, updateAfaAsset } from "./afa.service";

/**
 * A property's AfA (issue 15), mounted at /api/v1:
 * - GET    /properties/:id/afa?year — settings, §7(5a) check, the building's and the assets' tables, totals per year
 * - PUT    /properties/:id/afa-settings — method, Fertigstellung, Baubeginn (version optional)
 * - POST   /properties/:id/afa-assets — a movable asset (201)
 * - PATCH  /afa-assets/:id — versioned
 * - DELETE /afa-assets/:id — 204
 */
export const afaRoutes = () =>
  new Hono<AppEnv>()
    .get("/properties/:id/afa", input({ ids: { id: PROPERTY }, query: afaQuery }), async (c) =>
      c.json(await getPropertyAfa({ db: c.var.db, actor: c.var.actor, propertyId: c.req.valid("param").id, query: c.req.valid("query") })),
    )
    .put("/properties/:id/afa-settings", input({ ids: { id: PROPERTY }, body: afaSettingsInput }), async (c) =>
      c.json(await saveAfaSettings({ db: c.var.db, actor: c.var.actor, propertyId: c.req.valid("param").id, input: c.req.valid("json") })),
    )
    .post("/properties/:id/afa-assets", input({ ids: { id: PROPERTY }, body: afaAssetInput }), async (c) =>
      c.json(await createAfaAsset({ db: c.var.db, actor: c.var.actor, propertyId: c.req.valid("param").id, input: c.req.valid("json") }), 201),
    )
    .patch("/afa-assets/:id", input({ ids: { id: AFA_ASSET }, body: afaAssetUpdateInput }), async (c) =>
      c.json(await updateAfaAsset({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id, input: c.req.valid("json") })),
    )
    .delete("/afa-assets/:id", input({ ids: { id: AFA_ASSET } }), async (c) => {
      await deleteAfaAsset({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id });
      return c.body(null, 204);
    });
