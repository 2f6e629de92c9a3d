// Every enumeration of the app, each defined once as a tuple with its German labels beside
// it. The tuple feeds the database enum (pgEnum("name", tuple) in src/server/db/schema), the
// zod schemas (z.enum(tuple)) and the TypeScript type ((typeof tuple)[number]).
// The order of a tuple is the order of the Postgres enum's values: appending a value needs
// a migration (drizzle-kit generate), reordering one would change sort order in the database.

export const propertyKinds = ["condominium", "multi_family", "single_family", "two_family", "commercial", "mixed"] as const;
export type PropertyKind = (typeof propertyKinds)[number];
export const propertyKindLabels: Record<PropertyKind, string> = {
  condominium: "Eigentumswohnung",
  multi_family: "Mehrfamilienhaus",
  single_family: "Einfamilienhaus",
  two_family: "Zweifamilienhaus",
  commercial: "Gewerbe",
  mixed: "Gemischt",
};

export const unitTypes = ["apartment", "commercial_space", "parking", "storage", "house"] as const;
export type UnitType = (typeof unitTypes)[number];
export const unitTypeLabels: Record<UnitType, string> = {
  apartment: "Wohnung",
  commercial_space: "Gewerbe",
  parking: "Stellplatz",
  storage: "Lager",
  house: "Haus",
};

export const unitUsages = ["vacant", "rented", "owner_occupied", "shared_housing"] as const;
export type UnitUsage = (typeof unitUsages)[number];
export const unitUsageLabels: Record<UnitUsage, string> = {
  vacant: "Leer stehend",
  rented: "Vermietet",
  owner_occupied: "Eigennutzung",
  shared_housing: "WG (Wohngemeinschaft)",
};

export const furnishings = ["unfurnished", "furnished", "partially_furnished"] as const;
export type Furnishing = (typeof furnishings)[number];
export const furnishingLabels: Record<Furnishing, string> = {
  unfurnished: "Unmöbliert",
  furnished: "Möbliert",
  partially_furnished: "Teilmöbliert",
};

export const contractStatuses = ["active", "terminated", "expired"] as const;
export type ContractStatus = (typeof contractStatuses)[number];
export const contractStatusLabels: Record<ContractStatus, string> = {
  active: "Aktiv",
  terminated: "Beendet",
  expired: "Abgelaufen",
};

export const repaymentKinds = ["initial_rate", "monthly_payment"] as const;
export type RepaymentKind = (typeof repaymentKinds)[number];
export const repaymentKindLabels: Record<RepaymentKind, string> = {
  initial_rate: "Anfängliche Tilgung",
  monthly_payment: "Feste Monatsrate",
};

/** A member's role in a workspace (rank order for permissions: src/server/authz.ts). */
export const workspaceRoles = ["admin", "editor", "viewer"] as const;
export type Role = (typeof workspaceRoles)[number];
export const roleLabels: Record<Role, string> = {
  admin: "Administrator",
  editor: "Bearbeiter",
  viewer: "Leser",
};

/**
 * A named variant of a role, offered when inviting: the tax advisor reads everything and
 * changes nothing (issue 13). Kept on the membership so the team list says who is who.
 */
export const memberPresets = ["tax_advisor"] as const;
export type MemberPreset = (typeof memberPresets)[number];
export const memberPresetLabels: Record<MemberPreset, string> = { tax_advisor: "Steuerberater/in (nur lesen)" };
export const memberPresetRoles: Record<MemberPreset, Role> = { tax_advisor: "viewer" };

/** Where a booking came from: typed in, generated from a template or a loan, imported. */
export const bookingOrigins = ["manual", "recurring", "loan", "import", "bank"] as const;
export type BookingOrigin = (typeof bookingOrigins)[number];
export const bookingOriginLabels: Record<BookingOrigin, string> = {
  manual: "Manuell",
  recurring: "Wiederkehrend",
  loan: "Darlehen",
  import: "Import",
  bank: "Bank",
};

export const recurrenceIntervals = ["monthly", "quarterly", "yearly"] as const;
export type RecurrenceInterval = (typeof recurrenceIntervals)[number];
export const recurrenceIntervalLabels: Record<RecurrenceInterval, string> = {
  monthly: "Monatlich",
  quarterly: "Vierteljährlich",
  yearly: "Jährlich",
};

/** Why a contract's rent changed (rent history, issue 14). */
export const rentChangeReasons = ["contract", "graduated", "index", "comparative", "modernisation", "agreement", "prepayment_adjustment"] as const;
export type RentChangeReason = (typeof rentChangeReasons)[number];
export const rentChangeReasonLabels: Record<RentChangeReason, string> = {
  contract: "Vertrag",
  graduated: "Staffel",
  index: "Index",
  comparative: "§ 558 (Vergleichsmiete)",
  modernisation: "Modernisierung",
  agreement: "Vereinbarung",
  prepayment_adjustment: "Vorauszahlungsanpassung",
};

/** Which transactions a bank rule looks at (issue 16): money in, money out, or both. */
export const bankRuleDirections = ["in", "out", "any"] as const;
export type BankRuleDirection = (typeof bankRuleDirections)[number];
export const bankRuleDirectionLabels: Record<BankRuleDirection, string> = {
  in: "Nur Geldeingänge",
  out: "Nur Geldausgänge",
  any: "Ein- und Ausgänge",
};

/** What a meter measures (Zählerstände, issue 19); its unit of measure follows from it (meterUnits in meter-types.ts). */
export const meterKinds = ["cold_water", "warm_water", "heat", "heat_cost_allocator", "electricity", "gas"] as const;
export type MeterKind = (typeof meterKinds)[number];
export const meterKindLabels: Record<MeterKind, string> = {
  cold_water: "Kaltwasser",
  warm_water: "Warmwasser",
  heat: "Wärmemengenzähler",
  heat_cost_allocator: "Heizkostenverteiler",
  electricity: "Strom",
  gas: "Gas",
};

/** Why a meter was read: the yearly reading, a tenant change, its installation or removal. */
export const meterReadingKinds = ["regular", "interim", "installation", "removal"] as const;
export type MeterReadingKind = (typeof meterReadingKinds)[number];
export const meterReadingKindLabels: Record<MeterReadingKind, string> = {
  regular: "Ablesung",
  interim: "Zwischenablesung",
  installation: "Einbau",
  removal: "Ausbau",
};

/** Nebenkostenabrechnung (issue 19): a draft is recomputed from the books; finalised freezes a version; sent records the dispatch. */
export const statementStatuses = ["draft", "finalised", "sent"] as const;
export type StatementStatus = (typeof statementStatuses)[number];
export const statementStatusLabels: Record<StatementStatus, string> = {
  draft: "Entwurf",
  finalised: "Abgeschlossen",
  sent: "Versendet",
};

/** What a Nebenkostenabrechnung covers (decision 0032): a whole property, some of its units, or several properties. */
export const statementScopeKinds = ["property", "units", "properties"] as const;
export type StatementScopeKind = (typeof statementScopeKinds)[number];
export const statementScopeKindLabels: Record<StatementScopeKind, string> = {
  property: "ganze Immobilie",
  units: "nur einzelne Einheiten (Abrechnungseinheit)",
  properties: "mehrere Immobilien (Wirtschaftseinheit)",
};
