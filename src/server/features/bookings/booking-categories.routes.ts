import { Hono } from "hono";
import { subcategoryCreateInput, subcategoryUpdateInput } from "@/shared/schemas/bookings";
import type { AppEnv } from "@/server/context";
import { idParam } from "@/server/http/request";
import { parseBody } from "@/server/http/validate";
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
    .post("/booking-subcategories", async (c) => {
      const input = await parseBody(c, subcategoryCreateInput);
      return c.json(await createSubcategory({ db: c.var.db, actor: c.var.actor, input }), 201);
    })
    .patch("/booking-subcategories/:id", async (c) => {
      const id = idParam(c, SUBCATEGORY);
      const input = await parseBody(c, subcategoryUpdateInput);
      return c.json(await updateSubcategory({ db: c.var.db, actor: c.var.actor, id, input }));
    })
    .delete("/booking-subcategories/:id", async (c) => {
      await deleteSubcategory({ db: c.var.db, actor: c.var.actor, id: idParam(c, SUBCATEGORY) });
      return c.body(null, 204);
    });
