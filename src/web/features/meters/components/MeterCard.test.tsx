// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "sonner";
import { resetClock, setToday } from "@/core/dates";
import type { MeterDto } from "@/shared/meter-types";
import { messages } from "@/shared/messages";
import { installDomStubs, mockApi, newQueryClient, withQueryClient } from "@/web/lib/test-utils";
import { MeterCard } from "./MeterCard";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const UNIT = "u1";
const meter: MeterDto = {
  id: "m1",
  version: 3,
  propertyId: "p1",
  unitId: UNIT,
  kind: "cold_water",
  serialNumber: "KW-1",
  installedOn: "2024-01-15",
  removedOn: null,
  replacesMeterId: null,
  replacedByMeterId: null,
  note: "Bad",
  readings: [
    { id: "r1", version: 1, meterId: "m1", readingDate: "2024-01-15", value: "0", kind: "installation", note: "", photo: null },
    { id: "r2", version: 1, meterId: "m1", readingDate: "2025-12-01", value: "1234.5", kind: "regular", note: "", photo: { id: "p2", fileName: "zaehler.jpg", mediaType: "image/jpeg" } },
  ],
  consumption: { year: 2025, start: "2025-01-01", end: "2025-12-31", value: "1150.25", estimated: true },
};

const renderCard = (canWrite = true) => render(withQueryClient(<MeterCard owner={{ unitId: UNIT }} canWrite={canWrite} />, newQueryClient()));
const dialog = () => screen.getByRole("dialog");
// Testing Library collapses whitespace, the NBSP between value and unit too: the texts below use a plain space.
const field = (label: string) => within(dialog()).getByLabelText<HTMLInputElement>(label);

beforeEach(() => {
  installDomStubs();
  setToday("2026-03-01");
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetClock();
});

