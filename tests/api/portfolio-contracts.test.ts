import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { messages } from "@/shared/messages";
import { createUser } from "../helpers/http";
import { startTestApp, type TestApp } from "../helpers/test-app";
import type { Api } from "../factories/api";
import { contractPayload, createContract, createProperty, createTenant, createUnit, createWg } from "../factories/portfolio";

const fieldsOf = (res: { body: { details: { fields: Array<{ field: string; message: string }> } } }) => res.body.details.fields;

describe("rental contracts: payload rules", () => {
  let app: TestApp;
  let api: Api;
  let unitId: string;
  let tenantId: string;

  beforeAll(async () => {
    app = await startTestApp();
    ({ api } = await createUser(app));
    const p = await createProperty(api);
    unitId = (await createUnit(api, p.id, { usage: "rented" })).id;
    tenantId = (await createTenant(api, { firstName: "Jonas", lastName: "Becker", email: "jonas@beispiel.de" })).id;
  });
  afterAll(() => app.close());

  // Periods on one unit may not overlap (issue 10): each payload is tried on the emptied unit.
  const clearUnit = async () => {
    for (const c of (await api.get(`/api/v1/units/${unitId}/contracts`)).body as Array<{ id: string }>) await api.delete(`/api/v1/contracts/${c.id}`);
  };
  beforeEach(clearUnit);
  const post = async (body: Record<string, unknown>) => {
    await clearUnit();
    return api.post(`/api/v1/units/${unitId}/contracts`, contractPayload(tenantId, body));
  };

  it("creates an active contract with the computed warm rent", async () => {
    const res = await post({ coldRentCents: 72_550, serviceChargeCents: 18_000, depositCents: 217_650 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      version: 1,
      unitId,
      tenantId,
      tenant: { id: tenantId, firstName: "Jonas", lastName: "Becker", email: "jonas@beispiel.de" },
      roomId: null,
      roomCode: null,
      startDate: "2024-01-01",
      endDate: null,
      isLimitedTerm: false,
      coldRentCents: 72_550,
      serviceChargeCents: 18_000,
      depositCents: 217_650,
      warmRentCents: 90_550,
      status: "active",
    });
    expect((await post({ serviceChargeCents: null })).body.warmRentCents).toBe(80_000);
  });

  it("forces a new contract to active and drops the end date that only 'terminated' justified", async () => {
    const res = await post({ status: "terminated", endDate: "2024-12-31" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: "active", endDate: null });
  });

  it("keeps the end date of a limited term; drops it when not limited", async () => {
    expect((await post({ isLimitedTerm: true, endDate: "2026-12-31" })).body).toMatchObject({ isLimitedTerm: true, endDate: "2026-12-31" });
    expect((await post({ isLimitedTerm: false, endDate: "2026-12-31" })).body).toMatchObject({ isLimitedTerm: false, endDate: null });
  });

  it("validates with the German messages of the dialog", async () => {
    const empty = await api.post(`/api/v1/units/${unitId}/contracts`, { tenantId: "", startDate: "", coldRentCents: 0 });
    expect(empty.status).toBe(400);
    expect(fieldsOf(empty)).toEqual(
      expect.arrayContaining([
        { field: "tenantId", message: messages.selectTenant },
        { field: "startDate", message: messages.startDateRequired },
        { field: "coldRentCents", message: messages.coldRentRequired },
      ]),
    );
    expect(fieldsOf(await post({ coldRentCents: -5 }))[0]).toEqual({ field: "coldRentCents", message: messages.coldRentRequired });
    expect(fieldsOf(await post({ isLimitedTerm: true, endDate: null }))[0]!.field).toBe("endDate");
    expect(fieldsOf(await post({ isLimitedTerm: true, endDate: "2023-12-31" }))[0]!.message).toBe("Das Enddatum darf nicht vor dem Startdatum liegen");
  });

  it("needs a tenant of this workspace: unknown or foreign tenants are 404", async () => {
    const unknown = await post({ tenantId: "00000000-0000-4000-8000-000000000000" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Der Mieter wurde nicht gefunden.");
    const foreign = await createTenant((await createUser(app)).api);
    expect((await post({ tenantId: foreign.id })).status).toBe(404);
  });

  it("updates with the version: terminated requires an end date, a stale version is 409", async () => {
    const c = await createContract(api, unitId, { tenantId });
    const base = { ...contractPayload(tenantId), version: 1 };
    const noEnd = await api.patch(`/api/v1/contracts/${c.id}`, { ...base, status: "terminated" });
    expect(noEnd.status).toBe(400);
    expect(fieldsOf(noEnd)).toContainEqual({ field: "endDate", message: messages.endDateRequiredWhenTerminated });

    const ended = await api.patch(`/api/v1/contracts/${c.id}`, { ...base, status: "terminated", endDate: "2024-09-30", coldRentCents: 81_000 });
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ status: "terminated", endDate: "2024-09-30", isLimitedTerm: false, coldRentCents: 81_000, version: 2 });

    const stale = await api.patch(`/api/v1/contracts/${c.id}`, { ...base, coldRentCents: 90_000 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(messages.staleRecord);
    // Clients reload on this code; a room that is already let stays a plain `conflict`.
    expect(stale.body.code).toBe("stale");

    // Back to active without a limited term: the end date is cleared.
    const reopened = await api.patch(`/api/v1/contracts/${c.id}`, { ...base, version: 2, endDate: "2024-09-30" });
    expect(reopened.body).toMatchObject({ status: "active", endDate: null, version: 3 });
    expect((await api.patch(`/api/v1/contracts/${c.id}`, { ...contractPayload(tenantId) })).status).toBe(400);
  });

  it("reads one contract by id, as the list shows it; unknown and malformed ids are 404", async () => {
    const c = await createContract(api, unitId, { tenantId, isLimitedTerm: true, endDate: "2026-06-30", serviceChargeCents: 12_000 });
    const res = await api.get(`/api/v1/contracts/${c.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(c);
    expect(res.body).toMatchObject({ id: c.id, version: 1, unitId, tenantId, endDate: "2026-06-30", warmRentCents: 92_000, tenant: { lastName: "Becker" } });

    const unknown = await api.get("/api/v1/contracts/00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: "Der Mietvertrag wurde nicht gefunden.", code: "not_found" });
    expect((await api.get("/api/v1/contracts/kein-uuid")).status).toBe(404);
    expect((await api.get("/api/v1/units/kein-uuid/contracts")).status).toBe(404);
    expect((await api.post("/api/v1/units/kein-uuid/contracts", contractPayload(tenantId))).status).toBe(404);

    // After a save the detail answers the new version, as the edit dialog reloads it after a 409.
    await api.patch(`/api/v1/contracts/${c.id}`, { ...contractPayload(tenantId, { coldRentCents: 83_000 }), version: 1 });
    expect((await api.get(`/api/v1/contracts/${c.id}`)).body).toMatchObject({ version: 2, coldRentCents: 83_000, isLimitedTerm: false, endDate: null });
  });

  it("lists a unit's contracts, active first; deletes permanently", async () => {
    const p = await createProperty(api);
    const u = await createUnit(api, p.id);
    const old = await createContract(api, u.id, { tenantId, startDate: "2020-01-01", isLimitedTerm: true, endDate: "2022-12-31" });
    await api.patch(`/api/v1/contracts/${old.id}`, { ...contractPayload(tenantId, { startDate: "2020-01-01", status: "terminated", endDate: "2022-12-31" }), version: 1 });
    const current = await createContract(api, u.id, { tenantId, startDate: "2023-01-01" });
    const list = await api.get(`/api/v1/units/${u.id}/contracts`);
    expect(list.body.map((c: { id: string }) => c.id)).toEqual([current.id, old.id]);
    expect((await api.delete(`/api/v1/contracts/${old.id}`)).status).toBe(204);
    expect((await api.delete(`/api/v1/contracts/${old.id}`)).status).toBe(404);
    expect((await api.get(`/api/v1/units/${u.id}/contracts`)).body).toHaveLength(1);
  });
});

describe("rental contracts in a WG: room rules", () => {
  let app: TestApp;
  let api: Api;

  beforeAll(async () => {
    app = await startTestApp();
    ({ api } = await createUser(app));
  });
  afterAll(() => app.close());

  it("a WG contract needs a room of that unit", async () => {
    const { unit, rooms } = await createWg(api, 1);
    const tenant = await createTenant(api);
    const none = await api.post(`/api/v1/units/${unit.id}/contracts`, contractPayload(tenant.id));
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(messages.selectRoom);
    expect(fieldsOf(none)).toEqual([{ field: "roomId", message: messages.selectRoom }]);

    const otherWg = await createWg(api, 1);
    const wrong = await api.post(`/api/v1/units/${unit.id}/contracts`, contractPayload(tenant.id, { roomId: otherWg.rooms[0]!.id }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Das gewählte Zimmer gehört nicht zu dieser Einheit.");

    const ok = await api.post(`/api/v1/units/${unit.id}/contracts`, contractPayload(tenant.id, { roomId: rooms[0]!.id }));
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ roomId: rooms[0]!.id, roomCode: "Zimmer 1" });
  });

  it("a non-WG unit rejects a room", async () => {
    const p = await createProperty(api);
    const flat = await createUnit(api, p.id, { usage: "rented" });
    const { rooms } = await createWg(api, 1);
    const res = await api.post(`/api/v1/units/${flat.id}/contracts`, contractPayload((await createTenant(api)).id, { roomId: rooms[0]!.id }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Ein Zimmer kann nur bei einer WG-Einheit gewählt werden.");
  });

  it("a room's contract periods may not overlap (409 naming the other contract); a terminated one frees it from the day after its end", async () => {
    const { unit, rooms } = await createWg(api, 2);
    const room = rooms[0]!;
    const first = await createContract(api, unit.id, { roomId: room.id, tenantId: (await createTenant(api, { firstName: "Lea", lastName: "Wolf" })).id });
    const second = await api.post(`/api/v1/units/${unit.id}/contracts`, contractPayload((await createTenant(api)).id, { roomId: room.id, startDate: "2030-01-01" }));
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(messages.contractOverlaps("Lea Wolf", "ab 01.01.2024"));
    expect(second.body.code).toBe("conflict");

    // Moving another room's contract onto the rented room is refused the same way.
    const other = await createContract(api, unit.id, { roomId: rooms[1]!.id });
    const move = await api.patch(`/api/v1/contracts/${other.id}`, { ...contractPayload(other.tenantId, { roomId: room.id }), version: 1 });
    expect(move.status).toBe(409);

    const end = await api.patch(`/api/v1/contracts/${first.id}`, {
      ...contractPayload(first.tenantId, { status: "terminated", endDate: "2024-12-31" }),
      version: 1,
    });
    expect(end.status).toBe(200);
    expect(end.body.roomId).toBe(room.id);
    // Terminated, it still holds the room until its end date, both days included.
    const onEndDay = await api.post(`/api/v1/units/${unit.id}/contracts`, contractPayload((await createTenant(api)).id, { roomId: room.id, startDate: "2024-12-31" }));
    expect(onEndDay.status).toBe(409);
    expect(onEndDay.body.message).toBe(messages.contractOverlaps("Lea Wolf", "01.01.2024 – 31.12.2024"));
    const next = await api.post(`/api/v1/units/${unit.id}/contracts`, contractPayload((await createTenant(api)).id, { roomId: room.id, startDate: "2025-01-01" }));
    expect(next.status).toBe(201);
  });

  it("two simultaneous contracts for one room: exactly one wins", async () => {
    const { unit, rooms } = await createWg(api, 1);
    const [a, b] = [await createTenant(api), await createTenant(api)];
    const results = await Promise.all([a, b].map((t) => api.post(`/api/v1/units/${unit.id}/contracts`, contractPayload(t.id, { roomId: rooms[0]!.id }))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it("a contract from before the unit became a WG stays editable without a room", async () => {
    const p = await createProperty(api);
    const unit = await createUnit(api, p.id, { code: "Bald WG", usage: "rented" });
    const c = await createContract(api, unit.id);
    const toWg = await api.patch(`/api/v1/units/${unit.id}`, { code: "Bald WG", type: "apartment", usage: "shared_housing", version: 1 });
    expect(toWg.status).toBe(200);
    const res = await api.patch(`/api/v1/contracts/${c.id}`, { ...contractPayload(c.tenantId, { coldRentCents: 90_000 }), version: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ roomId: null, coldRentCents: 90_000 });
  });

  it("an update without a room keeps the contract's room", async () => {
    const { unit, rooms } = await createWg(api, 1);
    const c = await createContract(api, unit.id, { roomId: rooms[0]!.id });
    const res = await api.patch(`/api/v1/contracts/${c.id}`, { ...contractPayload(c.tenantId, { coldRentCents: 41_000 }), version: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ roomId: rooms[0]!.id, coldRentCents: 41_000 });
  });
});

describe("rental contracts: periods of one unit never overlap", () => {
  let app: TestApp;
  let api: Api;

  beforeAll(async () => {
    app = await startTestApp();
    ({ api } = await createUser(app));
  });
  afterAll(() => app.close());

  const flat = async () => createUnit(api, (await createProperty(api)).id, { usage: "rented" });
  const tenant = async (firstName: string, lastName: string) => (await createTenant(api, { firstName, lastName })).id;
  const post = (unitId: string, tenantId: string, body: Record<string, unknown>) => api.post(`/api/v1/units/${unitId}/contracts`, contractPayload(tenantId, body));

  it("refuses an overlapping contract with 409 naming the tenant and period; back-to-back is fine", async () => {
    const unit = await flat();
    const first = await post(unit.id, await tenant("Anna", "Albers"), { startDate: "2025-04-01", isLimitedTerm: true, endDate: "2026-03-31" });
    expect(first.status).toBe(201);
    const overlapping = await post(unit.id, await tenant("Bernd", "Brandt"), { startDate: "2026-03-31" });
    expect(overlapping.status).toBe(409);
    expect(overlapping.body).toMatchObject({
      code: "conflict",
      message: "Der Zeitraum überschneidet sich mit dem Mietvertrag von Anna Albers (01.04.2025 – 31.03.2026). Ein Vertrag darf erst nach dessen Ende beginnen.",
    });
    expect(fieldsOf(overlapping)).toEqual([{ field: "startDate", message: overlapping.body.message }]);
    // Starting before and ending inside is an overlap too.
    expect((await post(unit.id, await tenant("C", "C"), { startDate: "2024-01-01", isLimitedTerm: true, endDate: "2025-04-01" })).status).toBe(409);

    // One ends 31.03., the next starts 01.04.: both stand; so does one that ended before.
    const next = await post(unit.id, await tenant("Bernd", "Brandt"), { startDate: "2026-04-01" });
    expect(next.status).toBe(201);
    expect((await post(unit.id, await tenant("D", "D"), { startDate: "2024-01-01", isLimitedTerm: true, endDate: "2025-03-31" })).status).toBe(201);

    // An update that stretches a period into the next one is refused the same way.
    const stretch = await api.patch(`/api/v1/contracts/${first.body.id}`, {
      ...contractPayload(first.body.tenantId, { startDate: "2025-04-01", isLimitedTerm: true, endDate: "2026-04-01" }),
      version: 1,
    });
    expect(stretch.status).toBe(409);
    expect(stretch.body.message).toBe(messages.contractOverlaps("Bernd Brandt", "ab 01.04.2026"));
    // Its own period does not count against it.
    const edit = await api.patch(`/api/v1/contracts/${first.body.id}`, {
      ...contractPayload(first.body.tenantId, { startDate: "2025-04-01", isLimitedTerm: true, endDate: "2026-03-31", coldRentCents: 85_000 }),
      version: 1,
    });
    expect(edit.status).toBe(200);
  });

  it("contracts of other units, and of other rooms of a WG, do not conflict", async () => {
    const [a, b] = [await flat(), await flat()];
    const t = await tenant("E", "E");
    expect((await post(a.id, t, {})).status).toBe(201);
    expect((await post(b.id, t, {})).status).toBe(201);
    const { unit, rooms } = await createWg(api, 2);
    expect((await post(unit.id, t, { roomId: rooms[0]!.id })).status).toBe(201);
    expect((await post(unit.id, t, { roomId: rooms[1]!.id })).status).toBe(201);
  });

  it("20 simultaneous contracts for one apartment: exactly one is accepted", async () => {
    const unit = await flat();
    const tenants = await Promise.all(Array.from({ length: 20 }, (_, i) => tenant("Mieter", `Nr. ${i}`)));
    const results = await Promise.all(tenants.map((t, i) => post(unit.id, t, { startDate: `2025-0${1 + (i % 9)}-01` })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    expect((await api.get(`/api/v1/units/${unit.id}/contracts`)).body).toHaveLength(1);
  });
});
