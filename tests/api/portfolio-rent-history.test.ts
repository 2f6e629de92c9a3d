import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { addDays, resetClock, setToday } from "@/core/dates";
import { rentStepInForce } from "@/domain/rent";
import { rowsOf } from "@/server/db/rows";
import { rentInForceSql } from "@/server/features/contracts";
import { refreshFiguresForDay } from "@/server/features/portfolio";
import type { ContractDto, PortfolioFigures, UnitDetail, UnitListItem } from "@/shared/portfolio-types";
import type { RentStepDto } from "@/shared/rent-roll-types";
import { createUser } from "../helpers/http";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { expectStatus, type Api } from "../factories/api";
import { contractPayload, createContract, createProperty, createRoom, createUnit } from "../factories/portfolio";

// The figures use the rent in force on their day (docs/decisions/0013-figures-follow-rent-history.md):
// the latest rent change with valid_from <= day, else the contract's own rent. The summary
// follows a change's writes and the arrival of its valid_from day (the daily refresh).
describe("portfolio figures follow the rent history", () => {
  let app: TestApp;
  let api: Api;

  beforeAll(async () => {
    app = await startTestApp();
    ({ api } = await createUser(app));
  });
  afterEach(async () => {
    resetClock();
    await refreshFiguresForDay(app.database.db);
  });
  afterAll(() => app.close());

  const onDay = async (day: string) => {
    setToday(day);
    await refreshFiguresForDay(app.database.db);
  };

  /** 120.000 €, one flat of 50 m² let for 500 € + 100 € NK since 2024. */
  async function letFlat() {
    const property = await createProperty(api, { name: `Mietstufenhaus ${Math.random().toString(36).slice(2, 7)}`, purchasePriceCents: 12_000_000 });
    const unit = await createUnit(api, property.id, { code: "W1", sizeSqm: 50, usage: "rented" });
    const contract = await createContract(api, unit.id, { coldRentCents: 50_000, serviceChargeCents: 10_000, startDate: "2024-01-01" });
    return { property, unit, contract };
  }

  /** Every figure that shows a rent in force today, for one property, its flat and contract. */
  async function shown(f: Awaited<ReturnType<typeof letFlat>>) {
    const figures = expectStatus(await api.get<{ figures: PortfolioFigures }>(`/api/v1/properties/${f.property.id}`), 200, "Immobilie").figures;
    const list = expectStatus(await api.get<{ items: Array<{ id: string; monthlyColdRentCents: number; grossYieldPercent: number | null }> }>(`/api/v1/properties?sort=coldRent&dir=desc&pageSize=100`), 200, "Liste");
    const row = list.items.find((p) => p.id === f.property.id)!;
    const [unitRow] = expectStatus(await api.get<UnitListItem[]>(`/api/v1/properties/${f.property.id}/units`), 200, "Einheiten");
    const unit = expectStatus(await api.get<UnitDetail>(`/api/v1/units/${f.unit.id}`), 200, "Einheit");
    const [contract] = expectStatus(await api.get<ContractDto[]>(`/api/v1/units/${f.unit.id}/contracts`), 200, "Verträge");
    return {
      rent: figures.monthlyColdRentCents,
      yield: figures.averageGrossYieldPercent,
      listRent: row.monthlyColdRentCents,
      listYield: row.grossYieldPercent,
      unitRent: unitRow!.coldRentCents,
      unitPerSqm: unitRow!.coldRentPerSqmCents,
      unitYield: unitRow!.grossYieldPercent,
      detailRent: unit.coldRentCents,
      detailPerSqm: unit.coldRentPerSqmCents,
      contract: [contract!.currentColdRentCents, contract!.currentServiceChargeCents, contract!.warmRentCents],
    };
  }

  // 500 € on 120.000 € = 5,00 %, 10,00 €/m²; 600 € = 6,00 %, 12,00 €/m².
  const at500 = { rent: 50_000, yield: 5, listRent: 50_000, listYield: 5, unitRent: 50_000, unitPerSqm: 1_000, unitYield: 5, detailRent: 50_000, detailPerSqm: 1_000, contract: [50_000, 10_000, 60_000] };
  const at600 = { rent: 60_000, yield: 6, listRent: 60_000, listYield: 6, unitRent: 60_000, unitPerSqm: 1_200, unitYield: 6, detailRent: 60_000, detailPerSqm: 1_200, contract: [60_000, 12_000, 72_000] };
  const change = (validFrom: string, coldRentCents = 60_000) => ({ validFrom, coldRentCents, serviceChargeCents: 12_000, reason: "agreement", note: "" });

  it("a change valid from a past day counts; deleting it goes back to the contract's own rent", async () => {
    await onDay("2026-11-22");
    const f = await letFlat();
    expect(await shown(f)).toEqual(at500);

    const step = expectStatus(await api.post<RentStepDto>(`/api/v1/contracts/${f.contract.id}/rent-changes`, change("2026-06-01")), 201, "Mietänderung");
    expect(await shown(f)).toEqual(at600);
    const overview = expectStatus(await api.get<PortfolioFigures>("/api/v1/portfolio/overview"), 200, "Übersicht");
    expect(overview.monthlyColdRentCents).toBeGreaterThanOrEqual(60_000);

    // The contract keeps its own (initial) rent for its form; only the rent in force moved.
    const [contract] = expectStatus(await api.get<ContractDto[]>(`/api/v1/units/${f.unit.id}/contracts`), 200, "Verträge");
    expect([contract!.coldRentCents, contract!.serviceChargeCents]).toEqual([50_000, 10_000]);

    expectStatus(await api.delete(`/api/v1/rent-changes/${step.id}`), 204, "Mietänderung löschen");
    expect(await shown(f)).toEqual(at500);
  });

  it("a change valid from a future day counts from that day on, without any write", async () => {
    await onDay("2026-11-22");
    const f = await letFlat();
    const step = expectStatus(await api.post<RentStepDto>(`/api/v1/contracts/${f.contract.id}/rent-changes`, change("2026-12-01")), 201, "Mietänderung");
    expect(await shown(f)).toEqual(at500);
    await onDay("2026-11-30");
    expect(await shown(f)).toEqual(at500);
    await onDay("2026-12-01");
    expect(await shown(f)).toEqual(at600);

    // Moving the change into the future again, then back into the past, moves the figures.
    const later = expectStatus(await api.patch<RentStepDto>(`/api/v1/rent-changes/${step.id}`, { ...change("2027-03-01"), version: step.version }), 200, "verschieben");
    expect(await shown(f)).toEqual(at500);
    const earlier = expectStatus(await api.patch<RentStepDto>(`/api/v1/rent-changes/${step.id}`, { ...change("2026-10-01", 61_000), version: later.version }), 200, "vorziehen");
    expect((await shown(f)).rent).toBe(61_000);
    expectStatus(await api.patch<RentStepDto>(`/api/v1/rent-changes/${step.id}`, { ...change("2026-10-01"), version: earlier.version }), 200, "Betrag");
    expect(await shown(f)).toEqual(at600);
  });

  it("the latest change on or before the day counts, the contract's own rent before the first", async () => {
    await onDay("2026-11-22");
    const f = await letFlat();
    for (const [validFrom, cents] of [["2025-01-01", 55_000], ["2026-11-22", 60_000], ["2026-11-23", 65_000]] as const) {
      expectStatus(await api.post(`/api/v1/contracts/${f.contract.id}/rent-changes`, change(validFrom, cents)), 201, "Mietänderung");
    }
    expect(await shown(f)).toEqual(at600);
    await onDay("2026-11-21");
    expect((await shown(f)).rent).toBe(55_000);
    await onDay("2024-06-01");
    expect((await shown(f)).contract).toEqual([50_000, 10_000, 60_000]);
    expect((await shown(f)).rent).toBe(50_000);
    await onDay("2026-11-23");
    expect((await shown(f)).rent).toBe(65_000);

    // Editing the contract's own rent does not override a change in force.
    const [c] = expectStatus(await api.get<ContractDto[]>(`/api/v1/units/${f.unit.id}/contracts`), 200, "Verträge");
    const { tenantId, startDate, endDate, isLimitedTerm, depositCents, status } = c!;
    expectStatus(
      await api.patch(`/api/v1/contracts/${c!.id}`, { ...contractPayload(tenantId, { startDate, endDate, isLimitedTerm, depositCents, status, coldRentCents: 52_000, serviceChargeCents: 10_000 }), version: c!.version }),
      200,
      "Vertrag",
    );
    expect((await shown(f)).rent).toBe(65_000);
  });

  it("a WG sums each room's rent in force; an ended contract shows its last rent on the list", async () => {
    await onDay("2026-11-22");
    const property = await createProperty(api, { name: "WG-Haus", purchasePriceCents: null });
    const wg = await createUnit(api, property.id, { code: "WG", sizeSqm: 100, usage: "shared_housing" });
    const rooms = [await createRoom(api, wg.id, { code: "Z1" }), await createRoom(api, wg.id, { code: "Z2" })];
    const z1 = await createContract(api, wg.id, { roomId: rooms[0]!.id, coldRentCents: 30_000, startDate: "2024-01-01" });
    await createContract(api, wg.id, { roomId: rooms[1]!.id, coldRentCents: 35_000, startDate: "2024-01-01" });
    expectStatus(await api.post(`/api/v1/contracts/${z1.id}/rent-changes`, { ...change("2025-01-01", 32_000), serviceChargeCents: 0 }), 201, "Mietänderung");
    const figures = async () => expectStatus(await api.get<{ figures: PortfolioFigures }>(`/api/v1/properties/${property.id}`), 200, "Immobilie").figures;
    expect((await figures()).monthlyColdRentCents).toBe(67_000);
    const [unitRow] = expectStatus(await api.get<UnitListItem[]>(`/api/v1/properties/${property.id}/units`), 200, "Einheiten");
    expect(unitRow!.coldRentCents).toBe(67_000);

    // Z1 ended on 30.06.2026; the list shows the rent it had last, the figures no longer count it.
    const ended = await api.patch(`/api/v1/contracts/${z1.id}`, {
      ...contractPayload(z1.tenantId, { roomId: rooms[0]!.id, coldRentCents: 30_000, startDate: "2024-01-01", isLimitedTerm: true, endDate: "2026-06-30", status: "terminated" }),
      version: z1.version,
    });
    expect(ended.status).toBe(200);
    expect((await figures()).monthlyColdRentCents).toBe(35_000);
    const listed = expectStatus(await api.get<ContractDto[]>(`/api/v1/units/${wg.id}/contracts`), 200, "Verträge");
    expect(listed.find((c) => c.id === z1.id)).toMatchObject({ coldRentCents: 30_000, currentColdRentCents: 32_000, currentServiceChargeCents: 0, warmRentCents: 32_000 });
  });
});

