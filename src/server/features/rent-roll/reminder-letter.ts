import { formatDate, formatMonthYear } from "@/core/dates";
import { formatEuro, subCents, sumCents, type Cents } from "@/core/money";
import type { TableCell } from "pdfmake/interfaces";
import { reminderLevelLabels } from "@/shared/rent-roll-types";
import type { PdfDocument } from "@/server/pdf/pdf";

// The payment reminder as a letter from the landlord to the tenant. A letter to a third
// party, so it says "Sie" (the app's own texts address the user with "Du";
// messages.test.ts exempts *-letter.ts files for that reason).

/** Signature when the user has no name on record. */
export const UNKNOWN_LANDLORD = "Ihre Vermieterin / Ihr Vermieter";

export const REMINDER_TITLES = reminderLevelLabels;

export type ReminderLetter = {
  level: number;
  sentOn: string;
  paymentDeadline: string;
  landlordName: string;
  tenantName: string;
  address: { street: string; houseNumber: string; postcode: string; city: string };
  propertyName: string;
  unitLabel: string;
  /** The months overdue on sentOn, oldest first. */
  items: { month: string; dueDate: string; sollCents: Cents; paidCents: Cents; openCents: Cents }[];
  /** Nachzahlungen of sent Nebenkostenabrechnungen overdue on sentOn. */
  settlements: { periodStart: string; periodEnd: string; dueDate: string; claimCents: Cents; openCents: Cents }[];
  totalOpenCents: Cents;
};

const euro = (c: Cents) => formatEuro(c, { decimals: 2 });

/** The sentences of the letter, also used by tests to check the PDF's text. */
export function reminderSentences(l: ReminderLetter) {
  const intro =
    l.level === 0
      ? "sicher ist es Ihrer Aufmerksamkeit entgangen: Für das oben genannte Mietverhältnis sind die folgenden Beträge noch offen."
      : l.level === 1
        ? "trotz Fälligkeit sind für das oben genannte Mietverhältnis die folgenden Beträge noch nicht bei uns eingegangen."
        : "leider sind für das oben genannte Mietverhältnis die folgenden Beträge trotz unserer Mahnung weiterhin offen.";
  const request = `Bitte überweisen Sie den offenen Betrag von ${euro(l.totalOpenCents)} bis spätestens ${formatDate(l.paymentDeadline)}.`;
  const closing =
    l.level === 2
      ? "Sollte der Betrag bis dahin nicht eingehen, behalten wir uns weitere rechtliche Schritte vor. Haben Sie inzwischen gezahlt, betrachten Sie dieses Schreiben bitte als gegenstandslos."
      : "Haben Sie inzwischen gezahlt, betrachten Sie dieses Schreiben bitte als gegenstandslos.";
  return { title: REMINDER_TITLES[l.level] ?? REMINDER_TITLES[0], intro, request, closing };
}

export function reminderDocument(l: ReminderLetter): PdfDocument {
  const s = reminderSentences(l);
  const addressLine = [`${l.address.street} ${l.address.houseNumber}`.trim(), `${l.address.postcode} ${l.address.city}`.trim()].filter(Boolean);
  const itemSum = sumCents([...l.items, ...l.settlements].map((i) => i.openCents));
  const other = subCents(l.totalOpenCents, itemSum);
  const right = (text: string, bold = false): TableCell => ({ text, bold, alignment: "right" });
  const body: TableCell[][] = [
    [{ text: "Monat", bold: true }, { text: "Fällig am", bold: true }, right("Soll", true), right("Gezahlt", true), right("Offen", true)],
    ...l.items.map((i) => [formatMonthYear(`${i.month}-01`), formatDate(i.dueDate), right(euro(i.sollCents)), right(euro(i.paidCents)), right(euro(i.openCents))]),
    ...l.settlements.map((x) => [
      `Nachzahlung Betriebskosten ${formatDate(x.periodStart)} – ${formatDate(x.periodEnd)}`,
      formatDate(x.dueDate),
      right(euro(x.claimCents)),
      right(euro(subCents(x.claimCents, x.openCents))),
      right(euro(x.openCents)),
    ]),
    ...(other !== 0 ? [[{ text: "Übertrag / Rückbuchungen", colSpan: 4 }, "", "", "", right(euro(other))]] : []),
    [{ text: "Summe", bold: true, colSpan: 4 }, "", "", "", right(euro(l.totalOpenCents), true)],
  ];
  return {
    info: { title: `${s.title} – ${l.tenantName}`, author: l.landlordName },
    pageMargins: [60, 60, 60, 60],
    content: [
      { text: l.landlordName, fontSize: 9, color: "#555555" },
      { text: [l.tenantName, ...addressLine].join("\n"), margin: [0, 30, 0, 30] },
      { text: `${l.address.city ? `${l.address.city}, ` : ""}${formatDate(l.sentOn)}`, alignment: "right" },
      { text: s.title, fontSize: 16, bold: true, margin: [0, 20, 0, 4] },
      { text: `Mietverhältnis: ${l.propertyName}, ${l.unitLabel}`, margin: [0, 0, 0, 16] },
      { text: `Guten Tag ${l.tenantName},` },
      { text: s.intro, margin: [0, 8, 0, 8] },
      { table: { headerRows: 1, widths: ["*", "auto", "auto", "auto", "auto"], body }, layout: "lightHorizontalLines", margin: [0, 4, 0, 12] },
      { text: s.request },
      { text: s.closing, margin: [0, 8, 0, 24] },
      { text: "Mit freundlichen Grüßen" },
      { text: l.landlordName, margin: [0, 24, 0, 0] },
    ],
  };
}
