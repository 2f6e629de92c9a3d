import type { RouterRoute } from "hono/types";
import { z } from "zod";
import { errorStatus } from "@/server/http/errors";
import type { UploadRoute } from "@/server/http/request-guard";
import { apiDocsMessages as text } from "@/shared/messages/api-docs";
import { messages } from "@/shared/messages";
import { routeInputOf, type RouteInput } from "./route-input";

/** Where the documented API lives; the document's paths are relative to it (its `servers`). */
export const API_BASE = "/api/v1";

const METHODS = ["get", "post", "put", "patch", "delete"] as const;
type Method = (typeof METHODS)[number];

type JsonSchema = { [key: string]: unknown };
export type Parameter = { name: string; in: "path" | "query" | "header"; required: boolean; description?: string; schema: JsonSchema };
type Ref = { $ref: string };
type MediaTypes = Record<string, { schema: JsonSchema }>;
export type Operation = {
  operationId: string;
  tags: string[];
  parameters: Array<Parameter | Ref>;
  requestBody?: { required: true; description?: string; content: MediaTypes };
  responses: Record<string, { description: string; content?: Record<string, { schema: Ref }> }>;
  /** `[]` on a route without session. */
  security?: [];
};
export type OpenApiDocument = {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  security: Array<Record<string, []>>;
  tags: Array<{ name: string }>;
  paths: Record<string, Partial<Record<Method, Operation>>>;
  components: { securitySchemes: Record<string, JsonSchema>; parameters: Record<string, Parameter>; schemas: Record<string, JsonSchema> };
};

export type DocumentOptions = {
  /** The app's routes (`app.routes`): every method and path of the API comes from there. */
  routes: readonly RouterRoute[];
  /** The multipart routes (app.ts `uploads`): their body is a file, not JSON. */
  uploads: readonly UploadRoute[];
  /** "GET /openapi.json": routes answered without a session. */
  publicRoutes: ReadonlySet<string>;
};

/**
 * The schema a client sends: the input side of the zod schema (before transforms, defaults
 * optional). A refinement has no JSON Schema form and is left out; the route still checks it.
 */
function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  return rest;
}

/** The fields of an object schema as parameters of one place (every query and path schema is one). */
function parametersOf(schema: z.ZodType, place: "path" | "query"): Parameter[] {
  const json = jsonSchemaOf(schema);
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries((json.properties ?? {}) as Record<string, JsonSchema>).map(([name, property]) => ({
    name,
    in: place,
    required: place === "path" || required.has(name),
    schema: property,
  }));
}

/** "/bookings/:id" → "/bookings/{id}" (a Hono pattern "{…}" after a name is dropped). */
const openApiPath = (honoPath: string) => honoPath.replace(/:(\w+)(\{[^}]*\})?\??/g, "{$1}");
const pathNames = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

function parameters(method: Method, path: string, input: RouteInput, isPublic: boolean): Array<Parameter | Ref> {
  const declared = new Map<string, Parameter>();
  for (const [name, what] of Object.entries(input.ids ?? {})) {
    declared.set(name, { name, in: "path", required: true, description: text.apiDocsPathId(messages.notFound(what)), schema: { type: "string", format: "uuid" } });
  }
  if (input.params) for (const p of parametersOf(input.params, "path")) declared.set(p.name, p);
  // Every {name} of the path is a parameter, declared or not (then it is just text).
  const inPath = pathNames(path).map((name) => declared.get(name) ?? { name, in: "path" as const, required: true, schema: { type: "string" } });
  const query = input.query ? parametersOf(input.query, "query") : [];
  // The session middleware (session.ts) reads the workspace from a header, on a GET also from the query.
  const workspace = isPublic ? [] : method === "get" ? ["workspace", "workspaceQuery"] : ["workspace"];
  return [...inPath, ...query, ...workspace.map((name) => ({ $ref: `#/components/parameters/${name}` }))];
}

