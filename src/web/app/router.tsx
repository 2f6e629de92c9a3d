import { createRootRoute, createRoute, createRouter, lazyRouteComponent, Outlet } from "@tanstack/react-router";
import { NotFoundPage } from "./NotFoundPage";

// Code-based route tree; every screen (and the libraries it needs) loads on
// demand. A full load of `/` does not reach this router at all: the server
// answers it with the lighter landing entry (landing.html); the route below
// serves client-side navigation back to the start page.
const rootRoute = createRootRoute({ component: Outlet, notFoundComponent: NotFoundPage });

const landingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  component: lazyRouteComponent(() => import("@/web/features/landing/LandingPage"), "LandingPage"),
});

const legal = <P extends string>(path: P, name: string) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    component: lazyRouteComponent(() => import("@/web/features/legal/LegalPages"), name as never),
  });
const legalRoutes = [legal("/impressum", "ImpressumPage"), legal("/datenschutz", "DatenschutzPage"), legal("/agb", "AgbPage")];

// Everything below shares the app providers (query cache, toasts).
const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: "app",
  component: lazyRouteComponent(() => import("./AppProviders"), "AppProviders"),
});

const page = <P extends string>(path: P, load: () => Promise<Record<string, unknown>>, name: string) =>
  createRoute({ getParentRoute: () => appRoute, path, component: lazyRouteComponent(load as never, name as never) });

const loginRoute = page("/login", () => import("@/web/features/auth/LoginPage"), "LoginPage");
const registerRoute = page("/register", () => import("@/web/features/auth/RegisterPage"), "RegisterPage");
const forgotRoute = page("/forgot-password", () => import("@/web/features/auth/ForgotPasswordPage"), "ForgotPasswordPage");
const resetRoute = page("/reset-password", () => import("@/web/features/auth/ResetPasswordPage"), "ResetPasswordPage");

export const dashboardRoute = createRoute({
  getParentRoute: () => appRoute,
  path: "/dashboard",
  component: lazyRouteComponent(() => import("@/web/features/dashboard/DashboardLayout"), "DashboardLayout"),
});

const dashPage = <P extends string>(path: P, load: () => Promise<Record<string, unknown>>, name: string) =>
  createRoute({ getParentRoute: () => dashboardRoute, path, component: lazyRouteComponent(load as never, name as never) });

const dashboardIndexRoute = dashPage("/", () => import("@/web/features/dashboard/DashboardIndex"), "DashboardIndex");
const propertiesRoute = dashPage("/properties", () => import("@/web/features/properties/PropertiesPage"), "PropertiesPage");
const propertyRoute = dashPage("/properties/$propertyId", () => import("@/web/features/properties/PropertyDashboardPage"), "PropertyDashboardPage");
const unitRoute = dashPage("/properties/$propertyId/units/$unitId", () => import("@/web/features/units/UnitPage"), "UnitPage");
const tenantsRoute = dashPage("/tenants", () => import("@/web/features/tenants/TenantsPage"), "TenantsPage");
const propertyFinancingRoute = dashPage("/properties/$propertyId/financing", () => import("@/web/features/loans/FinancingPage"), "FinancingPage");
const financingRoute = dashPage("/financing", () => import("@/web/features/dashboard/ComingSoonPage"), "FinancingOverviewPage");
const reportsRoute = dashPage("/reports", () => import("@/web/features/dashboard/ComingSoonPage"), "ReportsPage");
const dashboardNotFound = dashPage("$", () => import("@/web/features/dashboard/ComingSoonPage"), "DashboardNotFound");

const routeTree = rootRoute.addChildren([
  landingRoute,
  appRoute.addChildren([
    loginRoute,
    registerRoute,
    forgotRoute,
    resetRoute,
    dashboardRoute.addChildren([dashboardIndexRoute, propertiesRoute, propertyRoute, unitRoute, tenantsRoute, propertyFinancingRoute, financingRoute, reportsRoute, dashboardNotFound]),
  ]),
  ...legalRoutes,
]);

export const router = createRouter({ routeTree, defaultPreload: "intent", scrollRestoration: true });

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}
