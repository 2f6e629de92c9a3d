import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { messages } from "@/shared/messages";
import { rentalContracts, tenants, units } from "@/server/db/schema";
import type { Db } from "@/server/db/client";
import { createUnit as createUnitService } from "@/server/features/units/units.service";
import { splitTenantName } from "@/server/features/units/unit-rental";
import { unitCreateInput } from "@/shared/schemas/portfolio";
import { createUser } from "../helpers/http";
import { startTestApp, type TestApp } from "../helpers/test-app";
import type { Api, User } from "../factories/api";
import { createProperty, createUnit, unitPayload } from "../factories/portfolio";

describe("unit with 'Vermietung': tenant and active contract in the same transaction", () => {
  let app: TestApp;
  let user: User;
  let api: Api;
  const count = async (table: typeof units | typeof tenants | typeof rentalContracts) =>
    (await app.database.db.select({ id: table.id }).from(table).where(eq(table.workspaceId, user.workspaceId))).length;

  beforeAll(async () => {
    app = await startTestApp();
    user = await createUser(app);
    api = user.api;
  });
  afterAll(() => app.close());

  it("creates unit, tenant and an active contract; a vacant unit becomes rented", async () => {
    const p = await createProperty(api);
    const unit = await createUnit(api, p.id, {
      usage: "vacant",
      rental: { tenantName: "Anna Maria Schmidt", coldRentCents: 65_000, serviceChargeCents: 18_000, depositCents: 195_000, startDate: "2024-03-01" },
    });
    expect(unit.usage).toBe("rented");
    const contracts = (await api.get(`/api/v1/units/${unit.id}/contracts`)).body;
    expect(contracts).toHaveLength(1);
    expect(contracts[0]).toMatchObject({
      status: "active",
      startDate: "2024-03-01",
      endDate: null,
      isLimitedTerm: false,
      roomId: null,
      coldRentCents: 65_000,
      serviceChargeCents: 18_000,
      depositCents: 195_000,
      warmRentCents: 83_000,
      tenant: { firstName: "Anna Maria", lastName: "Schmidt", email: null },
    });
    const list = (await api.get(`/api/v1/properties/${p.id}/units`)).body;
    expect(list[0]).toMatchObject({ coldRentCents: 65_000, tenantNames: "Anna Maria Schmidt" });
  });

  it("starts the contract today when no start date is given and keeps a non-vacant usage", async () => {
    const p = await createProperty(api);
    const unit = await createUnit(api, p.id, { usage: "owner_occupied", rental: { tenantName: "Schmidt", coldRentCents: 50_000 } });
    expect(unit.usage).toBe("owner_occupied");
    const [contract] = (await api.get(`/api/v1/units/${unit.id}/contracts`)).body;
    expect(contract.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(contract.tenant).toMatchObject({ firstName: "", lastName: "Schmidt" });
  });

  it("splits 'Vorname Nachname' at the last space; one word is the last name", () => {
    expect(splitTenantName("Anna Schmidt")).toEqual({ firstName: "Anna", lastName: "Schmidt" });
    expect(splitTenantName("  Anna   Maria  Schmidt ")).toEqual({ firstName: "Anna Maria", lastName: "Schmidt" });
    expect(splitTenantName("Hausverwaltung")).toEqual({ firstName: "", lastName: "Hausverwaltung" });
  });

  it("an empty rental section creates no contract", async () => {
    const p = await createProperty(api);
    const before = await count(rentalContracts);
    const unit = await createUnit(api, p.id, { rental: { tenantName: "", coldRentCents: null, serviceChargeCents: null } });
    expect(unit.usage).toBe("vacant");
    expect(await count(rentalContracts)).toBe(before);
  });

  it("an incomplete rental section is a 400 and leaves no unit and no tenant behind", async () => {
    const p = await createProperty(api);
    const [u0, t0] = [await count(units), await count(tenants)];
    const res = await api.post(`/api/v1/properties/${p.id}/units`, unitPayload({ rental: { tenantName: "", coldRentCents: null, serviceChargeCents: 9_000 } }));
    expect(res.status).toBe(400);
    expect(res.body.details.fields).toEqual(
      expect.arrayContaining([
        { field: "rental.tenantName", message: "Mietername ist erforderlich" },
        { field: "rental.coldRentCents", message: messages.coldRentRequired },
      ]),
    );
    expect([await count(units), await count(tenants)]).toEqual([u0, t0]);
  });

  it("refuses a rental section on a WG: WGs are let per room", async () => {
    const p = await createProperty(api);
    const res = await api.post(`/api/v1/properties/${p.id}/units`, unitPayload({ usage: "shared_housing", rental: { tenantName: "A B", coldRentCents: 40_000 } }));
    expect(res.status).toBe(400);
    expect(res.body.details.fields[0].field).toBe("rental");
    expect((await api.get(`/api/v1/properties/${p.id}/units`)).body).toEqual([]);
  });

  it("a duplicate code with a rental creates neither tenant nor contract", async () => {
    const p = await createProperty(api);
    await createUnit(api, p.id, { code: "WE 7" });
    const [t0, c0] = [await count(tenants), await count(rentalContracts)];
    const res = await api.post(`/api/v1/properties/${p.id}/units`, unitPayload({ code: "we 7", rental: { tenantName: "Jonas Becker", coldRentCents: 70_000 } }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Code "we 7" existiert bereits');
    expect([await count(tenants), await count(rentalContracts)]).toEqual([t0, c0]);
  });

  it("rolls the unit back when the rental part fails inside the transaction", async () => {
    const p = await createProperty(api);
    const [u0, t0] = [await count(units), await count(tenants)];
    // The real database, with a transaction whose contract insert fails after unit and tenant were written.
    const failingDb = withFailingInsert(app.database.db, rentalContracts);
    const input = unitCreateInput.parse(unitPayload({ code: "Atomar", rental: { tenantName: "Lea Wolf", coldRentCents: 55_000 } }));
    await expect(
      createUnitService({ db: failingDb, actor: { userId: user.userId, workspaceId: user.workspaceId, role: "admin" }, propertyId: p.id, input }),
    ).rejects.toThrow("Vertrag kaputt");
    expect([await count(units), await count(tenants)]).toEqual([u0, t0]);
    expect((await api.get(`/api/v1/properties/${p.id}/units`)).body).toEqual([]);
  });
});

/** A Db whose transactions throw when inserting into `table`, after earlier statements ran. */
function withFailingInsert(db: Db, table: unknown): Db {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== "transaction") return Reflect.get(target, prop, receiver);
      return (run: (tx: Db) => Promise<unknown>) =>
        target.transaction((tx) =>
          run(
            new Proxy(tx, {
              get(t, p, r) {
                if (p !== "insert") return Reflect.get(t, p, r);
                return (into: unknown) => {
                  if (into === table) throw new Error("Vertrag kaputt");
                  return t.insert(into as never);
                };
              },
            }) as unknown as Db,
          ),
        );
    },
  });
}
