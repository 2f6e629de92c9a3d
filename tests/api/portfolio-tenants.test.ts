import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@/shared/messages";
import { TENANT_COUNT_CAP } from "@/shared/portfolio-types";
import { properties, tenants } from "@/server/db/schema";
import { searchTextMatches } from "@/server/db/text-search";
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

  it("GET /tenants/picker: a bounded page by last name, first name, with hasMore", async () => {
    const res = await api.get("/api/v1/tenants/picker");
    expect(res.status).toBe(200);
    expect(res.body.hasMore).toBe(false);
    expect(res.body.items.map((t: { label: string }) => t.label)).toEqual([
      "Zoe Albers (zoe@beispiel.de)",
      "Carla Meyer (carla@beispiel.de)",
      "Anna Schmidt",
      "Bernd Schmidt (bernd@firma.de)",
      "Dieter Ziegler",
    ]);
    expect(res.body.items[0]).toEqual({ id: expect.any(String), version: 1, firstName: "Zoe", lastName: "Albers", email: "zoe@beispiel.de", phone: null, label: "Zoe Albers (zoe@beispiel.de)" });
    const first = await api.get("/api/v1/tenants/picker?limit=2");
    expect(first.body.hasMore).toBe(true);
    expect(first.body.items.map((t: { lastName: string }) => t.lastName)).toEqual(["Albers", "Meyer"]);
    // The two Schmidts tie on the last name: the first name, then the id keep the order stable.
    const next = await api.get("/api/v1/tenants/picker?limit=2&offset=2");
    expect(next.body).toMatchObject({ hasMore: true });
    expect(next.body.items.map((t: { firstName: string }) => t.firstName)).toEqual(["Anna", "Bernd"]);
    expect((await api.get("/api/v1/tenants/picker?limit=2&offset=4")).body.hasMore).toBe(false);
  });

  it("GET /tenants/picker?q= searches names and e-mail; one or two letters match a word's beginning", async () => {
    const pick = async (q: string) => (await api.get(`/api/v1/tenants/picker?q=${encodeURIComponent(q)}`)).body.items.map((t: { firstName: string }) => t.firstName);
    expect(await pick("schmidt")).toEqual(["Anna", "Bernd"]);
    // Pages of a search keep the order too.
    const second = await api.get("/api/v1/tenants/picker?q=schmidt&limit=1&offset=1");
    expect(second.body).toEqual({ items: [expect.objectContaining({ firstName: "Bernd" })], hasMore: false });
    expect((await api.get("/api/v1/tenants/picker?q=schmidt&limit=1")).body.hasMore).toBe(true);
    expect(await pick("  Anna Schm ")).toEqual(["Anna"]);
    expect(await pick("FIRMA.DE")).toEqual(["Bernd"]);
    expect(await pick("ieg")).toEqual(["Dieter"]);
    // Short: where a word begins, in first name, last name or e-mail ("Zoe", "zoe@…", "Ziegler").
    expect(await pick("z")).toEqual(["Zoe", "Dieter"]);
    expect(await pick("me")).toEqual(["Carla"]);
    // "er" is inside "Bernd" and "Dieter", but no word begins with it.
    expect(await pick("er")).toEqual([]);
    // LIKE wildcards are text, not patterns.
    expect(await pick("%")).toEqual([]);
    expect(await pick("_oe")).toEqual([]);
  });

  it("finds umlauts and ß in any case: „Müller“ by „müll“ and „MÜLL“, „Weiß“ by „WEIß“", async () => {
    const own = await createUser(app);
    await createTenant(own.api, { firstName: "Jürgen", lastName: "Müller", email: null });
    await createTenant(own.api, { firstName: "Ömer", lastName: "Weiß", email: "oemer@beispiel.de" });
    await createTenant(own.api, { firstName: "Max", lastName: "Muller", email: null });
    const pick = async (q: string) => (await own.api.get(`/api/v1/tenants/picker?q=${encodeURIComponent(q)}`)).body.items.map((t: { lastName: string }) => t.lastName);
    const list = async (q: string) => (await own.api.get(`/api/v1/tenants?search=${encodeURIComponent(q)}`)).body.items.map((t: { lastName: string }) => t.lastName);
    for (const search of [pick, list]) {
      expect(await search("müll")).toEqual(["Müller"]);
      expect(await search("MÜLL")).toEqual(["Müller"]);
      expect(await search("JÜRGEN MÜ")).toEqual(["Müller"]);
      expect(await search("WEIß")).toEqual(["Weiß"]);
      expect(await search("ö")).toEqual(["Weiß"]);
      expect(await search("Ü")).toEqual([]);
    }
  });

  it("GET /tenants/picker: bad input is a German 400", async () => {
    for (const [query, field, message] of [
      ["limit=0", "limit", "Anzahl: 1 bis 50."],
      ["limit=51", "limit", "Anzahl: 1 bis 50."],
      ["limit=zwei", "limit", "Anzahl: 1 bis 50."],
      ["offset=-1", "offset", "Versatz: 0 bis 1.000."],
      ["offset=1001", "offset", "Versatz: 0 bis 1.000."],
      [`q=${"x".repeat(101)}`, "q", messages.searchTooLong],
    ] as const) {
      const res = await api.get(`/api/v1/tenants/picker?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.details.fields, query).toEqual([{ field, message }]);
    }
  });

  it("GET /tenants/picker never shows another workspace's tenants", async () => {
    const other = await createUser(app);
    await createTenant(other.api, { firstName: "Fremd", lastName: "Schmidt", email: null });
    const mine = (await api.get("/api/v1/tenants/picker?q=schmidt")).body.items.map((t: { firstName: string }) => t.firstName);
    expect(mine).toEqual(["Anna", "Bernd"]);
    const theirs = (await other.api.get("/api/v1/tenants/picker")).body.items.map((t: { firstName: string }) => t.firstName);
    expect(theirs).toEqual(["Fremd"]);
    expect((await other.api.get("/api/v1/tenants?search=schmidt")).body).toMatchObject({ total: 1 });
  });

  it("the searches can use the trigram indexes (the query's expression is the index's)", async () => {
    // The test tables are tiny, so the planner would rather read them whole or through the
    // workspace's btree: without those (rolled back) it shows whether the trigram index fits.
    const rollback = new Error("rollback");
    const plan = async (table: typeof tenants | typeof properties, search: string) => {
      let text = "";
      await app.database.db
        .transaction(async (tx) => {
          await tx.execute(sql.raw("set local enable_seqscan = off"));
          await tx.execute(sql.raw("drop index tenants_workspace_name_idx, properties_workspace_name_idx, properties_workspace_city_idx"));
          const query = tx
            .select({ id: table.id })
            .from(table)
            .where(and(eq(table.workspaceId, crypto.randomUUID()), searchTextMatches(table.searchText, search)));
          text = JSON.stringify(await tx.execute(sql`explain ${query}`));
          throw rollback;
        })
        .catch((err: unknown) => {
          if (err !== rollback) throw err;
        });
      return text;
    };
    expect(await plan(tenants, "müll")).toContain("tenants_search_trgm_idx");
    expect(await plan(tenants, "mü")).toContain("tenants_search_trgm_idx");
    expect(await plan(properties, "leipzig")).toContain("properties_search_trgm_idx");
  });

  it("pages and searches names, full name and e-mail", async () => {
    const page = await api.get("/api/v1/tenants?pageSize=2&page=2");
    expect(page.body).toMatchObject({ total: 5, totalCapped: false, page: 2, pageSize: 2 });
    expect(page.body.items.map((t: { lastName: string }) => t.lastName)).toEqual(["Schmidt", "Schmidt"]);
    const search = async (q: string) => (await api.get(`/api/v1/tenants?search=${encodeURIComponent(q)}`)).body.items.map((t: { firstName: string }) => t.firstName);
    expect(await search("SCHMIDT")).toEqual(["Anna", "Bernd"]);
    expect(await search("anna schm")).toEqual(["Anna"]);
    expect(await search("firma.de")).toEqual(["Bernd"]);
    expect(await search("gibt es nicht")).toEqual([]);
  });

  it(`counts up to ${TENANT_COUNT_CAP} and then says "more"; every way of reading a page keeps the name order (decision 0037)`, async () => {
    const big = await createUser(app);
    // Three more than the cap, inserted directly (a thousand POSTs would only slow the test):
    // "Kappe 0000" … "Kappe 1002" in shuffled insertion order, and one "Zander" beyond them.
    const numbers = Array.from({ length: TENANT_COUNT_CAP + 3 }, (_, i) => i).sort((a, b) => ((a * 7919) % 1009) - ((b * 7919) % 1009));
    await app.database.db.insert(tenants).values([
      ...numbers.map((i) => ({ workspaceId: big.workspaceId, firstName: String(i).padStart(4, "0"), lastName: "Kappe" })),
      { workspaceId: big.workspaceId, firstName: "Zoe", lastName: "Zander" },
    ]);
    const firstNames = (body: { items: Array<{ firstName: string }> }) => body.items.map((t) => t.firstName);
    const expectedPage = (from: number) => Array.from({ length: 20 }, (_, i) => String(from + i).padStart(4, "0"));

    // No search and a one-letter search: more than the cap match, the count stops there and the
    // page comes off the name index.
    for (const search of ["", "k"]) {
      const page3 = await big.api.get(`/api/v1/tenants?page=3&pageSize=20&search=${search}`);
      expect(page3.body, search).toMatchObject({ total: TENANT_COUNT_CAP, totalCapped: true, page: 3 });
      expect(firstNames(page3.body), search).toEqual(expectedPage(40));
    }
    // A fragment is read whole and counted exactly, also on a page beyond the last.
    const fragment = await big.api.get("/api/v1/tenants?page=3&pageSize=20&search=kapp");
    expect(fragment.body).toMatchObject({ total: TENANT_COUNT_CAP + 3, totalCapped: false });
    expect(firstNames(fragment.body)).toEqual(expectedPage(40));
    expect((await big.api.get("/api/v1/tenants?page=60&pageSize=20&search=kapp")).body).toMatchObject({ items: [], total: TENANT_COUNT_CAP + 3, totalCapped: false });
    expect((await big.api.get("/api/v1/tenants?page=60&pageSize=20&search=k")).body).toMatchObject({ items: [], total: TENANT_COUNT_CAP, totalCapped: true });
    // A narrow search is counted exactly.
    expect((await big.api.get("/api/v1/tenants?search=zander")).body).toMatchObject({ total: 1, totalCapped: false });
    expect((await big.api.get("/api/v1/tenants?search=100")).body).toMatchObject({ total: 4, totalCapped: false }); // 0100, 1000, 1001, 1002
    // The picker reads its pages the same way.
    const picked = await big.api.get("/api/v1/tenants/picker?q=k&limit=20&offset=980");
    expect(firstNames(picked.body)).toEqual(expectedPage(980));
    expect(picked.body.hasMore).toBe(true);
    expect(firstNames((await big.api.get("/api/v1/tenants/picker?q=kapp&limit=5&offset=1000")).body)).toEqual(["1000", "1001", "1002"]);
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
