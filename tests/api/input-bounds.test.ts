import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { constraintViolationError } from "@/server/db/errors";
import { loans, memberships, rentalContracts, tenants, workspaceInvitations } from "@/server/db/schema";
import { MAX_CENTS } from "@/shared/limits";
import { messages } from "@/shared/messages";
import { createUser, uniqueEmail } from "../helpers/http";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { createContract, createProperty, createTenant, createUnit } from "../factories/portfolio";
import { expectStatus, type User } from "../factories/api";
import { loanPayload } from "../factories/loans";

// Issue 12 items 1, 3, 4, 5, 8: bounded dates, integers and money; stored figures that
// never overflow; constraint violations as 409/404 instead of 500.
let app: TestApp;
let user: User;
beforeAll(async () => {
  app = await startTestApp();
  user = await createUser(app);
});
afterAll(() => app.close());

const fieldMessages = (body: { details?: { fields?: Array<{ message: string }> } }) => body.details?.fields?.map((f) => f.message) ?? [];
const loanCount = async () => (await app.database.db.select().from(loans).where(eq(loans.workspaceId, user.workspaceId))).length;

describe("dates (item 1)", () => {
  it("refuses a loan dated near 9999 with a German 400, saves nothing, and financing reads keep working", async () => {
    const property = await createProperty(user.api);
    const before = await loanCount();
    for (const payload of [
      loanPayload({ disbursementDate: "9999-11-01", fixationEndDate: null }),
      loanPayload({ fixationEndDate: "9999-12-31" }),
      loanPayload({ specialRepayments: [{ date: "9999-01-01", amountCents: 100 }] }),
      loanPayload({ disbursementDate: "1899-12-31" }),
    ]) {
      const res = await user.api.post(`/api/v1/properties/${property.id}/loans`, payload);
      expect(res.status).toBe(400);
      expect(fieldMessages(res.body)).toContain("Bitte ein Datum zwischen dem 01.01.1900 und dem 31.12.2199 angeben.");
    }
    expect(await loanCount()).toBe(before);
    expect((await user.api.get("/api/v1/financing/overview")).status).toBe(200);
    expect((await user.api.get(`/api/v1/properties/${property.id}/loans`)).status).toBe(200);
  });

  it("accepts the last allowed date, even for a loan that runs 100 years", async () => {
    const property = await createProperty(user.api);
    const payload = loanPayload({ disbursementDate: "2199-12-31", fixationEndDate: null, interestRatePercent: 0, initialRepaymentPercent: 0.001 });
    const loan = expectStatus(await user.api.post(`/api/v1/properties/${property.id}/loans`, payload), 201, "Darlehen 2199");
    expect((await user.api.get(`/api/v1/loans/${(loan as { id: string }).id}/schedule`)).status).toBe(200);
    expect((await user.api.get("/api/v1/financing/overview")).status).toBe(200);
  });

  it("bounds the dates of properties, units and contracts too", async () => {
    expect((await user.api.post("/api/v1/properties", { name: "Alt", kind: "multi_family", purchaseDate: "9999-01-01" })).status).toBe(400);
    const property = await createProperty(user.api);
    expect((await user.api.post(`/api/v1/properties/${property.id}/units`, { code: "X", type: "apartment", usage: "vacant", purchaseDate: "0001-01-01" })).status).toBe(400);
    const unit = await createUnit(user.api, property.id);
    const tenant = await createTenant(user.api);
    const res = await user.api.post(`/api/v1/units/${unit.id}/contracts`, { tenantId: tenant.id, startDate: "9999-01-01", coldRentCents: 100 });
    expect(res.status).toBe(400);
    expect(fieldMessages(res.body)).toContain(messages.dateOutOfRange);
  });
});

