import type { Content, TableCell } from "pdfmake/interfaces";
import { addDays, daysBetween, formatDate, type IsoDate } from "@/core/dates";
import { shareAsPercent } from "@/core/decimal-text";
import { decimal, div, formatFraction, fraction, isZero } from "@/core/fraction";
import { formatEuro, type Cents } from "@/core/money";
import type { AllocationKey } from "@/domain/operating-costs/types";
import { allocationKeyLabels, type StatementDetailDto } from "@/shared/operating-cost-types";
import type { PdfDocument } from "@/server/pdf/pdf";

// The Betriebskostenabrechnung as a letter from the landlord to one tenant (issue 19,
// "Output"), laid out for a window envelope (DIN 5008, Form B): the address field 45 mm
// from the top and 20 mm from the left, fold marks at 105 and 210 mm. A letter to a third
// party, so it says "Sie" (messages.test.ts exempts *-letter.ts files for that reason).
// Everything it says comes from the statement's answer, so the letter and the screen agree.

export type StatementLetter = {
  statement: StatementDetailDto;
  contractId: string;
  landlordName: string;
  address: { street: string; houseNumber: string; postcode: string; city: string };
  unitLabel: string;
  /** The letter's date: the dispatch date, else the day it is made. */
  letterDate: IsoDate;
  bankAccount: { holder: string; iban: string } | null;
};

const MM = 72 / 25.4;
const euro = (c: Cents | number) => formatEuro(c as Cents, { decimals: 2 });

const KEY_EXPLANATIONS: Record<AllocationKey, string> = {
  living_area: "Wohnfläche: Ihr Anteil an der Wohnfläche aller beteiligten Einheiten, taggenau (m² × Tage, § 556a Abs. 1 BGB).",
  usable_area: "Nutzfläche: Ihr Anteil an der Nutzfläche aller beteiligten Einheiten, taggenau (m² × Tage).",
  units: "Einheiten: jede beteiligte Einheit zu gleichen Teilen, taggenau.",
  persons: "Personen: nach Personentagen; eine leer stehende Einheit zählt als eine Person.",
  consumption: "Verbrauch: nach den Zählerständen; Stände zwischen zwei Ablesungen sind taggenau interpoliert.",
  ownership_shares: "Miteigentumsanteile: nach den Anteilen der Teilungserklärung, taggenau.",
  direct: "Direkte Zuordnung: Die Kosten betreffen nur Ihre Einheit.",
  custom: "Fester Anteil:",
  heating: "Heiz- und Warmwasserkosten nach der Heizkostenverordnung: ein Teil nach Verbrauch, der Rest nach Wohnfläche.",
};

const AREA_KEYS = new Set<AllocationKey>(["living_area", "usable_area", "heating"]);

/** A share's units as the letter shows them: m² or persons per day, or a consumption. */
function unitsText(key: AllocationKey, kind: string, units: string, days: number): string {
  const value = decimal(units);
  if (kind === "heating_consumption" || key === "consumption") return formatFraction(value, 2);
  if (key === "persons") return `${formatFraction(value, 2)} Personentage`;
  if (days === 0 || isZero(value)) return "0";
  const perDay = formatFraction(div(value, fraction(days)), 2);
  const unit = AREA_KEYS.has(key) || kind === "heating_area" ? " m²" : key === "ownership_shares" ? " MEA" : "";
  return `${perDay}${unit} × ${days} Tage`;
}

/** What the statement covers and why the figures are those of that scope (decision 0032); empty for a whole property. */
function scopeSentence(s: StatementDetailDto): string {
  if (!s.scope.label) return "";
  return s.scope.kind === "units"
    ? `Abgerechnet wird die ${s.scope.label}. Schlüssel, Summen und Leerstand beziehen sich nur auf diese Einheiten; Kosten, die die ganze Immobilie betreffen, sind nur mit dem Teil enthalten, der auf diese Abrechnungseinheit entfällt.`
    : `Abgerechnet wird die ${s.scope.label}: Die Kosten dieser Immobilien werden gemeinsam abgerechnet und nach den genannten Schlüsseln auf alle Einheiten der Wirtschaftseinheit verteilt.`;
}

