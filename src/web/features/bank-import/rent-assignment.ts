import { addMonths } from "@/core/dates";
import { formatEuro } from "@/core/money";
import type { BankProposal } from "@/shared/bank-import-types";
import { roomLabel } from "@/shared/labels";
import type { RentRollRow } from "@/shared/rent-roll-types";
import { formatRentMonth } from "./bank-format";

// "Als Mietzahlung zuordnen": which contracts and months the user chooses from. The contracts
// come from the rent roll around the payment's month, so the months show what is still open.

/** The rent roll's range for a payment: a year back (arrears) and two months ahead (paid early). */
export function rentRollWindow(bookingDate: string): { from: string; to: string } {
  return { from: addMonths(bookingDate, -11).slice(0, 7), to: addMonths(bookingDate, 2).slice(0, 7) };
}

/** "Mia Berg · Lindenstraße 5 · W01 · Zimmer 2" */
export const contractLabel = (row: Pick<RentRollRow, "tenantName" | "propertyName" | "unitCode" | "roomCode">) =>
  [row.tenantName, row.propertyName, row.unitCode, row.roomCode ? roomLabel(row.roomCode) : null].filter(Boolean).join(" · ");

export type MonthChoice = { value: string; label: string };

/**
 * The months of a contract to designate: "" (the oldest open first, §366(2) BGB), then each
 * month of the range the contract runs, with what is open; the proposal's month even outside it.
 */
export function monthChoices(row: Pick<RentRollRow, "cells"> | undefined, proposedMonth: string | null): MonthChoice[] {
  const choices: MonthChoice[] = [{ value: "", label: "Älteste offene Miete zuerst" }];
  const months = new Set<string>();
  for (const cell of row?.cells ?? []) {
    if (!cell) continue;
    months.add(cell.month);
    const state = cell.openCents > 0 ? `offen ${formatEuro(cell.openCents, { decimals: 2 })}` : "bezahlt";
    choices.push({ value: cell.month, label: `${formatRentMonth(cell.month)} – ${state}` });
  }
  if (proposedMonth && !months.has(proposedMonth)) choices.push({ value: proposedMonth, label: formatRentMonth(proposedMonth) });
  return choices;
}

/** What the rent form starts with: the proposal's contract and month, if it proposed rent. */
export function rentDefaults(proposal: BankProposal | null): { contractId: string; rentMonth: string } {
  return proposal?.kind === "rent" ? { contractId: proposal.contractId, rentMonth: proposal.rentMonth ?? "" } : { contractId: "", rentMonth: "" };
}
