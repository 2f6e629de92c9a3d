import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@/shared/messages";
import { createUser } from "../helpers/http";
import { startTestApp, type TestApp } from "../helpers/test-app";
import type { Api } from "../factories/api";
import { createContract, createProperty, createRoom, createUnit, propertyPayload } from "../factories/portfolio";

describe("properties: create, read, update, delete", () => {
  let app: TestApp;
  let api: Api;

  beforeAll(async () => {
    app = await startTestApp();
    ({ api } = await createUser(app));
  });
  afterAll(() => app.close());

  it("creates a property with all purchase fields and reads it back with figures", async () => {
    const created = await createProperty(api, {
      name: "  Haus am Park  ",
      yearBuilt: 1912,
      purchasePriceCents: 45_000_000,
      purchaseDate: "2020-05-01",
      transferTaxCents: 1_575_000,
      notaryCents: 540_000,
      landRegistryCents: 225_000,
      brokerCents: 1_606_500,
      buildingSharePercent: 78.5,
      notes: "Dach 2018 neu",
    });
    expect(created).toMatchObject({ name: "Haus am Park", version: 1, buildingSharePercent: 78.5, purchasePriceCents: 45_000_000, purchaseDate: "2020-05-01" });
    expect(created.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const detail = await api.get(`/api/v1/properties/${created.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ id: created.id, name: "Haus am Park", notes: "Dach 2018 neu" });
    expect(detail.body.figures).toEqual({
      propertyCount: 1,
      unitCount: 0,
      vacantUnitCount: 0,
      vacancyPercent: null,
      monthlyColdRentCents: 0,
      totalPurchasePriceCents: 45_000_000,
      averageGrossYieldPercent: null,
      averageGrossYieldBand: null,
    });
  });

  it("rejects bad input with a German 400 listing the fields", async () => {
    const res = await api.post("/api/v1/properties", { name: " ", kind: "burg", purchasePriceCents: 12.5, buildingSharePercent: 120 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Bitte überprüfe Deine Eingaben.");
    const fields = res.body.details.fields.map((f: { field: string }) => f.field).sort();
    expect(fields).toEqual(["buildingSharePercent", "kind", "name", "purchasePriceCents"]);
    expect(res.body.details.fields.find((f: { field: string }) => f.field === "name").message).toBe("Bitte einen Namen für die Immobilie angeben.");

  });

  it("answers a non-JSON body with 400, never 500", async () => {
    const res = await fetch(`${app.url}/api/v1/properties`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: app.url, Cookie: (await createUser(app)).cookie },
      body: "{kaputt",
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("Die Anfrage enthält kein gültiges JSON.");
  });

  it("updates with the current version and bumps it; a stale version is a 409", async () => {
    const p = await createProperty(api);
    const ok = await api.patch(`/api/v1/properties/${p.id}`, { ...propertyPayload({ name: "Neuer Name" }), version: 1 });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ name: "Neuer Name", version: 2 });
    expect(Date.parse(ok.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(p.updatedAt));

    const stale = await api.patch(`/api/v1/properties/${p.id}`, { ...propertyPayload({ name: "Zu spät" }), version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(messages.staleRecord);
    expect((await api.get(`/api/v1/properties/${p.id}`)).body.name).toBe("Neuer Name");
  });

  it("requires a version on update", async () => {
    const p = await createProperty(api);
    const res = await api.patch(`/api/v1/properties/${p.id}`, propertyPayload({ name: " " }));
    expect(res.status).toBe(400);
    expect(res.body.details.fields.map((f: { field: string }) => f.field).sort()).toEqual(["name", "version"]);
    expect(res.body.details.fields).toContainEqual({ field: "version", message: "Die Version des Datensatzes fehlt." });
  });

  it("answers unknown and malformed ids with a German 404", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "kein-uuid", "1"]) {
      const res = await api.get(`/api/v1/properties/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Die Immobilie wurde nicht gefunden.");
    }
    const patch = await api.patch(`/api/v1/properties/00000000-0000-4000-8000-000000000000`, { ...propertyPayload(), version: 1 });
    expect(patch.status).toBe(404);
    expect((await api.delete(`/api/v1/properties/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
  });

  it("deletes a property with its units, rooms and contracts", async () => {
    const p = await createProperty(api);
    const wg = await createUnit(api, p.id, { usage: "shared_housing" });
    const room = await createRoom(api, wg.id);
    const contract = await createContract(api, wg.id, { roomId: room.id });
    const del = await api.delete(`/api/v1/properties/${p.id}`);
    expect(del.status).toBe(204);
    expect((await api.get(`/api/v1/properties/${p.id}`)).status).toBe(404);
    expect((await api.get(`/api/v1/units/${wg.id}`)).status).toBe(404);
    expect((await api.patch(`/api/v1/rooms/${room.id}`, { code: "x", version: 1 })).status).toBe(404);
    expect((await api.delete(`/api/v1/contracts/${contract.id}`)).status).toBe(404);
    // The tenant stays: people outlive the flat they rented.
    expect((await api.get(`/api/v1/tenants/${contract.tenantId}`)).body.contracts).toEqual([]);
  });
});
