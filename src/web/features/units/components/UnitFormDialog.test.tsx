// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "sonner";
import { DATE_MESSAGES, messages } from "@/shared/messages";
import { MoneyInput } from "@/web/components/ui/money-input";
import { installDomStubs, mockApi, withQueryClient } from "@/web/lib/test-utils";
import { UnitFormDialog } from "./UnitFormDialog";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const unitDto = { id: "u9", version: 1, propertyId: "p1", code: "WE-02", unitNumber: null, sizeSqm: 72.5, type: "apartment", usage: "rented", furnishing: "unfurnished", hasBalcony: true, hasParking: false, purchasePriceCents: null, purchaseDate: null };

const openForm = () => render(withQueryClient(<UnitFormDialog open onOpenChange={vi.fn()} propertyId="p1" />));
const dialog = () => screen.getByRole("dialog", { name: "Einheit hinzufügen" });
const input = (label: string | RegExp) => within(dialog()).getByLabelText<HTMLInputElement>(label);

beforeEach(() => {
  installDomStubs();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("MoneyInput (SPEC §5)", () => {
  it("strips every character except digits, comma, period and minus while typing", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <label htmlFor="amount">Betrag</label>
        <MoneyInput id="amount" onChange={(e) => onChange(e.target.value)} />
      </>,
    );
    const field = screen.getByLabelText<HTMLInputElement>("Betrag");
    await user.type(field, "EUR 1.234,56 €x");
    expect(field.value).toBe("1.234,56");
    expect(onChange).toHaveBeenLastCalledWith("1.234,56");
    fireEvent.change(field, { target: { value: "-12a,3b0" } });
    expect(field.value).toBe("-12,30");
    expect(field.inputMode).toBe("decimal");
  });
});

describe("UnitFormDialog", () => {
  it("shows a duplicate code in red 500 ms after typing and refuses to save it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({ "GET /properties/p1/units/check-code": { body: { exists: true } } });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    openForm();
    await user.type(input("Einheitscode *"), "we-01");
    expect(api.calls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(500));
    const status = await within(dialog()).findByText('Code "we-01" existiert bereits');
    expect(status.className).toContain("text-destructive");
    expect(input("Einheitscode *").getAttribute("aria-invalid")).toBe("true");

    await user.click(within(dialog()).getByRole("button", { name: "Einheit anlegen" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Code "we-01" existiert bereits'));
    expect(api.calls.filter((c) => c.method === "POST")).toHaveLength(0);
    expect(dialog()).toBeTruthy();
  });

  it("marks a free code green", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ "GET /properties/p1/units/check-code": { body: { exists: false } } });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    openForm();
    await user.type(input("Einheitscode *"), "WE-05");
    await act(() => vi.advanceTimersByTimeAsync(500));
    const status = await within(dialog()).findByText("Code ist verfügbar");
    expect(status.className).toContain("text-success");
  });

  it("makes tenant name and cold rent required once any rental field is filled, and shows the hint", async () => {
    const api = mockApi({ "GET /properties/p1/units/check-code": { body: { exists: false } } });
    const user = userEvent.setup();
    openForm();
    expect(within(dialog()).getByText(messages.rentalHint)).toBeTruthy();
    expect(within(dialog()).getByLabelText("Mietername")).toBeTruthy();
    await user.type(input("Einheitscode *"), "WE-07");
    await user.type(input("Nebenkosten"), "120");
    expect(within(dialog()).getByLabelText("Mietername *")).toBeTruthy();
    expect(within(dialog()).getByLabelText("Kaltmiete *")).toBeTruthy();
    await user.click(within(dialog()).getByRole("button", { name: "Einheit anlegen" }));
    expect(await within(dialog()).findByText("Mietername ist erforderlich")).toBeTruthy();
    expect(within(dialog()).getByText(messages.coldRentRequired)).toBeTruthy();
    expect(api.calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("sends German money as cents, with the rental section so the server creates tenant and contract", async () => {
    const api = mockApi({
      "GET /properties/p1/units/check-code": { body: { exists: false } },
      "POST /properties/p1/units": { status: 201, body: unitDto },
    });
    const user = userEvent.setup();
    openForm();
    await user.type(input("Einheitscode *"), " WE-02 ");
    await user.type(input("Wohnfläche (m²)"), "72,5");
    await user.click(within(dialog()).getByRole("checkbox", { name: "Hat Balkon" }));
    await user.click(within(dialog()).getByRole("button", { name: /Kaufangaben/ }));
    await user.type(input("Kaufpreis"), "249.000,00 €");
    expect(input("Kaufpreis").value).toBe("249.000,00");
    // Dates are German text in every browser language (issue 10), short forms included.
    await user.type(input("Kaufdatum"), "15.6.98");
    await user.type(input("Mietername"), "Erika Muster");
    await user.type(input(/^Kaltmiete/), "850,50");
    await user.type(input("Nebenkosten"), "1.200");
    await user.type(input("Mietbeginn"), "1.4.26");
    await user.click(within(dialog()).getByRole("button", { name: "Einheit anlegen" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Einheit angelegt – Mieter und Mietvertrag wurden erstellt"));
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({
      code: "WE-02",
      unitNumber: null,
      sizeSqm: 72.5,
      type: "apartment",
      usage: "vacant",
      furnishing: "unfurnished",
      hasBalcony: true,
      hasParking: false,
      purchasePriceCents: 24_900_000,
      purchaseDate: "1998-06-15",
      rental: { tenantName: "Erika Muster", coldRentCents: 85_050, serviceChargeCents: 120_000, depositCents: null, startDate: "2026-04-01" },
    });
    expect(input("Kaufdatum").value).toBe("15.06.1998");
  });

  it("refuses a date it cannot read at its field, in German, and sends nothing", async () => {
    const api = mockApi({ "GET /properties/p1/units/check-code": { body: { exists: false } } });
    const user = userEvent.setup();
    openForm();
    await user.type(input("Einheitscode *"), "WE-02");
    await user.type(input("Mietername"), "Erika Muster");
    await user.type(input(/^Kaltmiete/), "850");
    await user.type(input("Mietbeginn"), "04/01/2026");
    await user.click(within(dialog()).getByRole("button", { name: "Einheit anlegen" }));
    await waitFor(() => expect(input("Mietbeginn").getAttribute("aria-invalid")).toBe("true"));
    expect(within(dialog()).getByRole("alert").textContent).toBe(DATE_MESSAGES.invalid);
    expect(input("Mietbeginn").getAttribute("aria-describedby")).toBe("unit-rental-start-error");
    expect(api.calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("puts the server's 409 for a duplicate code at the code field", async () => {
    const duplicate = messages.duplicateCode("WE-03");
    mockApi({
      "GET /properties/p1/units/check-code": { body: { exists: false } },
      "POST /properties/p1/units": { status: 409, body: { message: duplicate, details: null, hint: null, code: "conflict" } },
    });
    const user = userEvent.setup();
    openForm();
    await user.type(input("Einheitscode *"), "WE-03");
    await user.click(within(dialog()).getByRole("button", { name: "Einheit anlegen" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(duplicate));
    expect(within(dialog()).getByText(duplicate).className).toContain("text-destructive");
  });
});
