import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContractDto, PropertyDto, RoomDto, TenantDto, UnitDto } from "@/shared/portfolio-types";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { createTeam, inWorkspace, type Api, type Team } from "../factories/api";
import { contractPayload, createContract, createProperty, createRoom, createTenant, createUnit, propertyPayload, unitPayload } from "../factories/portfolio";

// The authorisation matrix: every portfolio endpoint × admin, editor, viewer of the
// workspace, and a stranger (admin of another workspace). Viewers read (200) and may not
// write (403); editors and admins write (2xx); the stranger gets 404 on every id of the
// workspace, and lists never show its rows. POST /demo is covered in portfolio-demo.test.ts
// (it needs an empty workspace per role).

type Fixture = { property: PropertyDto; unit: UnitDto; rentedRoom: RoomDto; freeRoom: RoomDto; contract: ContractDto; tenant: TenantDto };

let fixtureNo = 0;
/** A WG unit in a property, one let room with its contract, one free room, a tenant without contracts. */
async function makeFixture(api: Api): Promise<Fixture> {
  const property = await createProperty(api, { name: `Matrixhaus ${++fixtureNo}` });
  const unit = await createUnit(api, property.id, { code: "WG", usage: "shared_housing", sizeSqm: 90 });
  const rentedRoom = await createRoom(api, unit.id, { code: "R1" });
  const freeRoom = await createRoom(api, unit.id, { code: "R2" });
  const contract = await createContract(api, unit.id, { roomId: rentedRoom.id });
  const tenant = await createTenant(api, { lastName: `Matrixmieter ${fixtureNo}` });
  return { property, unit, rentedRoom, freeRoom, contract, tenant };
}

type Endpoint = {
  method: "get" | "post" | "patch" | "delete";
  path: (f: Fixture) => string;
  body?: (f: Fixture) => unknown;
  /** 200, 201 or 204 for a role that may do it */
  ok: number;
  /** The URL names a row of the workspace (else it is a list or a create in the caller's own workspace). */
  idBased: boolean;
};

const endpoints: Record<string, Endpoint> = {
  "GET /portfolio/overview": { method: "get", path: () => "/portfolio/overview", ok: 200, idBased: false },
  "GET /properties": { method: "get", path: (f) => `/properties?search=${encodeURIComponent(f.property.name)}`, ok: 200, idBased: false },
  "GET /properties/:id": { method: "get", path: (f) => `/properties/${f.property.id}`, ok: 200, idBased: true },
  "GET /properties/:id/units": { method: "get", path: (f) => `/properties/${f.property.id}/units`, ok: 200, idBased: true },
  "GET /properties/:id/units/check-code": { method: "get", path: (f) => `/properties/${f.property.id}/units/check-code?code=WG`, ok: 200, idBased: true },
  "GET /units/:id": { method: "get", path: (f) => `/units/${f.unit.id}`, ok: 200, idBased: true },
  "GET /units/:id/rooms": { method: "get", path: (f) => `/units/${f.unit.id}/rooms`, ok: 200, idBased: true },
  "GET /units/:id/contracts": { method: "get", path: (f) => `/units/${f.unit.id}/contracts`, ok: 200, idBased: true },
  "GET /contracts/:id": { method: "get", path: (f) => `/contracts/${f.contract.id}`, ok: 200, idBased: true },
  "GET /tenants": { method: "get", path: (f) => `/tenants?search=${encodeURIComponent(f.tenant.lastName)}`, ok: 200, idBased: false },
  "GET /tenants/all": { method: "get", path: () => "/tenants/all", ok: 200, idBased: false },
  "GET /tenants/:id": { method: "get", path: (f) => `/tenants/${f.tenant.id}`, ok: 200, idBased: true },

  "POST /properties": { method: "post", path: () => "/properties", body: () => propertyPayload(), ok: 201, idBased: false },
  "PATCH /properties/:id": { method: "patch", path: (f) => `/properties/${f.property.id}`, body: () => ({ ...propertyPayload(), version: 1 }), ok: 200, idBased: true },
  "DELETE /properties/:id": { method: "delete", path: (f) => `/properties/${f.property.id}`, ok: 204, idBased: true },
  "POST /properties/:id/units": { method: "post", path: (f) => `/properties/${f.property.id}/units`, body: () => unitPayload(), ok: 201, idBased: true },
  "PATCH /units/:id": {
    method: "patch",
    path: (f) => `/units/${f.unit.id}`,
    body: () => ({ ...unitPayload({ code: "WG", usage: "shared_housing", sizeSqm: 95 }), version: 1 }),
    ok: 200,
    idBased: true,
  },
  "DELETE /units/:id": { method: "delete", path: (f) => `/units/${f.unit.id}`, ok: 204, idBased: true },
  "POST /units/:id/rooms": { method: "post", path: (f) => `/units/${f.unit.id}/rooms`, body: () => ({ code: "R3" }), ok: 201, idBased: true },
  "PATCH /rooms/:id": { method: "patch", path: (f) => `/rooms/${f.freeRoom.id}`, body: () => ({ code: "R2a", version: 1 }), ok: 200, idBased: true },
  "DELETE /rooms/:id": { method: "delete", path: (f) => `/rooms/${f.freeRoom.id}`, ok: 204, idBased: true },
  "POST /units/:id/contracts": {
    method: "post",
    path: (f) => `/units/${f.unit.id}/contracts`,
    body: (f) => contractPayload(f.tenant.id, { roomId: f.freeRoom.id }),
    ok: 201,
    idBased: true,
  },
  "PATCH /contracts/:id": {
    method: "patch",
    path: (f) => `/contracts/${f.contract.id}`,
    body: (f) => ({ ...contractPayload(f.contract.tenantId, { coldRentCents: 81_000 }), version: 1 }),
    ok: 200,
    idBased: true,
  },
  "DELETE /contracts/:id": { method: "delete", path: (f) => `/contracts/${f.contract.id}`, ok: 204, idBased: true },
  "POST /tenants": { method: "post", path: () => "/tenants", body: () => ({ firstName: "Neu", lastName: "Mieter" }), ok: 201, idBased: false },
  "PATCH /tenants/:id": { method: "patch", path: (f) => `/tenants/${f.tenant.id}`, body: () => ({ firstName: "Eva", lastName: "Geändert", version: 1 }), ok: 200, idBased: true },
  "DELETE /tenants/:id": { method: "delete", path: (f) => `/tenants/${f.tenant.id}`, ok: 204, idBased: true },
};

