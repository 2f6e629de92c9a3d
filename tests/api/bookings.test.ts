import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cents, formatEuro } from "@/core/money";
import type { BookingDto, BookingListDto } from "@/shared/booking-types";
import type { ContractDto, PropertyDto, TenantDto, UnitDto } from "@/shared/portfolio-types";
import { messages } from "@/shared/messages";
import { createUser } from "../helpers/http";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { expectStatus, type Api, type User } from "../factories/api";
import { createContract, createProperty, createTenant, createUnit } from "../factories/portfolio";
import { loanPayload } from "../factories/loans";
import { bookingPayload, createBooking, linePayload } from "../factories/bookings";

// Bookings (issue 14): create with split lines, the rules that need the database, the list
// with its filters, sums and pages. Ledger rules (closed years, numbers, audit, receipts,
// subcategories) are in bookings-ledger.test.ts.

const fieldsOf = (res: { body: { details: { fields: Array<{ field: string; message: string }> } } }) => res.body.details.fields;

let app: TestApp;
let owner: User;
let stranger: User;
let api: Api;

/** The owner's portfolio: house A with units A1, A2 (contract on A1) and a loan; house B with unit B1. */
let houseA: PropertyDto;
let houseB: PropertyDto;
let a1: UnitDto;
let a2: UnitDto;
let b1: UnitDto;
let tenant: TenantDto;
let contract: ContractDto;
let loanId: string;

beforeAll(async () => {
  app = await startTestApp();
  [owner, stranger] = await Promise.all([createUser(app), createUser(app)]);
  api = owner.api;
  houseA = await createProperty(api, { name: "Haus A" });
  houseB = await createProperty(api, { name: "Haus B" });
  a1 = await createUnit(api, houseA.id, { code: "A1" });
  a2 = await createUnit(api, houseA.id, { code: "A2" });
  b1 = await createUnit(api, houseB.id, { code: "B1" });
  tenant = await createTenant(api, { firstName: "Jonas", lastName: "Becker" });
  contract = await createContract(api, a1.id, { tenantId: tenant.id });
  loanId = expectStatus(await api.post<{ id: string }>(`/api/v1/properties/${houseA.id}/loans`, loanPayload()), 201, "Darlehen").id;
});
afterAll(() => app.close());