/** The mail that carries a tenant's letter (statement-mail.service.ts): formal, like the letter. */
export const statementMail = (m: { tenantName: string; start: IsoDate; end: IsoDate; place: string; landlordName: string }) => ({
  subject: `Betriebskostenabrechnung ${formatDate(m.start)} – ${formatDate(m.end)}`,
  text: `Guten Tag ${m.tenantName},\n\nanbei erhalten Sie die Betriebskostenabrechnung für ${m.place} für den Zeitraum ${formatDate(m.start)} – ${formatDate(m.end)} als PDF-Datei.\n\nMit freundlichen Grüßen\n${m.landlordName}`,
});

export function statementSentences(l: StatementLetter) {
  const s = l.statement;
  const tenant = s.result.tenants.find((t) => t.contractId === l.contractId)!;
  const period = `${formatDate(s.periodStart)} – ${formatDate(s.periodEnd)}`;
  const own = `${formatDate(tenant.start)} – ${formatDate(tenant.end)}`;
  const dueDate = addDays(l.letterDate, s.settings.paymentDueDays);
  const claim = tenant.claimableCents;
  const result =
    claim > 0
      ? `Es ergibt sich eine Nachzahlung von ${euro(claim)}. Bitte überweisen Sie den Betrag bis zum ${formatDate(dueDate)}${l.bankAccount ? ` auf das Konto ${l.bankAccount.holder}, IBAN ${l.bankAccount.iban}` : ""}.`
      : claim < 0
        ? `Es ergibt sich ein Guthaben von ${euro(-claim)}. Wir überweisen es Ihnen bis zum ${formatDate(dueDate)} oder verrechnen es mit Ihrer nächsten Zahlung.`
        : "Ihre Vorauszahlungen decken die Kosten genau: Es ergibt sich weder eine Nachzahlung noch ein Guthaben.";
  const lateNote =
    tenant.balanceCents > 0 && claim < tenant.balanceCents
      ? s.result.deadlinePassed
        ? `Die Abrechnungsfrist ist am ${formatDate(s.result.deadline)} abgelaufen; eine Nachzahlung über ${euro(claim)} hinaus fordern wir nicht.`
        : ""
      : "";
  return {
    title: `Betriebskostenabrechnung ${period}`,
    subject: s.revision > 1 ? `Korrektur (Version ${s.revision}) der Betriebskostenabrechnung ${period}` : `Betriebskostenabrechnung ${period}`,
    intro: `hiermit rechnen wir die Betriebskosten für den Zeitraum ${period} ab. Ihr Mietverhältnis fällt mit ${tenant.days} Tagen (${own}) in diesen Zeitraum.`,
    scope: scopeSentence(s),
    result,
    lateNote,
    prepayment:
      tenant.newMonthlyPrepaymentCents !== null
        ? `Nach dieser Abrechnung ist eine monatliche Vorauszahlung von ${euro(tenant.newMonthlyPrepaymentCents)} angemessen (§ 560 Abs. 4 BGB).`
        : "",
    receipts: "Die Belege können Sie nach Absprache bei uns einsehen (§ 259 BGB).",
    rounding:
      "Jede Position ist auf den Abrechnungszeitraum taggenau zugeschnitten und exakt verteilt; Cent-Reste gehen an die größten Nachkommareste, sodass die Anteile aller Nutzer (einschließlich Leerstand) die Position genau ergeben.",
  };
}

function positionsTable(l: StatementLetter): TableCell[][] {
  const s = l.statement;
  const tenant = s.result.tenants.find((t) => t.contractId === l.contractId)!;
  const periodDays = daysBetween(s.periodStart, s.periodEnd) + 1;
  // Figures never wrap: "100 m² × 365 Tage" on two lines reads as two numbers.
  const right = (text: string, bold = false): TableCell => ({ text, bold, alignment: "right", noWrap: true });
  const rows: TableCell[][] = [[{ text: "Kostenart", bold: true }, right("Kosten", true), { text: "Schlüssel", bold: true }, right("Gesamt", true), right("Ihr Anteil", true), right("Ihre Kosten", true)]];
  for (const share of [...tenant.lines, ...tenant.heating.lines]) {
    const position = s.result.positions.find((p) => p.id === share.lineId);
    if (!position) continue;
    share.parts.forEach((part, i) => {
      const label = i === 0 ? position.label : "";
      const keyLabel = part.kind === "heating_consumption" ? `Verbrauch (${position.consumptionPercent ?? 70} %)` : part.kind === "heating_area" ? "Wohnfläche" : part.kind === "pre_deduction" ? "Vorwegabzug" : allocationKeyLabels[part.key];
      rows.push([
        label,
        right(i === 0 ? euro(position.amountCents) : ""),
        keyLabel,
        right(unitsText(part.key, part.kind, part.totalUnits, periodDays)),
        right(unitsText(part.key, part.kind, part.units, share.days) + (share.estimated ? " *" : "")),
        right(euro(part.cents)),
      ]);
    });
  }
  return rows;
}

