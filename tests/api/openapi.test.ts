import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "@/server/app";
import type { OpenApiDocument, Operation, Parameter } from "@/server/http/openapi/document";
import { client } from "../helpers/http";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { fuzzEndpoints } from "./fuzz-endpoints";

// The OpenAPI document (/api/v1/openapi.json) and its page (/api/docs): public, complete (every
// route of the app under /api/v1) and built from the schemas the routes validate with.

const database = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

let app: TestApp;
let doc: OpenApiDocument;
beforeAll(async () => {
  app = await startTestApp();
  const res = await client(app).get<OpenApiDocument>("/api/v1/openapi.json");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  doc = res.body;
});
afterAll(() => app?.close());

/** "/api/v1/bookings/:id" → "/bookings/{id}", the document's form of a route. */
const documented = (route: string) => route.replace(/^\/api\/v1/, "").replace(/\/$/, "").replace(/:(\w+)/g, "{$1}");

function operation(method: string, path: string): Operation {
  const op = doc.paths[path]?.[method.toLowerCase() as "get"];
  if (!op) throw new Error(`${method} ${path} fehlt im Dokument`);
  return op;
}

/** The operation's parameters, shared ones ($ref) resolved. */
const parametersOf = (op: Operation): Parameter[] =>
  op.parameters.map((p) => ("$ref" in p ? doc.components.parameters[p.$ref.replace("#/components/parameters/", "")]! : p));
const jsonBody = (op: Operation) => op.requestBody?.content["application/json"]?.schema as { required?: string[]; properties?: Record<string, Record<string, unknown>> } | undefined;

