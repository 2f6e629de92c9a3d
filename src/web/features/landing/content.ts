/**
 * Every marketing text and figure of the landing page (SPEC §1 and §2 "Landing page").
 * Components only lay this out, so copy changes happen here and nowhere else.
 *
 * Operators: the testimonials and the social-proof figures below are sample content from
 * the product brief. Before a public launch, replace them with real, verifiable reviews
 * and numbers — invented reviews are unfair commercial practice under German law (UWG).
 */
import { euros } from "@/core/money";

/** What `/` says about itself in its head: search results and link previews (decision 0033). */
export const seo = {
  description:
    "Hausbuch ist die kostenlose Portfolioverwaltung für private Vermieter und Immobilieninvestoren: Immobilien, Mieter, Mietverträge, WG-Zimmer, Finanzierungen und Berichte für die Steuerberatung – ohne Excel.",
  ogTitle: "Hausbuch – Schluss mit Excel",
  ogDescription: "Moderne Portfolioverwaltung: Mieter-, Finanz- und Immobilienverwaltung. 100 % kostenlos, ohne Werbung, unbegrenzte Immobilien.",
  ogImageAlt: "Hausbuch – Schluss mit Excel. Moderne Portfolioverwaltung",
} as const;

export const nav = {
  signIn: "Anmelden",
  register: "Kostenlos registrieren",
  skipToContent: "Zum Inhalt springen",
  homeLabel: "Hausbuch – zur Startseite",
} as const;

export const hero = {
  eyebrow: "Für private Vermieter und Immobilieninvestoren",
  headline: "Schluss mit Excel",
  headlineAccent: "Moderne Portfolioverwaltung",
  lead: "Mieter-, Finanz- und Immobilienverwaltung in einer App: Immobilien, Einheiten, Mietverträge und WG-Zimmer an einem Ort – mit Auswertungen, die deine Steuerberatung direkt weiterverwenden kann.",
  primaryCta: "Kostenlos registrieren",
  secondaryCta: "Bereits registriert? Hier anmelden",
  fineprint: "Keine Kreditkarte, keine Einrichtungskosten – in 5 Minuten startklar.",
} as const;

/** Trust badges under the hero buttons (SPEC §1). */
export const trustBadges = ["100 % kostenlos", "Keine Werbung", "Unbegrenzte Immobilien", "Entwicklung in Deutschland"] as const;

export type FeatureIcon = "portfolio" | "reports" | "tenants" | "security";

export const features = {
  title: "Alles, was dein Portfolio braucht",
  lead: "Von der ersten Eigentumswohnung bis zum Mehrfamilienhaus – Hausbuch wächst mit, ohne Limits bei Immobilien und Mietern.",
  items: [
    {
      icon: "portfolio",
      title: "Immobilien- und Portfolioverwaltung",
      text: "Objekte, Einheiten, Kaufdaten und Finanzierungen übersichtlich an einem Ort – vom Apartment bis zum Mehrfamilienhaus.",
    },
    {
      icon: "reports",
      title: "Automatische Finanzberichte",
      text: "Gewinn und Verlust, Cashflow und Rendite werden automatisch berechnet und lassen sich an deine Steuerberatung weitergeben.",
    },
    {
      icon: "tenants",
      title: "Mieterübersicht und Mietverträge",
      text: "Mieter, Verträge, Kaltmiete und Nebenkosten immer im Blick – inklusive zimmerweiser Vermietung für WGs.",
    },
    {
      icon: "security",
      title: "Sichere Datenspeicherung in Deutschland",
      text: "Deutsche Server, Entwicklung in Deutschland und DSGVO-konform. Ohne Werbung und ohne Tracking.",
    },
  ] satisfies Array<{ icon: FeatureIcon; title: string; text: string }>,
} as const;

/** SPEC §3 "Testimonial": name, role, portfolio, image (initials), rating, text, highlight. */
export type Testimonial = {
  name: string;
  role: string;
  portfolio: string;
  image: string;
  rating: number;
  text: string;
  highlight: string;
};

