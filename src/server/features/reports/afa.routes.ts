import { Hono } from "hono";
import { afaAssetInput, afaAssetUpdateInput, afaQuery, afaSettingsInput } from "@/shared/schemas/afa";
import type { AppEnv } from "@/server/context";
import { PROPERTY } from "@/server/features/properties";
import { idParam } from "@/server/http/request";
import { parseBody, parseWith } from "@/server/http/validate";
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
    .get("/properties/:id/afa", async (c) =>
      c.json(await getPropertyAfa({ db: c.var.db, actor: c.var.actor, propertyId: idParam(c, PROPERTY), query: parseWith(afaQuery, c.req.query()) })),
    )
    .put("/properties/:id/afa-settings", async (c) => {
      const propertyId = idParam(c, PROPERTY);
      const input = await parseBody(c, afaSettingsInput);
      return c.json(await saveAfaSettings({ db: c.var.db, actor: c.var.actor, propertyId, input }));
    })
    .post("/properties/:id/afa-assets", async (c) => {
      const propertyId = idParam(c, PROPERTY);
      const input = await parseBody(c, afaAssetInput);
      return c.json(await createAfaAsset({ db: c.var.db, actor: c.var.actor, propertyId, input }), 201);
    })
    .patch("/afa-assets/:id", async (c) => {
      const id = idParam(c, AFA_ASSET);
      const input = await parseBody(c, afaAssetUpdateInput);
      return c.json(await updateAfaAsset({ db: c.var.db, actor: c.var.actor, id, input }));
    })
    .delete("/afa-assets/:id", async (c) => {
      await deleteAfaAsset({ db: c.var.db, actor: c.var.actor, id: idParam(c, AFA_ASSET) });
      return c.body(null, 204);
    });
