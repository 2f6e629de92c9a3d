/**
 * Nebenkostenabrechnung benchmark (issue 19, "Speed"): a property with 100 units and 40 cost
 * lines on PGlite — the statement's computation (read the books, split every line, the
 * tenants' results) < 200 ms, and all 100 tenants' PDF letters < 10 s.
 *
 *   npx tsx bench/operating-costs.bench.ts                 # PGlite in memory (the target)
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/operating-costs.bench.ts
 *
 * Workload (seeded PRNG): 100 flats of 35–110 m² (every tenth a WG of three rooms let by
 * room), a contract per flat or room running all of 2025 with NK-Vorauszahlung, every fifth
 * flat changing tenants on a random day, every twentieth vacant; cold and warm water meters
 * with readings at 31.12.2024, a tenant change and 31.12.2025; 40 umlagefähig cost bookings
 * of 2025 over the BetrKV types (water by consumption, refuse by persons, the rest by area,
 * insurance with a service period across two years). Measured in process through the same
 * service the API calls; REQUESTS (BENCH_REQUESTS, default 30) runs after a warm-up.
 */
import { performance } from "node:perf_hooks";
import { setToday } from "../src/core/dates.js";
import { bookingLines, bookings, meterReadings, meters, properties, rentalContracts, rooms, tenants, units, workspaces } from "../src/server/db/schema/index.js";
import { getStatement, createStatement } from "../src/server/features/operating-costs/statements.service.js";
import { statementLetterPdf, statementLettersZip } from "../src/server/features/operating-costs/statement-files.service.js";
import { statementCreateInput } from "../src/shared/schemas/operating-costs.js";
import type { Actor } from "../src/server/authz.js";
import { insertBatches, openDatabase, percentile, random } from "./support.js";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 30);
const rnd = random(19);
const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
const day = (month: number, d: number) => `2025-${String(month).padStart(2, "0")}-${String(d).padStart(2, "0")}`;

