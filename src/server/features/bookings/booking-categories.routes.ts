import { Hono } from "hono";
import { subcategoryCreateInput, subcategoryUpdateInput } from "@/shared/schemas/bookings";
import type { AppEnv } from "@/server/context";
import { input } from "@/server/http/openapi/route-input";
import { createSubcategory, deleteSubcategory, listBookingCategories, updateSubcategory } from "./booking-categories.service";
import { SUBCATEGORY } from "./booking-rules";

/**
 * Booking categories, mounted at /api/v1:
 * - GET /booking-categories (the catalogue with the workspace's subcategories)
 * - POST /booking-subcategories, PATCH/DELETE /booking-subcategories/:id
 */
export const bookingCategoryRoutes = () =>
  new Hono<AppEnv>()
    .get("/booking-categories", async (c) => c.json(await listBookingCategories({ db: c.var.db, actor: c.var.actor })))
    .post("/booking-subcategories", input({ body: subcategoryCreateInput }), async (c) =>
      c.json(await createSubcategory({ db: c.var.db, actor: c.var.actor, input: c.req.valid("json") }), 201),
    )
    .patch("/booking-subcategories/:id", input({ ids: { id: SUBCATEGORY }, body: subcategoryUpdateInput }), async (c) =>
      c.json(await updateSubcategory({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id, input: c.req.valid("json") })),
    )
    .delete("/booking-subcategories/:id", input({ ids: { id: SUBCATEGORY } }), async (c) => {
      await deleteSubcategory({ db: c.var.db, actor: c.var.actor, id: c.req.valid("param").id });
      return c.body(null, 204);
    });