export const testimonials = {
  title: "Erfolgsgeschichten",
  lead: "So arbeiten Vermieterinnen und Vermieter mit Hausbuch.",
  regionLabel: "Erfahrungsberichte",
  items: [
    {
      name: "Markus K.",
      role: "Privatvermieter aus Leipzig",
      portfolio: "8 Wohnungen",
      image: "MK",
      rating: 5,
      text: "Früher habe ich jeden Monat einen Abend mit meinen Excel-Listen verbracht. Heute sehe ich Mieteingänge und Cashflow auf einen Blick – und meine Steuerberaterin bekommt die Auswertung ohne Nachfragen.",
      highlight: "5 Stunden pro Monat gespart",
    },
    {
      name: "Sabine W.",
      role: "Immobilieninvestorin aus Köln",
      portfolio: "3 Mehrfamilienhäuser, 26 Einheiten",
      image: "SW",
      rating: 5,
      text: "Ich hatte für jedes Haus eine eigene Tabelle und nie die Gesamtsicht. Mit Hausbuch sehe ich Rendite und Finanzierungen aller Objekte zusammen und treffe Entscheidungen auf Basis echter Zahlen.",
      highlight: "Gesamtes Portfolio im Blick",
    },
    {
      name: "Thomas B.",
      role: "WG-Vermieter aus München",
      portfolio: "2 WGs mit 9 Zimmern",
      image: "TB",
      rating: 5,
      text: "Zimmerweise Vermietung war in Excel ein einziges Formel-Chaos. Jetzt hat jedes Zimmer seinen eigenen Vertrag, und ich sehe sofort, was frei wird und wer gerade einzieht.",
      highlight: "WG-Verwaltung ohne Chaos",
    },
  ] satisfies Testimonial[],
} as const;

/** Social proof (SPEC §1): 100+ investors, 600+ properties, 90 Mio. € portfolio value, 4,9 of 5. */
export const stats = [
  { value: "100+", label: "Investoren" },
  { value: "600+", label: "Immobilien" },
  { value: "90\u00a0Mio.\u00a0€+", label: "Portfoliowert" },
  { value: "4,9", label: "Bewertung", hint: "von 5 Sternen" },
] as const;

export const problemSolution = {
  title: "Vom Tabellen-Chaos zur klaren Übersicht",
  lead: "Tabellen waren nie für die Immobilienverwaltung gemacht. Hausbuch schon.",
  problem: {
    title: "Tabellen-Chaos",
    items: [
      "Unübersichtliche Tabellen mit dutzenden Reitern",
      "Verlorene Dateien und veraltete Kopien",
      "Manuelle Berechnungen bei jeder Mieterhöhung",
      "Fehler in Formeln, die niemand bemerkt",
    ],
  },
  solution: {
    title: "Mit Hausbuch",
    items: [
      "Automatisierte Übersicht über Immobilien, Mieter und Finanzen",
      "Zeitsparende automatische Berechnung und Kategorisierung",
      "Professionell und sicher – mit Servern in Deutschland",
    ],
  },
} as const;

/** The decorative mock dashboard (SPEC §2): 12 properties, 3.200 € rent, 1.800 € cashflow. */
export const mockDashboard = {
  title: "Portfolio-Übersicht",
  period: "November",
  properties: 12,
  propertiesLabel: "Immobilien",
  rentIncome: euros(3200),
  /** Soft hyphen: the label may break as "Miet-einnahmen" in the narrow mobile tile. */
  rentIncomeLabel: "Miet\u00adeinnahmen",
  cashflow: euros(1800),
  cashflowLabel: "Cashflow",
  chartLabel: "Cashflow der letzten 12 Monate",
  /** Bar heights in percent, purely decorative. */
  chart: [38, 45, 41, 52, 48, 57, 55, 61, 58, 66, 63, 72],
  rows: [
    { name: "MFH Lindenstraße 12", detail: "6 Einheiten", status: "Vermietet" },
    { name: "ETW Am Stadtpark 3", detail: "WG · 4 Zimmer", status: "Vermietet" },
    { name: "Stellplatz Hofweg 7", detail: "1 Einheit", status: "Frei ab 01.01." },
  ],
} as const;

export const finalCta = {
  title: "Bereit für die moderne Portfolioverwaltung?",
  lead: "Kostenlos für immer, ohne Kreditkarte und ohne Einrichtungskosten. Unbegrenzte Immobilien und Mieter – in 5 Minuten eingerichtet.",
  primaryCta: "Kostenlos registrieren",
  secondaryCta: "Bereits registriert? Hier anmelden",
} as const;

export const footer = {
  tagline: "Kostenlose Portfolioverwaltung für private Vermieter. Entwickelt in Deutschland.",
  legalNavLabel: "Rechtliches",
  links: [
    { to: "/impressum", label: "Impressum" },
    { to: "/datenschutz", label: "Datenschutz" },
    { to: "/agb", label: "AGB" },
  ],
} as const;

export const carousel = {
  /** SPEC §9: auto-advance interval and slide transition. */
  intervalMs: 6000,
  transitionMs: 500,
  slideLabel: (n: number, total: number) => `${n} von ${total}`,
  dotLabel: (n: number, name: string) => `Erfahrungsbericht ${n} anzeigen: ${name}`,
  pause: "Automatisches Weiterblättern anhalten",
  play: "Automatisches Weiterblättern starten",
  rating: (stars: number) => `${String(stars).replace(".", ",")} von 5 Sternen`,
} as const;
