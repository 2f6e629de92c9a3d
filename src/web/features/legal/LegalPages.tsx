import type { ComponentType, ReactNode } from "react";
import { Logo } from "@/web/components/Logo";
import { ThemeSwitch } from "@/web/components/ui/theme-switch";
import { SiteFooter } from "@/web/features/landing";
import { useDocumentTitle } from "@/web/lib/use-document-title";

// Impressum, Datenschutzerklärung and AGB of a Hausbuch instance. Whoever runs an instance
// is its provider in law: every text in square brackets must be filled in by the operator,
// and the whole text should be reviewed by a lawyer before the instance goes public.
// The pages are rendered to static HTML at build time (decision 0033): plain anchors, no router.

const titles = {
  impressum: "Impressum",
  datenschutz: "Datenschutzerklärung",
  agb: "Allgemeine Geschäftsbedingungen",
} as const;

/** An operator detail still to be filled in; highlighted so nobody overlooks it. */
function P({ children }: { children: ReactNode }) {
  return (
    <mark className="rounded bg-warning/15 px-1 font-medium text-warning [box-decoration-break:clone]">[{children} – bitte eintragen]</mark>
  );
}

function OperatorNote() {
  return (
    <aside
      aria-label="Hinweis für Betreiber"
      className="mt-6 rounded-xl border border-warning/50 bg-warning/10 p-4 text-sm leading-relaxed"
    >
      <p className="font-semibold text-warning">Hinweis für Betreiber dieser Instanz</p>
      <p className="mt-1">
        Diese Seite ist eine Vorlage. Alle <mark className="rounded bg-warning/15 px-1 text-warning">[markierten Angaben]</mark> muss
        ausfüllen, wer diese Hausbuch-Instanz betreibt. Lass den Text vor dem öffentlichen Betrieb rechtlich prüfen und an deinen
        tatsächlichen Betrieb (Hosting, E-Mail-Versand, Aufbewahrungsfristen) anpassen.
      </p>
    </aside>
  );
}

function H2({ children }: { children: ReactNode }) {
  return <h2 className="mt-10 text-xl font-semibold tracking-tight">{children}</h2>;
}

function LegalLayout({ title, updated, children }: { title: string; updated?: boolean; children: ReactNode }) {
  useDocumentTitle(title);

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border px-4 sm:px-6">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-3">
          <a href="/" aria-label="Hausbuch – zur Startseite" className="rounded-md">
            <Logo />
          </a>
          <ThemeSwitch />
        </div>
      </header>
      <main className="flex-1 px-4 py-10 sm:px-6 sm:py-14">
        <article className="mx-auto max-w-3xl leading-relaxed [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_li]:mt-1 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
          <a href="/" className="text-sm">
            ← Zur Startseite
          </a>
          <h1 className="mt-4 text-[1.75rem] leading-tight font-bold tracking-tight break-words sm:text-4xl">{title}</h1>
          <OperatorNote />
          {children}
          {updated ? (
            <p className="mt-10 text-sm text-muted-foreground">
              Stand: <P>Datum</P>
            </p>
          ) : null}
        </article>
      </main>
      <SiteFooter />
    </div>
  );
}

export function ImpressumPage() {
  return (
    <LegalLayout title={titles.impressum}>
      <H2>Angaben gemäß § 5 DDG</H2>
      <p>
        <P>Name des Betreibers bzw. Firma mit Rechtsform</P>
        <br />
        <P>Straße und Hausnummer</P>
        <br />
        <P>PLZ und Ort</P>
        <br />
        Deutschland
      </p>
      <p>
        Vertreten durch: <P>vertretungsberechtigte Person(en), nur bei juristischen Personen</P>
      </p>

      <H2>Kontakt</H2>
      <p>
        E-Mail: <P>E-Mail-Adresse</P>
        <br />
        Telefon: <P>Telefonnummer</P>
      </p>

      <H2>Register und Umsatzsteuer</H2>
      <p>
        Registergericht und Registernummer: <P>z. B. Amtsgericht Musterstadt, HRB 12345 – entfällt ohne Registereintrag</P>
      </p>
      <p>
        Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: <P>USt-IdNr. – entfällt, falls keine vorhanden</P>
      </p>

      <H2>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</H2>
      <p>
        <P>Name und Anschrift der verantwortlichen Person</P>
      </p>

      <H2>Verbraucherstreitbeilegung</H2>
      <p>
        Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle
        teilzunehmen.
      </p>

      <H2>Haftung für Inhalte und Links</H2>
      <p>
        Die Inhalte dieser Website wurden mit Sorgfalt erstellt. Für die Richtigkeit, Vollständigkeit und Aktualität können wir jedoch
        keine Gewähr übernehmen. Als Diensteanbieter sind wir für eigene Inhalte nach den allgemeinen Gesetzen verantwortlich. Für
        Inhalte, die Nutzerinnen und Nutzer in ihren Konten speichern, sind diese selbst verantwortlich. Auf Hinweise zu
        rechtswidrigen Inhalten reagieren wir umgehend.
      </p>
      <p>
        Die Berechnungen und Berichte von Hausbuch sind Hilfsmittel und ersetzen keine Steuer- oder Rechtsberatung.
      </p>
    </LegalLayout>
  );
}

