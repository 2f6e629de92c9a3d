// API answers of the area and person histories (issue 19, Nebenkostenabrechnung). Areas are
// exact decimal text with a point and at most two decimals ("64.5", "1234.56"), never a float:
// the statement weighs them as exact fractions. Dates 'yyyy-MM-dd'.

/** Wohnfläche (and Nutzfläche) of a unit from `validFrom` on. */
export type UnitAreaDto = {
  id: string;
  version: number;
  unitId: string;
  validFrom: string;
  /** Decimal text without trailing zeros: "64.5". */
  livingAreaSqm: string;
  usableAreaSqm: string | null;
};

/** Persons living under a contract from `validFrom` on (person key). */
export type ContractOccupantDto = {
  id: string;
  version: number;
  contractId: string;
  validFrom: string;
  persons: number;
};
