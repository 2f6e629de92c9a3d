import { formatIban } from "@/core/iban";
import { cents, formatEuro } from "@/core/money";
import { proposeMatches, type MatchProposal } from "@/domain/bank-matching";
import type { BankProposal } from "@/shared/bank-import-types";
import { messages } from "@/shared/messages";
import type { Db } from "@/server/db/client";
import type { bankRules } from "@/server/db/schema";
import type { BankTransactionRow } from "./bank-transaction-dto";
import { loadMatchInputs, matchRuleOf, openCentsOf, type ContractForMatching, type MatchableTransaction, type MatchInputs } from "./match-inputs";

// Proposals as the list shows them: the domain's structured match turned into the contract's
// or rule's names and a German reason ("IBAN DE12 … hat schon für diesen Vertrag gezahlt").

type RuleRow = typeof bankRules.$inferSelect;
type RentMatch = Extract<MatchProposal, { kind: "rent" }>;

const unitLabel = (c: ContractForMatching) => [c.row.propertyName, c.row.unitCode, c.row.roomCode].filter((part) => part).join(" · ");

function rentReason(tx: MatchableTransaction, match: RentMatch): string {
  if (match.basis === "iban" && tx.counterpartyIban) return messages.bankReasonIban(formatIban(tx.counterpartyIban));
  const found = match.reasons ?? match.matchedWords.map((word) => ({ kind: "unit" as const, word }));
  const words = found.map((r) => (r.kind === "full_name" || r.kind === "last_name" ? messages.bankReasonName(r.word) : messages.bankReasonWord(r.word))).join(", ");
  const amount = formatEuro(cents(tx.amountCents), { decimals: 2 });
  if (match.amountMatches && words) return messages.bankReasonAmountAndWords(amount, words);
  return words ? messages.bankReasonWords(words) : messages.bankReasonAmount(amount);
}

function ruleReason(rule: RuleRow): string {
  const conditions = [
    rule.counterpartyIban ? messages.bankRuleConditionIban(formatIban(rule.counterpartyIban)) : null,
    rule.counterpartyContains ? messages.bankRuleConditionCounterparty(rule.counterpartyContains) : null,
    rule.purposeContains ? messages.bankRuleConditionPurpose(rule.purposeContains) : null,
  ].filter((c) => c !== null);
  return messages.bankReasonRule(rule.name, conditions.join(" · "));
}

/** Proposals by transaction, made per bank account: a credit is matched only to contracts of the account's properties (none named: any). */
export function proposalsFrom(transactions: readonly MatchableTransaction[], inputs: MatchInputs): Map<string, BankProposal> {
  const contractById = new Map(inputs.contracts.map((c) => [c.row.contractId, c]));
  const ruleById = new Map(inputs.rules.map((r) => [r.id, r]));
  const rules = inputs.rules.map(matchRuleOf);
  const byAccount = new Map<string, MatchableTransaction[]>();
  for (const tx of transactions) {
    const list = byAccount.get(tx.bankAccountId);
    if (list) list.push(tx);
    else byAccount.set(tx.bankAccountId, [tx]);
  }

  const proposals = new Map<string, BankProposal>();
  for (const [accountId, list] of byAccount) {
    const served = inputs.propertiesOf.get(accountId);
    const contracts = served && served.size > 0 ? inputs.contracts.filter((c) => served.has(c.row.propertyId)) : inputs.contracts;
    const txById = new Map(list.map((t) => [t.id, t]));
    for (const [id, match] of proposeMatches(list, contracts.map((c) => c.match), rules)) {
      const tx = txById.get(id)!;
      if (match.kind === "rent") {
        const contract = contractById.get(match.contractId);
        if (!contract) continue;
        proposals.set(id, {
          kind: "rent",
          contractId: match.contractId,
          tenantName: contract.row.tenantName,
          unitLabel: unitLabel(contract),
          rentMonth: match.rentMonth,
          openCents: openCentsOf(contract.match, match.rentMonth),
          reason: rentReason(tx, match),
          basis: match.basis,
        });
      } else {
        const rule = ruleById.get(match.ruleId);
        if (!rule) continue;
        proposals.set(id, { kind: "rule", ruleId: rule.id, ruleName: rule.name, category: rule.category, propertyId: rule.propertyId, reason: ruleReason(rule) });
      }
    }
  }
  return proposals;
}

/** The proposals of `transactions` (open ones), with everything read in a few queries. */
export async function proposalsFor(db: Db, workspaceId: string, transactions: readonly MatchableTransaction[]): Promise<Map<string, BankProposal>> {
  if (transactions.length === 0) return new Map();
  return proposalsFrom(transactions, await loadMatchInputs(db, workspaceId, transactions));
}

/** A stored transaction as the matching reads it. */
export const matchable = (row: Pick<BankTransactionRow, "id" | "bankAccountId" | "bookingDate" | "amountCents" | "counterpartyName" | "counterpartyIban" | "purpose">): MatchableTransaction => ({
  id: row.id,
  bankAccountId: row.bankAccountId,
  bookingDate: row.bookingDate,
  amountCents: cents(row.amountCents),
  counterpartyName: row.counterpartyName,
  counterpartyIban: row.counterpartyIban,
  purpose: row.purpose,
});