describe("create and read", () => {
  it("splits a utility bill over two units of a property; the lines add up to the amount", async () => {
    const res = await api.post<BookingDto>(
      "/api/v1/bookings",
      bookingPayload(
        [
          linePayload(houseA.id, -7_000, { unitId: a1.id, category: "operating_costs", betrkvType: 2, note: "Zähler 1" }),
          linePayload(houseA.id, -5_000, { unitId: a2.id, category: "operating_costs", betrkvType: 2 }),
        ],
        { paymentDate: "2025-02-15", documentDate: "2025-02-10", counterpartyName: "Stadtwerke Leipzig", text: "Wasser 1. Quartal", vatCents: 1_916 },
      ),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      version: 1,
      paymentDate: "2025-02-15",
      documentDate: "2025-02-10",
      amountCents: -12_000,
      vatCents: 1_916,
      counterpartyName: "Stadtwerke Leipzig",
      text: "Wasser 1. Quartal",
      origin: "manual",
      reversalOfId: null,
      reversedById: null,
      locked: false,
      receipts: [],
    });
    expect(res.body.number).toMatch(/^2025-\d{4}$/);
    expect(res.body.lines).toMatchObject([
      { position: 1, propertyId: houseA.id, propertyName: "Haus A", unitId: a1.id, unitCode: "A1", category: "operating_costs", betrkvType: 2, allocable: true, amountCents: -7_000, note: "Zähler 1" },
      { position: 2, propertyId: houseA.id, unitId: a2.id, unitCode: "A2", betrkvType: 2, allocable: true, amountCents: -5_000 },
    ]);
    const read = await api.get<BookingDto>(`/api/v1/bookings/${res.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(res.body);
  });

  it("fills the counterparty with the tenant's name unless a name is given", async () => {
    const rent = [linePayload(houseA.id, 80_000, { unitId: a1.id, contractId: contract.id, category: "rent" })];
    expect((await createBooking(api, rent, { tenantId: tenant.id })).counterpartyName).toBe("Jonas Becker");
    expect((await createBooking(api, rent, { tenantId: tenant.id, counterpartyName: "J. Becker (Konto Eltern)" })).counterpartyName).toBe("J. Becker (Konto Eltern)");
  });

  it("refuses lines that do not add up with the German message (400), and writes nothing", async () => {
    const before = (await api.get<BookingListDto>("/api/v1/bookings")).body.total;
    const res = await api.post("/api/v1/bookings", { ...bookingPayload([linePayload(houseA.id, -7_000), linePayload(houseA.id, -5_000)]), amountCents: -10_000 });
    expect(res.status).toBe(400);
    const expected = messages.linesDoNotAddUp(formatEuro(cents(-12_000), { decimals: 2 }), formatEuro(cents(-10_000), { decimals: 2 }));
    expect(fieldsOf(res)).toContainEqual({ field: "lines", message: expected });
    expect(expected).toMatch(/^Die Zeilen ergeben .*120,00.*der Betrag ist .*100,00/);
    expect((await api.get<BookingListDto>("/api/v1/bookings")).body.total).toBe(before);
  });

  it("answers 404 for another workspace's property, unit, contract, loan, tenant and booking", async () => {
    const theirHouse = await createProperty(stranger.api, { name: "Fremdes Haus" });
    const theirUnit = await createUnit(stranger.api, theirHouse.id);
    const theirTenant = await createTenant(stranger.api);
    const theirBooking = await createBooking(stranger.api, [linePayload(theirHouse.id, -1_000)]);

    const cases: Array<[Record<string, unknown>, Record<string, unknown>, string]> = [
      [{ propertyId: theirHouse.id }, {}, "Die Immobilie wurde nicht gefunden."],
      [{ unitId: theirUnit.id }, {}, "Die Einheit wurde nicht gefunden."],
      [{}, { tenantId: theirTenant.id }, messages.tenantNotFound],
    ];
    for (const [line, booking, message] of cases) {
      const res = await api.post("/api/v1/bookings", bookingPayload([linePayload(houseA.id, -1_000, line)], booking));
      expect(res.status, JSON.stringify(res.body)).toBe(404);
      expect(res.body.message).toBe(message);
    }
    const theirLoan = expectStatus(await stranger.api.post<{ id: string }>(`/api/v1/properties/${theirHouse.id}/loans`, loanPayload()), 201, "Darlehen").id;
    const loanRes = await api.post("/api/v1/bookings", bookingPayload([linePayload(houseA.id, -1_000, { loanId: theirLoan, category: "loan_interest" })]));
    expect(loanRes.status).toBe(404);
    expect(loanRes.body.message).toBe("Die Finanzierung wurde nicht gefunden.");

    for (const res of [
      await api.get(`/api/v1/bookings/${theirBooking.id}`),
      await api.patch(`/api/v1/bookings/${theirBooking.id}`, { ...bookingPayload([linePayload(houseA.id, -1_000)]), version: 1 }),
      await api.delete(`/api/v1/bookings/${theirBooking.id}`),
      await api.get(`/api/v1/bookings/${theirBooking.id}/audit`),
      await api.post(`/api/v1/bookings/${theirBooking.id}/reverse`, { paymentDate: "2025-05-01" }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Die Buchung wurde nicht gefunden.");
    }
    expect((await stranger.api.get(`/api/v1/bookings/${theirBooking.id}`)).status).toBe(200);
  });

  it("refuses a unit, contract or loan of another property and a subcategory of another category (400)", async () => {
    const sub = expectStatus(await api.post<{ id: string }>("/api/v1/booking-subcategories", { category: "maintenance", name: "Dach" }), 201, "Unterkategorie");
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ unitId: a1.id }, "lines.0.unitId", messages.unitNotInProperty],
      [{ contractId: contract.id, category: "rent" }, "lines.0.contractId", messages.contractNotInProperty],
      [{ loanId, category: "loan_interest" }, "lines.0.loanId", messages.loanNotInProperty],
      [{ subcategoryId: sub.id, category: "insurance" }, "lines.0.subcategoryId", messages.subcategoryNotInCategory],
    ];
    for (const [line, field, message] of cases) {
      const res = await api.post("/api/v1/bookings", bookingPayload([linePayload(houseB.id, -1_000, line)]));
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.message).toBe(message);
      expect(fieldsOf(res)).toEqual([{ field, message }]);
    }
    // The contract's unit must be the line's unit too.
    const wrongUnit = await api.post("/api/v1/bookings", bookingPayload([linePayload(houseA.id, 1_000, { unitId: a2.id, contractId: contract.id, category: "rent" })]));
    expect(wrongUnit.status).toBe(400);
    expect(wrongUnit.body.message).toBe(messages.contractNotInUnit);
  });

  it("edits the whole booking with the version read, replacing its lines; an outdated version is 409 stale", async () => {
    const b = await createBooking(api, [linePayload(houseA.id, -3_000)], { paymentDate: "2025-06-01", documentDate: "2025-06-01" });
    const edit = await api.patch<BookingDto>(`/api/v1/bookings/${b.id}`, {
      ...bookingPayload([linePayload(houseA.id, -2_000, { unitId: a1.id }), linePayload(houseB.id, -2_000, { unitId: b1.id })], { paymentDate: "2025-06-02", documentDate: "2025-06-01", text: "geändert" }),
      version: 1,
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body).toMatchObject({ version: 2, number: b.number, amountCents: -4_000, paymentDate: "2025-06-02", text: "geändert" });
    expect(edit.body.lines.map((l) => [l.position, l.propertyName, l.unitCode, l.amountCents])).toEqual([
      [1, "Haus A", "A1", -2_000],
      [2, "Haus B", "B1", -2_000],
    ]);
    const stale = await api.patch(`/api/v1/bookings/${b.id}`, { ...bookingPayload([linePayload(houseA.id, -1_000)]), version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe("stale");
    expect((await api.get<BookingDto>(`/api/v1/bookings/${b.id}`)).body.amountCents).toBe(-4_000);

    expect((await api.delete(`/api/v1/bookings/${b.id}`)).status).toBe(204);
    expect((await api.get(`/api/v1/bookings/${b.id}`)).status).toBe(404);
    expect((await api.delete(`/api/v1/bookings/${b.id}`)).status).toBe(404);
  });

  it("keeps properties, units, contracts and loans with bookings (409 with the reason, § 147 AO)", async () => {
    const house = await createProperty(api, { name: "Haus Archiv" });
    const unit = await createUnit(api, house.id, { code: "Archiv 1" });
    const c = await createContract(api, unit.id);
    const loan = expectStatus(await api.post<{ id: string }>(`/api/v1/properties/${house.id}/loans`, loanPayload()), 201, "Darlehen").id;
    await createBooking(api, [linePayload(house.id, 50_000, { unitId: unit.id, contractId: c.id, category: "rent" }), linePayload(house.id, -20_000, { loanId: loan, category: "loan_interest" })]);
    const cases: Array<[string, string]> = [
      [`/api/v1/contracts/${c.id}`, "Der Mietvertrag"],
      [`/api/v1/loans/${loan}`, "Die Finanzierung"],
      [`/api/v1/units/${unit.id}`, "Die Einheit"],
      [`/api/v1/properties/${house.id}`, "Die Immobilie"],
    ];
    for (const [path, what] of cases) {
      const res = await api.delete(path);
      expect(res.status, path).toBe(409);
      expect(res.body.message).toBe(messages.hasBookings(what));
      expect(res.body.message).toMatch(/hat Buchungen und kann deshalb nicht gelöscht werden\. Bücher werden 10 Jahre aufbewahrt \(§ 147 AO\)\.$/);
    }
    expect((await api.get(`/api/v1/properties/${house.id}`)).status).toBe(200);
  });
});

describe("list: filters, sums over all filtered lines, pages", () => {
  let ledger: Api;
  let p: { A: string; B: string; a1: string; a2: string; b1: string; contract: string; loan: string };
  const n: Record<string, BookingDto> = {};

  beforeAll(async () => {
    // A workspace of its own, so every total is known.
    ledger = (await createUser(app)).api;
    const A = await createProperty(ledger, { name: "Listenhaus A" });
    const B = await createProperty(ledger, { name: "Listenhaus B" });
    const ua1 = await createUnit(ledger, A.id, { code: "LA1" });
    const ua2 = await createUnit(ledger, A.id, { code: "LA2" });
    const ub1 = await createUnit(ledger, B.id, { code: "LB1" });
    const t = await createTenant(ledger, { firstName: "Mia", lastName: "Sommer" });
    const c = await createContract(ledger, ua1.id, { tenantId: t.id });
    const loan = expectStatus(await ledger.post<{ id: string }>(`/api/v1/properties/${A.id}/loans`, loanPayload()), 201, "Darlehen").id;
    p = { A: A.id, B: B.id, a1: ua1.id, a2: ua2.id, b1: ub1.id, contract: c.id, loan };
    const on = (date: string, extra: Record<string, unknown> = {}) => ({ paymentDate: date, documentDate: date, ...extra });
    const rent = (date: string, text: string) => createBooking(ledger, [linePayload(A.id, 80_000, { unitId: ua1.id, contractId: c.id, category: "rent" })], on(date, { tenantId: t.id, text }));
    n.rentJan = await rent("2025-01-03", "Miete Januar");
    n.rentFeb = await rent("2025-02-03", "Miete Februar");
    n.water = await createBooking(
      ledger,
      [linePayload(A.id, -7_000, { unitId: ua1.id, category: "operating_costs", betrkvType: 2 }), linePayload(A.id, -5_000, { unitId: ua2.id, category: "operating_costs", betrkvType: 2 })],
      on("2025-02-15", { counterpartyName: "Stadtwerke Leipzig", text: "Wasser" }),
    );
    n.insurance = await createBooking(ledger, [linePayload(A.id, -20_000, { category: "insurance" }), linePayload(B.id, -10_000, { category: "insurance" })], on("2024-12-20", { text: "Gebäudeversicherung 2025" }));
    n.instalment = await createBooking(
      ledger,
      [linePayload(A.id, -30_000, { loanId: loan, category: "loan_interest" }), linePayload(A.id, -70_000, { loanId: loan, category: "loan_repayment" })],
      on("2025-03-01", { counterpartyName: "Sparkasse", text: "Rate März" }),
    );
    n.refund = await createBooking(ledger, [linePayload(A.id, -5_000, { unitId: ua1.id, category: "service_charge_settlement" })], on("2025-03-10", { text: "NK-Erstattung 2024", tenantId: t.id }));
    n.rentB = await createBooking(ledger, [linePayload(B.id, 50_000, { unitId: ub1.id, category: "rent" })], on("2025-01-05", { counterpartyName: "Max Müller", text: "Miete Januar B" }));
  });

  const list = async (query = "") => {
    const res = await ledger.get<BookingListDto>(`/api/v1/bookings${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const numbersOf = (l: BookingListDto) => l.items.map((i) => i.id);

  it("lists everything newest payment date first, with sums over all lines", async () => {
    const all = await list();
    expect(numbersOf(all)).toEqual([n.refund, n.instalment, n.water, n.rentFeb, n.rentB, n.rentJan, n.insurance].map((b) => b!.id));
    expect(all.total).toBe(7);
    expect(all.sums).toEqual({ inCents: 210_000, outCents: -147_000, balanceCents: 63_000 });
    const water = all.items.find((i) => i.id === n.water!.id)!;
    expect(water).toMatchObject({ amountCents: -12_000, matchedAmountCents: -12_000, receiptCount: 0, counterpartyName: "Stadtwerke Leipzig" });
    expect(water.lines).toHaveLength(2);
    expect("receipts" in water).toBe(false);
  });

  it("filters by property, unit, contract, loan and category; matched amount and sums are the matching lines", async () => {
    const a = await list(`?propertyId=${p.A}`);
    expect(a.total).toBe(6);
    expect(a.sums).toEqual({ inCents: 160_000, outCents: -137_000, balanceCents: 23_000 });
    expect(a.items.find((i) => i.id === n.insurance!.id)).toMatchObject({ amountCents: -30_000, matchedAmountCents: -20_000 });

    const b = await list(`?propertyId=${p.B}`);
    expect(numbersOf(b)).toEqual([n.rentB!.id, n.insurance!.id]);
    expect(b.sums).toEqual({ inCents: 50_000, outCents: -10_000, balanceCents: 40_000 });

    const unit = await list(`?unitId=${p.a2}`);
    expect(unit.items.map((i) => [i.id, i.matchedAmountCents])).toEqual([[n.water!.id, -5_000]]);
    expect(numbersOf(await list(`?contractId=${p.contract}`))).toEqual([n.rentFeb!.id, n.rentJan!.id]);
    const loan = await list(`?loanId=${p.loan}`);
    expect(numbersOf(loan)).toEqual([n.instalment!.id]);
    expect(loan.sums?.outCents).toBe(-100_000);
    const interest = await list(`?category=loan_interest`);
    expect(interest.items.map((i) => i.matchedAmountCents)).toEqual([-30_000]);
    expect(interest.sums).toEqual({ inCents: 0, outCents: -30_000, balanceCents: -30_000 });
    // Several line filters apply to the same line.
    expect(numbersOf(await list(`?propertyId=${p.A}&category=insurance`))).toEqual([n.insurance!.id]);
    expect((await list(`?propertyId=${p.B}&category=loan_interest`)).total).toBe(0);
  });

  it("filters by direction (sign of the booking), year and month of the payment date", async () => {
    expect(numbersOf(await list("?direction=in"))).toEqual([n.rentFeb, n.rentB, n.rentJan].map((b) => b!.id));
    const out = await list("?direction=out");
    expect(numbersOf(out)).toEqual([n.refund, n.instalment, n.water, n.insurance].map((b) => b!.id));
    expect(out.sums).toEqual({ inCents: 0, outCents: -147_000, balanceCents: -147_000 });
    expect(numbersOf(await list("?year=2024"))).toEqual([n.insurance!.id]);
    expect(numbersOf(await list("?year=2025&month=2"))).toEqual([n.water, n.rentFeb].map((b) => b!.id));
    expect(numbersOf(await list("?year=2025&month=12"))).toEqual([]);
    expect((await list("?year=2025&direction=in")).sums?.inCents).toBe(210_000);
  });

  it("searches text, counterparty and Belegnummer case-insensitively; wildcards are plain characters", async () => {
    expect(numbersOf(await list("?q=stadtwerke"))).toEqual([n.water!.id]);
    expect(numbersOf(await list("?q=miete%20januar"))).toEqual([n.rentB, n.rentJan].map((b) => b!.id));
    expect(numbersOf(await list(`?q=${n.instalment!.number}`))).toEqual([n.instalment!.id]);
    expect(numbersOf(await list("?q=mia%20sommer"))).toEqual([n.refund, n.rentFeb, n.rentJan].map((b) => b!.id));
    expect((await list("?q=%25")).total).toBe(0);
    expect(numbersOf(await list(`?q=miete&propertyId=${p.B}`))).toEqual([n.rentB!.id]);
  });

  it("pages through the list; total and sums are those of all pages", async () => {
    const all = await list();
    const pages = [await list("?pageSize=3&page=1"), await list("?pageSize=3&page=2"), await list("?pageSize=3&page=3")];
    expect(pages.map((pg) => pg.items.length)).toEqual([3, 3, 1]);
    expect(pages.flatMap(numbersOf)).toEqual(numbersOf(all));
    for (const pg of pages) {
      expect(pg.total).toBe(7);
      expect(pg.sums).toEqual(all.sums);
      expect(pg.pageSize).toBe(3);
    }
    const past = await list("?pageSize=3&page=9");
    expect(past).toMatchObject({ items: [], total: 7, page: 9, sums: all.sums });
    const none = await list("?q=gibtesnicht");
    expect(none).toMatchObject({ items: [], total: 0, sums: { inCents: 0, outCents: 0, balanceCents: 0 } });
  });

  it("refuses malformed filters with 400", async () => {
    for (const q of ["?propertyId=abc", "?direction=up", "?year=1800", "?month=13&year=2025", "?pageSize=500", "?category=rente"]) {
      expect((await ledger.get(`/api/v1/bookings${q}`)).status, q).toBe(400);
    }
  });
});
