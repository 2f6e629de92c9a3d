// @vitest-environment jsdom
import { useState } from "react";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "sonner";
import { cents } from "@/core/money";
import type { ContractDto, RoomDto, TenantDto } from "@/shared/portfolio-types";
import { messages } from "@/shared/messages";
import { DATE_MESSAGES, resetClock, setToday } from "@/core/dates";
import { installDomStubs, mockApi, newQueryClient, withQueryClient } from "@/web/lib/test-utils";
import { contract, TENANT_ID } from "@/web/features/contracts/test-fixtures";
import { RentalContractDialog } from "./RentalContractDialog";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const NEW_TENANT_ID = "4a1e9c3b-5d2f-4e8a-9b7c-1f0e2d3c4b55";
const ROOM_FREE = "0b9e3f58-1d6c-4c1b-8a57-6e2d9f4c3b22";
const ROOM_RENTED = "9c8b7a65-4d3e-4f21-8a9b-0c1d2e3f4a66";

const tenant = (id: string, firstName: string, lastName: string, email: string | null): TenantDto => ({
  id,
  version: 1,
  firstName,
  lastName,
  email,
  phone: null,
  label: email ? `${firstName} ${lastName} (${email})` : `${firstName} ${lastName}`,
});
const tenants = [tenant(TENANT_ID, "Mia", "Berg", "mia@beispiel.de")];
const page = (items: TenantDto[]) => ({ items, hasMore: false });
const rooms: RoomDto[] = [
  { id: ROOM_FREE, version: 1, unitId: "u1", code: "Z1", sizeSqm: 14, isRented: false },
  { id: ROOM_RENTED, version: 1, unitId: "u1", code: "Z2", sizeSqm: 12.5, isRented: true },
];

/** Opens and closes the dialog like the unit page does; the contract prop is set by each test. */
function Harness(props: { contract?: ContractDto | null; isWGUnit?: boolean; preselectedRoomId?: string | null; startOpen?: boolean }) {
  const [open, setOpen] = useState(props.startOpen ?? true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Öffnen
      </button>
      <RentalContractDialog
        open={open}
        onOpenChange={setOpen}
        unitId="u1"
        unitCode="W01"
        isWGUnit={props.isWGUnit ?? false}
        existingContract={props.contract ?? null}
        preselectedRoomId={props.preselectedRoomId ?? null}
      />
    </>
  );
}

const client = { current: newQueryClient() };
const renderDialog = (props: Parameters<typeof Harness>[0] = {}) => {
  client.current = newQueryClient();
  const result = render(withQueryClient(<Harness {...props} />, client.current));
  return { ...result, rerenderWith: (next: Parameters<typeof Harness>[0]) => result.rerender(withQueryClient(<Harness {...next} />, client.current)) };
};

const dialog = () => screen.getByRole("dialog");
const field = (label: RegExp | string) => within(dialog()).getByLabelText<HTMLInputElement>(label);
const statusSelect = () => field("Vertragsstatus") as unknown as HTMLSelectElement;
const endDate = () => field(/^Enddatum/);
const limited = () => within(dialog()).getByRole("checkbox", { name: "Befristeter Vertrag" });
const tenantBox = () => within(dialog()).getByRole("combobox", { name: "Mieter *" });
/** Waits until the tenant select shows `label` (the picker's page has arrived). */
const tenantShown = (label: string) => waitFor(() => expect(tenantBox().textContent).toBe(label));
async function chooseTenant(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(tenantBox());
  await user.click(await screen.findByRole("option", { name: label }));
}

