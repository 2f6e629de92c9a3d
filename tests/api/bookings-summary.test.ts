import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingDto, BookingListDto, BookingListItem } from "@/shared/booking-types";
import { BOOKING_COUNT_CAP, SEARCH_SUM_CAP } from "@/shared/booking-types";
import type { UnitDto } from "@/shared/portfolio-types";
import { createUser } from "../helpers/http";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { expectStatus, type Api } from "../factories/api";
import { createProperty, createUnit } from "../factories/portfolio";
import { bookingPayload, createBooking, linePayload, type LinePayload } from "../factories/bookings";

// The list's total and sums come from trigger-kept summaries and a capped count (decision
// 0014, migration 0012). After every kind of write (create, edit that moves a booking to
// another month, direction, property or category, reverse, delete) each filter's answer
// must equal what the bookings themselves say: the oracle below recomputes total, sums and
// order from all bookings with their lines (the list's items, loaded without summaries).

let app: TestApp;
afterAll(() => app.close());
beforeAll(async () => {
  app = await startTestApp();
});

type Filter = { propertyId?: string; unitId?: string; category?: string; direction?: "in" | "out"; year?: number; month?: number; q?: string };

const on = (date: string, extra: Record<string, unknown> = {}) => ({ paymentDate: date, documentDate: date, ...extra });

/** What the list must answer for `f`, computed from every booking with all its lines. */
function oracle(all: BookingListItem[], f: Filter) {
  const lineFilter = Boolean(f.propertyId || f.unitId || f.category);
  const linePasses = (l: BookingListItem["lines"][number]) =>
    (!f.propertyId || l.propertyId === f.propertyId) && (!f.unitId || l.unitId === f.unitId) && (!f.category || l.category === f.category);
  const q = f.q?.toLowerCase();
  const bookingPasses = (b: BookingListItem) =>
    (f.direction !== "in" || b.amountCents > 0) &&
    (f.direction !== "out" || b.amountCents < 0) &&
    (f.year === undefined || b.paymentDate.startsWith(`${f.year}-`)) &&
    (f.month === undefined || b.paymentDate.slice(5, 7) === String(f.month).padStart(2, "0")) &&
    (!q || [b.text, b.counterpartyName, b.number].some((s) => s.toLowerCase().includes(q)));
  const matching = all.filter((b) => bookingPasses(b) && (!lineFilter || b.lines.some(linePasses)));
  const lines = matching.flatMap((b) => b.lines.filter(linePasses));
  const inCents = lines.filter((l) => l.amountCents > 0).reduce((s, l) => s + l.amountCents, 0);
  const outCents = lines.filter((l) => l.amountCents < 0).reduce((s, l) => s + l.amountCents, 0);
  const ids = [...matching].sort((a, b) => (a.paymentDate !== b.paymentDate ? (a.paymentDate < b.paymentDate ? 1 : -1) : a.id < b.id ? -1 : 1)).map((b) => b.id);
  return { total: matching.length, totalCapped: false, sums: { inCents, outCents, balanceCents: inCents + outCents }, ids };
}

const search = (f: Filter) => new URLSearchParams(Object.entries(f).map(([k, v]) => [k, String(v)])).toString();