const { database, label, drop } = await openDatabase();
const db = database.db;
setToday("2026-03-01");
try {
  const [ws] = await db.insert(workspaces).values({ name: "Bench" }).returning();
  const actor: Actor = { userId: "bench", workspaceId: ws!.id, role: "admin" };
  const [property] = await db.insert(properties).values({ workspaceId: ws!.id, name: "Großes Haus", kind: "multi_family", street: "Hauptstraße", houseNumber: "1", postcode: "04109", city: "Leipzig" }).returning();

  const unitRows: Array<typeof units.$inferInsert> = Array.from({ length: 100 }, (_, i) => ({ workspaceId: ws!.id, propertyId: property!.id, code: `WE ${String(i + 1).padStart(3, "0")}`, type: "apartment" as const, usage: (i % 10 === 9 ? "shared_housing" : "rented"), sizeSqm: String(35 + Math.floor(rnd() * 75)) }));
  const unitList = await db.insert(units).values(unitRows).returning();
  const roomRows = unitList.filter((_, i) => i % 10 === 9).flatMap((u) => [1, 2, 3].map((n) => ({ workspaceId: ws!.id, unitId: u.id, code: `Zimmer ${n}`, sizeSqm: String(12 + n * 3) })));
  const roomList = await db.insert(rooms).values(roomRows).returning();

  // Tenants and contracts: one per flat or WG room; every fifth flat changes tenants; every twentieth is vacant.
  const contracts: Array<typeof rentalContracts.$inferInsert> = [];
  const tenantRows: Array<typeof tenants.$inferInsert> = [];
  const addContract = (unitId: string, roomId: string | null, start: string, end: string | null) => {
    tenantRows.push({ workspaceId: ws!.id, firstName: "Mieter", lastName: `${tenantRows.length + 1}` });
    contracts.push({ workspaceId: ws!.id, unitId, roomId, tenantId: "", startDate: start, endDate: end, status: end ? "terminated" : "active", coldRentCents: 50_000, serviceChargeCents: 15_000 + Math.floor(rnd() * 10) * 1_000 });
  };
  unitList.forEach((u, i) => {
    if (i % 20 === 19) return;
    if (i % 10 === 9) for (const r of roomList.filter((x) => x.unitId === u.id)) addContract(u.id, r.id, "2024-01-01", null);
    else if (i % 5 === 4) {
      const change = day(2 + Math.floor(rnd() * 9), 1 + Math.floor(rnd() * 27));
      addContract(u.id, null, "2023-05-01", new Date(Date.parse(`${change}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10));
      addContract(u.id, null, change, null);
    } else addContract(u.id, null, "2022-01-01", null);
  });
  const tenantList = await db.insert(tenants).values(tenantRows).returning();
  contracts.forEach((c, i) => (c.tenantId = tenantList[i]!.id));
  const contractList = await db.insert(rentalContracts).values(contracts).returning();

  // Water meters with readings at the start, a mid-year interim and the end of 2025.
  const meterRows = unitList.flatMap((u) => (["cold_water", "warm_water"] as const).map((kind) => ({ workspaceId: ws!.id, propertyId: property!.id, unitId: u.id, kind, serialNumber: `${kind}-${u.code}`, installedOn: "2020-01-01" })));
  const meterList = await db.insert(meters).values(meterRows).returning();
  await insertBatches(
    meterList.flatMap((m) => {
      const start = 100 + Math.floor(rnd() * 500);
      return [
        { workspaceId: ws!.id, meterId: m.id, readingDate: "2024-12-31", value: String(start) },
        { workspaceId: ws!.id, meterId: m.id, readingDate: "2025-06-30", value: String(start + 10 + Math.floor(rnd() * 20)) },
        { workspaceId: ws!.id, meterId: m.id, readingDate: "2025-12-31", value: String(start + 40 + Math.floor(rnd() * 40)) },
      ];
    }),
    (b) => db.insert(meterReadings).values(b),
  );

  // 40 cost bookings of 2025 over the BetrKV types.
  const types = [2, 3, 4, 7, 8, 9, 10, 11, 12, 13, 14, 16, 17];
  for (let i = 0; i < 40; i++) {
    const betrkvType = i === 0 ? 13 : pick(types);
    const amount = -(20_000 + Math.floor(rnd() * 400_000));
    const month = 1 + (i % 12);
    // A booking and its lines in one transaction: the balance check is deferred to its end.
    await db.transaction(async (tx) => {
      const [b] = await tx
        .insert(bookings)
        .values({ workspaceId: ws!.id, number: `B-${i + 1}`, paymentDate: day(month, 10), documentDate: day(month, 10), amountCents: amount, text: `Kosten ${i + 1}`, ...(betrkvType === 13 ? { servicePeriodStart: "2025-07-01", servicePeriodEnd: "2026-06-30" } : {}) })
        .returning();
      await tx.insert(bookingLines).values({ workspaceId: ws!.id, bookingId: b!.id, position: 1, paymentDate: day(month, 10), propertyId: property!.id, category: betrkvType === 13 ? "insurance" : "operating_costs", betrkvType, allocable: true, amountCents: amount });
    });
  }

  const settings = statementCreateInput.parse({
    periodStart: "2025-01-01",
    periodEnd: "2025-12-31",
    settings: { types: { "2": { key: "consumption" }, "3": { key: "consumption" }, "8": { key: "persons" } } },
  });
  const created = await createStatement({ db, actor, propertyId: property!.id, input: settings });
  console.log(`${label}: 100 Einheiten (${roomList.length} WG-Zimmer), ${contractList.length} Verträge, ${meterList.length} Zähler, 40 Kostenbuchungen`);
  console.log(`Positionen ${created.result.positions.length}, Mieter ${created.result.tenants.length}, Mängel ${created.result.defects.map((d) => d.code).join(", ") || "keine"}`);

  for (let i = 0; i < 3; i++) await getStatement({ db, actor, id: created.id });
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const t = performance.now();
    await getStatement({ db, actor, id: created.id });
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(`Berechnung (${REQUESTS}×): p50 ${percentile(times, 0.5).toFixed(1)} ms, p99 ${percentile(times, 0.99).toFixed(1)} ms (Ziel < 200 ms)`);

  const started = performance.now();
  const zip = await statementLettersZip({ db, actor, id: created.id });
  const pdfMs = performance.now() - started;
  console.log(`${created.result.tenants.length} PDF-Briefe als ZIP: ${(pdfMs / 1000).toFixed(2)} s (Ziel < 10 s), ${(zip.bytes.length / 1024 / created.result.tenants.length).toFixed(0)} KiB je Brief`);
  const one = performance.now();
  await statementLetterPdf({ db, actor, id: created.id, contractId: created.result.tenants[0]!.contractId });
  console.log(`Ein Brief einzeln (mit Berechnung): ${(performance.now() - one).toFixed(0)} ms`);
} finally {
  await database.close();
  await drop();
}
