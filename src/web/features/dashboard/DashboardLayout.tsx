import { useQueryClient } from "@tanstack/react-query";
import { Link, Navigate, Outlet } from "@tanstack/react-router";
import { Logo } from "@/web/components/Logo";
import { Spinner } from "@/web/components/ui/spinner";
import { ThemeSwitch } from "@/web/components/ui/theme-switch";
import { useAuth } from "@/web/features/auth";
import { pendingInvitation } from "@/web/features/team";
import { ConfigErrorScreen } from "./ConfigErrorScreen";
import { MobileNav, TabNav } from "./MainNav";
import { UserMenu } from "./UserMenu";

export function DashboardLayout() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  // The pages are unmounted behind the error screen: forget their failed reads, so they load
  // afresh once the retry has reached the backend.
  const retry = () => {
    void queryClient.resetQueries();
    auth.retry();
  };
  if (auth.loading) {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <Spinner />
      </div>
    );
  }
  if (auth.error !== null) return <ConfigErrorScreen error={auth.error} health={auth.health} onRetry={retry} />;
  if (!auth.user) return <Navigate to="/login" replace />;
  // An invitation opened before signing in: back to it now.
  const invitation = pendingInvitation();
  if (invitation) return <Navigate to="/invitation" search={{ token: invitation }} replace />;

  return (
    <div className="min-h-dvh">
      <header className="sticky top-0 z-30 border-b border-border bg-card/95 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-2 px-3 sm:gap-3 sm:px-4">
          <div className="flex min-w-0 items-center gap-1">
            <MobileNav />
            <Link to="/dashboard/properties" aria-label="Hausbuch – Übersicht">
              <Logo />
            </Link>
          </div>
          <div className="flex items-center gap-2">
            {/* Below md the theme switch sits in the menu sheet, so the header fits a 320 px phone. */}
            <div className="hidden md:block">
              <ThemeSwitch />
            </div>
            <UserMenu fallbackName={auth.user.name || auth.user.email} />
          </div>
        </div>
        <TabNav />
      </header>
      <main className="mx-auto max-w-7xl px-4 py-6">
        <Outlet />
      </main>
    </div>
  );
}
