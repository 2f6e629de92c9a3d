import { createRootRoute, createRoute, createRouter, lazyRouteComponent, Outlet, type RouteComponent } from "@tanstack/react-router";
import { parseBookingSearch } from "@/web/features/bookings/booking-filters";
import { parseStatementSearch } from "@/web/features/operating-costs/statement-steps";
import { parseReportSearch } from "@/web/features/reports/report-period";
import { NotFoundPage } from "./NotFoundPage";

// Code-based route tree; every screen (and the libraries it needs) loads on
// demand. A full load of `/` or a legal page does not reach this router at all:
// the server answers it with the page pre-rendered at build time (decision 0033);
// the routes below serve client-side navigation there (and `npm run dev`).
const rootRoute = createRootRoute({ component: Outlet, notFoundComponent: NotFoundPage });

const landingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  component: lazyRouteComponent(() => import("@/web/features/landing/LandingPage"), "LandingPage"),
});

// The helpers take a finished lazyRouteComponent(import, "ExportName"): called
// at the route itself, it checks the export name against the module.
const legal = <P extends string>(path: P, component: RouteComponent) => createRoute({ getParentRoute: () => rootRoute, path, component });
const legalPages = () => import("@/web/features/legal/LegalPages");
const legalRoutes = [
  legal("/impressum", lazyRouteComponent(legalPages, "ImpressumPage")),
  legal("/datenschutz", lazyRouteComponent(legalPages, "DatenschutzPage")),
  legal("/agb", lazyRouteComponent(legalPages, "AgbPage")),
];

// Everything below shares the app providers (query cache, toasts).
const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: "app",
  component: lazyRouteComponent(() => import("./AppProviders"), "AppProviders"),
});

const page = <P extends string>(path: P, component: RouteComponent) => createRoute({ getParentRoute: () => appRoute, path, component });

const loginRoute = page("/login", lazyRouteComponent(() => import("@/web/features/auth/LoginPage"), "LoginPage"));
const registerRoute = page("/register", lazyRouteComponent(() => import("@/web/features/auth/RegisterPage"), "RegisterPage"));
const forgotRoute = page("/forgot-password", lazyRouteComponent(() => import("@/web/features/auth/ForgotPasswordPage"), "ForgotPasswordPage"));
const resetRoute = page("/reset-password", lazyRouteComponent(() => import("@/web/features/auth/ResetPasswordPage"), "ResetPasswordPage"));
const invitationRoute = page("/invitation", lazyRouteComponent(() => import("@/web/features/team/InvitationPage"), "InvitationPage"));

export const dashboardRoute = createRoute({
  getParentRoute: () => appRoute,
  path: "/dashboard",
  component: lazyRouteComponent(() => import("@/web/features/dashboard/DashboardLayout"), "DashboardLayout"),
});

const dashPage = <P extends string>(path: P, component: RouteComponent) => createRoute({ getParentRoute: () => dashboardRoute, path, component });

const dashboardIndexRoute = dashPage("/", lazyRouteComponent(() => import("@/web/features/dashboard/DashboardIndex"), "DashboardIndex"));
const propertiesRoute = dashPage("/properties", lazyRouteComponent(() => import("@/web/features/properties/PropertiesPage"), "PropertiesPage"));
const propertyRoute = dashPage("/properties/$propertyId", lazyRouteComponent(() => import("@/web/features/properties/PropertyDashboardPage"), "PropertyDashboardPage"));
const unitRoute = dashPage("/properties/$propertyId/units/$unitId", lazyRouteComponent(() => import("@/web/features/units/UnitPage"), "UnitPage"));
const tenantsRoute = dashPage("/tenants", lazyRouteComponent(() => import("@/web/features/tenants/TenantsPage"), "TenantsPage"));
// The list's filters are search params (linkable); anything malformed in them is dropped.
// Typed loosely here: a typed search of one route would narrow every page's useSearch({ strict: false }).
const bookingsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: "/bookings",
  validateSearch: (search: Record<string, unknown>): Record<string, unknown> => parseBookingSearch(search),
  component: lazyRouteComponent(() => import("@/web/features/bookings/BookingsPage"), "BookingsPage"),
});
const propertyFinancingRoute = dashPage("/properties/$propertyId/financing", lazyRouteComponent(() => import("@/web/features/loans/FinancingPage"), "FinancingPage"));
const recurringBookingsRoute = dashPage("/bookings/recurring", lazyRouteComponent(() => import("@/web/features/recurring-bookings/RecurringBookingsPage"), "RecurringBookingsPage"));
const bankImportRoute = dashPage("/bookings/bank", lazyRouteComponent(() => import("@/web/features/bank-import/BankImportPage"), "BankImportPage"));
const rentRollRoute = dashPage("/rent-roll", lazyRouteComponent(() => import("@/web/features/rent-roll/RentRollPage"), "RentRollPage"));
const tenantAccountRoute = dashPage("/contracts/$contractId/account", lazyRouteComponent(() => import("@/web/features/rent-roll/TenantAccountPage"), "TenantAccountPage"));
const financingRoute = dashPage("/financing", lazyRouteComponent(() => import("@/web/features/loans/FinancingOverviewPage"), "FinancingOverviewPage"));
const reportsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: "/reports",
  validateSearch: (search: Record<string, unknown>): Record<string, unknown> => parseReportSearch(search),
  component: lazyRouteComponent(() => import("@/web/features/reports/ReportsPage"), "ReportsPage"),
});
const operatingCostsRoute = dashPage("/properties/$propertyId/operating-costs", lazyRouteComponent(() => import("@/web/features/operating-costs/OperatingCostsPage"), "OperatingCostsPage"));
// The wizard's step is a search param (?schritt=kosten): a reload or a link keeps it.
const statementRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: "/operating-cost-statements/$statementId",
  validateSearch: (search: Record<string, unknown>): Record<string, unknown> => parseStatementSearch(search),
  component: lazyRouteComponent(() => import("@/web/features/operating-costs/StatementPage"), "StatementPage"),
});
const settingsRoute = dashPage("/settings", lazyRouteComponent(() => import("@/web/features/settings/SettingsPage"), "SettingsPage"));
const teamRoute = dashPage("/team", lazyRouteComponent(() => import("@/web/features/team/TeamPage"), "TeamPage"));
const spreadsheetImportRoute = dashPage("/import", lazyRouteComponent(() => import("@/web/features/spreadsheet-import/SpreadsheetImportPage"), "SpreadsheetImportPage"));
const dashboardNotFound = dashPage("$", lazyRouteComponent(() => import("@/web/features/dashboard/DashboardNotFound"), "DashboardNotFound"));

const routeTree = rootRoute.addChildren([
  landingRoute,
  appRoute.addChildren([
    loginRoute,
    registerRoute,
    forgotRoute,
    resetRoute,
    invitationRoute,
    dashboardRoute.addChildren([dashboardIndexRoute, propertiesRoute, propertyRoute, unitRoute, tenantsRoute, bookingsRoute, recurringBookingsRoute, bankImportRoute, propertyFinancingRoute, rentRollRoute, tenantAccountRoute, financingRoute, reportsRoute, operatingCostsRoute, statementRoute, spreadsheetImportRoute, settingsRoute, teamRoute, dashboardNotFound]),
  ]),
  ...legalRoutes,
]);

export const router = createRouter({ routeTree, defaultPreload: "intent", scrollRestoration: true });

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}