// The rule has one SQL form, rent_in_force (reached through rentInForceSql), and one in
// TypeScript, rentStepInForce (the tenant account); both must agree on every day around
// each step, before the start and after the end.
describe("rent_in_force equals rentStepInForce", () => {
  let app: TestApp;
  let api: Api;
  beforeAll(async () => {
    app = await startTestApp();
    ({ api } = await createUser(app));
  });
  afterAll(() => app.close());

  it("on every day around the steps of a contract with and without NK", async () => {
    const property = await createProperty(api, { name: "Gleichhaus" });
    const unit = await createUnit(api, property.id, { code: "W1" });
    const ended = await createContract(api, unit.id, { coldRentCents: 40_000, serviceChargeCents: null, startDate: "2020-03-15", isLimitedTerm: true, endDate: "2023-12-31" });
    const running = await createContract(api, unit.id, { coldRentCents: 50_000, serviceChargeCents: 9_000, startDate: "2024-01-01" });
    const changes: Record<string, Array<[string, number, number]>> = {
      [ended.id]: [["2021-03-15", 42_000, 5_000], ["2023-12-31", 43_000, 0]],
      [running.id]: [["2024-01-02", 51_000, 9_000], ["2025-07-01", 53_000, 9_500], ["2027-01-01", 55_000, 10_000]],
    };
    for (const [contractId, list] of Object.entries(changes)) {
      for (const [validFrom, coldRentCents, serviceChargeCents] of list) {
        expectStatus(await api.post(`/api/v1/contracts/${contractId}/rent-changes`, { validFrom, coldRentCents, serviceChargeCents, reason: "index" }), 201, "Mietänderung");
      }
    }
    for (const c of [ended, running]) {
      const steps = [{ validFrom: c.startDate, cold: c.coldRentCents, service: c.serviceChargeCents }, ...changes[c.id]!.map(([validFrom, cold, service]) => ({ validFrom, cold, service }))];
      const days = [...new Set([...steps.flatMap((s) => [addDays(s.validFrom, -1), s.validFrom, addDays(s.validFrom, 1)]), "2019-01-01", "2031-01-01"])].sort();
      for (const day of days) {
        const [row] = rowsOf<{ cold: unknown; service: unknown; valid_from: unknown }>(
          await app.database.db.execute(sql`select r.cold_rent_cents as cold, r.service_charge_cents as service, r.valid_from::text as valid_from
            from rental_contracts c cross join lateral ${rentInForceSql("c", day)} r where c.id = ${c.id}`),
        );
        const step = rentStepInForce(steps, day);
        expect([day, Number(row!.cold), row!.service === null ? null : Number(row!.service), row!.valid_from]).toEqual([day, step.cold, step.service, step.validFrom]);
      }
    }
  });
});
