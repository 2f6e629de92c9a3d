import { AlertCircle, Check, CircleDashed, Clock } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { formatDate } from "@/core/dates";
import { formatEuro, negateCents, type Cents } from "@/core/money";
import { messages } from "@/shared/messages";
import type { ArrearsWarning, RentMonthStatus, RentRollCell } from "@/shared/rent-roll-types";
import { formatMonthLong } from "./months";

// How a month's status looks: a word and an icon carry the meaning, the colour repeats it
// (WCAG 1.4.1: colour is never the only cue).

type StatusLook = { label: string; Icon: LucideIcon; className: string };

export const statusLooks: Record<RentMonthStatus, StatusLook> = {
  paid: { label: "bezahlt", Icon: Check, className: "bg-success/10 text-success" },
  partial: { label: "teilweise", Icon: CircleDashed, className: "bg-warning/10 text-warning" },
  open: { label: "offen", Icon: Clock, className: "bg-muted text-muted-foreground" },
  overdue: { label: "überfällig", Icon: AlertCircle, className: "bg-destructive/10 text-destructive" },
};

export const dayCount = (days: number) => (days === 1 ? "1 Tag" : `${days} Tagen`);

/** "überfällig seit 12 Tagen", "teilweise bezahlt", … */
export function statusText(cell: Pick<RentRollCell, "status" | "daysOverdue">): string {
  if (cell.status === "overdue") return `überfällig seit ${dayCount(cell.daysOverdue)}`;
  if (cell.status === "partial") return "teilweise bezahlt";
  return statusLooks[cell.status].label;
}

const euro = (value: Cents) => formatEuro(value, { decimals: 2 });

/** What a cell says in full (tooltip and screen readers): month, status, Soll/gezahlt/offen, due date. */
export function cellDescription(cell: RentRollCell): string {
  return `${formatMonthLong(cell.month)}: ${statusText(cell)} – Soll ${euro(cell.sollCents)}, gezahlt ${euro(cell.paidCents)}, offen ${euro(cell.openCents)}, fällig am ${formatDate(cell.dueDate)}`;
}

/** The §543 warning's text, or null. */
export function warningText(warning: ArrearsWarning): string | null {
  if (warning === "consecutive") return messages.arrearsWarningConsecutive;
  if (warning === "two_months") return messages.arrearsWarningTwoMonths;
  return null;
}

/** Short form for a badge (narrow matrix column): the rule the warning refers to, § 543 Abs. 2 Nr. 3 a or b BGB. */
export const warningShort = (warning: ArrearsWarning): string | null => (warning === "consecutive" ? "§ 543 Nr. 3a" : warning === "two_months" ? "§ 543 Nr. 3b" : null);

/** "Rückstand 1.234,00 €" / "Guthaben 50,00 €" / "Ausgeglichen": the sign of a balance in words. */
export function balanceText(balance: Cents): string {
  if (balance > 0) return `Rückstand ${euro(balance)}`;
  if (balance < 0) return `Guthaben ${euro(negateCents(balance))}`;
  return "Ausgeglichen";
}