const call = (api: Api, e: Endpoint, f: Fixture) => {
  const url = `/api/v1${e.path(f)}`;
  return e.method === "get" || e.method === "delete" ? api[e.method](url) : api[e.method](url, e.body?.(f));
};

const table = Object.entries(endpoints);
const reads = table.filter(([, e]) => e.method === "get");
const writes = table.filter(([, e]) => e.method !== "get");

describe("portfolio authorisation matrix", () => {
  let app: TestApp;
  let team: Team;
  /** Read and denied calls all target this one fixture; it must stay untouched. */
  let shared: Fixture;

  beforeAll(async () => {
    app = await startTestApp();
    team = await createTeam(app);
    shared = await makeFixture(team.as.admin);
  });
  afterAll(() => app.close());

  describe.each(["admin", "editor", "viewer"] as const)("%s of the workspace", (role) => {
    it.each(reads)(`reads: %s → 200`, async (_, e) => {
      const res = await call(team.as[role], e, shared);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    });

    if (role === "viewer") {
      it.each(writes)("writes: %s → 403", async (_, e) => {
        const res = await call(team.as.viewer, e, shared);
        expect(res.status, JSON.stringify(res.body)).toBe(403);
        expect(res.body.message).toMatch(/Deine Rolle erlaubt diese Änderung nicht/);
      });
    } else {
      it.each(writes)("writes: %s → 2xx", async (_, e) => {
        // A fresh fixture per write: deleting or updating must not disturb the other cases.
        const fixture = await makeFixture(team.as.admin);
        const res = await call(team.as[role], e, fixture);
        expect(res.status, JSON.stringify(res.body)).toBe(e.ok);
      });
    }
  });

  describe("a stranger (admin of another workspace)", () => {
    it.each(table.filter(([, e]) => e.idBased))("%s on this workspace's ids → 404", async (_, e) => {
      const res = await call(team.stranger.api, e, shared);
      expect(res.status, JSON.stringify(res.body)).toBe(404);
      expect(res.body.message).toMatch(/wurde nicht gefunden/);
      expect(JSON.stringify(res.body)).not.toContain(shared.property.name);
    });

    it.each(reads.filter(([, e]) => !e.idBased))("%s never shows this workspace's rows", async (_, e) => {
      const res = await call(team.stranger.api, e, shared);
      expect(res.status).toBe(200);
      const text = JSON.stringify(res.body);
      for (const secret of [shared.property.id, shared.property.name, shared.tenant.id, shared.tenant.lastName]) expect(text).not.toContain(secret);
      if (Array.isArray(res.body)) expect(res.body).toEqual([]);
      else if ("items" in res.body) expect(res.body.total).toBe(0);
      else expect(res.body.propertyCount).toBe(0);
    });

    it("naming this workspace in x-workspace-id answers 404 on every endpoint", async () => {
      const intruder = inWorkspace(app, team.stranger, team.admin.workspaceId);
      for (const [name, e] of table) expect((await call(intruder, e, shared)).status, name).toBe(404);
    });
  });

  it("the denied calls changed nothing", async () => {
    const api = team.as.admin;
    expect((await api.get(`/api/v1/properties/${shared.property.id}`)).body.version).toBe(1);
    expect((await api.get(`/api/v1/units/${shared.unit.id}`)).body.version).toBe(1);
    expect((await api.get(`/api/v1/units/${shared.unit.id}/rooms`)).body.map((r: RoomDto) => [r.code, r.version])).toEqual([
      ["R1", 1],
      ["R2", 1],
    ]);
    expect((await api.get(`/api/v1/units/${shared.unit.id}/contracts`)).body.map((c: ContractDto) => [c.id, c.version])).toEqual([[shared.contract.id, 1]]);
    expect((await api.get(`/api/v1/tenants/${shared.tenant.id}`)).body.version).toBe(1);
  });
});
