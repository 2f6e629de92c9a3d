import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "@/server/app";
import { client, createUser, PASSWORD, signIn } from "../helpers/http";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { createContract, createProperty, createTenant, createUnit, createWg } from "../factories/portfolio";
import { expectStatus, type User } from "../factories/api";
import { loanPayload } from "../factories/loans";
import { createBooking, linePayload } from "../factories/bookings";
import { heicBytes, pdfBytes, uploadReceipt } from "../factories/receipts";
import { createBankAccount, importStatement, openTransactions, sparkasseCsv } from "../factories/bank-import";
import { afaAsset, bankRule, FUZZ_BANK_IBAN, fuzzEndpoints, meterPayload, meterReading, occupantPayload, recurringTemplate, rentChange0, unitAreaPayload, type FuzzEndpoint, type Ids } from "./fuzz-endpoints";

// Issue 12 acceptance: malformed bodies to every POST/PATCH, malformed path and query
// parameters to every GET/DELETE. No answer may be ≥ 500, and a refused request must not
// leave a partial write behind (the workspace's fingerprint is unchanged after every batch
// in which everything was refused).

const database = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
const CONCURRENCY = 16;
/** Stands for the current version in a PATCH body until the probe is sent. */
const VERSION = "<version>";

let app: TestApp;
let user: User;
let ids: Ids;
beforeAll(async () => {
  app = await startTestApp();
  user = await createUser(app);
  const api = user.api;
  const property = await createProperty(api, { purchasePriceCents: 30_000_000 });
  const unit = await createUnit(api, property.id, { sizeSqm: 50 });
  const tenant = await createTenant(api);
  const contract = await createContract(api, unit.id);
  const wg = await createWg(api, 1);
  const loan = expectStatus(await api.post<{ id: string }>(`/api/v1/properties/${property.id}/loans`, loanPayload()), 201, "Darlehen anlegen");
  const rentChange = expectStatus(await api.post<{ id: string }>(`/api/v1/contracts/${contract.id}/rent-changes`, rentChange0()), 201, "Mietänderung anlegen");
  const reminder = expectStatus(await api.post<{ id: string }>(`/api/v1/contracts/${contract.id}/reminders`, { level: 0 }), 201, "Mahnung anlegen");
  const receipt = expectStatus(await uploadReceipt(api, pdfBytes(), "fuzz.pdf"), 201, "Beleg hochladen");
  const subcategory = expectStatus(await api.post<{ id: string }>("/api/v1/booking-subcategories", { category: "maintenance", name: "Dach" }), 201, "Unterkategorie anlegen");
  const booking = await createBooking(api, [linePayload(property.id, -10_000, { unitId: unit.id, category: "maintenance", subcategoryId: subcategory.id })]);
  const recurring = expectStatus(await api.post<{ id: string }>("/api/v1/recurring-bookings", recurringTemplate({ propertyId: property.id })), 201, "Vorlage anlegen");
  const payment = expectStatus(await api.post<{ id: string }>(`/api/v1/contracts/${contract.id}/payments`, { paymentDate: "2025-02-05", amountCents: 10_000 }), 201, "Zahlung erfassen");
  const asset = expectStatus(await api.post<{ id: string }>(`/api/v1/properties/${property.id}/afa-assets`, afaAsset()), 201, "Wirtschaftsgut anlegen");
  const bankAccount = await createBankAccount(api, { iban: FUZZ_BANK_IBAN });
  const statement = sparkasseCsv(FUZZ_BANK_IBAN, [{ date: "03.03.25", name: "Erika Fuzz", iban: "DE75120300001020304050", purpose: "Miete März", amount: "850,00" }]);
  expectStatus(await importStatement(api, statement, "fuzz.csv", { bankAccountId: bankAccount.id }), 201, "Kontoauszug importieren");
  const [bankTransaction] = await openTransactions(api, bankAccount.id);
  const meter = expectStatus(await api.post<{ id: string }>(`/api/v1/units/${unit.id}/meters`, meterPayload()), 201, "Zähler anlegen");
  const reading = expectStatus(await api.post<{ id: string }>(`/api/v1/meters/${meter.id}/readings`, meterReading()), 201, "Ablesung erfassen");
  const unitArea = expectStatus(await api.post<{ id: string }>(`/api/v1/units/${unit.id}/areas`, unitAreaPayload()), 201, "Fläche erfassen");
  const occupant = expectStatus(await api.post<{ id: string }>(`/api/v1/contracts/${contract.id}/occupants`, occupantPayload()), 201, "Personen erfassen");
  const operatingCostStatement = expectStatus(
    await api.post<{ id: string }>(`/api/v1/properties/${property.id}/operating-cost-statements`, { periodStart: "2025-01-01", periodEnd: "2025-12-31" }),
    201,
    "Nebenkostenabrechnung anlegen",
  );
  ids = {
    propertyId: property.id,
    unitId: unit.id,
    wgUnitId: wg.unit.id,
    roomId: wg.rooms[0]!.id,
    tenantId: tenant.id,
    contractId: contract.id,
    loanId: loan.id,
    rentChangeId: rentChange.id,
    reminderId: reminder.id,
    receiptId: receipt.id,
    bookingId: booking.id,
    subcategoryId: subcategory.id,
    recurringId: recurring.id,
    paymentId: payment.id,
    afaAssetId: asset.id,
    bankAccountId: bankAccount.id,
    bankTransactionId: bankTransaction!.id,
    bankRuleId: "",
    meterId: meter.id,
    meterReadingId: reading.id,
    unitAreaId: unitArea.id,
    contractOccupantId: occupant.id,
    statementId: operatingCostStatement.id,
    selfUserId: user.userId,
    invitationId: expectStatus(await api.post<{ id: string }>("/api/v1/workspace/invitations", { email: "eingeladen@beispiel.de", role: "viewer" }), 201, "Einladung").id,
    sessionId: "",
  };
  // A second device of the user: the session the DELETE probes name (the fuzzing session stays).
  const secondCookie = await signIn(app, user.email, PASSWORD);
  ids.sessionId = (await client(app, secondCookie).get<Array<{ id: string; current: boolean }>>("/api/v1/me/sessions")).body.find((s) => s.current)!.id;
  ids.bankRuleId = expectStatus(await api.post<{ id: string }>("/api/v1/bank-rules", bankRule(ids)), 201, "Regel anlegen").id;
}, 120_000);
afterAll(() => app?.close());