function sumTable(l: StatementLetter): TableCell[][] {
  const tenant = l.statement.result.tenants.find((t) => t.contractId === l.contractId)!;
  const right = (text: string, bold = false): TableCell => ({ text, bold, alignment: "right" });
  const rows: TableCell[][] = [];
  if (tenant.heating.co2ReliefCents !== 0) rows.push(["abzüglich CO2-Kostenanteil des Vermieters (CO2KostAufG)", right(`-${euro(tenant.heating.co2ReliefCents)}`)]);
  if (tenant.heating.reductionCents !== 0) rows.push(["abzüglich Kürzung 15 % (§ 12 HeizkostenV)", right(`-${euro(tenant.heating.reductionCents)}`)]);
  rows.push([{ text: "Ihre Kosten", bold: true }, right(euro(tenant.costsCents), true)]);
  rows.push(["abzüglich Ihrer Vorauszahlungen", right(`-${euro(tenant.prepaymentsPaidCents)}`)]);
  rows.push([{ text: tenant.balanceCents > 0 ? "Nachzahlung" : "Guthaben", bold: true }, right(euro(Math.abs(tenant.balanceCents)), true)]);
  return rows;
}

function explanations(l: StatementLetter): Content[] {
  const s = l.statement;
  const tenant = s.result.tenants.find((t) => t.contractId === l.contractId)!;
  const used = new Set([...tenant.lines, ...tenant.heating.lines].map((x) => s.result.positions.find((p) => p.id === x.lineId)).filter((p) => p !== undefined));
  const keys = [...new Set([...used].map((p) => p.key))];
  const items: string[] = keys.map((k) => {
    if (k === "custom") return [...used].filter((p) => p.key === "custom").map((p) => `${KEY_EXPLANATIONS.custom} ${p.label}: ${p.keyExplanation ?? ""}`).join(" ");
    if (k === "heating") {
      const percent = [...used].find((p) => p.key === "heating")?.consumptionPercent ?? 70;
      return `${KEY_EXPLANATIONS.heating} Verbrauchsanteil ${percent} %.`;
    }
    return KEY_EXPLANATIONS[k];
  });
  // Vorwegabzug: what a unit bears first, and why, before the key splits the rest.
  for (const p of used) {
    for (const d of s.settings.types[String(p.betrkvType)]?.preDeductions ?? []) {
      const what = d.cents !== null ? euro(d.cents) : `${shareAsPercent(d.share ?? "0")} der Kosten`;
      items.push(`Vorwegabzug ${p.label}: ${s.units.find((u) => u.id === d.unitId)?.code ?? ""} trägt vorab ${what} (${d.reason}); der Rest wird nach dem Schlüssel verteilt.`);
    }
  }
  if (tenant.roomId) {
    items.push(s.settings.sharedFlatRule === "equal_rooms" ? "Wohngemeinschaft: Die Kosten der Wohnung verteilen sich zu gleichen Teilen auf die Zimmer." : "Wohngemeinschaft: Die Kosten der Wohnung verteilen sich nach Zimmerfläche auf die Zimmer; Gemeinschaftsflächen anteilig.");
  }
  if ([...tenant.lines, ...tenant.heating.lines].some((x) => x.estimated)) items.push("* Verbrauch zum Stichtag taggenau zwischen zwei Ablesungen geschätzt.");
  return [{ text: "Erläuterung der Umlageschlüssel", bold: true, margin: [0, 12, 0, 4] }, { ul: items }];
}

