import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@/shared/messages";
import { createUser } from "../helpers/http";
import { startTestApp, type TestApp } from "../helpers/test-app";
import type { Api } from "../factories/api";
import { createProperty, createRoom, createUnit, unitPayload } from "../factories/portfolio";

describe("units: codes unique per property, CRUD", () => {
  let app: TestApp;
  let api: Api;

  beforeAll(async () => {
    app = await startTestApp();
    ({ api } = await createUser(app));
  });
  afterAll(() => app.close());

  it("creates a unit with every field and reads it with the property name", async () => {
    const p = await createProperty(api, { name: "Haus Nord" });
    const unit = await createUnit(api, p.id, {
      code: " WE 1 ",
      unitNumber: "EG links",
      sizeSqm: 72.5,
      type: "apartment",
      usage: "rented",
      furnishing: "partially_furnished",
      hasBalcony: true,
      hasParking: true,
      purchasePriceCents: 19_900_000,
      purchaseDate: "2022-02-01",
    });
    expect(unit).toMatchObject({ code: "WE 1", sizeSqm: 72.5, furnishing: "partially_furnished", hasBalcony: true, version: 1, propertyId: p.id });
    const read = await api.get(`/api/v1/units/${unit.id}`);
    expect(read.status).toBe(200);
    // No contract in force: no rent, no rent per m² (issue 10).
    expect(read.body).toEqual({ ...unit, propertyName: "Haus Nord", coldRentCents: null, coldRentPerSqmCents: null });
  });

  it("rejects a duplicate code with 409 — trimmed and case-insensitive", async () => {
    const p = await createProperty(api);
    await createUnit(api, p.id, { code: "WE 01" });
    for (const code of ["WE 01", "we 01", "  We 01  "]) {
      const res = await api.post(`/api/v1/properties/${p.id}/units`, unitPayload({ code }));
      expect(res.status, code).toBe(409);
      expect(res.body.message).toBe(messages.duplicateCode(code.trim()));
    }
    expect(res400Message(await api.post(`/api/v1/properties/${p.id}/units`, unitPayload({ code: "   " })))).toBe("Einheitscode ist erforderlich");
    // The same code in another property is fine.
    const other = await createProperty(api);
    expect((await api.post(`/api/v1/properties/${other.id}/units`, unitPayload({ code: "we 01" }))).status).toBe(201);
  });

  it("two simultaneous creates with one code: the unique index lets exactly one win", async () => {
    const p = await createProperty(api);
    const results = await Promise.all(["Laden", "laden ", " LADEN"].map((code) => api.post(`/api/v1/properties/${p.id}/units`, unitPayload({ code }))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(results.filter((r) => r.status === 409).every((r) => /^Code ".+" existiert bereits$/.test(r.body.message))).toBe(true);
  });

  it("rejects a duplicate code on update too, but keeps a unit's own code", async () => {
    const p = await createProperty(api);
    const a = await createUnit(api, p.id, { code: "A" });
    const b = await createUnit(api, p.id, { code: "B" });
    const clash = await api.patch(`/api/v1/units/${b.id}`, { ...unitPayload({ code: "a " }), version: b.version });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('Code "a" existiert bereits');
    const own = await api.patch(`/api/v1/units/${a.id}`, { ...unitPayload({ code: "a", sizeSqm: 40 }), version: a.version });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ code: "a", sizeSqm: 40, version: 2 });
  });

  it("check-code: trimmed, case-insensitive, excluding the edited unit", async () => {
    const p = await createProperty(api);
    const unit = await createUnit(api, p.id, { code: "Laden 1" });
    const check = async (query: string) => {
      const res = await api.get(`/api/v1/properties/${p.id}/units/check-code?${query}`);
      expect(res.status, query).toBe(200);
      return res.body;
    };
    expect(await check("code=Laden%201")).toEqual({ exists: true });
    expect(await check("code=%20%20LADEN%201%20")).toEqual({ exists: true });
    expect(await check("code=Laden%202")).toEqual({ exists: false });
    expect(await check(`code=laden%201&excludeId=${unit.id}`)).toEqual({ exists: false });
    expect(await check("code=laden%201&excludeId=")).toEqual({ exists: true });
    expect(await check("code=")).toEqual({ exists: false });
    expect((await api.get(`/api/v1/properties/${p.id}/units/check-code?code=x&excludeId=nope`)).status).toBe(400);
    const other = await createProperty(api);
    expect((await api.get(`/api/v1/properties/${other.id}/units/check-code?code=Laden%201`)).body).toEqual({ exists: false });
  });

  it("updates with the version; stale is 409, unknown is 404", async () => {
    const p = await createProperty(api);
    const unit = await createUnit(api, p.id);
    const body = { ...unitPayload({ code: unit.code, usage: "owner_occupied" }), version: 1 };
    expect((await api.patch(`/api/v1/units/${unit.id}`, body)).body).toMatchObject({ usage: "owner_occupied", version: 2 });
    const stale = await api.patch(`/api/v1/units/${unit.id}`, body);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(messages.staleRecord);
    expect((await api.patch(`/api/v1/units/00000000-0000-4000-8000-000000000000`, body)).status).toBe(404);
    expect((await api.patch(`/api/v1/units/${unit.id}`, { ...body, version: undefined })).status).toBe(400);
  });

  it("keeps rooms inside WGs: a WG with rooms cannot change its usage", async () => {
    const p = await createProperty(api);
    const wg = await createUnit(api, p.id, { usage: "shared_housing" });
    const room = await createRoom(api, wg.id);
    const res = await api.patch(`/api/v1/units/${wg.id}`, { ...unitPayload({ code: wg.code, usage: "rented" }), version: 1 });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/noch 1 Zimmer/);
    expect((await api.delete(`/api/v1/rooms/${room.id}`)).status).toBe(204);
    expect((await api.patch(`/api/v1/units/${wg.id}`, { ...unitPayload({ code: wg.code, usage: "rented" }), version: 1 })).status).toBe(200);
  });

  it("deletes a unit; the property's unit list no longer shows it", async () => {
    const p = await createProperty(api);
    const unit = await createUnit(api, p.id);
    expect((await api.delete(`/api/v1/units/${unit.id}`)).status).toBe(204);
    expect((await api.get(`/api/v1/units/${unit.id}`)).status).toBe(404);
    expect((await api.delete(`/api/v1/units/${unit.id}`)).status).toBe(404);
    expect((await api.get(`/api/v1/properties/${p.id}/units`)).body).toEqual([]);
  });

  it("answers a unit of an unknown property with 404", async () => {
    const res = await api.post(`/api/v1/properties/00000000-0000-4000-8000-000000000000/units`, unitPayload());
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Die Immobilie wurde nicht gefunden.");
  });
});

function res400Message(res: { status: number; body: { details: { fields: Array<{ message: string }> } } }) {
  expect(res.status).toBe(400);
  return res.body.details.fields[0]!.message;
}
