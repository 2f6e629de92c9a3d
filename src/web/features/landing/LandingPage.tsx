import { Building2, ChartColumn, Check, ShieldCheck, Users, type LucideIcon } from "lucide-react";
import { Logo } from "@/web/components/Logo";
import { buttonClass } from "@/web/components/ui/button";
import { ThemeSwitch } from "@/web/components/ui/theme-switch";
import { features, finalCta, hero, nav, trustBadges, type FeatureIcon } from "./content";
import { ProblemSolution } from "./ProblemSolution";
import { SiteFooter } from "./SiteFooter";
import { Testimonials } from "./Testimonials";
import { useDocumentTitle } from "@/web/lib/use-document-title";

// `/` is rendered to static HTML at build time (app/public-pages.tsx, decision 0033) and ships
// only the small public-page.ts script: keep this free of router, query and app code, and keep
// interactivity in plain DOM code (carousel.ts, theme-switch-static.ts) that also runs there.
// Links are plain anchors: leaving the landing page is a full navigation into the app.

const featureIcons: Record<FeatureIcon, LucideIcon> = {
  portfolio: Building2,
  reports: ChartColumn,
  tenants: Users,
  security: ShieldCheck,
};

const secondaryLink = "font-medium text-primary underline-offset-4 hover:underline";

function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:px-6">
        <a href="/" aria-label={nav.homeLabel} className="rounded-md">
          <Logo />
        </a>
        <div className="flex items-center gap-1.5 sm:gap-3">
          <ThemeSwitch />
          <nav aria-label="Konto" className="flex items-center gap-2">
            <a href="/login" className={buttonClass("ghost", "sm", "font-semibold max-sm:px-2.5")}>
              {nav.signIn}
            </a>
            <span className="hidden md:inline">
              <a href="/register" className={buttonClass("primary", "sm")}>
                {nav.register}
              </a>
            </span>
          </nav>
        </div>
      </div>
    </header>
  );
}

function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden px-4 pb-12 pt-12 sm:px-6 sm:pb-16 sm:pt-20">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_50%_-10%,var(--color-accent),transparent_70%)] opacity-70"
      />
      <div className="mx-auto max-w-5xl text-center">
        <p className="inline-flex rounded-full border border-border bg-card px-3 py-1 text-xs font-medium text-muted-foreground sm:text-sm">
          {hero.eyebrow}
        </p>
        <h1 id="hero-title" className="mt-6 text-3xl font-extrabold tracking-tight break-words sm:text-5xl lg:text-6xl">
          <span className="block">{hero.headline}</span>{" "}
          <span className="mt-1 block text-primary">{hero.headlineAccent}</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-base leading-relaxed text-muted-foreground sm:text-lg">{hero.lead}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row sm:gap-6">
          <a href="/register" className={buttonClass("primary", "lg", "w-full shadow-md sm:w-auto")}>
            {hero.primaryCta}
          </a>
          <a href="/login" className={secondaryLink}>
            {hero.secondaryCta}
          </a>
        </div>
        <p className="mt-4 text-sm text-muted-foreground">{hero.fineprint}</p>
        <ul aria-label="Unsere Versprechen" className="mt-8 flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm font-medium">
          {trustBadges.map((badge) => (
            <li key={badge} className="inline-flex items-center gap-1.5">
              <Check aria-hidden className="h-4 w-4 text-success" />
              {badge}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Features() {
  return (
    <section id="funktionen" aria-labelledby="features-title" className="px-4 py-12 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="features-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {features.title}
          </h2>
          <p className="mt-3 text-muted-foreground">{features.lead}</p>
        </div>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {features.items.map((f) => {
            const Icon = featureIcons[f.icon];
            return (
              <li key={f.title} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
                <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                  <Icon aria-hidden className="h-5 w-5" />
                </span>
                <h3 className="mt-4 text-lg font-semibold leading-snug">{f.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{f.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

function FinalCta() {
  return (
    <section aria-labelledby="cta-title" className="px-4 py-12 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-4xl rounded-3xl bg-primary px-5 py-12 text-center text-primary-foreground shadow-lg dark:bg-accent dark:text-accent-foreground sm:px-12 sm:py-16">
        <h2 id="cta-title" className="text-2xl font-bold tracking-tight text-balance break-words sm:text-4xl">
          {finalCta.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl leading-relaxed opacity-90">{finalCta.lead}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row sm:gap-6">
          <a
            href="/register"
            className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-md bg-primary-foreground px-6 text-base font-semibold text-primary shadow-md transition-opacity hover:opacity-90 focus-visible:outline-current sm:w-auto dark:bg-primary dark:text-primary-foreground"
          >
            {finalCta.primaryCta}
          </a>
          <a href="/login" className="rounded-sm font-medium underline underline-offset-4 hover:no-underline focus-visible:outline-current">
            {finalCta.secondaryCta}
          </a>
        </div>
      </div>
    </section>
  );
}

/** The public start page at `/` (SPEC §1 and §2 "Landing page"). */
export function LandingPage() {
  // The landing page keeps the site title (also after client-side navigation back in the app).
  useDocumentTitle(null);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#inhalt"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:shadow-lg"
      >
        {nav.skipToContent}
      </a>
      <Header />
      <main id="inhalt" tabIndex={-1} className="flex-1 focus:outline-none">
        <Hero />
        <Features />
        <Testimonials />
        <ProblemSolution />
        <FinalCta />
      </main>
      <SiteFooter />
    </div>
  );
}
