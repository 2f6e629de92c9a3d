import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditEntryDto, BookingCategoryDto, BookingDto, BookingListDto, ClosedYearDto } from "@/shared/booking-types";
import { messages } from "@/shared/messages";
import { bookingCreateInput } from "@/shared/schemas/bookings";
import { constraintViolationError } from "@/server/db/errors";
import { rowsOf } from "@/server/db/rows";
import { insertBooking } from "@/server/features/bookings";
import { createUser } from "../helpers/http";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { createTeam, expectStatus, type Api, type Team } from "../factories/api";
import { createProperty } from "../factories/portfolio";
import { bookingPayload, createBooking, insertPendingReceipt, linePayload } from "../factories/bookings";

// The ledger's rules beyond a single booking (issue 14, docs/decisions/0010-ledger.md):
// closed years and reversals, Belegnummern, the audit trail, receipts, subcategories,
// idempotent generated bookings, and the database's commit-time sum check as a 400.

let app: TestApp;
let team: Team;
let propertyId: string;

beforeAll(async () => {
  app = await startTestApp();
  team = await createTeam(app);
  propertyId = (await createProperty(team.as.admin, { name: "Ledgerhaus" })).id;
});
afterAll(() => app.close());

const on = (date: string, extra: Record<string, unknown> = {}) => ({ paymentDate: date, documentDate: date, ...extra });