describe("MeterCard (Zähler)", () => {
  it("says what to do when the unit has no meters", async () => {
    mockApi({ [`GET /units/${UNIT}/meters`]: { body: [] } });
    renderCard();
    expect(await screen.findByText(/Noch keine Zähler\. Lege die Wasser-, Wärme-, Strom- oder Gaszähler dieser Einheit an/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Zähler hinzufügen" })).toBeTruthy();
  });

  it("shows the last reading and last year's consumption in German, marked as estimated", async () => {
    mockApi({ [`GET /units/${UNIT}/meters`]: { body: [meter] } });
    renderCard(false);
    const item = (await screen.findByText("Kaltwasser")).closest("li")!;
    expect(within(item).getByText("Nr. KW-1")).toBeTruthy();
    expect(within(item).getByText("1.234,5 m³ am 01.12.2025")).toBeTruthy();
    expect(within(item).getByText("Verbrauch 2025")).toBeTruthy();
    expect(within(item).getByText("1.150,25 m³")).toBeTruthy();
    expect(within(item).getByText("geschätzt")).toBeTruthy();
    // A reader sees no buttons that write, but the photo of a reading.
    expect(within(item).queryByRole("button", { name: /erfassen|tauschen|bearbeiten|löschen/ })).toBeNull();
    const photo = within(item).getByRole("link", { name: "Foto der Ablesung vom 01.12.2025 ansehen" });
    expect(photo.getAttribute("href")).toBe("/api/v1/receipts/p2/file");
    expect(within(item).queryByRole("link", { name: "Foto der Ablesung vom 15.01.2024 ansehen" })).toBeNull();
  });

  it("posts a German reading as exact decimal text and shows the server's rule at the field", async () => {
    let attempts = 0;
    const api = mockApi({
      [`GET /units/${UNIT}/meters`]: { body: [meter] },
      "POST /meters/m1/readings": () => {
        attempts++;
        const message = "Der Stand ist niedriger als die Ablesung vom 01.12.2025.";
        return attempts === 1
          ? { status: 400, body: { message, details: { fields: [{ field: "value", message }] }, hint: null, code: "bad_request" } }
          : { status: 201, body: { id: "r3", version: 1, meterId: "m1", readingDate: "2025-12-31", value: "1300.125", kind: "regular", note: "" } };
      },
    });
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole("button", { name: "Ablesung für Zähler KW-1 erfassen" }));
    expect(within(dialog()).getByText("Letzte Ablesung: 1.234,5 m³ am 01.12.2025")).toBeTruthy();
    await user.type(field("Ablesedatum *"), "31.12.2025");
    await user.type(field("Zählerstand (m³) *"), "1.234,4");
    await user.click(within(dialog()).getByRole("button", { name: "Ablesung speichern" }));
    await waitFor(() => expect(within(dialog()).getByRole("alert").textContent).toBe("Der Stand ist niedriger als die Ablesung vom 01.12.2025."));
    expect(toast.error).toHaveBeenCalledWith("Der Stand ist niedriger als die Ablesung vom 01.12.2025.");
    await user.clear(field("Zählerstand (m³) *"));
    await user.type(field("Zählerstand (m³) *"), "1.300,125");
    await user.click(within(dialog()).getByRole("button", { name: "Ablesung speichern" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.meterReadingSaved));
    expect(api.calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
      { readingDate: "2025-12-31", value: "1234.4", kind: "regular", note: "" },
      { readingDate: "2025-12-31", value: "1300.125", kind: "regular", note: "" },
    ]);
  });

  it("uploads a chosen photo after saving the new reading, to the reading's id", async () => {
    const saved = { id: "r3", version: 1, meterId: "m1", readingDate: "2025-12-31", value: "1300", kind: "regular", note: "", photo: null };
    const api = mockApi({
      [`GET /units/${UNIT}/meters`]: { body: [meter] },
      "POST /meters/m1/readings": { status: 201, body: saved },
      "POST /meter-readings/r3/photo": { body: { ...saved, photo: { id: "p3", fileName: "stand.jpg", mediaType: "image/jpeg" } } },
    });
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole("button", { name: "Ablesung für Zähler KW-1 erfassen" }));
    await user.type(field("Ablesedatum *"), "31.12.2025");
    await user.type(field("Zählerstand (m³) *"), "1.300");
    const picture = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "stand.jpg", { type: "image/jpeg" });
    await user.upload(within(dialog()).getByLabelText("Foto auswählen"), picture);
    expect(within(dialog()).getByText("stand.jpg")).toBeTruthy();
    await user.click(within(dialog()).getByRole("button", { name: "Ablesung speichern" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.meterReadingSaved));
    expect(api.calls.filter((c) => c.method === "POST").map((c) => c.path)).toEqual(["/meters/m1/readings", "/meter-readings/r3/photo"]);
    const [, init] = api.fetchMock.mock.calls.find(([url]) => String(url).endsWith("/photo"))!;
    expect(((init as RequestInit).body as FormData).get("file")).toBeInstanceOf(File);
  });

  it("keeps the reading and says so when its photo is refused", async () => {
    const saved = { id: "r4", version: 1, meterId: "m1", readingDate: "2025-12-31", value: "1300", kind: "regular", note: "", photo: null };
    mockApi({
      [`GET /units/${UNIT}/meters`]: { body: [meter] },
      "POST /meters/m1/readings": { status: 201, body: saved },
      "POST /meter-readings/r4/photo": { status: 415, body: { message: messages.meterPhotoTypeNotAllowed, details: null, hint: null, code: "unsupported_media_type" } },
    });
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole("button", { name: "Ablesung für Zähler KW-1 erfassen" }));
    await user.type(field("Ablesedatum *"), "31.12.2025");
    await user.type(field("Zählerstand (m³) *"), "1.300");
    await user.upload(within(dialog()).getByLabelText("Foto auswählen"), new File(["%PDF-1.4"], "stand.jpg", { type: "image/jpeg" }));
    await user.click(within(dialog()).getByRole("button", { name: "Ablesung speichern" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(messages.meterPhotoNotSaved(messages.meterPhotoTypeNotAllowed)));
    expect(toast.success).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("swaps a meter with the version it read", async () => {
    const api = mockApi({
      [`GET /units/${UNIT}/meters`]: { body: [meter] },
      "POST /meters/m1/replace": { status: 201, body: { ...meter, id: "m2", version: 1, serialNumber: "KW-2", replacesMeterId: "m1", readings: [] } },
    });
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole("button", { name: "Zähler KW-1 tauschen" }));
    await user.type(field("Tauschdatum *"), "30.06.2025");
    await user.type(field("Endstand des alten Zählers (m³) *"), "1.250");
    await user.type(field("Nummer des neuen Zählers *"), "KW-2");
    await user.type(field("Anfangsstand des neuen (m³) *"), "0,5");
    await user.click(within(dialog()).getByRole("button", { name: "Zähler tauschen" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.meterReplaced("KW-2")));
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({ date: "2025-06-30", removalValue: "1250", serialNumber: "KW-2", installationValue: "0.5", note: "", version: 3 });
  });
});