// ---------------------------------------------------------------------------------------
// What is sent
// ---------------------------------------------------------------------------------------

type Probe = { method: string; path: string; body?: string | Uint8Array; contentType?: string; anonymous?: boolean; label: string };

/** `{"a":{"a":…1…}}` as text: JSON.stringify would overflow the stack building it. */
const deep = (depth: number): string => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

/** Whole bodies that are wrong in shape (≥ 15 per endpoint). */
const wholeBodies = (valid: Record<string, unknown>): Array<[string, string]> => [
  ["null", "null"],
  ["array", "[]"],
  ["string", '"text"'],
  ["number", "42"],
  ["true", "true"],
  ["empty object", "{}"],
  ["empty text", ""],
  ["broken JSON", "{"],
  ["trailing garbage", `${JSON.stringify(valid)}}`],
  ["NaN", "NaN"],
  ["array of the body", JSON.stringify([valid])],
  ["deeply nested", `{"nested": ${deep(10_000)}, ${JSON.stringify(valid).slice(1)}`],
  ["deeply nested arrays", `${"[".repeat(10_000)}${"]".repeat(10_000)}`],
  ["all null", JSON.stringify(Object.fromEntries(Object.keys(valid).map((k) => [k, null])))],
  ["all strings", JSON.stringify(Object.fromEntries(Object.keys(valid).map((k) => [k, "NaN"])))],
  ["all huge", JSON.stringify(Object.fromEntries(Object.keys(valid).map((k) => [k, 1e308])))],
  ["extra fields", JSON.stringify({ ...valid, extra: 1, id: "00000000-0000-0000-0000-000000000000", workspaceId: "x", version: 1 })],
  ["__proto__", `{"__proto__": {"polluted": true}, ${JSON.stringify(valid).slice(1)}`],
  ["1e999", JSON.stringify(valid).replace(/:(-?\d+(\.\d+)?)/, ":1e999")],
];

