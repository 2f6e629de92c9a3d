import { XMLParser, XMLValidator, type EntityDecoderOptions } from "fast-xml-parser";

/**
 * Untrusted XML → a plain tree, safely, with fast-xml-parser:
 *
 * - A DOCTYPE or ENTITY declaration is refused before parsing. Statement XML never needs one, and
 *   refusing it outright is the only defence that cannot be configured wrong: no entity is ever
 *   defined, so none can be expanded (billion laughs) or fetched (XXE).
 * - Only the five predefined entities and numeric character references are decoded, by our own
 *   decoder, which does not know any other entity.
 * - Well-formedness is checked first (the parser alone is lenient about unclosed tags).
 * - Namespace prefixes are dropped from element names (banks write `<Document>` as well as
 *   `<ns2:Document>`), while the `xmlns` attributes stay readable for the caller.
 * - Values stay strings: no number conversion that would turn "8.850" into 8.85 or an
 *   EndToEndId "000123" into 123.
 *
 * The caller bounds the input size before calling.
 */

export type XmlNode = { readonly [name: string]: XmlValue | undefined };
export type XmlValue = string | XmlNode | readonly XmlValue[];

export type XmlParseResult =
  | { ok: true; root: XmlNode }
  | { ok: false; error: { code: "doctype" } | { code: "malformed"; line: number } };

/** Attribute names in the tree: "@Ccy", "@xmlns". */
export const ATTRIBUTE_PREFIX = "@";
const TEXT = "#text";

const PREDEFINED: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function codePoint(value: number): string {
  return value > 0 && value <= 0x10ffff && !(value >= 0xd800 && value <= 0xdfff) ? String.fromCodePoint(value) : "\uFFFD";
}

const entityDecoder: EntityDecoderOptions = {
  setExternalEntities: () => {},
  addInputEntities: () => {
    // Only a DOCTYPE defines entities, and it is refused before parsing; never accept any.
    throw new Error("XML entity declarations are not allowed");
  },
  reset: () => {},
  setXmlVersion: () => {},
  decode: (text) =>
    text.replace(/&(?:#(\d{1,7})|#x([0-9a-fA-F]{1,6})|(amp|lt|gt|quot|apos));/g, (whole, decimal?: string, hex?: string, name?: string) => {
      if (decimal !== undefined) return codePoint(Number(decimal));
      if (hex !== undefined) return codePoint(Number.parseInt(hex, 16));
      return PREDEFINED[name ?? ""] ?? whole;
    }),
};

/**
 * Parses `xml` into a tree; elements named in `repeatable` are always arrays (even with one
 * occurrence), so readers need not guess.
 */
export function parseXmlTree(xml: string, repeatable: ReadonlySet<string>): XmlParseResult {
  // Anywhere, not only in a prolog: a declaration is never legitimate in these files.
  if (/<!(?:DOCTYPE|ENTITY)/i.test(xml)) return { ok: false, error: { code: "doctype" } };
  const text = xml.trimStart();
  const valid = XMLValidator.validate(text);
  if (valid !== true) return { ok: false, error: { code: "malformed", line: valid.err.line } };
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: ATTRIBUTE_PREFIX,
    textNodeName: TEXT,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    ignoreDeclaration: true,
    ignorePiTags: true,
    processEntities: true,
    entityDecoder,
    transformTagName: (name) => name.slice(name.indexOf(":") + 1),
    isArray: (name, _path, _leaf, isAttribute) => !isAttribute && repeatable.has(name),
  });
  try {
    return { ok: true, root: parser.parse(text) as XmlNode };
  } catch {
    return { ok: false, error: { code: "malformed", line: 1 } };
  }
}

function isNode(value: XmlValue | undefined): value is XmlNode {
  return typeof value === "object" && !Array.isArray(value);
}

/** The first element of a repeated value, the value itself otherwise. */
function single(value: XmlValue | undefined): string | XmlNode | undefined {
  if (Array.isArray(value)) return single(value[0] as XmlValue | undefined);
  return value as string | XmlNode | undefined;
}

/** The element at `path` below `parent` (first occurrence at every step). */
export function child(parent: XmlNode | undefined, ...path: string[]): XmlNode | undefined {
  let current: XmlNode | undefined = parent;
  for (const name of path) {
    const next = single(current?.[name]);
    current = isNode(next) ? next : undefined;
  }
  return current;
}

/** All elements named `name` directly below `parent`. */
export function children(parent: XmlNode | undefined, name: string): XmlNode[] {
  const value = parent?.[name];
  const list: readonly XmlValue[] = Array.isArray(value) ? value : value === undefined ? [] : [value];
  // An empty element (`<TxDtls/>`) parses as "": it still counts, as an element without content.
  return list.map((item) => (isNode(item) ? item : {}));
}

/** The text of one element value (a leaf, or an element with attributes and text). */
function textOf(value: string | XmlNode | undefined): string | null {
  const raw = typeof value === "string" ? value : isNode(value) ? value[TEXT] : undefined;
  return typeof raw === "string" && raw.trim() !== "" ? raw.trim() : null;
}

/** The text at `path` below `parent`, null when absent or empty. */
export function text(parent: XmlNode | undefined, ...path: string[]): string | null {
  const last = path.at(-1);
  if (last === undefined) return textOf(parent);
  return textOf(single(child(parent, ...path.slice(0, -1))?.[last]));
}

/** The texts of all elements named `name` directly below `parent`, empty ones left out. */
export function texts(parent: XmlNode | undefined, name: string): string[] {
  const value = parent?.[name];
  const list: readonly XmlValue[] = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map((item) => textOf(single(item))).filter((item): item is string => item !== null);
}

/** An attribute of an element. */
export function attribute(node: XmlNode | undefined, name: string): string | null {
  const value = node?.[`${ATTRIBUTE_PREFIX}${name}`];
  return typeof value === "string" ? value : null;
}

/** The element names directly below `node` (no attributes, no text). */
export function elementNames(node: XmlNode | undefined): string[] {
  return Object.keys(node ?? {}).filter((key) => !key.startsWith(ATTRIBUTE_PREFIX) && key !== TEXT);
}

/** The values of the `xmlns` / `xmlns:prefix` attributes of `node`. */
export function namespaces(node: XmlNode | undefined): string[] {
  return Object.entries(node ?? {})
    .filter(([key, value]) => (key === `${ATTRIBUTE_PREFIX}xmlns` || key.startsWith(`${ATTRIBUTE_PREFIX}xmlns:`)) && typeof value === "string")
    .map(([, value]) => value as string);
}
