import type { Locator, Page } from "playwright-core";
import { signUpWithDemo } from "./support/auth-pages";
import { describe, expect, test } from "./support/fixtures";

// Issue 11 item 4 and "keyboard e2e": every dialog opens and closes by keyboard; its first
// field has the focus when it opens, and the focus returns to the opener when it closes.

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el ? `${el.tagName.toLowerCase()}:${(el.getAttribute("aria-label") ?? el.innerText ?? el.getAttribute("name") ?? "").trim().slice(0, 60)}` : "none";
  });

/** Opens the dialog by keyboard from `opener`, checks the first field has the focus, closes it with `close`, checks the focus is back. */
async function roundTrip(page: Page, opener: Locator, dialogName: string | RegExp, close: "Escape" | "Abbrechen") {
  // The page settled first: a list still loading can swap the opener for a new element.
  await page.waitForLoadState("networkidle");
  await opener.focus();
  const openerText = await focused(page);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: dialogName });
  await dialog.waitFor();
  const inside = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { field: el ? ["INPUT", "SELECT", "TEXTAREA"].includes(el.tagName) || el.getAttribute("role") === "combobox" : false, label: el?.getAttribute("aria-label") ?? el?.id ?? "" };
  });
  expect(inside.field, `${String(dialogName)}: Fokus beim Öffnen auf ${inside.label}`).toBe(true);
  if (close === "Escape") await page.keyboard.press("Escape");
  else {
    await dialog.getByRole("button", { name: "Abbrechen" }).focus();
    await page.keyboard.press("Enter");
  }
  await dialog.waitFor({ state: "detached" });
  // Radix moves the focus back in a task after the dialog is gone: wait for it.
  await expect.poll(() => focused(page), { message: `${String(dialogName)}: Fokus nach dem Schließen`, timeout: 2_000 }).toBe(openerText);
}

describe("keyboard (issue 11)", () => {
  test("dialogs open and close by keyboard; focus starts in the first field and returns to the opener", async ({ page, baseUrl, dataDir }) => {
    await signUpWithDemo(page, baseUrl, dataDir, { firstName: "Kim" }, "tastatur");

    await roundTrip(page, page.getByRole("button", { name: "Immobilie anlegen" }).first(), "Immobilie anlegen", "Escape");
    await roundTrip(page, page.getByRole("button", { name: "Immobilie anlegen" }).first(), "Immobilie anlegen", "Abbrechen");

    await page.goto(`${baseUrl}/dashboard/tenants`);
    await roundTrip(page, page.getByRole("button", { name: "Mieter anlegen" }), /Mieter anlegen|Neuer Mieter/, "Escape");

    // A row's edit button.
    const editTenant = page.getByRole("button", { name: / bearbeiten$/ }).filter({ visible: true }).first();
    await editTenant.waitFor();
    await roundTrip(page, editTenant, "Mieter bearbeiten", "Abbrechen");

    await page.goto(`${baseUrl}/dashboard/bookings`);
    await roundTrip(page, page.getByRole("button", { name: "Buchung erfassen" }).first(), /Buchung/, "Escape");

    // A unit's contract dialog, and the new-tenant dialog nested in it: Escape closes the
    // inner one only, the contract dialog stays open and gets the focus back.
    const post = async (path: string, data: unknown) =>
      (await (await page.request.post(`${baseUrl}/api/v1${path}`, { data, headers: { Origin: baseUrl } })).json()) as { id: string };
    const property = await post("/properties", { name: "Haus Tastatur", kind: "multi_family" });
    const unit = await post(`/properties/${property.id}/units`, { code: "WE-01", type: "apartment", usage: "vacant", sizeSqm: 60 });
    await page.goto(`${baseUrl}/dashboard/properties/${property.id}/units/${unit.id}`);
    const newContract = page.getByRole("button", { name: "Neuer Mietvertrag" }).filter({ visible: true }).first();
    await newContract.waitFor();
    await roundTrip(page, newContract, "Neuer Mietvertrag – WE-01", "Escape");
    await newContract.focus();
    await page.keyboard.press("Enter");
    const contract = page.getByRole("dialog", { name: "Neuer Mietvertrag – WE-01" });
    await roundTrip(page, contract.getByRole("button", { name: "Neuer Mieter" }), "Neuer Mieter", "Escape");
    expect(await contract.isVisible()).toBe(true);
  });
});
