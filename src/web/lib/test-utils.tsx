// Helpers for the component tests of the portfolio screens (jsdom).
import type { ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from "@tanstack/react-router";
import { vi } from "vitest";

export function newQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
}

export function withQueryClient(children: ReactNode, client = newQueryClient()) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** `page` as the only page ("/") of an in-memory router, for components with router links. */
export function withMemoryRouter(page: () => ReactNode) {
  const root = createRootRoute({ component: Outlet });
  const routeTree = root.addChildren([createRoute({ getParentRoute: () => root, path: "/", component: page })]);
  return <RouterProvider router={createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ["/"] }) })} />;
}

export type ApiCall = { method: string; path: string; body: unknown };
type Handler = (call: ApiCall) => { status?: number; body?: unknown } | undefined;

/**
 * Replaces fetch with a tiny router over "METHOD /path" (path without
 * /api/v1 and without the query string). Records every call.
 */
export function mockApi(routes: Record<string, Handler | { status?: number; body?: unknown }>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const path = url.replace(/^\/api\/v1/, "");
    const method = (init?.method ?? "GET").toUpperCase();
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const call = { method, path, body };
    calls.push(call);
    const key = `${method} ${path.split("?")[0]}`;
    const route = routes[key];
    const answer = typeof route === "function" ? route(call) : route;
    if (!answer) return new Response(JSON.stringify({ message: `Keine Testroute für ${key}`, details: null, hint: null, code: "not_found" }), { status: 404 });
    const status = answer.status ?? 200;
    if (status === 204) return new Response(null, { status });
    return new Response(JSON.stringify(answer.body ?? null), { status, headers: { "Content-Type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock };
}

/** What jsdom lacks and Radix uses (the checkbox measures itself), and the combobox (it scrolls the active option into view). */
export function installDomStubs() {
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  if (typeof Element !== "undefined") Element.prototype.scrollIntoView ??= () => {};
}
