import { useEffect } from "react";

/** The landing page's title, as in index.html (the pre-rendered `/` uses this constant). */
export const SITE_TITLE = "Hausbuch – Schluss mit Excel. Moderne Portfolioverwaltung für Vermieter";

/** "Immobilien – Hausbuch"; without a page name the landing page's title. */
export function documentTitle(page?: string | null): string {
  const name = page?.trim();
  return name ? `${name} – Hausbuch` : SITE_TITLE;
}

/**
 * Every route names itself in the document title (issue 11), so tabs, history and screen
 * readers tell pages apart. Each page calls this once with its name; a page whose name is
 * still loading passes a generic one ("Immobilie") until the data is there.
 */
export function useDocumentTitle(page: string | null): void {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