describe("closed years and reversals", () => {
  let old: BookingDto;
  let moving: BookingDto;

  beforeAll(async () => {
    const api = team.as.admin;
    old = await createBooking(api, [linePayload(propertyId, -10_000, { note: "alt" }), linePayload(propertyId, -2_000)], on("2023-05-10", { text: "Dachrinne" }));
    moving = await createBooking(api, [linePayload(propertyId, -1_000)], on("2024-01-10"));
  });

  it("closes a year for admins only; closing it again is a 409", async () => {
    const editor = await team.as.editor.post("/api/v1/closed-years", { year: 2023 });
    expect(editor.status).toBe(403);
    const res = await team.as.admin.post<ClosedYearDto>("/api/v1/closed-years", { year: 2023 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.year).toBe(2023);
    const again = await team.as.admin.post("/api/v1/closed-years", { year: 2023 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "conflict", message: messages.yearAlreadyClosed(2023) });
    const list = await team.as.viewer.get<ClosedYearDto[]>("/api/v1/closed-years");
    expect(list.body.map((y) => y.year)).toEqual([2023]);
    expect((await team.as.admin.post("/api/v1/closed-years", { year: 1800 })).status).toBe(400);
  });

  it("refuses to create, change, move into or delete bookings of a closed year (409)", async () => {
    const api = team.as.editor;
    const closed = messages.yearClosed(2023);
    const create = await api.post("/api/v1/bookings", bookingPayload([linePayload(propertyId, -500)], on("2023-12-31")));
    expect(create.status).toBe(409);
    expect(create.body).toMatchObject({ code: "conflict", message: closed });
    const change = await api.patch(`/api/v1/bookings/${old.id}`, { ...bookingPayload([linePayload(propertyId, -12_000)], on("2024-02-01")), version: old.version });
    expect(change.body).toMatchObject({ code: "conflict", message: closed });
    const moveIn = await api.patch(`/api/v1/bookings/${moving.id}`, { ...bookingPayload([linePayload(propertyId, -1_000)], on("2023-12-30")), version: moving.version });
    expect(moveIn.body).toMatchObject({ code: "conflict", message: closed });
    const del = await api.delete(`/api/v1/bookings/${old.id}`);
    expect(del.status).toBe(409);
    expect(del.body.message).toBe(closed);
    const read = await api.get<BookingDto>(`/api/v1/bookings/${old.id}`);
    expect(read.body).toMatchObject({ version: 1, amountCents: -12_000, locked: true });
    expect((await api.get<BookingDto>(`/api/v1/bookings/${moving.id}`)).body).toMatchObject({ version: 1, paymentDate: "2024-01-10", locked: false });
  });

  it("reverses a booking of a closed year by a counter-booking in an open year, once", async () => {
    const api = team.as.editor;
    const intoClosed = await api.post(`/api/v1/bookings/${old.id}/reverse`, { paymentDate: "2023-12-31" });
    expect(intoClosed.status).toBe(409);
    expect(intoClosed.body.message).toBe(messages.reversalNotInClosedYear);

    const res = await api.post<BookingDto>(`/api/v1/bookings/${old.id}/reverse`, { paymentDate: "2024-03-01" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ amountCents: 12_000, paymentDate: "2024-03-01", reversalOfId: old.id, origin: "manual", locked: false, text: messages.reversalText(old.number, "Dachrinne") });
    expect(res.body.number).toMatch(/^2024-\d{4}$/);
    expect(res.body.lines.map((l) => [l.amountCents, l.note])).toEqual([
      [10_000, "alt"],
      [2_000, ""],
    ]);
    expect((await api.get<BookingDto>(`/api/v1/bookings/${old.id}`)).body.reversedById).toBe(res.body.id);

    const twice = await api.post(`/api/v1/bookings/${old.id}/reverse`, { paymentDate: "2024-03-02", text: "nochmal" });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(messages.alreadyReversed);
  });

  it("reverses bookings of open years too; the original cannot be deleted while its reversal exists", async () => {
    const api = team.as.admin;
    const b = await createBooking(api, [linePayload(propertyId, 3_000)], on("2024-06-01"));
    const rev = await api.post<BookingDto>(`/api/v1/bookings/${b.id}/reverse`, { paymentDate: "2024-06-02", text: "Fehlbuchung" });
    expect(rev.status).toBe(201);
    expect(rev.body).toMatchObject({ text: "Fehlbuchung", amountCents: -3_000 });
    const del = await api.delete(`/api/v1/bookings/${b.id}`);
    expect(del.status).toBe(409);
    expect(del.body.message).toBe(messages.bookingHasReversal);
    expect((await api.delete(`/api/v1/bookings/${rev.body.id}`)).status).toBe(204);
    expect((await api.delete(`/api/v1/bookings/${b.id}`)).status).toBe(204);
  });

  it("refuses to change either half of a reversed pair (409); deleting the counter-booking frees the original", async () => {
    const api = team.as.editor;
    const lines = [linePayload(propertyId, -4_000, { category: "maintenance", spreadYears: 3, note: "Fenster" }), linePayload(propertyId, -1_000, { note: "Kleinkram" })];
    const b = await createBooking(api, lines, on("2024-07-01", { text: "Handwerker" }));
    const rev = expectStatus(await api.post<BookingDto>(`/api/v1/bookings/${b.id}/reverse`, { paymentDate: "2024-07-02" }), 201, "Storno");
    // The counter-booking restates every field of every line, negated.
    const restated = (d: BookingDto, sign: number) => d.lines.map((l) => [l.propertyId, l.category, l.spreadYears, l.allocable, l.betrkvType, l.note, l.rentMonth, sign * l.amountCents]);
    expect(restated(rev, -1)).toEqual(restated(b, 1));

    const edit = (d: BookingDto, version: number) => api.patch(`/api/v1/bookings/${d.id}`, { ...bookingPayload([linePayload(propertyId, -5_500)], on("2024-07-03")), version });
    const original = await edit(b, b.version);
    expect(original.status).toBe(409);
    expect(original.body).toMatchObject({ code: "conflict", message: messages.reversedNotEditable });
    const counter = await edit(rev, rev.version);
    expect(counter.status).toBe(409);
    expect(counter.body).toMatchObject({ code: "conflict", message: messages.reversalNotEditable });
    // Nothing changed, and no audit entry was written for the refused edits.
    expect((await api.get<BookingDto>(`/api/v1/bookings/${b.id}`)).body).toMatchObject({ version: b.version, amountCents: -5_000 });
    expect((await api.get<AuditEntryDto[]>(`/api/v1/bookings/${rev.id}/audit`)).body.map((e) => e.action)).toEqual(["create"]);

    // Undoing the reversal (deleting the counter-booking) makes the original editable again.
    expect((await api.delete(`/api/v1/bookings/${rev.id}`)).status).toBe(204);
    const again = await edit(b, b.version);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });
});

describe("Belegnummern", () => {
  let api: Api;
  let house: string;
  beforeAll(async () => {
    api = (await createUser(app)).api;
    house = (await createProperty(api)).id;
  });
  const book = (date: string, extra: Record<string, unknown> = {}) => api.post("/api/v1/bookings", bookingPayload([linePayload(house, -100)], on(date, extra)));

  it("counts per year from 0001, skips numbers given by hand, refuses a taken one (409)", async () => {
    expect((await book("2030-01-05")).body.number).toBe("2030-0001");
    expect((await book("2030-02-05")).body.number).toBe("2030-0002");
    expect((await book("2031-01-01")).body.number).toBe("2031-0001");
    expect((await book("2030-03-01", { number: "2030-0003" })).body.number).toBe("2030-0003");
    expect((await book("2030-03-02")).body.number).toBe("2030-0004");
    expect((await book("2030-03-03", { number: "  RE-4711 " })).body.number).toBe("RE-4711");
    const taken = await book("2030-03-04", { number: "RE-4711" });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: "conflict", message: messages.bookingNumberTaken });
    expect(taken.body.details.fields).toEqual([{ field: "number", message: messages.bookingNumberTaken }]);
  });

  it("gives 10 concurrent creates of one year 10 different numbers in sequence", async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => book(`2032-04-${String(i + 1).padStart(2, "0")}`)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    const numbers = answers.map((a) => a.body.number).sort();
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => `2032-${String(i + 1).padStart(4, "0")}`));
  });

  it("keeps the number when an edit sends none, and refuses to take another booking's (409)", async () => {
    const a = (await book("2033-01-01")).body;
    const b = (await book("2033-01-02")).body;
    const keep = await api.patch<BookingDto>(`/api/v1/bookings/${b.id}`, { ...bookingPayload([linePayload(house, -200)], on("2033-01-02")), number: null, version: 1 });
    expect(keep.body.number).toBe(b.number);
    const steal = await api.patch(`/api/v1/bookings/${b.id}`, { ...bookingPayload([linePayload(house, -200)], on("2033-01-02")), number: a.number, version: 2 });
    expect(steal.status).toBe(409);
    expect(steal.body.message).toBe(messages.bookingNumberTaken);
  });
});