describe("list totals and sums follow every write", () => {
  let api: Api;
  let A: string;
  let B: string;
  let a1: UnitDto;
  const b: Record<string, BookingDto> = {};

  beforeAll(async () => {
    api = (await createUser(app)).api;
    A = (await createProperty(api, { name: "Summenhaus A" })).id;
    B = (await createProperty(api, { name: "Summenhaus B" })).id;
    a1 = await createUnit(api, A, { code: "S1" });
  });

  const filters = (): Filter[] => [
    {},
    { year: 2025 },
    { year: 2024 },
    { year: 2025, month: 2 },
    { year: 2025, month: 3 },
    { propertyId: A },
    { propertyId: B },
    { propertyId: A, year: 2025 },
    { propertyId: B, year: 2025, month: 2 },
    { category: "maintenance" },
    { category: "rent" },
    { category: "operating_costs", year: 2025 },
    { direction: "in" },
    { direction: "out" },
    { direction: "in", year: 2025 },
    { propertyId: A, direction: "out" },
    { propertyId: B, category: "maintenance", direction: "out", year: 2025, month: 3 },
    { unitId: a1.id },
    { q: "miete" },
    { q: "miete", direction: "in" },
    { q: "miete", year: 2025 },
    { q: "rate", direction: "out", year: 2025, month: 3 },
    { q: "rate", propertyId: B },
    { q: "MIETE" },
    // Never across two of text, counterparty and number, also with a line break in `q`.
    { q: "januar\nsummen" },
  ];

  /** Every filter's answer against the oracle; the page of 200 holds every booking here. */
  async function expectListsRight(step: string) {
    const everything = expectStatus(await api.get<BookingListDto>("/api/v1/bookings?pageSize=200"), 200, "Liste");
    for (const f of filters()) {
      const res = expectStatus(await api.get<BookingListDto>(`/api/v1/bookings?pageSize=200&${search(f)}`), 200, "Liste");
      const got = { total: res.total, totalCapped: res.totalCapped, sums: res.sums, ids: res.items.map((i) => i.id) };
      const expected = oracle(everything.items, f);
      expect(got, `${step}: ${search(f) || "ohne Filter"}`).toEqual(expected);
      // A search within a year pages in its own one-pass query (decision 0016): page 2 of 1.
      if (f.q && f.year) {
        const second = expectStatus(await api.get<BookingListDto>(`/api/v1/bookings?pageSize=1&page=2&${search(f)}`), 200, "Seite 2");
        expect(second.items.map((i) => i.id), `${step}: Seite 2 von ${search(f)}`).toEqual(expected.ids.slice(1, 2));
        expect(second.total).toBe(expected.total);
      }
    }
  }

  const edit = async (id: string, lines: LinePayload[], extra: Record<string, unknown>) => {
    const current = expectStatus(await api.get<BookingDto>(`/api/v1/bookings/${id}`), 200, "Buchung");
    return expectStatus(await api.patch<BookingDto>(`/api/v1/bookings/${id}`, { ...bookingPayload(lines, extra), number: null, version: current.version }), 200, "Buchung ändern");
  };

  it("after creating bookings with split lines across properties, months and directions", async () => {
    // Rent with an NK refund line against the booking's direction: in 80.000, out -5.000.
    b.rent = await createBooking(api, [linePayload(A, 80_000, { unitId: a1.id, category: "rent" }), linePayload(A, -5_000, { unitId: a1.id, category: "service_charge_settlement" })], on("2025-01-10", { text: "Miete Januar", counterpartyName: "Summen GmbH" }));
    b.water = await createBooking(api, [linePayload(A, -7_000, { category: "operating_costs", betrkvType: 2 }), linePayload(B, -5_000, { category: "operating_costs", betrkvType: 2 })], on("2025-02-15", { text: "Wasser" }));
    b.insurance = await createBooking(api, [linePayload(A, -20_000, { category: "insurance" }), linePayload(B, -10_000, { category: "insurance" })], on("2024-12-31", { text: "Versicherung" }));
    b.rentB = await createBooking(api, [linePayload(B, 50_000, { category: "rent" }), linePayload(A, 1_000, { category: "other_income" })], on("2025-02-01", { text: "Miete Februar B" }));
    // Money out with a positive correction line on another property.
    b.repair = await createBooking(api, [linePayload(A, -500, { category: "maintenance" }), linePayload(B, 400, { category: "maintenance" })], on("2025-03-31", { text: "Rate Dach" }));
    await expectListsRight("angelegt");
  });

  it("after edits that move a booking to another direction, month, year, property and category", async () => {
    // Money out becomes money in, in another year, with other categories.
    b.water = await edit(b.water!.id, [linePayload(A, 3_000, { category: "other_income" }), linePayload(B, 2_000, { category: "parking_rent" })], on("2024-11-05", { text: "Stellplatz" }));
    // The rent moves to March and to property B, keeping its refund line.
    b.rent = await edit(b.rent!.id, [linePayload(B, 70_000, { category: "rent" }), linePayload(B, -4_000, { category: "service_charge_settlement" })], on("2025-03-01", { text: "Miete März" }));
    // Only the date changes, within the month and then to another month.
    b.repair = await edit(b.repair!.id, [linePayload(A, -500, { category: "maintenance" }), linePayload(B, 400, { category: "maintenance" })], on("2025-03-02", { text: "Rate Dach" }));
    await expectListsRight("geändert");
    b.repair = await edit(b.repair.id, [linePayload(A, -500, { category: "maintenance" }), linePayload(B, 400, { category: "maintenance" })], on("2025-02-27", { text: "Rate Dach" }));
    await expectListsRight("in einen anderen Monat verschoben");
  });

  it("after a reversal and deletions", async () => {
    const rev = await api.post<BookingDto>(`/api/v1/bookings/${b.insurance!.id}/reverse`, { paymentDate: "2025-01-05", text: "Storno Versicherung" });
    expect(rev.status, JSON.stringify(rev.body)).toBe(201);
    await expectListsRight("storniert");
    expect((await api.delete(`/api/v1/bookings/${b.rentB!.id}`)).status).toBe(204);
    expect((await api.delete(`/api/v1/bookings/${rev.body.id}`)).status).toBe(204);
    expect((await api.delete(`/api/v1/bookings/${b.insurance!.id}`)).status).toBe(204);
    await expectListsRight("gelöscht");
    for (const rest of [b.rent!, b.water!, b.repair!]) expect((await api.delete(`/api/v1/bookings/${rest.id}`)).status).toBe(204);
    const empty = expectStatus(await api.get<BookingListDto>(`/api/v1/bookings?propertyId=${A}`), 200, "Liste");
    expect(empty).toMatchObject({ items: [], total: 0, totalCapped: false, sums: { inCents: 0, outCents: 0, balanceCents: 0 } });
    await expectListsRight("alles gelöscht");
  });
});

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe("capped count", () => {
  let api: Api;
  let workspaceId: string;
  let P: string;
  let Q: string;
  /** Bookings inserted straight into the database: 10.050 on P, money out of -(100 + g) cents. */
  const many = BOOKING_COUNT_CAP + 50;
  const manyOut = -Array.from({ length: many }, (_, i) => 100 + i + 1).reduce((s, n) => s + n, 0);

  beforeAll(async () => {
    const user = await createUser(app);
    api = user.api;
    workspaceId = user.workspaceId;
    P = (await createProperty(api, { name: "Großes Haus" })).id;
    Q = (await createProperty(api, { name: "Kleines Haus" })).id;
    await app.database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into bookings (workspace_id, number, payment_date, document_date, amount_cents, text)
        select ${workspaceId}, 'SQL-' || g, date '2023-01-01' + (g % 365), date '2023-01-01' + (g % 365), -(100 + g), 'Reparatur'
        from generate_series(1, ${many}) g`);
      await tx.execute(sql`insert into booking_lines (workspace_id, booking_id, position, payment_date, property_id, category, amount_cents)
        select workspace_id, id, 1, payment_date, ${P}, 'maintenance', amount_cents from bookings where workspace_id = ${workspaceId}`);
    });
    // PGlite runs in this process: during the insert the server closed its idle keep-alive
    // sockets without the client seeing it yet. One turn of the event loop lets it see.
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const amount of [-1_000, -2_000, 3_000]) await createBooking(api, [linePayload(Q, amount, { category: amount < 0 ? "maintenance" : "rent" })], on("2024-05-05", { text: "Kleinkram" }));
    // 10.050 bookings through the triggers: about 20 s on PGlite alone, far more on a busy machine.
  }, 180_000);

  const list = async (query: string) => expectStatus(await api.get<BookingListDto>(`/api/v1/bookings?${query}`), 200, "Liste");

  it("counts a line filter's bookings up to 10.000 and then says 'more'; the sums stay exact", async () => {
    const p = await list(`propertyId=${P}`);
    expect(p).toMatchObject({ total: BOOKING_COUNT_CAP, totalCapped: true, sums: { inCents: 0, outCents: manyOut, balanceCents: manyOut } });
    expect(p.items).toHaveLength(50);
    const maintenance = await list("category=maintenance");
    expect(maintenance).toMatchObject({ total: BOOKING_COUNT_CAP, totalCapped: true, sums: { inCents: 0, outCents: manyOut - 3_000 } });
    // Pages beyond the cap still come: bookings 10.001–10.050 are page 201.
    expect((await list(`propertyId=${P}&page=201`)).items).toHaveLength(50);
    expect((await list(`propertyId=${P}&page=202`)).items).toHaveLength(0);
  });

  it("counts exactly up to the cap, and without line filters always", async () => {
    expect(await list(`propertyId=${Q}`)).toMatchObject({ total: 3, totalCapped: false, sums: { inCents: 3_000, outCents: -3_000, balanceCents: 0 } });
    expect(await list("")).toMatchObject({ total: many + 3, totalCapped: false, sums: { inCents: 3_000, outCents: manyOut - 3_000 } });
    expect(await list("direction=out&year=2023")).toMatchObject({ total: many, totalCapped: false, sums: { outCents: manyOut } });
    // The text search counts every match exactly: SQL-1005 and SQL-10050.
    expect(await list("q=sql-1005")).toMatchObject({ total: 2, totalCapped: false, sums: { inCents: 0, outCents: -(1_105 + 10_150) } });
  });

  it("a text search counts and adds up to 5.000 bookings; beyond, no sums, with or without line filters (decision 0016)", async () => {
    // "sql-1" matches SQL-1, SQL-10…19, SQL-100…199, SQL-1000…1999 and SQL-10000…10050.
    const g = [1, ...range(10, 19), ...range(100, 199), ...range(1000, 1999), ...range(10_000, many)];
    const out = -g.reduce((s, n) => s + 100 + n, 0);
    expect(await list("q=sql-1")).toMatchObject({ total: g.length, totalCapped: false, sums: { inCents: 0, outCents: out, balanceCents: out } });
    expect(await list(`q=sql-1&propertyId=${P}`)).toMatchObject({ total: g.length, totalCapped: false, sums: { inCents: 0, outCents: out, balanceCents: out } });
    const broad = await list("q=reparatur");
    expect(broad).toMatchObject({ total: SEARCH_SUM_CAP, totalCapped: true, sums: null });
    expect(broad.items).toHaveLength(50);
    expect(await list(`q=reparatur&category=maintenance`)).toMatchObject({ total: SEARCH_SUM_CAP, totalCapped: true, sums: null });
    // The other filters keep their exact sums.
    expect((await list("category=maintenance")).sums).toMatchObject({ outCents: manyOut - 3_000 });
  });
});