function requestBody(input: RouteInput, upload: boolean): Operation["requestBody"] {
  if (upload) {
    const form = { type: "object", required: ["file"], properties: { file: { type: "string", contentMediaType: "application/octet-stream" }, options: { type: "string" } } };
    return { required: true, description: text.apiDocsUpload, content: { "multipart/form-data": { schema: form } } };
  }
  return input.body ? { required: true, content: { "application/json": { schema: jsonSchemaOf(input.body) } } } : undefined;
}

/** One declaration from the `input(…)` middlewares among a route's handlers (there is at most one). */
const mergeInputs = (inputs: RouteInput[]): RouteInput => Object.assign({}, ...inputs);

const operationId = (method: Method, path: string) => `${method}${path.replace(/[{}]/g, "").replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? "").toUpperCase())}`;

/**
 * The OpenAPI 3.1 document of every route under /api/v1, built from the app's routes and the
 * `input(…)` declarations their handlers carry: a route added to the app is in the document
 * whether or not it declares its input, and a declared schema is the one the route validates with.
 */
export function openApiDocument({ routes, uploads, publicRoutes }: DocumentOptions): OpenApiDocument {
  const found = new Map<string, { method: Method; path: string; inputs: RouteInput[] }>();
  for (const route of routes) {
    const method = route.method.toLowerCase() as Method;
    if (!METHODS.includes(method) || !route.path.startsWith(`${API_BASE}/`)) continue;
    const path = openApiPath(route.path.slice(API_BASE.length).replace(/(.)\/$/, "$1"));
    const key = `${method} ${path}`;
    const entry = found.get(key) ?? { method, path, inputs: [] };
    const input = routeInputOf(route.handler);
    if (input) entry.inputs.push(input);
    found.set(key, entry);
  }

  const paths: OpenApiDocument["paths"] = {};
  const tags = new Set<string>();
  const byPath = [...found.values()].sort((a, b) => a.path.localeCompare(b.path) || METHODS.indexOf(a.method) - METHODS.indexOf(b.method));
  for (const { method, path, inputs } of byPath) {
    const input = mergeInputs(inputs);
    const isPublic = publicRoutes.has(`${method.toUpperCase()} ${path}`);
    const tag = path.split("/")[1]!;
    tags.add(tag);
    const upload = uploads.some((u) => u.method === method.toUpperCase() && openApiPath(u.path.slice(API_BASE.length)) === path);
    const body = requestBody(input, upload);
    (paths[path] ??= {})[method] = {
      operationId: operationId(method, path),
      tags: [tag],
      parameters: parameters(method, path, input, isPublic),
      ...(body ? { requestBody: body } : {}),
      responses: {
        "2XX": { description: text.apiDocsSuccess },
        "4XX": { description: text.apiDocsError, content: { "application/json": { schema: { $ref: "#/components/schemas/error" } } } },
      },
      ...(isPublic ? { security: [] as [] } : {}),
    };
  }

  return {
    openapi: "3.1.0",
    info: { title: "Hausbuch API", version: "v1", description: text.apiDocsDescription },
    servers: [{ url: API_BASE }],
    security: [{ session: [] }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { session: { type: "apiKey", in: "cookie", name: "better-auth.session_token", description: text.apiDocsSession } },
      parameters: {
        workspace: { name: "x-workspace-id", in: "header", required: false, description: text.apiDocsWorkspace, schema: { type: "string", format: "uuid" } },
        workspaceQuery: { name: "workspace", in: "query", required: false, description: text.apiDocsWorkspaceQuery, schema: { type: "string", format: "uuid" } },
      },
      schemas: {
        error: {
          type: "object",
          required: ["message", "details", "hint", "code"],
          properties: {
            message: { type: "string" },
            details: {},
            hint: { type: ["string", "null"] },
            code: { type: "string", examples: Object.keys(errorStatus) },
          },
        },
      },
    },
  };
}