describe("audit trail", () => {
  it("keeps who, when and the booking with its lines before and after every write, also after the delete", async () => {
    const api = team.as.editor;
    const b = await createBooking(api, [linePayload(propertyId, -4_000)], on("2025-04-01", { text: "Erst" }));
    const edit = await api.patch<BookingDto>(`/api/v1/bookings/${b.id}`, { ...bookingPayload([linePayload(propertyId, -1_500), linePayload(propertyId, -2_500)], on("2025-04-02", { text: "Dann" })), version: 1 });
    expect(edit.status).toBe(200);
    const trail = await team.as.viewer.get<AuditEntryDto[]>(`/api/v1/bookings/${b.id}/audit`);
    expect(trail.status).toBe(200);
    expect(trail.body.map((e) => e.action)).toEqual(["update", "create"]);
    const [update, create] = trail.body;
    expect(create!.before).toBeNull();
    expect(create!.after).toMatchObject({ id: b.id, text: "Erst", amountCents: -4_000, lines: [{ amountCents: -4_000 }] });
    expect(update!.before).toEqual(create!.after);
    expect(update!.after).toMatchObject({ text: "Dann", version: 2, paymentDate: "2025-04-02", lines: [{ amountCents: -1_500 }, { amountCents: -2_500 }] });
    expect(update!.user).toEqual({ name: team.editor.email, email: team.editor.email });
    expect(Date.parse(update!.at)).toBeGreaterThanOrEqual(Date.parse(create!.at));

    expect((await team.as.admin.delete(`/api/v1/bookings/${b.id}`)).status).toBe(204);
    const after = await api.get<AuditEntryDto[]>(`/api/v1/bookings/${b.id}/audit`);
    expect(after.body.map((e) => [e.action, e.user?.email])).toEqual([
      ["delete", team.admin.email],
      ["update", team.editor.email],
      ["create", team.editor.email],
    ]);
    expect(after.body[0]).toMatchObject({ after: null, before: { text: "Dann" } });
    expect((await api.get(`/api/v1/bookings/00000000-0000-4000-8000-000000000000/audit`)).status).toBe(404);
  });

  it("notes a reversal on the original", async () => {
    const b = await createBooking(team.as.admin, [linePayload(propertyId, 700)], on("2025-04-03"));
    const rev = await team.as.admin.post<BookingDto>(`/api/v1/bookings/${b.id}/reverse`, { paymentDate: "2025-04-04" });
    const trail = (await team.as.admin.get<AuditEntryDto[]>(`/api/v1/bookings/${b.id}/audit`)).body;
    expect(trail.map((e) => e.action)).toEqual(["reverse", "create"]);
    expect(trail[0]).toMatchObject({ before: { reversedById: null }, after: { reversedById: rev.body.id } });
    expect((await team.as.admin.get<AuditEntryDto[]>(`/api/v1/bookings/${rev.body.id}/audit`)).body.map((e) => e.action)).toEqual(["create"]);
  });
});

