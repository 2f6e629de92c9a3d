import { Logo } from "@/web/components/Logo";
import { footer, nav } from "./content";

/** Footer of the public pages (landing and legal): the legal links every page needs. */
export function SiteFooter() {
  return (
    <footer className="border-t border-border px-4 py-10 sm:px-6">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-2">
          <a href="/" aria-label={nav.homeLabel} className="inline-block rounded-md">
            <Logo />
          </a>
          <p className="max-w-sm text-sm text-muted-foreground">{footer.tagline}</p>
        </div>
        <div>
          <nav aria-label={footer.legalNavLabel}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              {footer.links.map((l) => (
                <li key={l.to}>
                  <a href={l.to} className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
                    {l.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <p className="mt-3 text-sm text-muted-foreground">© {new Date().getFullYear()} Hausbuch</p>
        </div>
      </div>
    </footer>
  );
}