function labourTable(l: StatementLetter): Content[] {
  const tenant = l.statement.result.tenants.find((t) => t.contractId === l.contractId)!;
  if (tenant.labour.household === 0 && tenant.labour.craftsman === 0) return [];
  const right = (text: string): TableCell => ({ text, alignment: "right" });
  return [
    { text: "Bescheinigung nach § 35a EStG", bold: true, margin: [0, 12, 0, 4] },
    { text: "In Ihrem Kostenanteil sind folgende Arbeitskosten enthalten:" },
    {
      table: {
        widths: ["*", "auto"],
        body: [
          ["Haushaltsnahe Dienstleistungen (§ 35a Abs. 2 EStG)", right(euro(tenant.labour.household))],
          ["Handwerkerleistungen (§ 35a Abs. 3 EStG)", right(euro(tenant.labour.craftsman))],
        ],
      },
      layout: "lightHorizontalLines",
      margin: [0, 4, 0, 0],
    },
  ];
}

export function statementDocument(l: StatementLetter): PdfDocument {
  const s = l.statement;
  const tenant = s.result.tenants.find((t) => t.contractId === l.contractId)!;
  const sentences = statementSentences(l);
  const street = `${l.address.street} ${l.address.houseNumber}`.trim();
  const place = `${l.address.postcode} ${l.address.city}`.trim();
  const recipient = [tenant.tenantName, street, place].filter(Boolean).join("\n");
  return {
    info: { title: `${sentences.title} – ${tenant.tenantName}`, author: l.landlordName },
    // Left 25 mm, right 20 mm; the first page starts below the address field and info block.
    pageMargins: [25 * MM, 20 * MM, 20 * MM, 20 * MM],
    background: (page) =>
      page === 1
        ? {
            canvas: [
              { type: "line", x1: 3 * MM, y1: 105 * MM, x2: 8 * MM, y2: 105 * MM, lineWidth: 0.5, lineColor: "#999999" },
              { type: "line", x1: 3 * MM, y1: 148.5 * MM, x2: 10 * MM, y2: 148.5 * MM, lineWidth: 0.5, lineColor: "#999999" },
              { type: "line", x1: 3 * MM, y1: 210 * MM, x2: 8 * MM, y2: 210 * MM, lineWidth: 0.5, lineColor: "#999999" },
            ],
          }
        : null,
    content: [
      // Anschriftfeld (DIN 5008 Form B): 45 mm from the top, 20 mm from the left edge, 85 × 45 mm.
      { text: l.landlordName, fontSize: 7, color: "#555555", absolutePosition: { x: 25 * MM, y: 45 * MM + 12.7 * MM } },
      { text: recipient, absolutePosition: { x: 25 * MM, y: 45 * MM + 17.7 * MM } },
      // Informationsblock: right, 50 mm from the top.
      {
        stack: [`Datum: ${formatDate(l.letterDate)}`, `Mietobjekt: ${s.propertyName}`, `Einheit: ${l.unitLabel}`],
        fontSize: 9,
        absolutePosition: { x: 125 * MM, y: 50 * MM },
      },
      { text: sentences.subject, fontSize: 13, bold: true, margin: [0, 78 * MM, 0, 10] },
      { text: `Guten Tag ${tenant.tenantName},` },
      { text: sentences.intro, margin: [0, 6, 0, sentences.scope ? 4 : 8] },
      ...(sentences.scope ? [{ text: sentences.scope, margin: [0, 0, 0, 8] } as Content] : []),
      { table: { headerRows: 1, widths: ["*", "auto", "auto", "auto", "auto", "auto"], body: positionsTable(l) }, layout: "lightHorizontalLines", fontSize: 8.5 },
      { table: { widths: ["*", "auto"], body: sumTable(l) }, layout: "noBorders", margin: [0, 8, 0, 8] },
      { text: sentences.result, bold: true },
      ...(sentences.lateNote ? [{ text: sentences.lateNote, margin: [0, 4, 0, 0] } as Content] : []),
      ...(sentences.prepayment ? [{ text: sentences.prepayment, margin: [0, 8, 0, 0] } as Content] : []),
      ...explanations(l),
      { text: sentences.rounding, fontSize: 8, color: "#444444", margin: [0, 4, 0, 0] },
      ...labourTable(l),
      { text: sentences.receipts, margin: [0, 12, 0, 16] },
      // Greeting and name stay together on one page.
      { stack: [{ text: "Mit freundlichen Grüßen" }, { text: l.landlordName, margin: [0, 20, 0, 0] }], unbreakable: true },
    ],
  };
}