export function DatenschutzPage() {
  return (
    <LegalLayout title={titles.datenschutz} updated>
      <p className="mt-6">
        Wir nehmen den Schutz deiner Daten ernst. Hausbuch verarbeitet nur die Daten, die für den Betrieb der Anwendung nötig sind –
        ohne Werbung, ohne Tracking, ohne Analyse-Dienste und ohne Inhalte von Drittanbietern.
      </p>

      <H2>1. Verantwortlicher</H2>
      <p>
        Verantwortlich im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:
        <br />
        <P>Name des Betreibers</P>
        <br />
        <P>Anschrift</P>
        <br />
        E-Mail: <P>E-Mail-Adresse für Datenschutzanfragen</P>
      </p>
      <p>
        Datenschutzbeauftragte(r): <P>Kontakt, falls benannt – sonst diesen Absatz streichen</P>
      </p>

      <H2>2. Hosting in Deutschland und Server-Logdateien</H2>
      <p>
        Hausbuch wird auf Servern in Deutschland betrieben. Hosting-Anbieter: <P>Name und Anschrift des Hosting-Anbieters</P>. Mit
        dem Anbieter besteht ein Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO. Eine Übermittlung in Länder außerhalb der
        EU bzw. des EWR findet nicht statt.
      </p>
      <p>Beim Aufruf der Website verarbeitet der Server technisch notwendige Daten:</p>
      <ul>
        <li>IP-Adresse des anfragenden Geräts,</li>
        <li>Datum und Uhrzeit der Anfrage,</li>
        <li>aufgerufene Adresse (URL) und HTTP-Statuscode,</li>
        <li>Browser und Betriebssystem (User-Agent).</li>
      </ul>
      <p>
        Zweck ist die sichere und stabile Bereitstellung der Website, etwa zur Abwehr von Angriffen. Rechtsgrundlage ist unser
        berechtigtes Interesse nach Art. 6 Abs. 1 lit. f DSGVO. Die Logdaten werden nach <P>Anzahl</P> Tagen gelöscht.
      </p>

      <H2>3. Nutzerkonto</H2>
      <p>
        Für die Registrierung benötigen wir deine E-Mail-Adresse und ein Passwort; Vor- und Nachname sind freiwillig. Das Passwort
        speichern wir nur als kryptografischen Hash. Wir senden dir E-Mails, die für das Konto nötig sind (Bestätigung der
        E-Mail-Adresse, Zurücksetzen des Passworts). E-Mail-Versand über: <P>E-Mail-Dienstleister oder eigener Mailserver</P>.
      </p>
      <p>
        Rechtsgrundlage ist die Erfüllung des Nutzungsvertrags nach Art. 6 Abs. 1 lit. b DSGVO. Ohne E-Mail-Adresse und Passwort
        ist eine Registrierung nicht möglich. Die Kontodaten speichern wir, bis du dein Konto löschst; danach werden sie
        gelöscht, soweit keine gesetzlichen Aufbewahrungspflichten entgegenstehen.
      </p>

      <H2>4. Daten, die du in Hausbuch speicherst</H2>
      <p>
        Deine Immobilien, Einheiten, Finanzierungen, Buchungen und Dokumente verarbeiten wir ausschließlich, um dir die Anwendung
        bereitzustellen (Art. 6 Abs. 1 lit. b DSGVO). Wir werten sie nicht für eigene Zwecke aus und geben sie nicht an Dritte
        weiter.
      </p>
      <p>
        Speicherst du personenbezogene Daten deiner Mieterinnen und Mieter, bist du dafür verantwortlich; wir verarbeiten diese
        Daten in deinem Auftrag (Art. 28 DSGVO). Vertrag zur Auftragsverarbeitung: <P>Bezugsweg, z. B. Link oder E-Mail</P>.
      </p>

      <H2>5. Cookies und lokale Speicherung</H2>
      <p>
        Hausbuch setzt ausschließlich ein technisch notwendiges Sitzungs-Cookie, das dich nach der Anmeldung angemeldet hält
        (höchstens 400 Tage; beim Abmelden wird die Sitzung beendet). Zu jeder Sitzung speichern wir IP-Adresse und
        Browserkennung, um Missbrauch deines Kontos erkennen zu können. Rechtsgrundlage ist § 25 Abs. 2 Nr. 2 TDDDG in
        Verbindung mit Art. 6 Abs. 1 lit. b und f DSGVO; eine Einwilligung ist dafür nicht erforderlich.
      </p>
      <p>
        Deine Wahl des Farbschemas (hell, dunkel, System) speichert dein Browser lokal; sie wird nicht an uns übertragen. Wir
        verwenden keine Tracking-, Analyse- oder Werbe-Cookies und binden keine Schriftarten, Skripte oder sonstigen Inhalte
        von fremden Servern ein.
      </p>

      <H2>6. Deine Rechte</H2>
      <p>Du hast nach der DSGVO das Recht auf</p>
      <ul>
        <li>Auskunft über deine gespeicherten Daten (Art. 15 DSGVO),</li>
        <li>Berichtigung unrichtiger Daten (Art. 16 DSGVO),</li>
        <li>Löschung (Art. 17 DSGVO),</li>
        <li>Einschränkung der Verarbeitung (Art. 18 DSGVO),</li>
        <li>Mitteilung an Empfänger über Berichtigung, Löschung oder Einschränkung (Art. 19 DSGVO),</li>
        <li>Datenübertragbarkeit (Art. 20 DSGVO),</li>
        <li>
          Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen aus Gründen, die sich aus deiner besonderen
          Situation ergeben (Art. 21 DSGVO).
        </li>
      </ul>
      <p>
        Wende dich dazu formlos an <P>E-Mail-Adresse für Datenschutzanfragen</P>. Außerdem kannst du dich bei einer
        Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO), etwa bei der für uns zuständigen Behörde:{" "}
        <P>zuständige Landesdatenschutzbehörde</P>.
      </p>

      <H2>7. Keine automatisierten Entscheidungen</H2>
      <p>Eine automatisierte Entscheidungsfindung einschließlich Profiling nach Art. 22 DSGVO findet nicht statt.</p>
    </LegalLayout>
  );
}