describe("integers and money (items 3, 4)", () => {
  it("refuses a version beyond PostgreSQL's integer with 400", async () => {
    const tenant = await createTenant(user.api);
    const res = await user.api.patch(`/api/v1/tenants/${tenant.id}`, { firstName: "A", lastName: "B", version: 2147483648 });
    expect(res.status).toBe(400);
    expect((await user.api.get("/api/v1/tenants?page=2147483648")).status).toBe(400);
  });

  it("refuses huge amounts and rates with 400, never 500", async () => {
    const property = await createProperty(user.api);
    for (const huge of [9007199254740992, 1e20, 1e308, MAX_CENTS + 1]) {
      expect((await user.api.post(`/api/v1/properties/${property.id}/loans`, loanPayload({ amountCents: huge }))).status).toBe(400);
      expect((await user.api.post(`/api/v1/properties/${property.id}/loans`, loanPayload({ interestRatePercent: huge }))).status).toBe(400);
      expect((await user.api.post(`/api/v1/properties/${property.id}/loans`, loanPayload({ initialRepaymentPercent: huge }))).status).toBe(400);
      const res = await user.api.post("/api/v1/properties", { name: "Teuer", kind: "multi_family", purchasePriceCents: huge });
      expect(res.status).toBe(400);
      expect(fieldMessages(res.body)).toContain("Kaufpreis darf höchstens 999.999.999,99\u00a0€ betragen.");
    }
  });

  it("accepts the documented maximum, 999.999.999,99 €", async () => {
    expectStatus(await user.api.post("/api/v1/properties", { name: "Maximal", kind: "multi_family", purchasePriceCents: MAX_CENTS }), 201, "Maximum");
    const property = await createProperty(user.api);
    expectStatus(await user.api.post(`/api/v1/properties/${property.id}/loans`, loanPayload({ amountCents: MAX_CENTS })), 201, "Maximum");
  });
});

describe("stored figures (item 5)", () => {
  it("saves a unit priced at 1 cent with 500 € rent, and one with the highest cold rent", async () => {
    const property = await createProperty(user.api);
    const rental = { tenantName: "Erika Muster", coldRentCents: 50_000, serviceChargeCents: null, depositCents: null, startDate: "2024-01-01" };
    const cheap = await user.api.post(`/api/v1/properties/${property.id}/units`, { code: "A", type: "apartment", usage: "vacant", purchasePriceCents: 1, rental });
    expect(cheap.status).toBe(201);
    const unit = await createUnit(user.api, property.id, { purchasePriceCents: 1 });
    await createContract(user.api, unit.id, { coldRentCents: MAX_CENTS });
    const list = await user.api.get("/api/v1/properties?sort=yield&dir=desc&pageSize=100");
    expect(list.status).toBe(200);
    const item = list.body.items.find((p: { id: string }) => p.id === property.id);
    expect(item.grossYieldPercent).toBeGreaterThan(1e12);
  });
});

describe("constraint violations (item 8)", () => {
  it("answers 20 concurrent invitations of the same address with one 201 and 409s, never 500; one invitation, one mail", async () => {
    const email = uniqueEmail("einladung");
    const answers = await Promise.all(Array.from({ length: 20 }, () => user.api.post("/api/v1/workspace/invitations", { email, role: "viewer" })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 409)).toBe(true);
    const rows = await app.database.db.select().from(workspaceInvitations).where(and(eq(workspaceInvitations.workspaceId, user.workspaceId), eq(workspaceInvitations.email, email)));
    expect(rows).toHaveLength(1);
    expect(app.mails.filter((m) => m.to === email)).toHaveLength(1);
  });

  it("maps real unique and foreign-key errors of the database to 409 and 404", async () => {
    const db = app.database.db;
    const failure = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => e);
    const duplicate = await failure(db.insert(memberships).values({ workspaceId: user.workspaceId, userId: user.userId, role: "viewer" }));
    expect(constraintViolationError(duplicate)?.status).toBe(409);
    const orphan = await failure(
      db.insert(tenants).values({ workspaceId: "7c9e6679-7425-40de-944b-e07fc1f90ae7", firstName: "A", lastName: "B" }),
    );
    expect(constraintViolationError(orphan)?.toBody()).toMatchObject({ code: "not_found", message: messages.referencedRecordMissing });
    const unit = await createUnit(user.api, (await createProperty(user.api)).id);
    const contract = await createContract(user.api, unit.id);
    const [row] = await db.select().from(rentalContracts).where(eq(rentalContracts.id, contract.id));
    const stillUsed = await failure(db.delete(tenants).where(eq(tenants.id, row!.tenantId)));
    expect(constraintViolationError(stillUsed)?.toBody()).toMatchObject({ code: "conflict", message: messages.recordStillReferenced });
    expect(constraintViolationError(new Error("anything else"))).toBeNull();
  });
});
