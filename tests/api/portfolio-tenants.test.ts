import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@/shared/messages";
import { createUser } from "../helpers/http";
import { startTestApp, type TestApp } from "../helpers/test-app";
import type { Api } from "../factories/api";
import { createContract, createProperty, createTenant, createUnit, createWg } from "../factories/portfolio";

describe("tenants", () => {
  let app: TestApp;
  let api: Api;

  beforeAll(async () => {
    app = await startTestApp();
    ({ api } = await createUser(app));
  });
  afterAll(() => app.close());

  it("creates a tenant labelled 'Vorname Nachname (email)', or without e-mail just the name", async () => {
    const withMail = await createTenant(api, { firstName: " Erika ", lastName: "Mustermann", email: "erika@beispiel.de", phone: "0341 123" });
    expect(withMail).toEqual({
      id: withMail.id,
      version: 1,
      firstName: "Erika",
      lastName: "Mustermann",
      email: "erika@beispiel.de",
      phone: "0341 123",
      label: "Erika Mustermann (erika@beispiel.de)",
    });
    const plain = await createTenant(api, { firstName: "Max", lastName: "Muster", email: "", phone: "" });
    expect(plain).toMatchObject({ email: null, phone: null, label: "Max Muster" });
  });

  it("validates names and e-mail with the dialog's messages", async () => {
    const res = await api.post("/api/v1/tenants", { firstName: "", lastName: " ", email: "keine-mail" });
    expect(res.status).toBe(400);
    expect(res.body.details.fields).toEqual([
      { field: "firstName", message: messages.namesRequired },
      { field: "lastName", message: messages.namesRequired },
      { field: "email", message: messages.invalidEmail },
    ]);
  });

  it("reads, updates with the version (stale 409) and deletes a tenant without contracts", async () => {
    const t = await createTenant(api);
    const read = await api.get(`/api/v1/tenants/${t.id}`);
    expect(read.body).toEqual({ ...t, contracts: [] });
    const ok = await api.patch(`/api/v1/tenants/${t.id}`, { firstName: "Erika", lastName: "Neu", email: "neu@beispiel.de", version: 1 });
    expect(ok.body).toMatchObject({ lastName: "Neu", label: "Erika Neu (neu@beispiel.de)", version: 2 });
    const stale = await api.patch(`/api/v1/tenants/${t.id}`, { firstName: "Erika", lastName: "Alt", version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(messages.staleRecord);
    expect((await api.delete(`/api/v1/tenants/${t.id}`)).status).toBe(204);
    expect((await api.get(`/api/v1/tenants/${t.id}`)).status).toBe(404);
  });

  it("keeps a tenant who still has contracts: 409 with the count", async () => {
    const p = await createProperty(api);
    const t = await createTenant(api);
    await createContract(api, (await createUnit(api, p.id)).id, { tenantId: t.id });
    const one = await api.delete(`/api/v1/tenants/${t.id}`);
    expect(one.status).toBe(409);
    expect(one.body.message).toBe("Dieser Mieter hat noch 1 Mietvertrag. Bitte lösche zuerst die Verträge.");
    await createContract(api, (await createUnit(api, p.id)).id, { tenantId: t.id });
    expect((await api.delete(`/api/v1/tenants/${t.id}`)).body.message).toBe(
      "Dieser Mieter hat noch 2 Mietverträge. Bitte lösche zuerst die Verträge.",
    );
  });
});

describe("tenant lists", () => {
  let app: TestApp;
  let api: Api;

  beforeAll(async () => {
    app = await startTestApp();
    ({ api } = await createUser(app));
    for (const [firstName, lastName, email] of [
      ["Zoe", "Albers", "zoe@beispiel.de"],
      ["Anna", "Schmidt", null],
      ["Bernd", "Schmidt", "bernd@firma.de"],
      ["Carla", "Meyer", "carla@beispiel.de"],
      ["Dieter", "Ziegler", null],
    ] as const) {
      await createTenant(api, { firstName, lastName, email });
    }
  });
  afterAll(() => app.close());

  it("GET /tenants/all: every tenant by last name, first name", async () => {
    const res = await api.get("/api/v1/tenants/all");
    expect(res.status).toBe(200);
    expect(res.body.map((t: { label: string }) => t.label)).toEqual([
      "Zoe Albers (zoe@beispiel.de)",
      "Carla Meyer (carla@beispiel.de)",
      "Anna Schmidt",
      "Bernd Schmidt (bernd@firma.de)",
      "Dieter Ziegler",
    ]);
  });

  it("pages and searches names, full name and e-mail", async () => {
    const page = await api.get("/api/v1/tenants?pageSize=2&page=2");
    expect(page.body).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(page.body.items.map((t: { lastName: string }) => t.lastName)).toEqual(["Schmidt", "Schmidt"]);
    const search = async (q: string) => (await api.get(`/api/v1/tenants?search=${encodeURIComponent(q)}`)).body.items.map((t: { firstName: string }) => t.firstName);
    expect(await search("SCHMIDT")).toEqual(["Anna", "Bernd"]);
    expect(await search("anna schm")).toEqual(["Anna"]);
    expect(await search("firma.de")).toEqual(["Bernd"]);
    expect(await search("gibt es nicht")).toEqual([]);
  });

  it("shows each tenant's contracts with unit code, property name and room code", async () => {
    const wg = await createWg(api, 1);
    const flat = await createUnit(api, wg.property.id, { code: "WE 2" });
    const t = await createTenant(api, { firstName: "Vera", lastName: "Vertrag" });
    const c1 = await createContract(api, wg.unit.id, { tenantId: t.id, roomId: wg.rooms[0]!.id });
    const c2 = await createContract(api, flat.id, { tenantId: t.id });
    const res = await api.get("/api/v1/tenants?search=Vertrag");
    expect(res.body.items).toHaveLength(1);
    expect(res.body.items[0].contracts).toEqual(
      expect.arrayContaining([
        { id: c1.id, unitId: wg.unit.id, unitCode: wg.unit.code, propertyId: wg.property.id, propertyName: wg.property.name, roomCode: "Zimmer 1", status: "active", startDate: "2024-01-01", endDate: null },
        { id: c2.id, unitId: flat.id, unitCode: "WE 2", propertyId: wg.property.id, propertyName: wg.property.name, roomCode: null, status: "active", startDate: "2024-01-01", endDate: null },
      ]),
    );
    expect((await api.get(`/api/v1/tenants/${t.id}`)).body.contracts).toHaveLength(2);
  });
});