beforeEach(() => {
  installDomStubs();
  setToday("2031-03-05");
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => {
  cleanup();
  resetClock();
  vi.unstubAllGlobals();
});

describe("RentalContractDialog", () => {
  it("titles 'Mietvertrag bearbeiten' with the unit code and shows a stored 'expired' as terminated", async () => {
    mockApi({ "GET /tenants/picker": { body: page(tenants) } });
    renderDialog({ contract: contract({ status: "expired", isLimitedTerm: true, endDate: "2031-01-31" }) });
    expect(screen.getByRole("dialog", { name: "Mietvertrag bearbeiten – W01" })).toBeTruthy();
    expect(statusSelect().value).toBe("terminated");
    expect(within(statusSelect()).getByRole("option", { selected: true }).textContent).toBe("Beendet");
    expect(endDate().disabled).toBe(false);
    expect(within(dialog()).getByRole("button", { name: "Aktualisieren" })).toBeTruthy();
    expect(within(dialog()).getByRole("button", { name: "Löschen" })).toBeTruthy();
    await tenantShown("Mia Berg (mia@beispiel.de)");
  });

  it("says that the amounts are the rent at the start once the rent has changed, and names the current rent", async () => {
    mockApi({ "GET /tenants/picker": { body: page(tenants) } });
    renderDialog({ contract: contract() });
    expect(screen.queryByTestId("initial-rent-hint")).toBeNull();
    cleanup();
    renderDialog({ contract: contract({ currentColdRentCents: cents(90000), currentServiceChargeCents: cents(16000) }) });
    expect(screen.getByTestId("initial-rent-hint").textContent?.replace(/\u00a0/g, " ")).toBe(
      "Hier steht die Miete ab Vertragsbeginn. Seit der letzten Mietänderung gelten 900,00 € Kaltmiete und 160,00 € Nebenkosten; Mietänderungen pflegst Du im Mieterkonto.",
    );
  });

  it("keeps its footer in one row with a justify that no merged class overrides (issue 11)", async () => {
    mockApi({ "GET /tenants/picker": { body: page(tenants) } });
    renderDialog({ contract: contract() });
    const remove = within(dialog()).getByRole("button", { name: "Löschen" });
    const footer = remove.parentElement!;
    const classes = footer.className.split(/\s+/);
    // Stacked (flex-col…) took three button rows on a phone; two justify-* utilities fight (cn does not merge).
    expect(classes.filter((c) => /(^|:)flex-col/.test(c))).toEqual([]);
    expect(classes.filter((c) => /(^|:)justify-/.test(c)).length).toBeLessThanOrEqual(1);
    expect(within(footer).getAllByRole("button").map((b) => b.textContent?.trim())).toEqual(["Löschen", "Abbrechen", "Aktualisieren"]);
    await tenantShown("Mia Berg (mia@beispiel.de)");
  });

  it("choosing terminated with no end date fills the end date with today", async () => {
    mockApi({ "GET /tenants/picker": { body: page(tenants) } });
    const user = userEvent.setup();
    renderDialog({ contract: contract() });
    expect(endDate().value).toBe("");
    expect(endDate().disabled).toBe(true);
    await user.selectOptions(statusSelect(), "terminated");
    expect(endDate().value).toBe("05.03.2031");
    expect(endDate().disabled).toBe(false);
    expect(within(dialog()).getByText("Enddatum *")).toBeTruthy();
  });

  it("unchecking the limited-term box clears the end date unless the status is terminated", async () => {
    mockApi({ "GET /tenants/picker": { body: page(tenants) } });
    const user = userEvent.setup();
    const view = renderDialog({ contract: contract({ isLimitedTerm: true, endDate: "2032-01-31" }) });
    expect(endDate().value).toBe("31.01.2032");
    await user.click(limited());
    expect(endDate().value).toBe("");
    expect(endDate().disabled).toBe(true);

    await user.click(within(dialog()).getByRole("button", { name: "Abbrechen" }));
    view.rerenderWith({ contract: contract({ status: "terminated", isLimitedTerm: true, endDate: "2031-06-30" }) });
    await user.click(screen.getByRole("button", { name: "Öffnen" }));
    await user.click(limited());
    expect(limited().getAttribute("aria-checked")).toBe("false");
    expect(endDate().value).toBe("30.06.2031");
    expect(endDate().disabled).toBe(false);
  });

  it("loads the existing contract once per opening and resets the form on close", async () => {
    mockApi({ "GET /tenants/picker": { body: page(tenants) } });
    const user = userEvent.setup();
    const view = renderDialog({ contract: contract({ coldRentCents: cents(85000) }) });
    expect(field("Kaltmiete *").value).toBe("850,00");

    // A refetch hands in a newer object while the dialog is open: the user's form is kept.
    await user.clear(field("Kaltmiete *"));
    await user.type(field("Kaltmiete *"), "999");
    view.rerenderWith({ contract: contract({ coldRentCents: cents(90000), version: 4 }) });
    expect(field("Kaltmiete *").value).toBe("999");

    await user.click(within(dialog()).getByRole("button", { name: "Abbrechen" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Öffnen" }));
    expect(field("Kaltmiete *").value).toBe("900,00");
  });

  it("a new contract for a WG room: title, rooms (rented ones disabled), live warm rent, payload sent as active", async () => {
    const api = mockApi({
      "GET /tenants/picker": { body: page(tenants) },
      "GET /units/u1/rooms": { body: rooms },
      "POST /units/u1/contracts": { status: 201, body: contract({ roomId: ROOM_FREE }) },
    });
    const user = userEvent.setup();
    renderDialog({ isWGUnit: true, preselectedRoomId: ROOM_FREE });
    expect(screen.getByRole("dialog", { name: "Neuer Mietvertrag – W01" })).toBeTruthy();
    expect(within(dialog()).queryByRole("button", { name: "Löschen" })).toBeNull();
    expect(statusSelect().disabled).toBe(true);

    const rented = await screen.findByRole<HTMLOptionElement>("option", { name: /Z2.*vermietet/ });
    expect(rented.disabled).toBe(true);
    expect((field("Zimmer *") as unknown as HTMLSelectElement).value).toBe(ROOM_FREE);

    await chooseTenant(user, "Mia Berg (mia@beispiel.de)");
    await user.type(field("Kaltmiete *"), "450,5");
    await user.type(field("Nebenkosten"), "80");
    expect(within(dialog()).getByTestId("warm-rent").textContent).toBe("530,50\u00a0€");
    // SPEC "minimum 0, step 0.01": German text inputs; the schema refuses negatives and fractions of a cent.
    expect(field("Kaltmiete *").inputMode).toBe("decimal");
    await user.type(field("Kaution"), "-5");
    await user.click(within(dialog()).getByRole("button", { name: "Erstellen" }));
    expect(toast.error).toHaveBeenLastCalledWith("Kaution: Der Betrag darf nicht negativ sein");
    expect(within(dialog()).getByText("Kaution: Der Betrag darf nicht negativ sein")).toBeTruthy();
    await user.clear(field("Kaution"));
    await user.type(field("Kaution"), "0,005");
    await user.click(within(dialog()).getByRole("button", { name: "Erstellen" }));
    expect(toast.error).toHaveBeenLastCalledWith("Kaution: Bitte höchstens zwei Nachkommastellen angeben");
    expect(api.calls.some((c) => c.method === "POST")).toBe(false);
    await user.clear(field("Kaution"));

    await user.click(within(dialog()).getByRole("button", { name: "Erstellen" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.contractCreated));
    const post = api.calls.find((c) => c.method === "POST");
    expect(post?.body).toEqual({
      tenantId: TENANT_ID,
      startDate: "2031-03-05",
      endDate: null,
      isLimitedTerm: false,
      coldRentCents: cents(45050),
      serviceChargeCents: 8000,
      depositCents: null,
      status: "active",
      roomId: ROOM_FREE,
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("toasts the validation messages in order and sends nothing", async () => {
    const api = mockApi({ "GET /tenants/picker": { body: page(tenants) }, "GET /units/u1/rooms": { body: rooms } });
    const user = userEvent.setup();
    renderDialog({ isWGUnit: true });
    await tenantShown("Mieter auswählen …");
    const submit = () => user.click(within(dialog()).getByRole("button", { name: "Erstellen" }));

    await submit();
    expect(toast.error).toHaveBeenLastCalledWith(messages.selectTenant);
    await chooseTenant(user, "Mia Berg (mia@beispiel.de)");
    await submit();
    expect(toast.error).toHaveBeenLastCalledWith(messages.selectRoom);
    await user.selectOptions(field("Zimmer *"), ROOM_FREE);
    await user.clear(field("Startdatum *"));
    await submit();
    expect(toast.error).toHaveBeenLastCalledWith(messages.startDateRequired);
    await user.type(field("Startdatum *"), "31.04.2031");
    await submit();
    expect(toast.error).toHaveBeenLastCalledWith(`Startdatum: ${DATE_MESSAGES.invalid}`);
    await user.clear(field("Startdatum *"));
    await user.type(field("Startdatum *"), "1.4.31");
    await submit();
    expect(toast.error).toHaveBeenLastCalledWith(messages.coldRentRequired);
    expect(api.calls.some((c) => c.method !== "GET")).toBe(false);
  });

  it("creates a tenant in the nested dialog, reloads the list and selects the new tenant", async () => {
    const created = tenant(NEW_TENANT_ID, "Jonas", "Weber", null);
    let list = tenants;
    const api = mockApi({
      "GET /tenants/picker": () => ({ body: page(list) }),
      "POST /tenants": () => {
        list = [...tenants, created];
        return { status: 201, body: created };
      },
    });
    const user = userEvent.setup();
    renderDialog({});
    await tenantShown("Mieter auswählen …");
    await user.click(within(dialog()).getByRole("button", { name: "Neuer Mieter" }));
    const nested = screen.getByRole("dialog", { name: "Neuer Mieter" });

    await user.click(within(nested).getByRole("button", { name: "Mieter anlegen" }));
    expect(toast.error).toHaveBeenLastCalledWith(messages.namesRequired);
    await user.type(within(nested).getByLabelText("Vorname *"), "Jonas");
    await user.type(within(nested).getByLabelText("Nachname *"), "Weber");
    await user.type(within(nested).getByLabelText("E-Mail"), "kein-at");
    await user.click(within(nested).getByRole("button", { name: "Mieter anlegen" }));
    expect(toast.error).toHaveBeenLastCalledWith(messages.invalidEmail);
    await user.clear(within(nested).getByLabelText("E-Mail"));
    await user.click(within(nested).getByRole("button", { name: "Mieter anlegen" }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.tenantCreated));
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({ firstName: "Jonas", lastName: "Weber", email: null, phone: null });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Neuer Mieter" })).toBeNull());
    // The outer dialog stays open, with the new tenant selected: named at once, without reading it again.
    await tenantShown("Jonas Weber");
    await waitFor(() => expect(api.calls.filter((c) => c.path.startsWith("/tenants/picker")).length).toBeGreaterThanOrEqual(2));
    expect(api.calls.some((c) => c.path === `/tenants/${NEW_TENANT_ID}`)).toBe(false);
    await user.click(tenantBox());
    expect((await screen.findByRole("option", { name: "Jonas Weber" })).getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog", { name: "Neuer Mietvertrag – W01" })).toBeTruthy();
  });

  it("a 409 stale answer toasts the server message and reloads the record into the form", async () => {
    const fresh = contract({ version: 4, coldRentCents: cents(91000) });
    let patches = 0;
    const api = mockApi({
      "GET /tenants/picker": { body: page(tenants) },
      "PATCH /contracts/c1": () =>
        ++patches === 1
          ? { status: 409, body: { message: messages.staleRecord, details: null, hint: null, code: "stale" } }
          : { body: fresh },
      "GET /contracts/c1": { body: fresh },
    });
    const user = userEvent.setup();
    renderDialog({ contract: contract() });
    await tenantShown("Mia Berg (mia@beispiel.de)");
    await user.click(within(dialog()).getByRole("button", { name: "Aktualisieren" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(messages.staleRecord));
    await waitFor(() => expect(field("Kaltmiete *").value).toBe("910,00"));
    expect(dialog()).toBeTruthy();

    // The next save carries the reloaded version.
    await user.click(within(dialog()).getByRole("button", { name: "Aktualisieren" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.contractUpdated));
    const sent = api.calls.filter((c) => c.method === "PATCH").map((c) => (c.body as { version: number }).version);
    expect(sent).toEqual([3, 4]);
  });

  it("an error answer without a message shows each action's own fallback (SPEC §8, issue 11 item 14)", async () => {
    // A proxy's page or a crash: status 500, no JSON message.
    mockApi({ "GET /tenants/picker": { status: 500, body: null }, "GET /units/u1/rooms": { status: 502, body: null } });
    renderDialog({ isWGUnit: true });
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Fehler beim Laden der Mieter"));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Fehler beim Laden der Zimmer"));
    cleanup();

    vi.mocked(toast.error).mockClear();
    mockApi({ "GET /tenants/picker": { body: page(tenants) }, "PATCH /contracts/c1": { status: 500, body: null }, "DELETE /contracts/c1": { status: 500, body: null } });
    const user = userEvent.setup();
    renderDialog({ contract: contract() });
    await tenantShown("Mia Berg (mia@beispiel.de)");
    await user.click(within(dialog()).getByRole("button", { name: "Aktualisieren" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Fehler beim Speichern des Mietvertrags"));
    await user.click(within(dialog()).getByRole("button", { name: "Löschen" }));
    const confirm = screen.getByRole("alertdialog", { name: "Mietvertrag löschen?" });
    await user.type(within(confirm).getByLabelText(/Zur Bestätigung/), "löschen");
    await user.click(within(confirm).getByRole("button", { name: "Endgültig löschen" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Fehler beim Löschen des Mietvertrags"));
  });

  it("deletes only after 'löschen' is typed", async () => {
    const api = mockApi({ "GET /tenants/picker": { body: page(tenants) }, "DELETE /contracts/c1": { status: 204 } });
    const user = userEvent.setup();
    renderDialog({ contract: contract() });
    await user.click(within(dialog()).getByRole("button", { name: "Löschen" }));
    const confirm = screen.getByRole("alertdialog", { name: "Mietvertrag löschen?" });
    await user.type(within(confirm).getByLabelText(/Zur Bestätigung/), "loeschen");
    await user.click(within(confirm).getByRole("button", { name: "Endgültig löschen" }));
    expect(within(confirm).getByRole("alert").textContent).toBe(messages.confirmDelete);
    expect(api.calls.some((c) => c.method === "DELETE")).toBe(false);

    await user.clear(within(confirm).getByLabelText(/Zur Bestätigung/));
    await user.type(within(confirm).getByLabelText(/Zur Bestätigung/), "löschen");
    await user.click(within(confirm).getByRole("button", { name: "Endgültig löschen" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.contractDeleted));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.calls.some((c) => c.method === "DELETE" && c.path === "/contracts/c1")).toBe(true);
  });
});
