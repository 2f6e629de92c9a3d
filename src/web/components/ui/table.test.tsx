// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DataTable, type Column } from "./table";

type Row = { id: string; name: string; rent: string; note: string };
const rows: Row[] = [
  { id: "a", name: "WE-01", rent: "850 €", note: "Balkon" },
  { id: "b", name: "WE-02", rent: "720 €", note: "–" },
];

const columns = (onSort = vi.fn()): Column<Row>[] => [
  { key: "name", header: "Code", mobile: "primary", cell: (r) => <strong>{r.name}</strong>, sort: { dir: "asc", onSort } },
  { key: "rent", header: "Kaltmiete", align: "right", mobileLabel: "Miete", cell: (r) => r.rent, sort: { dir: null, onSort } },
  { key: "note", header: "Notiz", mobile: "hidden", cell: (r) => r.note },
];

afterEach(cleanup);

// jsdom applies no CSS: both layouts are in the DOM, so each is looked up in its own container.
const table = () => screen.getByRole("table", { name: "Einheiten" });
const cards = () => screen.getByRole("list", { name: "Einheiten" });

describe("DataTable", () => {
  it("renders a captioned table with a header cell per column and a row per item", () => {
    render(<DataTable caption="Einheiten" columns={columns()} rows={rows} rowKey={(r) => r.id} />);
    expect(within(table()).getAllByRole("columnheader").map((th) => th.textContent)).toEqual(["Code", "Kaltmiete", "Notiz"]);
    const bodyRows = within(table()).getAllByRole("row").slice(1);
    expect(bodyRows.map((tr) => within(tr).getAllByRole("cell").map((td) => td.textContent))).toEqual([
      ["WE-01", "850 €", "Balkon"],
      ["WE-02", "720 €", "–"],
    ]);
    expect(within(bodyRows[0]!).getAllByRole("cell")[1]!.className).toContain("text-right");
  });

  it("marks the sorted column with aria-sort and sorts through the header button", () => {
    const onSort = vi.fn();
    render(<DataTable caption="Einheiten" columns={columns(onSort)} rows={rows} rowKey={(r) => r.id} />);
    const [code, rent, note] = within(table()).getAllByRole("columnheader");
    expect(code!.getAttribute("aria-sort")).toBe("ascending");
    expect(rent!.getAttribute("aria-sort")).toBe("none");
    expect(note!.hasAttribute("aria-sort")).toBe(false);
    fireEvent.click(within(rent!).getByRole("button", { name: "Kaltmiete" }));
    expect(onSort).toHaveBeenCalledTimes(1);
  });

  it("stacks each row as a card: primary columns in the head, the others as labelled facts, hidden ones left out", () => {
    render(<DataTable caption="Einheiten" columns={columns()} rows={rows} rowKey={(r) => r.id} />);
    const [first] = within(cards()).getAllByRole("listitem");
    expect(within(first!).getByText("WE-01").tagName).toBe("STRONG");
    expect(within(first!).getByRole("term").textContent).toBe("Miete");
    expect(within(first!).getByRole("definition").textContent).toBe("850 €");
    expect(within(first!).queryByText("Balkon")).toBeNull();
  });

  it("puts the actions in a last, visually unlabelled column and in each card", () => {
    render(<DataTable caption="Einheiten" columns={columns()} rows={rows} rowKey={(r) => r.id} actions={(r) => <button type="button">{r.name} bearbeiten</button>} />);
    expect(within(table()).getAllByRole("columnheader").at(-1)!.textContent).toBe("Aktionen");
    expect(within(table()).getByRole("button", { name: "WE-02 bearbeiten" })).toBeTruthy();
    expect(within(cards()).getByRole("button", { name: "WE-02 bearbeiten" })).toBeTruthy();
  });

  it("opens a row on click; on phones the card is one named button", () => {
    const open = vi.fn();
    render(<DataTable caption="Einheiten" columns={columns()} rows={rows} rowKey={(r) => r.id} onRowClick={open} rowLabel={(r) => `${r.name} öffnen`} />);
    fireEvent.click(within(table()).getByText("WE-02"));
    expect(open).toHaveBeenLastCalledWith(rows[1]);
    fireEvent.click(within(cards()).getByRole("button", { name: "WE-01 öffnen" }));
    expect(open).toHaveBeenLastCalledWith(rows[0]);
  });

  it("names the card list separately when asked", () => {
    render(<DataTable caption="Mietverträge; zum Bearbeiten wählen" listLabel="Mietverträge" columns={columns()} rows={rows} rowKey={(r) => r.id} />);
    expect(screen.getByRole("table", { name: "Mietverträge; zum Bearbeiten wählen" })).toBeTruthy();
    expect(screen.getByRole("list", { name: "Mietverträge" })).toBeTruthy();
  });
});
