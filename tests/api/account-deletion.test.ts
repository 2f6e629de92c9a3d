import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, memberships, profiles, session, user, workspaces } from "@/server/db/schema";
import { listTables } from "@/server/backup/catalog";
import { rowsOf } from "@/server/db/rows";
import { messages } from "@/shared/messages";
import { addMember, createUser, PASSWORD, signIn } from "../helpers/http";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { expectStatus, inWorkspace } from "../factories/api";
import { createBooking, linePayload } from "../factories/bookings";
import { createProperty } from "../factories/portfolio";
import { pdfBytes, uploadReceipt } from "../factories/receipts";

// Issue 13, DSGVO Art. 17: the account goes with its sessions and profile, every workspace the
// person is alone in goes with everything in it, shared workspaces keep their data.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const remove = (api: { post: (p: string, b?: unknown) => Promise<{ status: number; body: any }> }, body: Record<string, unknown>) => api.post("/api/v1/me/delete", body);

/** Rows of every table with a workspace_id column that belong to `workspaceId`. */
async function rowsOfWorkspace(workspaceId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await listTables(app.database.db)) {
    if (!table.columns.some((c) => c.name === "workspace_id")) continue;
    const [row] = rowsOf<{ n: number }>(await app.database.db.execute(sql.raw(`select count(*)::int as n from "${table.name}" where workspace_id = '${workspaceId}'`)));
    if (row!.n > 0) counts[table.name] = row!.n;
  }
  return counts;
}

describe("deleting an account", () => {
  it("needs the right password and the word „löschen“; otherwise nothing changes", async () => {
    const u = await createUser(app);
    const wrong = await remove(u.api, { password: "Falsches-Passwort-9", confirmation: "löschen" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details.fields).toEqual([{ field: "password", message: messages.passwordWrong }]);
    const noWord = await remove(u.api, { password: PASSWORD, confirmation: "loeschen" });
    expect(noWord.status).toBe(400);
    expect(noWord.body.details.fields[0]).toMatchObject({ field: "confirmation", message: messages.confirmDelete });
    expect((await u.api.get("/api/v1/me")).status).toBe(200);
    expect(await app.database.db.select().from(workspaces).where(eq(workspaces.id, u.workspaceId))).toHaveLength(1);
  });

  it("is refused while the person is the last admin of a workspace others use, naming it", async () => {
    const [owner, member] = await Promise.all([createUser(app), createUser(app)]);
    await owner.api.patch("/api/v1/workspace", { name: "Familie Berg" });
    await addMember(app, owner, member, "editor");
    const res = await remove(owner.api, { password: PASSWORD, confirmation: "löschen" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(messages.lastAdminBeforeDeletion(["Familie Berg"]));
    expect((await owner.api.get("/api/v1/me")).status).toBe(200);
    expect(await app.database.db.select().from(memberships).where(eq(memberships.workspaceId, owner.workspaceId))).toHaveLength(2);
  });

  it("deletes the account, its own workspace with everything in it and its receipt files; a shared workspace keeps its data", async () => {
    const [leaver, other] = await Promise.all([createUser(app, { firstName: "Lena" }), createUser(app)]);
    const secondDevice = await signIn(app, leaver.email, PASSWORD);
    // Her own workspace: the demo portfolio and a receipt in the folder storage.
    expectStatus(await leaver.api.post("/api/v1/demo"), 201, "Demo-Portfolio");
    const receipt = expectStatus(await uploadReceipt(leaver.api, pdfBytes("Rechnung"), "rechnung.pdf"), 201, "Beleg");
    expect(await app.documents.folder.get({ workspaceId: leaver.workspaceId, id: receipt.id })).not.toBeNull();
    expect(Object.keys(await rowsOfWorkspace(leaver.workspaceId)).length).toBeGreaterThan(5);
    // A shared workspace, where she writes a booking as editor.
    await addMember(app, other, leaver, "editor");
    const property = await createProperty(other.api);
    const booking = await createBooking(inWorkspace(app, leaver, other.workspaceId), [linePayload(property.id, -5_000, { category: "maintenance" })]);

    const res = await remove(leaver.api, { password: PASSWORD, confirmation: "löschen" });
    expect(res.status).toBe(204);
    const db = app.database.db;
    expect(await db.select().from(user).where(eq(user.id, leaver.userId))).toEqual([]);
    expect(await db.select().from(session).where(eq(session.userId, leaver.userId))).toEqual([]);
    expect(await db.select().from(profiles).where(eq(profiles.id, leaver.userId))).toEqual([]);
    expect(await db.select().from(memberships).where(eq(memberships.userId, leaver.userId))).toEqual([]);
    expect(await db.select().from(workspaces).where(eq(workspaces.id, leaver.workspaceId))).toEqual([]);
    expect(await rowsOfWorkspace(leaver.workspaceId)).toEqual({});
    expect(await app.documents.folder.get({ workspaceId: leaver.workspaceId, id: receipt.id })).toBeNull();
    for (const cookie of [leaver.cookie, secondDevice]) expect((await inWorkspace(app, { cookie }, other.workspaceId).get("/api/v1/me")).status).toBe(401);

    // The shared workspace keeps the booking; its author is unknown now.
    const [kept] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept).toMatchObject({ workspaceId: other.workspaceId, createdBy: null });
    expect((await other.api.get("/api/v1/workspace/members")).body.map((m: { userId: string }) => m.userId)).toEqual([other.userId]);
    // The address is free again.
    await createUser(app, { email: leaver.email });
  });

  it("an admin with a second admin beside them leaves the shared workspace by deleting the account", async () => {
    const [a, b] = await Promise.all([createUser(app), createUser(app)]);
    await addMember(app, a, b, "admin");
    expect((await remove(a.api, { password: PASSWORD, confirmation: "löschen" })).status).toBe(204);
    expect(await app.database.db.select().from(workspaces).where(eq(workspaces.id, a.workspaceId))).toHaveLength(1);
    expect((await b.api.get("/api/v1/workspace/members")).body.map((m: { role: string }) => m.role)).toEqual(["admin"]);
  });
});