describe(`OpenAPI document (${database})`, () => {
  it("is an OpenAPI 3.1 document of the API, answered without a session", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.title).toBe("Hausbuch API");
    expect(doc.servers).toEqual([{ url: "/api/v1" }]);
    expect(doc.components.securitySchemes.session).toMatchObject({ type: "apiKey", in: "cookie", name: "better-auth.session_token" });
    expect(doc.security).toEqual([{ session: [] }]);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(50);
  });

  it("documents every route of the app under /api/v1 with its method", () => {
    const hono = createApp({ database: app.database, documents: app.documents, auth: app.auth, mailer: { kind: "outbox", send: async () => undefined }, baseUrl: app.url, authSecretSet: true });
    const routes = new Set(hono.routes.filter((r) => METHODS.includes(r.method) && r.path.startsWith("/api/v1/")).map((r) => `${r.method} ${documented(r.path)}`));
    expect(routes.size).toBeGreaterThan(100);
    const inDocument = new Set(Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`)));
    expect([...routes].filter((r) => !inDocument.has(r)), "Routen ohne Eintrag im Dokument").toEqual([]);
    expect([...inDocument].filter((r) => !routes.has(r)), "Einträge ohne Route").toEqual([]);
  });

  it("is well-formed: each path parameter declared, unique paths and operation ids, every $ref resolves", () => {
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        expect(ids.has(op.operationId), op.operationId).toBe(false);
        ids.add(op.operationId);
        const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
        const inPath = parametersOf(op).filter((p) => p.in === "path");
        expect(inPath.map((p) => p.name).sort(), `${method} ${path}`).toEqual([...names].sort());
        expect(inPath.every((p) => p.required)).toBe(true);
        expect(op.responses["2XX"]).toBeDefined();
        expect(op.tags).toHaveLength(1);
      }
    }
    // Paths that differ only in a parameter's name are one path to OpenAPI (and to the router).
    const shapes = Object.keys(doc.paths).map((path) => path.replace(/\{\w+\}/g, "{}"));
    expect(shapes.filter((shape, i) => shapes.indexOf(shape) !== i)).toEqual([]);
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(ref.split("/").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc), ref).toBeDefined();
  });

  it("describes a body from the route's own zod schema: required fields and their constraints", () => {
    const create = jsonBody(operation("POST", "/bookings"))!;
    expect(create.required).toEqual(expect.arrayContaining(["paymentDate", "documentDate", "amountCents", "lines"]));
    // Fields with a default are optional for the client (the schema's input side).
    expect(create.required).not.toContain("tenantId");
    expect(create.properties?.amountCents).toMatchObject({ type: "integer" });
    expect(create.properties?.lines).toMatchObject({ type: "array" });

    const member = jsonBody(operation("POST", "/workspace/invitations"))!;
    expect(member.required).toEqual(expect.arrayContaining(["email", "role"]));
    expect(member.properties?.role).toMatchObject({ enum: expect.arrayContaining(["admin", "editor", "viewer"]) });

    // An update carries the version the client read.
    expect(jsonBody(operation("PATCH", "/properties/{id}"))!.required).toContain("version");
    expect(jsonBody(operation("PATCH", "/bookings/{id}"))!.required).toContain("version");
  });

  it("describes path ids, other path parameters and queries", () => {
    const [id] = parametersOf(operation("GET", "/bookings/{id}"));
    expect(id).toMatchObject({ name: "id", in: "path", required: true, schema: { type: "string", format: "uuid" } });
    expect(id!.description).toContain("Die Buchung wurde nicht gefunden.");

    const year = parametersOf(operation("GET", "/properties/{id}/tax-years/{year}")).find((p) => p.name === "year");
    expect(year).toMatchObject({ in: "path", required: true, schema: { type: "string", pattern: "^[0-9]{1,4}$" } });

    const query = parametersOf(operation("GET", "/bookings")).filter((p) => p.in === "query").map((p) => p.name);
    expect(query).toEqual(expect.arrayContaining(["page", "pageSize"]));
    expect(parametersOf(operation("GET", "/imports/spreadsheet/template.csv")).find((p) => p.name === "target")).toMatchObject({ in: "query", required: true });
  });

  it("describes each upload as a multipart file", () => {
    for (const path of ["/receipts", "/bank-statements", "/bank-statements/preview", "/imports/spreadsheet/preview", "/imports/spreadsheet/commit"]) {
      const form = operation("POST", path).requestBody?.content["multipart/form-data"]?.schema;
      expect(form, path).toMatchObject({ type: "object", required: ["file"] });
    }
  });

  // The fuzz suite lists every endpoint with a valid body and the query parameters it reads:
  // each of those must be declared where the route validates them (`input(…)`), or the
  // document would not know them.
  it("knows the body and the query parameters of every endpoint the fuzz suite sends them to", () => {
    const missing: string[] = [];
    for (const e of fuzzEndpoints.filter((f) => f.route.startsWith("/api/v1/"))) {
      const op = operation(e.method, documented(e.route));
      const body = e.body ? Object.keys(e.body(new Proxy({}, { get: () => "00000000-0000-4000-8000-000000000000" }) as never)) : [];
      if (body.length > 0 && !op.requestBody) missing.push(`${e.method} ${e.route}: Anfragekörper`);
      const query = new Set(parametersOf(op).filter((p) => p.in === "query").map((p) => p.name));
      for (const name of e.query ?? []) if (!query.has(name)) missing.push(`${e.method} ${e.route}: ?${name}`);
    }
    expect(missing, "mit input({ body | query }) aus src/server/http/openapi/route-input.ts deklarieren").toEqual([]);
  });

  it("answers without a session while the API still asks for one", async () => {
    expect((await client(app).get("/api/v1/me")).status).toBe(401);
    expect(operation("GET", "/openapi.json").security).toEqual([]);
    expect(operation("GET", "/bookings").security).toBeUndefined();
  });
});

describe(`API docs page (${database})`, () => {
  it("renders the document as HTML that its own CSP allows", async () => {
    const res = await fetch(`${app.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain("/api/v1/bookings/{id}");
    expect(html).toContain('href="/api/v1/openapi.json"');
    // Every path of the document is on the page.
    for (const path of Object.keys(doc.paths)) expect(html, path).toContain(`<code>/api/v1${path.replace(/&/g, "&amp;")}</code>`);
    // The body schema is there, folded.
    expect(html).toMatch(/<details><summary>Anfragekörper \(application\/json\)[^<]*<\/summary>/);
    expect(html).toContain("&quot;paymentDate&quot;");
    expect(html).toContain("prefers-color-scheme: dark");

    // No script at all; the inline style is allowed by its hash and by nothing broader.
    expect(html).not.toMatch(/<script/i);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain("unsafe-inline");
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(csp).toContain(`'sha256-${crypto.createHash("sha256").update(style).digest("base64")}'`);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
