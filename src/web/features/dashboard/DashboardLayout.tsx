import { Link, Navigate, Outlet } from "@tanstack/react-router";
import { Building2, Landmark, FileBarChart, Users } from "lucide-react";
import { Logo } from "@/web/components/Logo";
import { Spinner } from "@/web/components/ui/spinner";
import { ThemeSwitch } from "@/web/components/ui/theme-switch";
import { useAuth } from "@/web/features/auth";
import { ConfigErrorScreen } from "./ConfigErrorScreen";
import { UserMenu } from "./UserMenu";

const nav = [
  { to: "/dashboard/properties", label: "Immobilien", Icon: Building2 },
  { to: "/dashboard/tenants", label: "Mieter", Icon: Users },
  { to: "/dashboard/financing", label: "Finanzierungen", Icon: Landmark },
  { to: "/dashboard/reports", label: "Berichte", Icon: FileBarChart },
] as const;

export function DashboardLayout() {
  const auth = useAuth();
  if (auth.loading) {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <Spinner />
      </div>
    );
  }
  if (auth.error !== null) return <ConfigErrorScreen error={auth.error} health={auth.health} onRetry={auth.retry} />;
  if (!auth.user) return <Navigate to="/login" replace />;

  return (
    <div className="min-h-dvh">
      <header className="sticky top-0 z-30 border-b border-border bg-card/95 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-3 px-4">
          <Link to="/dashboard/properties" aria-label="Hausbuch – Übersicht">
            <Logo />
          </Link>
          <div className="flex items-center gap-2">
            <ThemeSwitch />
            <UserMenu fallbackName={auth.user.name || auth.user.email} />
          </div>
        </div>
        <nav aria-label="Hauptnavigation" className="mx-auto max-w-7xl overflow-x-auto px-2">
          <ul className="flex gap-1">
            {nav.map(({ to, label, Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex items-center gap-2 whitespace-nowrap border-b-2 border-transparent px-3 py-2.5 text-sm text-muted-foreground hover:text-foreground"
                  activeProps={{ className: "border-primary! text-foreground! font-medium", "aria-current": "page" }}
                >
                  <Icon className="h-4 w-4" aria-hidden />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-6">
        <Outlet />
      </main>
    </div>
  );
}