/** Values put into each field in turn. */
const fieldValues: Array<[string, unknown]> = [
  ["null", null],
  ["NaN-text", "NaN"],
  ["1e308", 1e308],
  ["2^53", 9007199254740992],
  ["2^31", 2147483648],
  ["-1", -1],
  ["0.5", 0.5],
  ["overlong", "x".repeat(20_000)],
  ["array", []],
  ["object", {}],
  ["boolean", true],
  ["far date", "9999-12-31"],
  ["1899", "1899-12-31"],
  ["no date", "2024-02-30"],
  ["NUL", "a\u0000b"],
];

/** Leaf paths of a body: top-level keys, keys of nested objects, keys of an array's first element. */
function leafPaths(value: Record<string, unknown>, prefix: Array<string | number> = []): Array<Array<string | number>> {
  const paths: Array<Array<string | number>> = [];
  for (const [key, v] of Object.entries(value)) {
    const path = [...prefix, key];
    paths.push(path);
    if (v && typeof v === "object" && !Array.isArray(v)) paths.push(...leafPaths(v as Record<string, unknown>, path));
    if (Array.isArray(v) && v[0] && typeof v[0] === "object") paths.push(...leafPaths(v[0] as Record<string, unknown>, [...path, 0]));
  }
  return paths;
}

function withValue(body: Record<string, unknown>, path: Array<string | number>, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  let target: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path[path.length - 1]!] = value;
  return copy;
}

