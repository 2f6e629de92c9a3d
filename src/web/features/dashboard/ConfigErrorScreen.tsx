import { AlertTriangle, Check, X } from "lucide-react";
import type { HealthReport } from "@/shared/api-types";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { useDocumentTitle } from "@/web/lib/use-document-title";

type Check = { label: string; ok: boolean | null; detail: string };

function checks(health: HealthReport | null): Check[] {
  const unknown = "unbekannt – der Server antwortet nicht";
  return [
    { label: "API-Adresse", ok: true, detail: `${window.location.origin}/api` },
    {
      label: "Datenbank erreichbar",
      ok: health ? health.checks.databaseReachable : null,
      detail: health ? (health.checks.databaseReachable ? `ja (${health.database.kind === "pglite" ? "eingebettet" : "PostgreSQL"})` : "nein") : unknown,
    },
    {
      label: "Auth-Secret gesetzt",
      ok: health ? health.checks.authSecretSet : null,
      detail: health ? (health.checks.authSecretSet ? "ja" : "nein") : unknown,
    },
    {
      label: "E-Mail-Versand",
      ok: health ? true : null,
      detail: health ? (health.checks.mail === "smtp" ? "SMTP konfiguriert" : "lokaler Postausgang in Verwendung") : unknown,
    },
  ];
}

/** SPEC §2 configuration-error screen, shown on /dashboard paths. */
export function ConfigErrorScreen({ error, health, onRetry }: { error: string; health: HealthReport | null; onRetry: () => void }) {
  useDocumentTitle("Konfigurationsfehler");
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl items-center px-4 py-10">
      <Card className="w-full p-6 sm:p-8">
        <div className="flex items-center gap-3">
          <AlertTriangle className="h-7 w-7 shrink-0 text-warning" aria-hidden />
          <h1 className="text-2xl font-semibold">Konfigurationsfehler</h1>
        </div>
        <p className="mt-4">Die Verbindung zum Backend konnte nicht hergestellt werden.</p>
        <pre className="mt-3 whitespace-pre-wrap rounded-md bg-muted p-3 text-sm" data-testid="config-error-text">
          {error}
        </pre>
        <h2 className="mt-6 text-sm font-semibold uppercase tracking-wide text-muted-foreground">Umgebungsprüfung</h2>
        <ul className="mt-2 divide-y divide-border rounded-md border border-border">
          {checks(health).map((c) => (
            <li key={c.label} className="flex flex-col gap-1 px-3 py-2 text-sm sm:flex-row sm:items-center sm:justify-between sm:gap-3">
              <span className="flex items-center gap-2">
                {c.ok === false ? (
                  <X className="h-4 w-4 text-destructive" aria-label="fehlt" />
                ) : c.ok ? (
                  <Check className="h-4 w-4 text-success" aria-label="in Ordnung" />
                ) : (
                  <span className="h-4 w-4 text-center text-muted-foreground" aria-label="unbekannt">?</span>
                )}
                {c.label}
              </span>
              <span className="pl-6 text-muted-foreground sm:pl-0 sm:text-right">{c.detail}</span>
            </li>
          ))}
        </ul>
        <Button className="mt-6" onClick={onRetry}>
          Erneut versuchen
        </Button>
      </Card>
    </main>
  );
}
