import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@/shared/messages";
import { createUser } from "../helpers/http";
import { startTestApp, type TestApp } from "../helpers/test-app";
import type { Api } from "../factories/api";
import { createContract, createProperty, createRoom, createUnit, createWg } from "../factories/portfolio";

describe("rooms of a WG", () => {
  let app: TestApp;
  let api: Api;

  beforeAll(async () => {
    app = await startTestApp();
    ({ api } = await createUser(app));
  });
  afterAll(() => app.close());

  it("creates rooms only in a WG unit", async () => {
    const p = await createProperty(api);
    const flat = await createUnit(api, p.id, { usage: "rented" });
    const res = await api.post(`/api/v1/units/${flat.id}/rooms`, { code: "Zimmer 1" });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Zimmer können nur in einer WG angelegt werden/);
    const wg = await createUnit(api, p.id, { usage: "shared_housing" });
    const room = await createRoom(api, wg.id, { code: " Zimmer 1 ", sizeSqm: 14.5 });
    expect(room).toEqual({ id: room.id, version: 1, unitId: wg.id, code: "Zimmer 1", sizeSqm: 14.5, isRented: false });
  });

  it("rejects a duplicate room code in the same unit (trimmed, any case) with 409", async () => {
    const { unit } = await createWg(api, 1);
    const res = await api.post(`/api/v1/units/${unit.id}/rooms`, { code: "zimmer 1 " });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Zimmer "zimmer 1" existiert bereits');
    const other = await createWg(api, 0);
    expect((await api.post(`/api/v1/units/${other.unit.id}/rooms`, { code: "Zimmer 1" })).status).toBe(201);
  });

  it("lists rooms with isRented from active contracts", async () => {
    const { unit, rooms } = await createWg(api, 3);
    await createContract(api, unit.id, { roomId: rooms[0]!.id });
    await createContract(api, unit.id, { roomId: rooms[1]!.id, status: "active" });
    const ended = await createContract(api, unit.id, { roomId: rooms[2]!.id });
    const end = { tenantId: ended.tenantId, startDate: "2024-01-01", endDate: "2024-06-30", coldRentCents: 50_000, status: "terminated", version: 1 };
    expect((await api.patch(`/api/v1/contracts/${ended.id}`, end)).status).toBe(200);
    const list = await api.get(`/api/v1/units/${unit.id}/rooms`);
    expect(list.status).toBe(200);
    expect(list.body.map((r: { code: string; isRented: boolean }) => [r.code, r.isRented])).toEqual([
      ["Zimmer 1", true],
      ["Zimmer 2", true],
      ["Zimmer 3", false],
    ]);
  });

  it("updates with the version: duplicate 409, stale 409", async () => {
    const { rooms } = await createWg(api, 2);
    const [one, two] = rooms as [(typeof rooms)[0], (typeof rooms)[0]];
    const ok = await api.patch(`/api/v1/rooms/${one.id}`, { code: "Zimmer 1a", sizeSqm: 20, version: 1 });
    expect(ok.body).toMatchObject({ code: "Zimmer 1a", sizeSqm: 20, version: 2, isRented: false });
    const dup = await api.patch(`/api/v1/rooms/${two.id}`, { code: "ZIMMER 1A", version: 1 });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Zimmer "ZIMMER 1A" existiert bereits');
    const stale = await api.patch(`/api/v1/rooms/${one.id}`, { code: "Zimmer 1b", version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(messages.staleRecord);
    expect((await api.patch(`/api/v1/rooms/${one.id}`, { code: "", version: 2 })).status).toBe(400);
  });

  it("deletes a free room; a room with contracts is kept with a German 409", async () => {
    const { unit, rooms } = await createWg(api, 2);
    await createContract(api, unit.id, { roomId: rooms[0]!.id });
    const refused = await api.delete(`/api/v1/rooms/${rooms[0]!.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Dieses Zimmer hat noch 1 Mietvertrag. Bitte lösche zuerst die Verträge.");
    expect((await api.delete(`/api/v1/rooms/${rooms[1]!.id}`)).status).toBe(204);
    expect((await api.delete(`/api/v1/rooms/${rooms[1]!.id}`)).status).toBe(404);
    expect((await api.get(`/api/v1/units/${unit.id}/rooms`)).body).toHaveLength(1);
  });

  it("answers rooms of an unknown unit with 404", async () => {
    expect((await api.get(`/api/v1/units/00000000-0000-4000-8000-000000000000/rooms`)).status).toBe(404);
    expect((await api.post(`/api/v1/units/00000000-0000-4000-8000-000000000000/rooms`, { code: "Z" })).status).toBe(404);
  });
});
