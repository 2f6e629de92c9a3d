import type { AllocationKey } from "@/domain/operating-costs/types";
import type { StatementLineSettings, StatementSettings, StatementTypeSettings } from "@/shared/schemas/operating-costs";

// The wizard edits one settings document; every change is a pure function of it, so a
// change can be applied to the newest version the server answered (saves run one after
// the other). Entries that hold nothing but defaults are dropped: the document stays small
// and says only what the landlord chose.

export type SettingsChange = (settings: StatementSettings) => StatementSettings;
export type UnitSettings = StatementSettings["units"][string];
export type ExtraLine = StatementSettings["extraLines"][number];
export type HeatingServiceRow = NonNullable<StatementSettings["heatingService"]>[number];
export type PreDeduction = StatementTypeSettings["preDeductions"][number];

const LINE_DEFAULTS: StatementLineSettings = { excludedReason: null, overrideReason: null, correctedCents: null, correctionReason: null, labourCents: null, labourKind: "household" };
const TYPE_DEFAULTS: StatementTypeSettings = { unitIds: null, customShares: {}, keyExplanation: "", preDeductions: [] };
const UNIT_DEFAULTS: UnitSettings = { ownerOccupied: false, ownerPersons: null, ownershipShare: null };

const sameAs = <T extends object>(value: T, defaults: T) =>
  (Object.keys({ ...defaults, ...value }) as Array<keyof T>).every((k) => JSON.stringify(value[k]) === JSON.stringify(defaults[k]));

/** A map without `id` when `value` holds only defaults, else with it. */
function put<T extends object>(map: Record<string, T>, id: string, value: T, defaults: T): Record<string, T> {
  const next = { ...map };
  if (sameAs(value, defaults)) delete next[id];
  else next[id] = value;
  return next;
}

export const lineChoice = (settings: StatementSettings, lineId: string): StatementLineSettings => ({ ...LINE_DEFAULTS, ...settings.lines[lineId] });

export const withLine =
  (lineId: string, patch: Partial<StatementLineSettings>): SettingsChange =>
  (settings) => ({ ...settings, lines: put(settings.lines, lineId, { ...lineChoice(settings, lineId), ...patch }, LINE_DEFAULTS) });

export const typeChoice = (settings: StatementSettings, betrkvType: number): StatementTypeSettings => ({ ...TYPE_DEFAULTS, ...settings.types[String(betrkvType)] });

export const withType =
  (betrkvType: number, patch: Partial<StatementTypeSettings>): SettingsChange =>
  (settings) => ({ ...settings, types: put(settings.types, String(betrkvType), { ...typeChoice(settings, betrkvType), ...patch }, TYPE_DEFAULTS) });

export const withKey = (betrkvType: number, key: AllocationKey): SettingsChange => withType(betrkvType, { key });

/**
 * A unit taking part in a cost type or not. The units are all units (null) until one is
 * left out; when every unit takes part again, null again.
 */
export const withUnitTakingPart =
  (betrkvType: number, allUnitIds: readonly string[], unitId: string, takesPart: boolean): SettingsChange =>
  (settings) => {
    const before = new Set(typeChoice(settings, betrkvType).unitIds ?? allUnitIds);
    if (takesPart) before.add(unitId);
    else before.delete(unitId);
    const chosen = allUnitIds.filter((id) => before.has(id));
    return withType(betrkvType, { unitIds: chosen.length === allUnitIds.length ? null : chosen })(settings);
  };

/** A fixed share per unit for the custom key; null removes the unit's share. */
export const withCustomShare =
  (betrkvType: number, unitId: string, share: string | null): SettingsChange =>
  (settings) => {
    const shares = { ...typeChoice(settings, betrkvType).customShares };
    if (share === null) delete shares[unitId];
    else shares[unitId] = share;
    return withType(betrkvType, { customShares: shares })(settings);
  };

/** A Vorwegabzug added to a cost type. */
export const withPreDeduction =
  (betrkvType: number, deduction: PreDeduction): SettingsChange =>
  (settings) =>
    withType(betrkvType, { preDeductions: [...typeChoice(settings, betrkvType).preDeductions, deduction] })(settings);

/** The cost type's `index`th Vorwegabzug removed. */
export const withoutPreDeduction =
  (betrkvType: number, index: number): SettingsChange =>
  (settings) =>
    withType(betrkvType, { preDeductions: typeChoice(settings, betrkvType).preDeductions.filter((_, i) => i !== index) })(settings);

export const unitChoice = (settings: StatementSettings, unitId: string): UnitSettings => ({ ...UNIT_DEFAULTS, ...settings.units[unitId] });

export const withUnit =
  (unitId: string, patch: Partial<UnitSettings>): SettingsChange =>
  (settings) => ({ ...settings, units: put(settings.units, unitId, { ...unitChoice(settings, unitId), ...patch }, UNIT_DEFAULTS) });

export const withExtraLine =
  (line: ExtraLine): SettingsChange =>
  (settings) => ({ ...settings, extraLines: [...settings.extraLines.filter((l) => l.id !== line.id), line] });

/** Removes a line added by hand, and any choice made for it. */
export const withoutExtraLine =
  (id: string): SettingsChange =>
  (settings) => {
    const lines = { ...settings.lines };
    delete lines[id];
    return { ...settings, lines, extraLines: settings.extraLines.filter((l) => l.id !== id) };
  };

export const withSettings =
  (patch: Partial<StatementSettings>): SettingsChange =>
  (settings) => ({ ...settings, ...patch });
