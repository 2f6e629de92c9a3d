import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { Card } from "@/web/components/ui/card";
import { ThemeSwitch } from "@/web/components/ui/theme-switch";
import { Logo } from "@/web/components/Logo";
import { useDocumentTitle } from "@/web/lib/use-document-title";

/** Frame for the sign-in, registration and password pages. */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex items-center justify-between px-4 py-4 sm:px-8">
        <Link to="/" aria-label="Hausbuch – zur Startseite">
          <Logo />
        </Link>
        <ThemeSwitch />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-12 pt-4 sm:items-center">
        <Card className="w-full max-w-md p-6 sm:p-8">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {subtitle ? <p className="mt-1 text-sm text-muted-foreground">{subtitle}</p> : null}
          <div className="mt-6">{children}</div>
          {footer ? <div className="mt-6 border-t border-border pt-4 text-sm text-muted-foreground">{footer}</div> : null}
        </Card>
      </main>
    </div>
  );
}
