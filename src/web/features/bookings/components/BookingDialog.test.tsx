// @vitest-environment jsdom
import { useState } from "react";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "sonner";
import { cents } from "@/core/money";
import { resetClock, setToday } from "@/core/dates";
import type { Role } from "@/shared/api-types";
import type { BookingDto, ReceiptDto } from "@/shared/booking-types";
import { DATE_MESSAGES, messages } from "@/shared/messages";
import { selectWorkspace } from "@/web/lib/workspace";
import { installDomStubs, mockApi, newQueryClient, withQueryClient } from "@/web/lib/test-utils";
import { booking, BOOKING_ID, categories, line, PROPERTY_ID, UNIT_1, UNIT_2, UNIT_3 } from "@/web/features/bookings/test-fixtures";
import { BookingDialog, type BookingRef } from "./BookingDialog";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const me = (role: Role) => ({
  user: { id: "u", email: "a@b.de", name: "A" },
  profile: null,
  workspace: { id: "w", name: "W", role },
  workspaces: [{ id: "w", name: "W", role }],
});
const property = { id: PROPERTY_ID, version: 1, name: "Lindenstraße 5" };
const unit = (id: string, code: string) => ({ id, version: 1, propertyId: PROPERTY_ID, code });
const receipt: ReceiptDto = { id: "5e1f0a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b", fileName: "rechnung.pdf", mediaType: "application/pdf", sizeBytes: 20480, createdAt: "2031-03-05T10:00:00Z" };

function baseRoutes(role: Role = "editor") {
  return {
    "GET /me": { body: me(role) },
    "GET /booking-categories": { body: categories() },
    "GET /tenants/picker": { body: { items: [], hasMore: false } },
    "GET /properties": { body: { items: [property], total: 1, page: 1, pageSize: 100 } },
    [`GET /properties/${PROPERTY_ID}/units`]: { body: [unit(UNIT_1, "W01"), unit(UNIT_2, "W02"), unit(UNIT_3, "W03")] },
  };
}

