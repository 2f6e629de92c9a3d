import { Link } from "@tanstack/react-router";
import { useDocumentTitle } from "@/web/lib/use-document-title";

export function NotFoundPage() {
  useDocumentTitle("Seite nicht gefunden");
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">Seite nicht gefunden</h1>
      <p className="text-muted-foreground">Diese Adresse gibt es bei Hausbuch nicht.</p>
      <Link to="/" className="text-primary underline">
        Zur Startseite
      </Link>
    </main>
  );
}