export function AgbPage() {
  return (
    <LegalLayout title={titles.agb} updated>
      <H2>§ 1 Geltungsbereich und Anbieter</H2>
      <p>
        Diese Bedingungen gelten für die Nutzung der Web-Anwendung Hausbuch unter <P>Adresse der Instanz</P>. Anbieter ist{" "}
        <P>Name und Anschrift des Betreibers</P> (siehe <a href="/impressum">Impressum</a>).
      </p>

      <H2>§ 2 Leistungen</H2>
      <p>
        Hausbuch ist eine kostenlose Anwendung zur Verwaltung von Immobilien, Einheiten, Mietern, Mietverträgen und Finanzen.
        Berechnungen und Berichte (z. B. Rendite, Cashflow, Gewinn und Verlust) sind Hilfsmittel; sie ersetzen keine Steuer-,
        Rechts- oder Finanzberatung. Ein Anspruch auf bestimmte Funktionen besteht nicht.
      </p>

      <H2>§ 3 Registrierung und Nutzerkonto</H2>
      <p>
        Die Nutzung setzt ein Nutzerkonto voraus. Registrieren können sich volljährige, unbeschränkt geschäftsfähige Personen.
        Deine Angaben müssen zutreffen. Halte deine Zugangsdaten geheim und informiere uns, wenn du einen Missbrauch vermutest.
      </p>

      <H2>§ 4 Kosten</H2>
      <p>
        Die Nutzung ist kostenlos. Es gibt keine Werbung und keine versteckten Kosten. Sollten wir künftig kostenpflichtige
        Zusatzleistungen anbieten, entstehen Kosten nur, wenn du diese ausdrücklich gesondert buchst.
      </p>

      <H2>§ 5 Deine Pflichten</H2>
      <ul>
        <li>Du nutzt Hausbuch nur im Rahmen der geltenden Gesetze.</li>
        <li>
          Für Daten Dritter, etwa deiner Mieterinnen und Mieter, benötigst du eine Rechtsgrundlage nach der DSGVO; du bist dafür
          verantwortlich.
        </li>
        <li>Du greifst nicht in den Betrieb ein, etwa durch automatisierte Massenabfragen oder Angriffe auf die Sicherheit.</li>
      </ul>

      <H2>§ 6 Deine Daten</H2>
      <p>
        Die Daten, die du speicherst, bleiben deine. Wir verarbeiten sie nur, um dir die Anwendung bereitzustellen; Einzelheiten
        regelt die <a href="/datenschutz">Datenschutzerklärung</a>. Wir sichern die Daten regelmäßig. Bitte bewahre
        steuerlich relevante Unterlagen zusätzlich selbst auf.
      </p>

      <H2>§ 7 Verfügbarkeit und Änderungen</H2>
      <p>
        Wir bemühen uns um einen störungsfreien Betrieb, schulden aber keine bestimmte Verfügbarkeit. Wartungsarbeiten kündigen wir
        nach Möglichkeit vorher an. Wir dürfen Hausbuch weiterentwickeln und Funktionen ändern, soweit dies für dich zumutbar ist.
      </p>

      <H2>§ 8 Haftung</H2>
      <p>
        Da die Leistung unentgeltlich ist, haften wir nur für Vorsatz und grobe Fahrlässigkeit. Unbeschränkt haften wir bei
        Verletzung von Leben, Körper oder Gesundheit, bei arglistig verschwiegenen Mängeln und nach dem Produkthaftungsgesetz.
      </p>

      <H2>§ 9 Laufzeit und Kündigung</H2>
      <p>
        Der Nutzungsvertrag läuft auf unbestimmte Zeit. Du kannst ihn jederzeit ohne Frist beenden, indem du dein Konto löschst.
        Wir können mit einer Frist von <P>Frist, z. B. vier Wochen</P> per E-Mail kündigen; vorher kannst du deine Daten
        exportieren. Das Recht zur Kündigung aus wichtigem Grund bleibt unberührt.
      </p>

      <H2>§ 10 Änderungen dieser Bedingungen</H2>
      <p>
        Änderungen dieser Bedingungen teilen wir dir rechtzeitig vorher per E-Mail mit. Die geänderten Bedingungen gelten für dich erst, wenn du ihnen
        zustimmst, zum Beispiel bei deiner nächsten Anmeldung. Stimmst du nicht zu, kannst du dein Konto jederzeit löschen; das
        Recht zur Kündigung nach § 9 bleibt unberührt.
      </p>

      <H2>§ 11 Schlussbestimmungen</H2>
      <p>
        Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Bist du Verbraucher, bleiben die
        zwingenden Schutzvorschriften des Staates deines gewöhnlichen Aufenthalts unberührt. Sollte eine Bestimmung unwirksam
        sein, bleibt der Vertrag im Übrigen wirksam.
      </p>
    </LegalLayout>
  );
}

/** The legal pages with what their head says (search results, link previews); pre-rendered at build time. */
export const legalPages: Array<{ path: string; title: string; description: string; Page: ComponentType }> = [
  {
    path: "/impressum",
    title: titles.impressum,
    description: "Impressum von Hausbuch: Angaben zum Anbieter nach § 5 DDG, Kontakt, Register und Verantwortliche.",
    Page: ImpressumPage,
  },
  {
    path: "/datenschutz",
    title: titles.datenschutz,
    description: "Datenschutzerklärung von Hausbuch: welche Daten verarbeitet werden, Hosting in Deutschland, Cookies und deine Rechte nach der DSGVO.",
    Page: DatenschutzPage,
  },
  {
    path: "/agb",
    title: titles.agb,
    description: "Allgemeine Geschäftsbedingungen für die kostenlose Nutzung von Hausbuch, der Portfolioverwaltung für private Vermieter.",
    Page: AgbPage,
  },
];
