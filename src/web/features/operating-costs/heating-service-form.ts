import { centsOrNull } from "@/core/money";
import type { StatementDetailDto } from "@/shared/operating-cost-types";
import { messages } from "@/shared/messages";
import { euroInput, optionalEuro } from "@/web/lib/form-values";
import type { HeatingServiceRow } from "./statement-settings";

// The measuring service's result (ista, Techem …) per user: each contract of the period and
// each unit's vacancy or own use. Entered, they replace the split of the heating positions.

export type HeatingTarget = { key: string; unitId: string; contractId: string | null; label: string };
export type HeatingRowText = { cents: string; co2: string };
export type HeatingRowErrors = Partial<Record<keyof HeatingRowText, string>>;

const keyOf = (unitId: string, contractId: string | null) => contractId ?? `unit:${unitId}`;

/** One row per contract of the period, then one per unit with vacancy or own use, in the occupancies' order. */
export function heatingTargets(statement: StatementDetailDto): HeatingTarget[] {
  const code = new Map(statement.units.map((u) => [u.id, u.code]));
  const room = new Map(statement.units.flatMap((u) => u.rooms.map((r) => [r.id, r.code] as const)));
  const tenants: HeatingTarget[] = [];
  const landlord: HeatingTarget[] = [];
  const seen = new Set<string>();
  for (const o of statement.result.occupancies) {
    const key = keyOf(o.unitId, o.kind === "tenant" ? o.contractId : null);
    if (seen.has(key)) continue;
    seen.add(key);
    if (o.kind === "tenant" && o.contractId) {
      const contract = statement.contracts.find((c) => c.id === o.contractId);
      const place = [code.get(o.unitId), o.roomId ? room.get(o.roomId) : null].filter(Boolean).join(" · ");
      tenants.push({ key, unitId: o.unitId, contractId: o.contractId, label: `${contract?.tenantName ?? "Mieter"} (${place})` });
    } else {
      landlord.push({ key, unitId: o.unitId, contractId: null, label: `${code.get(o.unitId) ?? ""}: ${o.kind === "owner" ? "Eigennutzung" : "Leerstand"}` });
    }
  }
  return [...tenants, ...landlord];
}

/** The form's text per row, from the stored results (empty when none). */
export function heatingRowTexts(targets: readonly HeatingTarget[], rows: readonly HeatingServiceRow[] | null): Record<string, HeatingRowText> {
  const byKey = new Map((rows ?? []).map((r) => [keyOf(r.unitId, r.contractId), r]));
  return Object.fromEntries(
    targets.map((t) => {
      const row = byKey.get(t.key);
      return [t.key, { cents: euroInput(centsOrNull(row?.cents)), co2: euroInput(centsOrNull(row?.co2Cents)) }];
    }),
  );
}

/** The rows to save, or the German message per field that does not read. Heating costs are required, the CO2 share optional. */
export function readHeatingRows(targets: readonly HeatingTarget[], texts: Readonly<Record<string, HeatingRowText>>): { rows: HeatingServiceRow[]; errors: Record<string, HeatingRowErrors> } {
  const rows: HeatingServiceRow[] = [];
  const errors: Record<string, HeatingRowErrors> = {};
  for (const t of targets) {
    const text = texts[t.key] ?? { cents: "", co2: "" };
    const report = (field: keyof HeatingRowText) => (m: string) => (errors[t.key] = { ...errors[t.key], [field]: m });
    const cents = optionalEuro(text.cents, report("cents"));
    if (cents === null && text.cents.trim() === "") report("cents")(messages.amountRequired("Heizkosten"));
    const co2Cents = optionalEuro(text.co2, report("co2"));
    if (cents !== null) rows.push({ unitId: t.unitId, contractId: t.contractId, cents, co2Cents });
  }
  return { rows, errors };
}