describe("receipts", () => {
  it("attaches pending receipts in the save; an unknown one is a 404 and nothing is saved", async () => {
    const api = team.as.admin;
    const countBefore = (await api.get<BookingListDto>("/api/v1/bookings")).body.total;
    const unknown = await api.post("/api/v1/bookings", bookingPayload([linePayload(propertyId, -900)], { receiptIds: ["7c9e6679-7425-40de-944b-e07fc1f90ae7"] }));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(messages.receiptNotFound);
    expect((await api.get<BookingListDto>("/api/v1/bookings")).body.total).toBe(countBefore);

    const first = await insertPendingReceipt(app, team.admin.workspaceId, "stadtwerke.pdf");
    const b = await createBooking(api, [linePayload(propertyId, -900)], { receiptIds: [first] });
    expect(b.receipts).toMatchObject([{ id: first, fileName: "stadtwerke.pdf", mediaType: "application/pdf", sizeBytes: 1234 }]);

    // Another booking cannot take it; an edit that names only a new one keeps the first.
    const other = await api.post("/api/v1/bookings", bookingPayload([linePayload(propertyId, -1)], { receiptIds: [first] }));
    expect(other.status).toBe(404);
    const second = await insertPendingReceipt(app, team.admin.workspaceId, "mahnung.pdf");
    const edit = await api.patch<BookingDto>(`/api/v1/bookings/${b.id}`, { ...bookingPayload([linePayload(propertyId, -900)]), receiptIds: [second, second], version: 1 });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body.receipts.map((r) => r.id).sort()).toEqual([first, second].sort());
    const listed = (await api.get<BookingListDto>(`/api/v1/bookings?q=${b.number}`)).body.items[0]!;
    expect(listed.receiptCount).toBe(2);

    // Another workspace's pending receipt is unknown here.
    const stranger = await insertPendingReceipt(app, team.stranger.workspaceId);
    expect((await api.patch(`/api/v1/bookings/${b.id}`, { ...bookingPayload([linePayload(propertyId, -900)]), receiptIds: [stranger], version: 2 })).status).toBe(404);
    expect((await api.get<BookingDto>(`/api/v1/bookings/${b.id}`)).body.version).toBe(2);
  });
});

