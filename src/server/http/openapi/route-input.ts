import type { Env, MiddlewareHandler } from "hono";
import type { z } from "zod";
import { idParam } from "@/server/http/request";
import { parseBody, parseWith } from "@/server/http/validate";

/**
 * What a route takes, declared once: the middleware `input(spec)` validates the request with it
 * and the OpenAPI document (document.ts) describes the route from the same declaration, so the
 * document cannot describe another schema than the one the route checks.
 */
export type RouteInput = {
  /** Path ids (UUIDs), by parameter name, with the record's name for the 404 (`idParam`). */
  ids?: Readonly<Record<string, string>>;
  /** Other path parameters (a tax year), validated as one object. */
  params?: z.ZodType;
  query?: z.ZodType;
  /** The JSON body. */
  body?: z.ZodType;
};

type IdsOut<S> = S extends { ids: Readonly<Record<infer K extends string, string>> } ? { [Name in K]: string } : unknown;
type ParamsOut<S> = S extends { params: infer T extends z.ZodType } ? z.output<T> : unknown;
type InputOf<S extends RouteInput> = {
  out: (S extends { ids: object } | { params: object } ? { param: IdsOut<S> & ParamsOut<S> } : object) &
    (S extends { query: infer Q extends z.ZodType } ? { query: z.output<Q> } : object) &
    (S extends { body: infer B extends z.ZodType } ? { json: z.output<B> } : object);
};

const declarations = new WeakMap<object, RouteInput>();

/** The declaration behind a handler of `app.routes`, if that handler is an `input(…)` middleware. */
export const routeInputOf = (handler: object): RouteInput | undefined => declarations.get(handler);

/**
 * Validates a route's input before its handler, in the order the handlers always checked it:
 * path ids first (a malformed id is a 404, `idParam`), then other path parameters, the query
 * and the body (400 listing the fields, `parseWith`/`parseBody`). The handler reads the results
 * with `c.req.valid("param" | "query" | "json")`.
 */
export function input<const S extends RouteInput, E extends Env = Env, P extends string = string>(spec: S): MiddlewareHandler<E, P, InputOf<S>> {
  const middleware: MiddlewareHandler<E, P, InputOf<S>> = async (c, next) => {
    if (spec.ids || spec.params) {
      const param: Record<string, unknown> = {};
      for (const [name, what] of Object.entries(spec.ids ?? {})) param[name] = idParam(c, what, name);
      if (spec.params) Object.assign(param, parseWith(spec.params, c.req.param()));
      c.req.addValidatedData("param", param);
    }
    if (spec.query) c.req.addValidatedData("query", parseWith(spec.query, c.req.query()) as object);
    if (spec.body) c.req.addValidatedData("json", (await parseBody(c, spec.body)) as object);
    await next();
  };
  declarations.set(middleware, spec);
  return middleware;
}