function Harness({ bookingRef }: { bookingRef: BookingRef | null }) {
  const [open, setOpen] = useState(true);
  return <BookingDialog open={open} onOpenChange={setOpen} booking={bookingRef} prefill={{ propertyId: PROPERTY_ID }} />;
}
function renderDialog(bookingRef: BookingRef | null = null) {
  const client = newQueryClient();
  render(withQueryClient(<Harness bookingRef={bookingRef} />, client));
  return client;
}
/** What a booking write must mark stale besides the booking lists: a booking may be a rent payment. */
const rentRollKeysOf = [["rent-roll", "matrix", { page: 1 }], ["rent-roll", "open-items"], ["rent-roll", "account", "c1"]] as const;
const seedLedger = (client: ReturnType<typeof newQueryClient>) => {
  for (const key of [...rentRollKeysOf, ["bookings", "list", { page: 1 }]]) client.setQueryData(key, {});
};
const expectLedgerStale = (client: ReturnType<typeof newQueryClient>) => {
  for (const key of [...rentRollKeysOf, ["bookings", "list", { page: 1 }]]) expect(client.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
};
const refOf = (b: BookingDto): BookingRef => ({ id: b.id, number: b.number, locked: b.locked, reversed: b.reversalOfId !== null || b.reversedById !== null });

const dialog = () => screen.getByRole("dialog");
const field = (label: RegExp | string) => within(dialog()).getByLabelText<HTMLInputElement>(label);
const lineGroup = (n: number) => within(dialog()).getByRole("group", { name: `Zeile ${n}` });
const inLine = (n: number, label: string) => within(lineGroup(n)).getByLabelText<HTMLInputElement>(label);
const button = (name: string) => within(dialog()).getByRole("button", { name });

beforeEach(() => {
  installDomStubs();
  setToday("2031-03-05");
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => {
  cleanup();
  selectWorkspace(null);
  resetClock();
  vi.unstubAllGlobals();
});

async function ready() {
  await within(dialog()).findByRole("option", { name: "Erhaltungsaufwand" });
  await within(dialog()).findByRole("option", { name: "Lindenstraße 5" });
}

// Whole user paths through a big form: jsdom needs more than the default 5 s on a busy machine.
describe("BookingDialog", { timeout: 20_000 }, () => {
  it("a new expense: the amount is entered positive and sent negative, one line taking it whole", async () => {
    const api = mockApi({ ...baseRoutes(), "POST /bookings": { status: 201, body: booking() } });
    const user = userEvent.setup();
    const client = renderDialog();
    seedLedger(client);
    expect(screen.getByRole("dialog", { name: "Neue Buchung" })).toBeTruthy();
    await ready();
    expect(within(dialog()).getByRole("radio", { name: "Ausgabe" })).toHaveProperty("checked", true);
    expect((inLine(1, "Immobilie *") as unknown as HTMLSelectElement).value).toBe(PROPERTY_ID);
    expect(field("Belegnummer").placeholder).toBe("automatisch");

    await user.type(field("Betrag *"), "1.234,56");
    await user.type(field("Gegenpartei"), "Dachdecker Roth");
    await user.selectOptions(inLine(1, "Kategorie *"), `maintenance`);
    await user.selectOptions(inLine(1, "Verteilen auf"), "3");
    await user.click(button("Buchung speichern"));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.bookingCreated));
    expectLedgerStale(client);
    const post = api.calls.find((c) => c.method === "POST");
    expect(post?.body).toMatchObject({
      amountCents: -123456,
      paymentDate: "2031-03-05",
      documentDate: "2031-03-05",
      counterpartyName: "Dachdecker Roth",
      receiptIds: [],
      lines: [{ propertyId: PROPERTY_ID, unitId: null, category: "maintenance", spreadYears: 3, amountCents: -123456, betrkvType: null, allocable: false }],
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("dates are typed as TT.MM.JJJJ: the Belegdatum follows the Zahlungsdatum; unreadable text is refused, not saved", async () => {
    const api = mockApi({ ...baseRoutes(), "POST /bookings": { status: 201, body: booking() } });
    const user = userEvent.setup();
    renderDialog();
    await ready();
    expect(field("Zahlungsdatum *").value).toBe("05.03.2031");
    await user.type(field("Betrag *"), "300");
    await user.selectOptions(inLine(1, "Kategorie *"), "maintenance");
    await user.clear(field("Zahlungsdatum *"));
    await user.type(field("Zahlungsdatum *"), "01.03.2031");
    expect(field("Belegdatum").value).toBe("01.03.2031");
    await user.type(field("Fälligkeit"), "15.02.2031");
    await user.type(field("Leistungszeitraum von"), "1.1.31");
    await user.type(field("Leistungszeitraum bis"), "31.13.2031");
    await user.click(button("Buchung speichern"));
    expect(toast.error).toHaveBeenLastCalledWith(DATE_MESSAGES.invalid);
    expect(within(dialog()).getByText(DATE_MESSAGES.invalid)).toBeTruthy();
    expect(field("Leistungszeitraum bis").getAttribute("aria-invalid")).toBe("true");
    expect(api.calls.some((c) => c.method === "POST")).toBe(false);

    await user.clear(field("Leistungszeitraum bis"));
    await user.type(field("Leistungszeitraum bis"), "31.12.2031");
    await user.click(button("Buchung speichern"));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.bookingCreated));
    expect(api.calls.find((c) => c.method === "POST")?.body).toMatchObject({
      paymentDate: "2031-03-01",
      documentDate: "2031-03-01",
      dueDate: "2031-02-15",
      servicePeriodStart: "2031-01-01",
      servicePeriodEnd: "2031-12-31",
    });
  });

  it("an income is sent positive; a Betriebskosten line asks the BetrKV type and umlagefähig; the service period is for expenses only", async () => {
    const api = mockApi({ ...baseRoutes(), "POST /bookings": { status: 201, body: booking() } });
    const user = userEvent.setup();
    renderDialog();
    await ready();
    expect(field("Leistungszeitraum von")).toBeTruthy();
    await user.selectOptions(inLine(1, "Kategorie *"), "operating_costs");
    expect(within(lineGroup(1)).getByRole("checkbox", { name: "umlagefähig" }).getAttribute("aria-checked")).toBe("true");
    await user.selectOptions(inLine(1, "Betriebskostenart *"), "10");
    await user.click(within(lineGroup(1)).getByRole("checkbox", { name: "umlagefähig" }));

    await user.click(within(dialog()).getByRole("radio", { name: "Einnahme" }));
    expect(within(dialog()).queryByLabelText("Leistungszeitraum von")).toBeNull();
    await user.type(field("Betrag *"), "80");
    await user.click(button("Buchung speichern"));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.bookingCreated));
    expect(api.calls.find((c) => c.method === "POST")?.body).toMatchObject({
      amountCents: 8000,
      servicePeriodStart: null,
      lines: [{ category: "operating_costs", betrkvType: 10, allocable: false, amountCents: 8000 }],
    });
  });

  it("shows what is left to spread and refuses lines that do not add up", async () => {
    const api = mockApi(baseRoutes());
    const user = userEvent.setup();
    renderDialog();
    await ready();
    await user.type(field("Betrag *"), "100");
    expect(within(dialog()).getByTestId("line-remainder").textContent).toBe("");
    await user.selectOptions(inLine(1, "Kategorie *"), "maintenance");
    await user.type(inLine(1, "Betrag"), "60");
    expect(within(dialog()).getByTestId("line-remainder").textContent).toBe("Noch zu verteilen: 40,00\u00a0€");

    await user.click(button("Zeile hinzufügen"));
    await user.selectOptions(inLine(2, "Kategorie *"), "administration");
    await user.type(inLine(2, "Betrag"), "30");
    expect(within(dialog()).getByTestId("line-remainder").textContent).toBe("Noch zu verteilen: 10,00\u00a0€");

    await user.click(button("Buchung speichern"));
    const message = messages.linesDoNotAddUp("-90,00\u00a0€", "-100,00\u00a0€");
    expect(toast.error).toHaveBeenLastCalledWith(message);
    expect(within(dialog()).getByRole("alert").textContent).toBe(message);
    expect(api.calls.some((c) => c.method === "POST")).toBe(false);

    await user.clear(inLine(2, "Betrag"));
    await user.type(inLine(2, "Betrag"), "50");
    expect(within(dialog()).getByTestId("line-remainder").textContent).toBe("Noch zu verteilen: \u221210,00\u00a0€");
  });

  it("'Gleichmäßig aufteilen' gives 33,34 / 33,33 / 33,33; 'Auf alle Einheiten aufteilen' makes a line per unit", async () => {
    const api = mockApi({ ...baseRoutes(), "POST /bookings": { status: 201, body: booking() } });
    const user = userEvent.setup();
    renderDialog();
    await ready();
    await user.type(field("Betrag *"), "100");
    await user.click(button("Zeile hinzufügen"));
    await user.click(button("Zeile hinzufügen"));
    await user.click(button("Gleichmäßig aufteilen"));
    expect([1, 2, 3].map((n) => inLine(n, "Betrag").value)).toEqual(["33,34", "33,33", "33,33"]);
    expect(within(dialog()).getByTestId("line-remainder").textContent).toBe("");

    await user.click(button("Zeile 3 entfernen"));
    await user.click(button("Zeile 2 entfernen"));
    await user.clear(inLine(1, "Betrag"));
    await user.click(await within(dialog()).findByRole("button", { name: "Zeile 1 auf alle Einheiten aufteilen" }));
    expect([1, 2, 3].map((n) => (inLine(n, "Einheit") as unknown as HTMLSelectElement).value)).toEqual([UNIT_1, UNIT_2, UNIT_3]);
    expect([1, 2, 3].map((n) => inLine(n, "Betrag").value)).toEqual(["33,34", "33,33", "33,33"]);
    for (const n of [1, 2, 3]) await user.selectOptions(inLine(n, "Kategorie *"), "maintenance");

    await user.click(button("Buchung speichern"));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.bookingCreated));
    const lines = (api.calls.find((c) => c.method === "POST")?.body as { lines: Array<{ unitId: string; amountCents: number }> }).lines;
    expect(lines.map((l) => [l.unitId, l.amountCents])).toEqual([
      [UNIT_1, -3334],
      [UNIT_2, -3333],
      [UNIT_3, -3333],
    ]);
  });

  it("uploads a picked receipt at once, shows the server's message on 415 and sends the receipt ids", async () => {
    let uploads = 0;
    const api = mockApi({
      ...baseRoutes(),
      "POST /receipts": () =>
        ++uploads === 1
          ? { status: 415, body: { message: "Dieser Dateityp wird nicht unterstützt.", details: null, hint: null, code: "unsupported_media_type" } }
          : { status: 201, body: receipt },
      "POST /bookings": { status: 201, body: booking() },
    });
    // Working in another member's workspace: the preview, loaded by the browser itself, must name it.
    selectWorkspace("w-other");
    const user = userEvent.setup();
    renderDialog();
    await ready();
    const picker = field("Beleg hochladen");
    expect(picker.accept).toContain("application/pdf");
    await user.upload(picker, new File(["x"], "foto.gif", { type: "image/png" }));
    expect(await within(dialog()).findByText("Dieser Dateityp wird nicht unterstützt.")).toBeTruthy();
    expect(toast.error).toHaveBeenLastCalledWith("foto.gif: Dieser Dateityp wird nicht unterstützt.");

    await user.upload(picker, new File(["%PDF"], "rechnung.pdf", { type: "application/pdf" }));
    const link = await within(dialog()).findByRole("link", { name: /rechnung\.pdf/ });
    expect(link.getAttribute("href")).toBe(`/api/v1/receipts/${receipt.id}/file?workspace=w-other`);
    expect(link.getAttribute("target")).toBe("_blank");

    await user.type(field("Betrag *"), "10");
    await user.selectOptions(inLine(1, "Kategorie *"), "maintenance");
    await user.click(button("Buchung speichern"));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.bookingCreated));
    expect(api.calls.find((c) => c.method === "POST" && c.path === "/bookings")?.body).toMatchObject({ receiptIds: [receipt.id] });
  });

  it("removing an attached receipt waits for the save; removing a pending one deletes it at once", async () => {
    const pending: ReceiptDto = { ...receipt, id: "6f2a1b3c-4d5e-4f6a-8b7c-9d0e1f2a3b4c", fileName: "foto.png" };
    const api = mockApi({
      ...baseRoutes(),
      [`GET /bookings/${BOOKING_ID}`]: { body: booking({ receipts: [receipt] }) },
      "POST /receipts": { status: 201, body: pending },
      [`DELETE /receipts/${pending.id}`]: { status: 204 },
      [`DELETE /receipts/${receipt.id}`]: { status: 204 },
      [`PATCH /bookings/${BOOKING_ID}`]: { body: booking() },
    });
    const user = userEvent.setup();
    const client = renderDialog(refOf(booking()));
    seedLedger(client);
    await ready();
    await user.upload(field("Beleg hochladen"), new File(["x"], "foto.png", { type: "image/png" }));
    await user.click(await within(dialog()).findByRole("button", { name: "Beleg foto.png entfernen" }));
    await waitFor(() => expect(api.calls.some((c) => c.method === "DELETE" && c.path === `/receipts/${pending.id}`)).toBe(true));

    await user.click(await within(dialog()).findByRole("button", { name: "Beleg rechnung.pdf entfernen" }));
    expect(within(dialog()).queryByRole("link", { name: /rechnung\.pdf/ })).toBeNull();
    expect(api.calls.some((c) => c.method === "DELETE" && c.path === `/receipts/${receipt.id}`)).toBe(false);
    await user.click(button("Aktualisieren"));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.bookingUpdated));
    expectLedgerStale(client);
    const writes = api.calls.filter((c) => c.method !== "GET").map((c) => `${c.method} ${c.path}`);
    expect(writes.slice(-2)).toEqual([`PATCH /bookings/${BOOKING_ID}`, `DELETE /receipts/${receipt.id}`]);
    expect(api.calls.find((c) => c.method === "PATCH")?.body).toMatchObject({ receiptIds: [] });
  });

  it("a stored line shows its unit once the property's units have loaded", async () => {
    const stored = booking({ lines: [line({ unitId: UNIT_2, amountCents: cents(-12000) })] });
    mockApi({ ...baseRoutes(), [`GET /bookings/${BOOKING_ID}`]: { body: stored } });
    renderDialog(refOf(stored));
    await ready();
    await within(lineGroup(1)).findByRole("option", { name: "W02" });
    await waitFor(() => expect(inLine(1, "Einheit").value).toBe(UNIT_2));
  });

  it("a 409 stale answer reloads the booking into the form; the next save carries the new version", async () => {
    const stored = booking();
    const fresh = booking({ version: 3, amountCents: cents(-15000), lines: [line({ amountCents: cents(-15000) })] });
    let gets = 0;
    let patches = 0;
    const api = mockApi({
      ...baseRoutes(),
      [`GET /bookings/${BOOKING_ID}`]: () => ({ body: ++gets === 1 ? stored : fresh }),
      [`PATCH /bookings/${BOOKING_ID}`]: () =>
        ++patches === 1 ? { status: 409, body: { message: messages.staleRecord, details: null, hint: null, code: "stale" } } : { body: fresh },
    });
    const user = userEvent.setup();
    renderDialog(refOf(stored));
    expect(await screen.findByRole("dialog", { name: "Buchung 2031-0007 bearbeiten" })).toBeTruthy();
    await waitFor(() => expect(field("Betrag *").value).toBe("120,00"));
    await ready();
    await user.click(button("Aktualisieren"));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(messages.staleRecord));
    await waitFor(() => expect(field("Betrag *").value).toBe("150,00"));

    await user.click(button("Aktualisieren"));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.bookingUpdated));
    const sent = api.calls.filter((c) => c.method === "PATCH").map((c) => (c.body as { version: number; amountCents: number }));
    expect(sent.map((b) => [b.version, b.amountCents])).toEqual([
      [2, -12000],
      [3, -15000],
    ]);
  });

  it("the server's field issues land on their fields", async () => {
    mockApi({
      ...baseRoutes(),
      "POST /bookings": {
        status: 400,
        body: { message: messages.invalidInput, details: { fields: [{ field: "lines.0.unitId", message: messages.unitNotInProperty }] }, hint: null, code: "bad_request" },
      },
    });
    const user = userEvent.setup();
    renderDialog();
    await ready();
    await user.type(field("Betrag *"), "10");
    await user.selectOptions(inLine(1, "Kategorie *"), "maintenance");
    await user.click(button("Buchung speichern"));
    expect(await within(lineGroup(1)).findByText(messages.unitNotInProperty)).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith(messages.invalidInput);
  });

  it("a booking in a closed year is read-only with the hint and 'Stornieren', which asks the date", async () => {
    const locked = booking({ locked: true, paymentDate: "2029-12-30" });
    const api = mockApi({ ...baseRoutes(), [`GET /bookings/${BOOKING_ID}`]: { body: locked }, [`POST /bookings/${BOOKING_ID}/reverse`]: { status: 201, body: booking({ id: "r1" }) } });
    const user = userEvent.setup();
    const client = renderDialog(refOf(locked));
    seedLedger(client);
    expect(await screen.findByRole("dialog", { name: "Buchung 2031-0007" })).toBeTruthy();
    expect(await within(dialog()).findByText(messages.yearClosed(2029))).toBeTruthy();
    expect(field("Betrag *").matches(":disabled")).toBe(true);
    expect(within(dialog()).queryByRole("button", { name: "Aktualisieren" })).toBeNull();
    expect(within(dialog()).queryByRole("button", { name: "Löschen" })).toBeNull();

    await user.click(button("Stornieren"));
    const reverse = screen.getByRole("dialog", { name: "Buchung 2031-0007 stornieren" });
    const reverseDate = within(reverse).getByLabelText<HTMLInputElement>("Datum der Gegenbuchung *");
    expect(reverseDate.value).toBe("05.03.2031");
    expect(within(reverse).getByLabelText<HTMLInputElement>("Buchungstext").value).toBe(messages.reversalText(locked.number, locked.text));
    // Unreadable text is refused with the date message and not sent.
    await user.clear(reverseDate);
    await user.type(reverseDate, "31.04.2031");
    await user.click(within(reverse).getByRole("button", { name: "Stornieren" }));
    expect(toast.error).toHaveBeenLastCalledWith(DATE_MESSAGES.invalid);
    expect(within(reverse).getByText(DATE_MESSAGES.invalid)).toBeTruthy();
    expect(api.calls.some((c) => c.method === "POST")).toBe(false);
    await user.clear(reverseDate);
    await user.type(reverseDate, "6.3.31");
    await user.click(within(reverse).getByRole("button", { name: "Stornieren" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.bookingReversed));
    expectLedgerStale(client);
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({ paymentDate: "2031-03-06", text: messages.reversalText(locked.number, locked.text) });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it.each([
    ["a reversed booking", { reversedById: "r1" }, messages.reversedNotEditable, false],
    ["a counter-booking (Storno)", { reversalOfId: "o1" }, messages.reversalNotEditable, true],
  ] as const)("%s in an open year is read-only and says why; only a counter-booking may be deleted", async (_, over, why, deletable) => {
    const pair = booking(over);
    mockApi({ ...baseRoutes(), [`GET /bookings/${BOOKING_ID}`]: { body: pair } });
    renderDialog(refOf(pair));
    expect(await screen.findByRole("dialog", { name: "Buchung 2031-0007" })).toBeTruthy();
    expect((await within(dialog()).findByRole("note")).textContent).toBe(why);
    await waitFor(() => expect(field("Betrag *").value).toBe("120,00"));
    expect(field("Betrag *").matches(":disabled")).toBe(true);
    for (const name of ["Aktualisieren", "Stornieren", "Zeile hinzufügen"]) expect(within(dialog()).queryByRole("button", { name })).toBeNull();
    expect(within(dialog()).queryByRole("button", { name: "Löschen" }) !== null).toBe(deletable);
  });

  it("a viewer sees the booking without any write button", async () => {
    mockApi({ ...baseRoutes("viewer"), [`GET /bookings/${BOOKING_ID}`]: { body: booking({ receipts: [receipt] }) } });
    renderDialog(refOf(booking()));
    await waitFor(() => expect(screen.getByRole("dialog", { name: "Buchung 2031-0007" })).toBeTruthy());
    await waitFor(() => expect(field("Betrag *").value).toBe("120,00"));
    expect(field("Betrag *").matches(":disabled")).toBe(true);
    for (const name of ["Aktualisieren", "Löschen", "Stornieren", "Zeile hinzufügen", "Beleg hinzufügen"]) expect(within(dialog()).queryByRole("button", { name })).toBeNull();
    expect(within(dialog()).getByRole("link", { name: /rechnung\.pdf/ })).toBeTruthy();
  });

  it("deletes an open-year booking after 'löschen' is typed", async () => {
    const api = mockApi({ ...baseRoutes(), [`GET /bookings/${BOOKING_ID}`]: { body: booking() }, [`DELETE /bookings/${BOOKING_ID}`]: { status: 204 } });
    const user = userEvent.setup();
    const client = renderDialog(refOf(booking()));
    seedLedger(client);
    await user.click(await within(dialog()).findByRole("button", { name: "Löschen" }));
    const confirm = screen.getByRole("alertdialog", { name: "Buchung löschen?" });
    await user.type(within(confirm).getByLabelText(/Zur Bestätigung/), "löschen");
    await user.click(within(confirm).getByRole("button", { name: "Endgültig löschen" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.bookingDeleted));
    expectLedgerStale(client);
    expect(api.calls.some((c) => c.method === "DELETE" && c.path === `/bookings/${BOOKING_ID}`)).toBe(true);
  });
});
