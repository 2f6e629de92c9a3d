import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { LandingPage } from "@/web/features/landing/LandingPage";
import { seo } from "@/web/features/landing/content";
import { legalPages } from "@/web/features/legal/LegalPages";
import { documentTitle } from "@/web/lib/use-document-title";

// The public pages rendered to static HTML at build time (decision 0033, the Vite plugin in
// vite.config.ts): the same components the app shows, so every text exists once. The server
// (src/server/static.ts) answers their paths with these files and fills in BASE_URL.

/** Stands for the public address in the built files; the server replaces it at start-up. */
export const BASE_URL_PLACEHOLDER = "%BASE_URL%";
/** The Open Graph image in src/web/public (1200 × 630, scripts/og-image.ts). */
const OG_IMAGE = { path: "/og-image.png", width: 1200, height: 630 };

export type PublicPage = {
  /** URL path, also the canonical one. */
  path: string;
  /** File name under dist/web/pages. */
  file: string;
  title: string;
  description: string;
  ogTitle: string;
  ogDescription: string;
  render: () => ReactElement;
};

export const publicPages: PublicPage[] = [
  { path: "/", file: "index.html", title: documentTitle(null), description: seo.description, ogTitle: seo.ogTitle, ogDescription: seo.ogDescription, render: () => <LandingPage /> },
  ...legalPages.map(({ path, title, description, Page }) => ({
    path,
    file: `${path.slice(1)}.html`,
    title: documentTitle(title),
    description,
    ogTitle: documentTitle(title),
    ogDescription: description,
    render: () => <Page />,
  })),
];

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function head(page: PublicPage): string {
  const url = `${BASE_URL_PLACEHOLDER}${page.path}`;
  const meta = (attr: "name" | "property", key: string, content: string | number) => `<meta ${attr}="${key}" content="${escapeHtml(String(content))}" />`;
  return [
    `<title>${escapeHtml(page.title)}</title>`,
    meta("name", "description", page.description),
    `<link rel="canonical" href="${url}" />`,
    meta("property", "og:type", "website"),
    meta("property", "og:locale", "de_DE"),
    meta("property", "og:site_name", "Hausbuch"),
    meta("property", "og:title", page.ogTitle),
    meta("property", "og:description", page.ogDescription),
    meta("property", "og:url", url),
    meta("property", "og:image", `${BASE_URL_PLACEHOLDER}${OG_IMAGE.path}`),
    meta("property", "og:image:width", OG_IMAGE.width),
    meta("property", "og:image:height", OG_IMAGE.height),
    meta("property", "og:image:alt", seo.ogImageAlt),
    meta("name", "twitter:card", "summary_large_image"),
  ].join("\n    ");
}

/** The built public-page.html with the page's head and markup filled in. */
export function renderPublicPage(template: string, page: PublicPage): string {
  for (const marker of ["<!--public-page-head-->", "<!--public-page-body-->"]) {
    if (!template.includes(marker)) throw new Error(`public-page.html: Markierung ${marker} fehlt`);
  }
  // Functions as replacements: a "$" in the markup must not be read as a pattern.
  return template.replace("<!--public-page-head-->", () => head(page)).replace("<!--public-page-body-->", () => renderToString(page.render()));
}
