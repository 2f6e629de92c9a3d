import crypto from "node:crypto";
import { apiDocsMessages as text } from "@/shared/messages/api-docs";
import type { OpenApiDocument, Operation, Parameter } from "./document";

/**
 * /api/docs: the OpenAPI document as one server-rendered page. No script and no CDN: the page
 * works under a CSP that allows nothing but its own inline style (by hash), in light and dark.
 */

const STYLE = `
:root { color-scheme: light dark; --bg: #fff; --fg: #1c1917; --muted: #57534e; --line: #e7e5e4; --code: #f5f5f4;
  --get: #1d4ed8; --post: #047857; --put: #b45309; --patch: #7c3aed; --delete: #b91c1c; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #1c1917; --fg: #f5f5f4; --muted: #a8a29e; --line: #44403c; --code: #292524;
    --get: #93c5fd; --post: #6ee7b7; --put: #fcd34d; --patch: #c4b5fd; --delete: #fca5a5; }
}
body { margin: 0 auto; max-width: 64rem; padding: 1.5rem; background: var(--bg); color: var(--fg); font: 16px/1.5 system-ui, sans-serif; }
a { color: inherit; }
code, pre { font-family: ui-monospace, monospace; font-size: 0.875rem; }
pre { background: var(--code); padding: 0.75rem; overflow-x: auto; border-radius: 0.375rem; }
.muted { color: var(--muted); }
nav ul { columns: 14rem; padding-left: 1.25rem; }
section { border-top: 1px solid var(--line); margin-top: 2rem; }
article { border: 1px solid var(--line); border-radius: 0.5rem; padding: 0.75rem 1rem; margin: 1rem 0; }
h3 { margin: 0; font-size: 1rem; display: flex; gap: 0.75rem; align-items: baseline; flex-wrap: wrap; }
.method { display: inline-block; min-width: 4.5rem; text-align: center; font: 700 0.75rem/1.75 ui-monospace, monospace;
  border: 2px solid currentColor; border-radius: 0.25rem; }
.get { color: var(--get); } .post { color: var(--post); } .put { color: var(--put); } .patch { color: var(--patch); } .delete { color: var(--delete); }
.public { font-size: 0.75rem; font-weight: 400; border: 1px solid var(--line); border-radius: 1rem; padding: 0 0.5rem; }
table { border-collapse: collapse; width: 100%; margin-top: 0.5rem; font-size: 0.875rem; }
th, td { text-align: left; padding: 0.25rem 0.5rem; border-bottom: 1px solid var(--line); vertical-align: top; }
td code { overflow-wrap: anywhere; }
details { margin-top: 0.5rem; }
summary { cursor: pointer; }
`;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

const json = (value: unknown) => escapeHtml(JSON.stringify(value, null, 2));

const isParameter = (p: Operation["parameters"][number]): p is Parameter => !("$ref" in p);

function parameterTable(parameters: Parameter[], caption: string = text.apiDocsParameters): string {
  if (parameters.length === 0) return "";
  const rows = parameters.map(
    (p) =>
      `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(text.apiDocsPlaces[p.in] ?? p.in)}</td>` +
      `<td>${p.required ? text.apiDocsYes : text.apiDocsNo}</td>` +
      `<td><code>${escapeHtml(JSON.stringify(p.schema))}</code>${p.description ? `<br><span class="muted">${escapeHtml(p.description)}</span>` : ""}</td></tr>`,
  );
  return (
    `<table><caption class="muted">${escapeHtml(caption)}</caption><thead><tr><th>${text.apiDocsParameterName}</th><th>${text.apiDocsParameterPlace}</th>` +
    `<th>${text.apiDocsParameterRequired}</th><th>${text.apiDocsParameterSchema}</th></tr></thead><tbody>${rows.join("")}</tbody></table>`
  );
}

function requestBody(operation: Operation): string {
  if (!operation.requestBody) return "";
  return Object.entries(operation.requestBody.content)
    .map(
      ([contentType, { schema }]) =>
        `<details><summary>${escapeHtml(text.apiDocsRequestBody(contentType))}</summary>` +
        `${operation.requestBody?.description ? `<p class="muted">${escapeHtml(operation.requestBody.description)}</p>` : ""}<pre>${json(schema)}</pre></details>`,
    )
    .join("");
}

function operationHtml(method: string, path: string, operation: Operation): string {
  const parameters = operation.parameters.filter(isParameter);
  const inputs = parameterTable(parameters) + requestBody(operation);
  return (
    `<article id="${escapeHtml(operation.operationId)}"><h3><span class="method ${method}">${method.toUpperCase()}</span>` +
    `<code>${escapeHtml(path)}</code>${operation.security ? `<span class="public">${text.apiDocsPublic}</span>` : ""}</h3>` +
    (inputs || `<p class="muted">${text.apiDocsNoInput}</p>`) +
    `</article>`
  );
}

/** The page and the CSP it needs (its style by hash, nothing else). */
export function docsPage(document: OpenApiDocument, documentUrl: string): { html: string; csp: string } {
  const base = document.servers[0]?.url ?? "";
  const byTag = new Map<string, string[]>(document.tags.map((t) => [t.name, []]));
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      for (const tag of operation.tags) byTag.get(tag)?.push(operationHtml(method, base + path, operation));
    }
  }
  const tagId = (tag: string) => `tag-${tag.replace(/[^A-Za-z0-9-]/g, "-")}`;
  const contents = [...byTag.entries()].map(([tag, ops]) => `<li><a href="#${tagId(tag)}">${escapeHtml(tag)}</a> <span class="muted">(${text.apiDocsOperations(ops.length)})</span></li>`);
  const sections = [...byTag.entries()].map(([tag, ops]) => `<section><h2 id="${tagId(tag)}">${escapeHtml(tag)}</h2>${ops.join("")}</section>`);
  const html =
    `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(text.apiDocsHeading)}</title><style>${STYLE}</style></head><body>` +
    `<header><h1>${escapeHtml(text.apiDocsHeading)}</h1><p>${escapeHtml(document.info.description)}</p>` +
    `<p>${text.apiDocsDocumentLink} <a href="${escapeHtml(documentUrl)}"><code>${escapeHtml(documentUrl)}</code></a></p>` +
    // The parameters every signed-in call may carry, once here instead of in each table.
    `${parameterTable(Object.values(document.components.parameters), text.apiDocsCommonParameters)}</header>` +
    `<nav aria-labelledby="inhalt"><h2 id="inhalt">${text.apiDocsContents}</h2><ul>${contents.join("")}</ul></nav>` +
    `<main>${sections.join("")}</main></body></html>`;
  const styleHash = crypto.createHash("sha256").update(STYLE).digest("base64");
  const csp = [`default-src 'none'`, `style-src 'sha256-${styleHash}'`, `base-uri 'none'`, `form-action 'none'`, `frame-ancestors 'none'`].join("; ");
  return { html, csp };
}