/** Malformed (and a few odd but valid) multipart bodies for an upload route: [label, Content-Type, body]. */
function multipartBodies(): Array<[string, string, string | Uint8Array]> {
  const b = "fuzzgrenze";
  const type = `multipart/form-data; boundary=${b}`;
  const part = (headers: string, content: string | Uint8Array) => [`--${b}\r\n${headers}\r\n\r\n`, content, "\r\n"] as const;
  const body = (...parts: Array<readonly [string, string | Uint8Array, string]>) =>
    Buffer.concat([...parts.flatMap((p) => p.map((x) => Buffer.from(x))), Buffer.from(`--${b}--\r\n`)]);
  const file = (name: string, content: string | Uint8Array, field = "file") => part(`Content-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/pdf`, content);
  const pdf = pdfBytes();
  return [
    ["empty body", type, ""],
    ["no boundary", "multipart/form-data", body(file("a.pdf", pdf))],
    ["wrong boundary", "multipart/form-data; boundary=andere", body(file("a.pdf", pdf))],
    ["empty boundary", "multipart/form-data; boundary=", body(file("a.pdf", pdf))],
    ["boundary of 300 characters", `multipart/form-data; boundary=${"g".repeat(300)}`, `--${"g".repeat(300)}\r\n`],
    ["unterminated", type, `--${b}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4`],
    ["no part headers", type, `--${b}\r\n\r\n%PDF-1.4\r\n--${b}--\r\n`],
    ["no closing boundary", type, Buffer.concat([Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n`), pdf])],
    ["only the closing boundary", type, `--${b}--\r\n`],
    ["garbage", type, Buffer.from(crypto.getRandomValues(new Uint8Array(4096)))],
    ["JSON as multipart", type, JSON.stringify({ file: "JVBERi0xLjQ=" })],
    ["other field", type, body(file("a.pdf", pdf, "datei"))],
    ["file as text field", type, body(part('Content-Disposition: form-data; name="file"', "%PDF-1.4"))],
    ["two files", type, body(file("a.pdf", pdf), file("b.pdf", pdf))],
    ["empty file", type, body(file("leer.pdf", ""))],
    ["text named .pdf", type, body(file("a.pdf", "kein PDF"))],
    ["html named .pdf", type, body(file("a.pdf", "<html><script>alert(1)</script></html>"))],
    ["short PNG signature", type, body(file("a.png", new Uint8Array([0x89, 0x50, 0x4e])))],
    ["HEIC cut before the brand", type, body(file("a.heic", heicBytes().subarray(0, 10)))],
    ["ftyp of a video", type, body(file("a.heic", heicBytes("mp42", ["isom"])))],
    ["NUL in file name", type, body(file("a\u0000b.pdf", "kein PDF"))],
    ["file name of 60.000 characters", type, body(file("x".repeat(60_000), "kein PDF"))],
    ["header line of 200 KB", type, body(file("x".repeat(200_000), pdf))],
    ["base64 transfer encoding", type, body(part('Content-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Transfer-Encoding: base64', "JVBERi0xLjQ="))],
    ["nested multipart/mixed", type, body(part('Content-Disposition: form-data; name="file"\r\nContent-Type: multipart/mixed; boundary=innen', `--innen\r\nContent-Disposition: file; filename="a.pdf"\r\n\r\nkein PDF\r\n--innen--`))],
    ["application/x-www-form-urlencoded", "application/x-www-form-urlencoded", "file=%25PDF-1.4"],
    ["text/plain", "text/plain", "%PDF-1.4"],
  ];
}

const badIds = [
  "abc",
  "1e308",
  "00000000-0000-0000-0000-000000000000",
  "7c9e6679-7425-40de-944b-e07fc1f90ae7",
  "x".repeat(5000),
  "%00",
  "%ZZ",
  "..%2F..%2Fetc",
  "%F0%9F%98%80",
];
const badQueryValues = ["", "-1", "1e308", "NaN", "9007199254740993", "2147483648", "1.5", "x".repeat(3000), "%00", "%ZZ"];

const fill = (path: string, values: Ids) => path.replace(/\{(\w+)\}/g, (_, name: keyof Ids) => values[name]);

function probesFor(e: FuzzEndpoint): Probe[] {
  const probes: Probe[] = [];
  const base = { method: e.method, anonymous: e.anonymous };
  const params = [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as keyof Ids);
  // Malformed path parameters (never the valid ids on DELETE: the fixtures stay).
  for (const param of params) {
    // Ids of other kinds of record (never another unit for a unit: a DELETE would take it).
    const kind = (k: string) => (k === "wgUnitId" ? "unitId" : k);
    const otherKinds = Object.entries(ids).filter(([k]) => kind(k) !== kind(param)).map(([, v]) => v);
    for (const bad of [...badIds, ...otherKinds]) {
      probes.push({ ...base, path: fill(e.path, { ...ids, [param]: bad }), body: e.body ? JSON.stringify(e.body(ids)) : undefined, label: `path ${param}=${bad.slice(0, 20)}` });
    }
  }
  if (e.method === "GET") {
    const names = e.query ?? ["page", "x"];
    for (const name of names) for (const value of badQueryValues) probes.push({ ...base, path: `${fill(e.path, ids)}?${name}=${value}`, label: `query ${name}=${value.slice(0, 20)}` });
    probes.push({ ...base, path: `${fill(e.path, ids)}?${names.map((n) => `${n}=1&${n}=2`).join("&")}`, label: "query repeated" });
  }
  if (e.multipart) {
    for (const [label, contentType, body] of multipartBodies()) probes.push({ ...base, path: e.path, body, contentType, label: `multipart ${label}` });
  }
  if (e.body) {
    // The version of a PATCH is filled in when sent (see VERSION) and fuzzed like any field.
    const valid = e.versionOf ? { ...e.body(ids), version: VERSION } : e.body(ids);
    const path = fill(e.path, ids);
    for (const extreme of e.extremes ?? []) {
      const overrides = typeof extreme === "function" ? extreme(ids) : extreme;
      probes.push({ ...base, path, body: JSON.stringify({ ...valid, ...overrides }), label: `extreme ${JSON.stringify(overrides).slice(0, 60)}` });
    }
    for (const [label, body] of wholeBodies(valid)) probes.push({ ...base, path, body, label });
    // A body without fields (POST /demo) still gets every value, under a field it does not know.
    const fields = Object.keys(valid).length > 0 ? leafPaths(valid) : [["extra"]];
    for (const field of fields) {
      for (const [label, value] of fieldValues) probes.push({ ...base, path, body: JSON.stringify(withValue(valid, field, value)), label: `${field.join(".")}=${label}` });
    }
  }
  return probes;
}

// ---------------------------------------------------------------------------------------
// Sending and checking
// ---------------------------------------------------------------------------------------

const rowsOf = (result: unknown) => ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as Array<Record<string, unknown>>;

/** Everything a write could touch in the fuzz user's workspace, as one comparable text. */
async function fingerprint(): Promise<string> {
  const ws = user.workspaceId;
  const result = await app.database.db.execute(sql`
    select
      (select count(*) || ':' || coalesce(sum(version), 0) from properties where workspace_id = ${ws}) as properties,
      (select count(*) || ':' || coalesce(sum(version), 0) from units where workspace_id = ${ws}) as units,
      (select count(*) || ':' || coalesce(sum(version), 0) from rooms where workspace_id = ${ws}) as rooms,
      (select count(*) || ':' || coalesce(sum(version), 0) from tenants where workspace_id = ${ws}) as tenants,
      (select count(*) || ':' || coalesce(sum(version), 0) from rental_contracts where workspace_id = ${ws}) as contracts,
      (select count(*) || ':' || coalesce(sum(version), 0) from loans where workspace_id = ${ws}) as loans,
      (select count(*) from loan_special_repayments where workspace_id = ${ws}) as specials,
      (select count(*) || ':' || coalesce(sum(version), 0) from recurring_bookings where workspace_id = ${ws}) as recurring,
      (select count(*) || ':' || coalesce(sum(version), 0) from afa_assets where workspace_id = ${ws}) as afa_assets,
      (select count(*) from memberships where workspace_id = ${ws}) as members,
      (select count(*) || ':' || coalesce(sum(version), 0) || ':' || coalesce(sum(amount_cents), 0) from bookings where workspace_id = ${ws}) as bookings,
      (select count(*) || ':' || coalesce(sum(amount_cents), 0) from booking_lines where workspace_id = ${ws}) as booking_lines,
      (select count(*) || ':' || coalesce(sum(version), 0) from booking_subcategories where workspace_id = ${ws}) as subcategories,
      (select coalesce(sum(last), 0) from booking_number_counters where workspace_id = ${ws}) as counters,
      (select count(*) from closed_tax_years where workspace_id = ${ws}) as closed_years,
      (select count(*) from audit_log where workspace_id = ${ws}) as audit,
      (select count(*) from receipts where workspace_id = ${ws} and booking_id is not null) as receipts,
      (select count(*) || ':' || coalesce(sum(version), 0) from bank_accounts where workspace_id = ${ws}) as bank_accounts,
      (select count(*) from bank_account_properties where workspace_id = ${ws}) as bank_account_properties,
      (select count(*) || ':' || coalesce(sum(version), 0) from bank_transactions where workspace_id = ${ws}) as bank_transactions,
      (select count(*) || ':' || coalesce(sum(version), 0) || ':' || coalesce(sum(uses), 0) from bank_rules where workspace_id = ${ws}) as bank_rules,
      (select count(*) || ':' || coalesce(sum(version), 0) from meters where workspace_id = ${ws}) as meters,
      (select count(*) || ':' || coalesce(sum(version), 0) || ':' || coalesce(sum(value), 0) from meter_readings where workspace_id = ${ws}) as meter_readings,
      (select count(*) || ':' || coalesce(sum(version), 0) || ':' || coalesce(sum(living_area_sqm), 0) || ':' || coalesce(sum(usable_area_sqm), 0) from unit_areas where workspace_id = ${ws}) as unit_areas,
      (select count(*) || ':' || coalesce(sum(version), 0) || ':' || coalesce(sum(persons), 0) from contract_occupants where workspace_id = ${ws}) as contract_occupants,
      (select count(*) || ':' || coalesce(sum(version), 0) from operating_cost_statements where workspace_id = ${ws}) as operating_cost_statements,
      (select count(*) from statement_scope_parts where workspace_id = ${ws}) as statement_scope_parts,
      (select name from workspaces where id = ${ws}) as workspace,
      (select count(*) from "user") as users
  `);
  return JSON.stringify(rowsOf(result)[0]);
}

/** The object with this id anywhere in a JSON answer (a list's item, a subcategory inside its category). */
function findById(value: unknown, id: string): { version?: number } | undefined {
  if (Array.isArray(value)) {
    for (const v of value) {
      const found = findById(v, id);
      if (found) return found;
    }
  } else if (value && typeof value === "object") {
    if ((value as { id?: unknown }).id === id) return value;
    return findById(Object.values(value), id);
  }
  return undefined;
}

async function currentVersion(e: FuzzEndpoint): Promise<number | undefined> {
  if (!e.versionOf) return undefined;
  const res = await user.api.get(fill(e.versionOf, ids));
  // The record's id: the path's last id (".../bank-transactions/<id>/confirm" names it before the action).
  const id = fill(e.path, ids).split("/").reverse().find((segment) => /^[0-9a-f]{8}-[0-9a-f]{4}-/.test(segment))!;
  return findById(res.body, id)?.version;
}

/**
 * A kept-alive socket the server closes just as the client reuses it ("other side closed",
 * UND_ERR_SOCKET) is a race of the two keep-alive timers on a loaded machine, not an answer:
 * the request never reached the app, so it is sent once more on a fresh socket. A crashed
 * server would refuse that one too.
 */
async function send(p: Probe): Promise<{ status: number; text: string }> {
  try {
    return await sendOnce(p);
  } catch (err) {
    if ((err as { cause?: { code?: string } }).cause?.code !== "UND_ERR_SOCKET") throw err;
    return sendOnce(p);
  }
}

async function sendOnce(p: Probe): Promise<{ status: number; text: string }> {
  const res = await fetch(`${app.url}${p.path}`, {
    method: p.method,
    redirect: "manual",
    headers: {
      Origin: app.url,
      ...(p.body !== undefined ? { "Content-Type": p.contentType ?? "application/json" } : {}),
      ...(p.anonymous ? {} : { Cookie: user.cookie }),
    },
    body: typeof p.body === "object" ? new Uint8Array(p.body) : p.body,
  });
  return { status: res.status, text: (await res.text()).slice(0, 300) };
}

describe(`fuzz (${database})`, () => {
  it("lists every route of the app", () => {
    const hono = createApp({ database: app.database, documents: app.documents, auth: app.auth, mailer: { kind: "outbox", send: async () => undefined }, baseUrl: app.url, authSecretSet: true });
    const routes = new Set(
      hono.routes
        .filter((r) => ["GET", "POST", "PATCH", "PUT", "DELETE"].includes(r.method) && r.path.startsWith("/api/v1/"))
        .map((r) => `${r.method} ${r.path.replace(/\/$/, "")}`),
    );
    const listed = new Set(fuzzEndpoints.map((e) => `${e.method} ${e.route}`));
    expect([...routes].filter((r) => !listed.has(r))).toEqual([]);
  });

  it("answers no malformed request with ≥ 500 and leaves no partial write", async () => {
    const started = Date.now();
    const byStatus = new Map<number, number>();
    const failures: string[] = [];
    const partialWrites: string[] = [];
    let sent = 0;
    let before = await fingerprint();
    for (const endpoint of fuzzEndpoints) {
      const probes = probesFor(endpoint);
      if ((endpoint.body || endpoint.multipart) && endpoint.method !== "GET") expect(probes.length, `${endpoint.method} ${endpoint.route}`).toBeGreaterThanOrEqual(25);
      for (let i = 0; i < probes.length; i += CONCURRENCY) {
        const version = await currentVersion(endpoint);
        const batch = probes
          .slice(i, i + CONCURRENCY)
          .map((p) => ({ ...p, body: typeof p.body === "string" ? p.body.replaceAll(JSON.stringify(VERSION), String(version)) : p.body }));
        const answers = await Promise.all(batch.map(send));
        const after = await fingerprint();
        answers.forEach((a, j) => {
          sent++;
          byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
          if (a.status >= 500) failures.push(`${batch[j]!.method} ${batch[j]!.path.slice(0, 120)} [${batch[j]!.label}] → ${a.status} ${a.text}`);
        });
        if (answers.every((a) => a.status >= 400) && after !== before) {
          partialWrites.push(`${endpoint.method} ${endpoint.route}: ${batch.map((p) => p.label).join(", ")}\n  vorher ${before}\n  nachher ${after}`);
        }
        before = after;
      }
    }
    const summary = [...byStatus.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(", ");
    console.log(`[fuzz] ${database}: ${sent} Anfragen in ${((Date.now() - started) / 1000).toFixed(1)} s; nach Status: ${summary}`);
    expect(failures).toEqual([]);
    expect(partialWrites).toEqual([]);
  }, 300_000);
});
