import { and, asc, eq, like } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetClock, setToday } from "@/core/dates";
import type { BookingDto } from "@/shared/booking-types";
import { messages } from "@/shared/messages";
import type { RecurringBookingDto } from "@/shared/recurring-booking-types";
import { bookings } from "@/server/db/schema";
import { createUser } from "../helpers/http";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { createTeam, expectStatus, type Api, type Team } from "../factories/api";
import { createProperty } from "../factories/portfolio";

// Recurring bookings (issue 14): templates (CRUD) and the run that books what is due, each
// once: running twice creates nothing twice, concurrent runs create each booking once.

let app: TestApp;
let team: Team;
let propertyId: string;

beforeAll(async () => {
  app = await startTestApp();
  team = await createTeam(app);
  propertyId = (await createProperty(team.as.admin, { name: "Vorlagenhaus" })).id;
});
afterAll(() => app.close());
afterEach(() => resetClock());

/** Grundsteuer, quarterly on the 15th from 15.02.2025: 120,00 € out. */
const grundsteuer = (pid: string, overrides: Record<string, unknown> = {}) => ({
  name: "Grundsteuer",
  interval: "quarterly",
  dayOfMonth: 15,
  startDate: "2025-02-15",
  endDate: null,
  amountCents: -12_000,
  counterpartyName: "Stadtkasse",
  text: "Grundsteuer",
  lines: [{ propertyId: pid, category: "property_tax", amountCents: -12_000 }],
  ...overrides,
});

async function createTemplate(api: Api, body: Record<string, unknown>): Promise<RecurringBookingDto> {
  return expectStatus(await api.post<RecurringBookingDto>("/api/v1/recurring-bookings", body), 201, "Vorlage anlegen");
}
const run = (api: Api, body: Record<string, unknown> = {}) => api.post("/api/v1/recurring-bookings/run", body);

async function bookingsOf(workspaceId: string, templateId: string) {
  return app.database.db
    .select({ id: bookings.id, key: bookings.sourceKey, date: bookings.paymentDate, amount: bookings.amountCents, origin: bookings.origin, number: bookings.number })
    .from(bookings)
    .where(and(eq(bookings.workspaceId, workspaceId), like(bookings.sourceKey, `recurring:${templateId}:%`)))
    .orderBy(asc(bookings.paymentDate));
}

