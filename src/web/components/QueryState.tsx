import { AlertTriangle } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { Spinner } from "@/web/components/ui/spinner";
import { Link } from "@tanstack/react-router";
import { ApiError } from "@/web/lib/api";
import { Breadcrumbs, crumbLinkClass } from "./Breadcrumbs";

export function LoadingCard({ label }: { label?: string }) {
  return (
    <Card className="flex justify-center p-8">
      <Spinner label={label} />
    </Card>
  );
}

/** A failed load: the server's German message (or a fallback) and a retry. */
export function ErrorCard({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry?: () => void }) {
  const message = (error instanceof ApiError && error.body.message) || fallback;
  return (
    <Card role="alert" className="flex flex-col items-center gap-3 p-8 text-center">
      <AlertTriangle className="h-8 w-8 text-warning" aria-hidden />
      <p className="max-w-md">{message}</p>
      {onRetry ? (
        <Button variant="outline" onClick={onRetry}>
          Erneut versuchen
        </Button>
      ) : null}
    </Card>
  );
}

/** A detail page whose record could not be loaded: a way back to the list plus the error card. */
export function DetailLoadError({ crumb, error, fallback, onRetry }: { crumb: string; error: unknown; fallback: string; onRetry: () => void }) {
  return (
    <>
      <Breadcrumbs
        items={[
          <Link key="l" to="/dashboard/properties" className={crumbLinkClass}>
            Immobilien
          </Link>,
          crumb,
        ]}
      />
      <ErrorCard error={error} fallback={fallback} onRetry={onRetry} />
    </>
  );
}
