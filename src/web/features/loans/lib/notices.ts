import { loanNotices, type AnnuityLoan } from "@/domain/loans";
import { formatEuro } from "@/core/money";
import { messages } from "@/shared/messages";

/**
 * The loan dialog's warnings for terms that save but are probably not meant: a rate just
 * above the interest (a plan of decades) and Sondertilgungen above the balance (cut down).
 */
export function loanNoticeTexts(loan: AnnuityLoan): string[] {
  const n = loanNotices(loan);
  const texts: string[] = [];
  if (n.longTerm) texts.push(n.termMonths === null ? messages.neverRepaid : messages.longTerm(Math.ceil(n.termMonths / 12)));
  if (n.specialBooked < n.specialRequested) {
    texts.push(messages.specialCut(formatEuro(n.specialBooked, { decimals: 2 }), formatEuro(n.specialRequested, { decimals: 2 })));
  }
  return texts;
}
