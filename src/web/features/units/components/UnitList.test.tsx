// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cents } from "@/core/money";
import type { UnitListItem } from "@/shared/portfolio-types";
import { UnitList } from "./UnitList";

const base = {
  version: 1,
  propertyId: "p1",
  unitNumber: null,
  type: "apartment",
  furnishing: "unfurnished",
  hasBalcony: false,
  hasParking: false,
  purchasePriceCents: null,
  purchaseDate: null,
  roomCount: 0,
} as const;

const units: UnitListItem[] = [
  // Let: exact rent with cents, its €/m² and the yield with its band.
  { ...base, id: "u1", code: "WE-01", sizeSqm: 60, usage: "rented", coldRentCents: cents(70_125), coldRentPerSqmCents: cents(1_169), tenantNames: "Anna Albers", grossYieldPercent: 7.01, yieldBand: "green" },
  // Vacant: the server sends no rent and no yield (issue 10).
  { ...base, id: "u2", code: "WE-02", sizeSqm: 90, usage: "vacant", coldRentCents: null, coldRentPerSqmCents: null, tenantNames: null, grossYieldPercent: null, yieldBand: null },
  // A WG without let rooms counts as vacant.
  { ...base, id: "u3", code: "WG-01", sizeSqm: 120, usage: "shared_housing", roomCount: 2, coldRentCents: null, coldRentPerSqmCents: null, tenantNames: null, grossYieldPercent: null, yieldBand: null },
];

// The list's links need no router here: a plain anchor stands in for Link.
vi.mock("@tanstack/react-router", () => ({
  Link: ({ children, ...props }: { children: ReactNode; "aria-label"?: string; className?: string }) => (
    <a href="#unit" aria-label={props["aria-label"]} className={props.className}>
      {children}
    </a>
  ),
}));

const renderList = () => render(<UnitList propertyId="p1" units={units} canWrite={false} onEdit={vi.fn()} onDelete={vi.fn()} />);

afterEach(cleanup);

const rowOf = (code: string) => {
  renderList();
  const table = screen.getByRole("table", { name: "Einheiten der Immobilie" });
  const row = within(table).getAllByRole("row").find((r) => r.textContent?.includes(code));
  if (!row) throw new Error(`no row ${code}`);
  const headers = within(table).getAllByRole("columnheader").map((th) => th.textContent);
  const cells = within(row).getAllByRole("cell").map((td) => td.textContent?.replace(/\u00a0/g, " "));
  return (header: string) => cells[headers.indexOf(header)];
};

describe("UnitList: vacancy is not a bad yield (issue 10)", () => {
  it("a let unit shows its exact rent, the rent per m² and the yield band", () => {
    const cell = rowOf("WE-01");
    expect(cell("Kaltmiete")).toBe("701,25 €11,69 €/m²");
    expect(cell("Bruttomietrendite")).toBe("7,01 % · gut");
  });

  it.each(["WE-02", "WG-01"])("%s without rent in force shows – for rent and yield, never 0 € or a red 0 %", (code) => {
    const cell = rowOf(code);
    expect(cell("Kaltmiete")).toBe("–");
    expect(cell("Bruttomietrendite")).toBe("–");
    expect(document.body.textContent).not.toMatch(/0,00 %|niedrig|\b0 €/);
  });
});