describe("templates", () => {
  it("creates, reads, lists, edits and deletes a template", async () => {
    setToday("2025-03-01");
    const api = team.as.editor;
    const created = await createTemplate(api, grundsteuer(propertyId));
    expect(created).toMatchObject({
      version: 1,
      name: "Grundsteuer",
      interval: "quarterly",
      dayOfMonth: 15,
      startDate: "2025-02-15",
      endDate: null,
      amountCents: -12_000,
      nextDate: "2025-05-15",
      // The line as the booking schema stores it: Grundsteuer is BetrKV type 1, umlagefähig by default.
      lines: [{ propertyId, category: "property_tax", amountCents: -12_000, betrkvType: 1, allocable: true, unitId: null, loanId: null }],
    });
    expect((await team.as.viewer.get<RecurringBookingDto>(`/api/v1/recurring-bookings/${created.id}`)).body).toEqual(created);
    expect((await team.as.viewer.get<RecurringBookingDto[]>("/api/v1/recurring-bookings")).body.map((t) => t.id)).toContain(created.id);

    const stale = await api.patch(`/api/v1/recurring-bookings/${created.id}`, { ...grundsteuer(propertyId), version: 7 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe("stale");
    const updated = expectStatus(await api.patch<RecurringBookingDto>(`/api/v1/recurring-bookings/${created.id}`, { ...grundsteuer(propertyId, { dayOfMonth: 31, endDate: "2025-12-31" }), version: 1 }), 200, "Vorlage ändern");
    expect(updated).toMatchObject({ version: 2, dayOfMonth: 31, endDate: "2025-12-31", nextDate: "2025-05-31" });

    expect((await api.delete(`/api/v1/recurring-bookings/${created.id}`)).status).toBe(204);
    expect((await api.get(`/api/v1/recurring-bookings/${created.id}`)).status).toBe(404);
  });

  it("refuses templates that would not make a valid booking, with German messages", async () => {
    const api = team.as.admin;
    const refuse = async (body: Record<string, unknown>, message: string, status = 400) => {
      const res = await api.post("/api/v1/recurring-bookings", body);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(JSON.stringify(res.body)).toContain(message);
    };
    await refuse(grundsteuer(propertyId, { name: " " }), messages.recurringNameRequired);
    await refuse(grundsteuer(propertyId, { interval: "weekly" }), messages.selectInterval);
    await refuse(grundsteuer(propertyId, { dayOfMonth: 32 }), messages.dayOfMonthInvalid);
    await refuse(grundsteuer(propertyId, { dayOfMonth: 0 }), messages.dayOfMonthInvalid);
    await refuse(grundsteuer(propertyId, { endDate: "2025-02-14" }), messages.recurringEndBeforeStart);
    await refuse(grundsteuer(propertyId, { amountCents: -13_000 }), messages.linesDoNotAddUp("-120,00 €", "-130,00 €").slice(0, 20));
    await refuse(grundsteuer(propertyId, { amountCents: 0, lines: [{ propertyId, category: "property_tax", amountCents: 0 }] }), messages.bookingAmountRequired);
    await refuse(grundsteuer(propertyId, { lines: [{ propertyId, category: "operating_costs", amountCents: -12_000 }] }), messages.betrkvTypeRequired);
    await refuse(grundsteuer(propertyId, { lines: [] }), messages.linesRequired);
    const foreign = (await createProperty(team.stranger.api, { name: "Fremdhaus" })).id;
    await refuse(grundsteuer(foreign), messages.notFound("Die Immobilie"), 404);
    await refuse(grundsteuer(propertyId, { tenantId: "00000000-0000-0000-0000-000000000000" }), messages.tenantNotFound, 404);
  });
});

describe("POST /recurring-bookings/run", () => {
  it("books every due date up to `until` once; a second run skips them", async () => {
    const user = await createUser(app);
    const pid = (await createProperty(user.api, { name: "Laufhaus" })).id;
    const tax = await createTemplate(user.api, grundsteuer(pid));
    const insurance = await createTemplate(user.api, {
      ...grundsteuer(pid),
      name: "Gebäudeversicherung",
      interval: "yearly",
      dayOfMonth: 31,
      startDate: "2024-01-01",
      amountCents: -45_000,
      counterpartyName: "Versicherung AG",
      text: "Wohngebäudeversicherung",
      lines: [{ propertyId: pid, category: "insurance", amountCents: -45_000 }],
    });

    const first = await run(user.api, { until: "2025-12-31" });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({ created: 6, skipped: 0, invalid: [] });
    expect((await bookingsOf(user.workspaceId, tax.id)).map((b) => [b.key, b.date, b.amount, b.origin])).toEqual([
      [`recurring:${tax.id}:2025-02-15`, "2025-02-15", -12_000, "recurring"],
      [`recurring:${tax.id}:2025-05-15`, "2025-05-15", -12_000, "recurring"],
      [`recurring:${tax.id}:2025-08-15`, "2025-08-15", -12_000, "recurring"],
      [`recurring:${tax.id}:2025-11-15`, "2025-11-15", -12_000, "recurring"],
    ]);
    const yearly = await bookingsOf(user.workspaceId, insurance.id);
    expect(yearly.map((b) => b.date)).toEqual(["2024-01-31", "2025-01-31"]);
    const booking = expectStatus(await user.api.get<BookingDto>(`/api/v1/bookings/${yearly[0]!.id}`), 200, "Buchung lesen");
    expect(booking).toMatchObject({ origin: "recurring", counterpartyName: "Versicherung AG", text: "Wohngebäudeversicherung", amountCents: -45_000, dueDate: "2024-01-31" });
    expect(booking.lines).toMatchObject([{ propertyId: pid, category: "insurance", amountCents: -45_000, betrkvType: 13 }]);

    expect((await run(user.api, { until: "2025-12-31" })).body).toEqual({ created: 0, skipped: 6, invalid: [] });
    expect((await run(user.api, { until: "2026-02-15" })).body).toEqual({ created: 2, skipped: 6, invalid: [] });
  });

  it("books up to today by default, clamps the 31st, stops at the end date (included)", async () => {
    setToday("2025-04-30");
    const user = await createUser(app);
    const pid = (await createProperty(user.api, { name: "Monatshaus" })).id;
    const t = await createTemplate(user.api, grundsteuer(pid, { interval: "monthly", dayOfMonth: 31, startDate: "2025-01-01", endDate: "2025-03-31" }));
    expect((await run(user.api)).body).toEqual({ created: 3, skipped: 0, invalid: [] });
    expect((await bookingsOf(user.workspaceId, t.id)).map((b) => b.date)).toEqual(["2025-01-31", "2025-02-28", "2025-03-31"]);
    const open = await createTemplate(user.api, grundsteuer(pid, { interval: "monthly", dayOfMonth: 31, startDate: "2025-01-01", name: "Offen" }));
    expect((await run(user.api)).body).toEqual({ created: 4, skipped: 3, invalid: [] });
    expect((await bookingsOf(user.workspaceId, open.id)).map((b) => b.date)).toEqual(["2025-01-31", "2025-02-28", "2025-03-31", "2025-04-30"]);
  });

  it("five concurrent runs create each booking once, with gapless Belegnummern", async () => {
    const user = await createUser(app);
    const pid = (await createProperty(user.api, { name: "Parallelhaus" })).id;
    const t = await createTemplate(user.api, grundsteuer(pid, { interval: "monthly", dayOfMonth: 1, startDate: "2025-01-01" }));
    const results = await Promise.all(Array.from({ length: 5 }, () => run(user.api, { until: "2025-12-31" })));
    for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(results.reduce((sum, r) => sum + r.body.created, 0)).toBe(12);
    for (const r of results) expect(r.body.created + r.body.skipped).toBe(12);
    const rows = await bookingsOf(user.workspaceId, t.id);
    expect(new Set(rows.map((r) => r.key)).size).toBe(12);
    expect(rows.map((r) => r.number).sort()).toEqual(Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(4, "0")}`));
  });

  it("skips dates of a closed year", async () => {
    const user = await createUser(app);
    const pid = (await createProperty(user.api, { name: "Abschlusshaus" })).id;
    const t = await createTemplate(user.api, grundsteuer(pid, { startDate: "2024-02-15" }));
    expectStatus(await user.api.post("/api/v1/closed-years", { year: 2024 }), 201, "Jahr festschreiben");
    expect((await run(user.api, { until: "2025-06-30" })).body).toEqual({ created: 2, skipped: 4, invalid: [] });
    expect((await bookingsOf(user.workspaceId, t.id)).map((b) => b.date)).toEqual(["2025-02-15", "2025-05-15"]);
  });

  it("skips a template that no longer makes a valid booking and names it; the others are booked", async () => {
    const user = await createUser(app);
    const keep = (await createProperty(user.api, { name: "Bleibt" })).id;
    const gone = (await createProperty(user.api, { name: "Verkauft" })).id;
    const fine = await createTemplate(user.api, grundsteuer(keep, { name: "A Grundsteuer" }));
    const stale = await createTemplate(user.api, grundsteuer(gone, { name: "Z Grundsteuer", startDate: "2030-01-15" }));
    expect((await user.api.delete(`/api/v1/properties/${gone}`)).status).toBe(204);
    const res = await run(user.api, { until: "2025-03-31" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ created: 1, skipped: 0, invalid: [] });
    const later = await run(user.api, { until: "2030-03-31" });
    expect(later.body).toEqual({
      created: 20,
      skipped: 1,
      invalid: [{ id: stale.id, name: "Z Grundsteuer", message: messages.recurringTemplateInvalid("Z Grundsteuer", messages.notFound("Die Immobilie")) }],
    });
    expect(await bookingsOf(user.workspaceId, fine.id)).toHaveLength(21);
    expect(await bookingsOf(user.workspaceId, stale.id)).toEqual([]);
  });

  it("lets viewers read only; a stranger gets 404 and sees none of it", async () => {
    const t = await createTemplate(team.as.admin, grundsteuer(propertyId, { name: "Nur lesen" }));
    for (const res of [
      await team.as.viewer.post("/api/v1/recurring-bookings", grundsteuer(propertyId)),
      await team.as.viewer.patch(`/api/v1/recurring-bookings/${t.id}`, { ...grundsteuer(propertyId), version: 1 }),
      await team.as.viewer.delete(`/api/v1/recurring-bookings/${t.id}`),
      await run(team.as.viewer, { until: "2025-12-31" }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/Deine Rolle erlaubt diese Änderung nicht/);
    }
    for (const res of [
      await team.stranger.api.get(`/api/v1/recurring-bookings/${t.id}`),
      await team.stranger.api.patch(`/api/v1/recurring-bookings/${t.id}`, { ...grundsteuer(propertyId), version: 1 }),
      await team.stranger.api.delete(`/api/v1/recurring-bookings/${t.id}`),
    ]) expect(res.status).toBe(404);
    expect((await team.stranger.api.get("/api/v1/recurring-bookings")).body).toEqual([]);
    expect((await run(team.stranger.api, { until: "2025-12-31" })).body).toEqual({ created: 0, skipped: 0, invalid: [] });
    expect(await bookingsOf(team.admin.workspaceId, t.id)).toEqual([]);
  });
});