describe("categories and subcategories", () => {
  it("lists the catalogue with the workspace's subcategories; creates, renames, deletes them", async () => {
    const api = team.as.editor;
    const created = await api.post("/api/v1/booking-subcategories", { category: "maintenance", name: "  Heizung " });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ category: "maintenance", name: "Heizung", version: 1 });
    const dup = await api.post("/api/v1/booking-subcategories", { category: "maintenance", name: "heizung" });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(messages.subcategoryNameTaken);
    expect((await api.post("/api/v1/booking-subcategories", { category: "insurance", name: "Heizung" })).status).toBe(201);
    expect((await api.post("/api/v1/booking-subcategories", { category: "maintenance", name: " " })).body.message).toBe(messages.invalidInput);

    const catalogue = (await team.as.viewer.get<BookingCategoryDto[]>("/api/v1/booking-categories")).body;
    expect(catalogue.map((c) => c.key)).toContain("operating_costs");
    const maintenance = catalogue.find((c) => c.key === "maintenance")!;
    expect(maintenance).toMatchObject({ label: "Erhaltungsaufwand", direction: "out", taxClass: "maintenance", taxClassLabel: "Erhaltungsaufwand", spreadable: true, skr03: "2350", skr04: "6350" });
    expect(maintenance.subcategories.map((s) => s.name)).toEqual(["Heizung"]);
    expect((await team.stranger.api.get<BookingCategoryDto[]>("/api/v1/booking-categories")).body.flatMap((c) => c.subcategories)).toEqual([]);

    const renamed = await api.patch(`/api/v1/booking-subcategories/${created.body.id}`, { name: "Heizung & Warmwasser", version: 1 });
    expect(renamed.body).toMatchObject({ name: "Heizung & Warmwasser", version: 2 });
    expect((await api.patch(`/api/v1/booking-subcategories/${created.body.id}`, { name: "x", version: 1 })).body.code).toBe("stale");

    const b = await createBooking(api, [linePayload(propertyId, -5_000, { category: "maintenance", subcategoryId: created.body.id, spreadYears: 3 })]);
    expect(b.lines[0]).toMatchObject({ subcategoryName: "Heizung & Warmwasser", spreadYears: 3 });
    const inUse = await api.delete(`/api/v1/booking-subcategories/${created.body.id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toBe(messages.subcategoryInUse);
    expect((await api.delete(`/api/v1/bookings/${b.id}`)).status).toBe(204);
    expect((await api.delete(`/api/v1/booking-subcategories/${created.body.id}`)).status).toBe(204);
    expect((await api.delete(`/api/v1/booking-subcategories/${created.body.id}`)).status).toBe(404);
    expect((await team.stranger.api.patch(`/api/v1/booking-subcategories/${created.body.id}`, { name: "x", version: 1 })).status).toBe(404);
  });
});

describe("generated bookings (insertBooking)", () => {
  it("creates a booking once per sourceKey, also when two runs race", async () => {
    const input = bookingCreateInput.parse(bookingPayload([linePayload(propertyId, -30_000, { category: "loan_interest" })], on("2025-05-01", { text: "Rate Mai" })));
    const run = () =>
      app.database.db.transaction((tx) => insertBooking(tx, { workspaceId: team.admin.workspaceId, userId: null, input, origin: "loan", sourceKey: "loan:test:2025-05" }));
    const first = await run();
    expect(first).toEqual(expect.any(String));
    expect(await run()).toBeNull();
    const [a, b] = await Promise.all([run(), run()]);
    expect([a, b]).toEqual([null, null]);
    const made = (await team.as.admin.get<BookingDto>(`/api/v1/bookings/${first}`)).body;
    expect(made).toMatchObject({ origin: "loan", text: "Rate Mai", amountCents: -30_000 });
    const trail = (await team.as.admin.get<AuditEntryDto[]>(`/api/v1/bookings/${first}/audit`)).body;
    expect(trail.map((e) => [e.action, e.user])).toEqual([["create", null]]);
  });
});

describe("database safety net", () => {
  it("answers the commit-time sum check (booking_lines_sum) with a German 400", async () => {
    const db = app.database.db;
    const error = await db
      .transaction(async (tx) => {
        const [b] = rowsOf<{ id: string }>(
          await tx.execute(sql`insert into bookings (workspace_id, number, payment_date, document_date, amount_cents)
            values (${team.admin.workspaceId}, 'SAFETY-1', '2025-01-01', '2025-01-01', -100) returning id`),
        );
        await tx.execute(sql`insert into booking_lines (workspace_id, booking_id, position, payment_date, property_id, category, amount_cents)
          values (${team.admin.workspaceId}, ${b!.id}, 1, '2025-01-01', ${propertyId}, 'other_expenses', -99)`);
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    const mapped = constraintViolationError(error);
    expect(mapped?.status).toBe(400);
    expect(mapped?.message).toBe(messages.bookingLinesUnbalanced);
  });
});
