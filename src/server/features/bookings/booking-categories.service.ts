import { and, asc, eq } from "drizzle-orm";
import { bookingCategories } from "@/domain/booking-categories";
import { messages } from "@/shared/messages";
import { bookingCategoryDto, type BookingCategoryDto, type BookingSubcategoryDto } from "@/shared/booking-types";
import type { SubcategoryCreateInput, SubcategoryUpdateInput } from "@/shared/schemas/bookings";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { bookingLines, bookingSubcategories } from "@/server/db/schema";
import { foreignKeyConstraint, isUniqueViolation } from "@/server/db/errors";
import { updateVersioned } from "@/server/db/versioned";
import { AppError, notFound } from "@/server/http/errors";
import { SUBCATEGORY } from "./booking-rules";

type Ctx = { db: Db; actor: Actor };
type SubcategoryRow = typeof bookingSubcategories.$inferSelect;

const toDto = (r: SubcategoryRow): BookingSubcategoryDto => ({ id: r.id, version: r.version, category: r.category, name: r.name });

/** The name is unique per category (case and outer spaces ignored): 409 `conflict`. */
function mapNameTaken(err: unknown): never {
  if (isUniqueViolation(err, "booking_subcategories_name_unique")) {
    throw new AppError("conflict", messages.subcategoryNameTaken, { fields: [{ field: "name", message: messages.subcategoryNameTaken }] });
  }
  throw err;
}

/** GET /booking-categories: the fixed catalogue in its order, each with the workspace's subcategories by name. */
export async function listBookingCategories({ db, actor }: Ctx): Promise<BookingCategoryDto[]> {
  authorize(actor, "read");
  const rows = await db
    .select()
    .from(bookingSubcategories)
    .where(eq(bookingSubcategories.workspaceId, actor.workspaceId))
    .orderBy(asc(bookingSubcategories.name), asc(bookingSubcategories.id));
  return bookingCategories.map((key) => bookingCategoryDto(key, rows.filter((r) => r.category === key).map(toDto)));
}

/** POST /booking-subcategories */
export async function createSubcategory({ db, actor, input }: Ctx & { input: SubcategoryCreateInput }): Promise<BookingSubcategoryDto> {
  authorize(actor, "write");
  const [row] = await db
    .insert(bookingSubcategories)
    .values({ workspaceId: actor.workspaceId, category: input.category, name: input.name })
    .returning()
    .catch(mapNameTaken);
  return toDto(row!);
}

/** PATCH /booking-subcategories/:id: renames it (the category stays). */
export async function updateSubcategory({ db, actor, id, input }: Ctx & { id: string; input: SubcategoryUpdateInput }): Promise<BookingSubcategoryDto> {
  authorize(actor, "write");
  const row = await updateVersioned(db, bookingSubcategories, { id, workspaceId: actor.workspaceId, version: input.version }, { name: input.name }, SUBCATEGORY).catch(mapNameTaken);
  return toDto(row);
}

/** DELETE /booking-subcategories/:id: only while no booking line uses it (409). */
export async function deleteSubcategory({ db, actor, id }: Ctx & { id: string }): Promise<void> {
  authorize(actor, "write");
  const ws = actor.workspaceId;
  const inUse = new AppError("conflict", messages.subcategoryInUse);
  const [used] = await db
    .select({ id: bookingLines.id })
    .from(bookingLines)
    .where(and(eq(bookingLines.workspaceId, ws), eq(bookingLines.subcategoryId, id)))
    .limit(1);
  if (used) throw inUse;
  const rows = await db
    .delete(bookingSubcategories)
    .where(and(eq(bookingSubcategories.id, id), eq(bookingSubcategories.workspaceId, ws)))
    .returning({ id: bookingSubcategories.id })
    .catch((err: unknown) => {
      // A line saved in between: the key restricts.
      if (foreignKeyConstraint(err) !== null) throw inUse;
      throw err;
    });
  if (rows.length === 0) throw notFound(SUBCATEGORY);
}
