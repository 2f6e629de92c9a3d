import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

/** Today's calendar day in Berlin, as the app computes it ('yyyy-MM-dd'). */
export function berlinToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
}

export type PropertyData = { name: string; street?: string; houseNumber?: string; postcode?: string; city?: string; kind?: string; yearBuilt?: string; purchasePrice?: string; purchaseDate?: string };
export type UnitData = { code: string; usage?: string; type?: string; size?: string; tenantName?: string; coldRent?: string; serviceCharge?: string };

/** Page model for the property list, property dashboard, unit page and their dialogs. */
export class PortfolioPages {
  constructor(private page: Page) {}

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole("dialog", { name });
  }

  async createProperty(p: PropertyData) {
    await this.page.getByRole("button", { name: "Immobilie anlegen" }).first().click();
    const d = this.dialog("Immobilie anlegen");
    await d.getByLabel("Name *").fill(p.name);
    if (p.kind) await d.getByLabel("Objektart").selectOption({ label: p.kind });
    if (p.yearBuilt) await d.getByLabel("Baujahr (Fertigstellung)").fill(p.yearBuilt);
    if (p.street) await d.getByLabel("Straße").fill(p.street);
    if (p.houseNumber) await d.getByLabel("Nr.").fill(p.houseNumber);
    if (p.postcode) await d.getByLabel("PLZ").fill(p.postcode);
    if (p.city) await d.getByLabel("Ort").fill(p.city);
    if (p.purchasePrice) await d.getByLabel("Kaufpreis").fill(p.purchasePrice);
    if (p.purchaseDate) await d.getByLabel("Kaufdatum").fill(p.purchaseDate);
    await d.getByRole("button", { name: "Immobilie anlegen" }).click();
    await this.page.waitForURL(/\/dashboard\/properties\/[0-9a-f-]{36}$/);
    await this.page.getByRole("heading", { name: p.name, level: 1 }).waitFor();
  }

  async openUnitForm() {
    await this.page.getByRole("button", { name: "Einheit hinzufügen" }).first().click();
    const d = this.dialog("Einheit hinzufügen");
    await d.waitFor();
    return d;
  }

  async fillUnit(d: Locator, u: UnitData) {
    await d.getByLabel("Einheitscode *").fill(u.code);
    if (u.type) await d.getByLabel("Einheitentyp").selectOption({ label: u.type });
    if (u.usage) await d.getByLabel("Nutzung").selectOption({ label: u.usage });
    if (u.size) await d.getByLabel("Wohnfläche (m²)").fill(u.size);
    if (u.tenantName) await d.getByLabel(/^Mietername/).fill(u.tenantName);
    if (u.coldRent) await d.getByLabel(/^Kaltmiete/).fill(u.coldRent);
    if (u.serviceCharge) await d.getByLabel("Nebenkosten").fill(u.serviceCharge);
  }

  async createUnit(u: UnitData) {
    const d = await this.openUnitForm();
    await this.fillUnit(d, u);
    // Let the live check answer first, so the green cue is part of the flow.
    await d.getByText("Code ist verfügbar").waitFor();
    await d.getByRole("button", { name: "Einheit anlegen" }).click();
    await d.waitFor({ state: "detached" });
  }

  async addRoom(code: string, size: string) {
    await this.page.getByRole("button", { name: "Zimmer hinzufügen" }).click();
    const d = this.dialog("Zimmer hinzufügen");
    await d.getByLabel("Zimmercode *").fill(code);
    await d.getByLabel("Fläche (m²)").fill(size);
    await d.getByRole("button", { name: "Zimmer anlegen" }).click();
    await d.waitFor({ state: "detached" });
    await this.page.getByRole("heading", { name: code, level: 3 }).waitFor();
  }

  /** The room's entry: a table row on wide screens, a card (list item) on phones; only the visible one matches. */
  roomCard(code: string): Locator {
    return this.page
      .getByRole("row")
      .or(this.page.getByRole("listitem"))
      .filter({ has: this.page.getByRole("heading", { name: code, level: 3 }) });
  }

  /** Text colour of an element as 'rgb(r, g, b)'. */
  async color(locator: Locator): Promise<string> {
    return locator.evaluate((el) => getComputedStyle(el).color);
  }

  async confirmDelete(word = "löschen") {
    const d = this.page.getByRole("alertdialog");
    await d.getByLabel(/Zur Bestätigung/).fill(word);
    await d.getByRole("button", { name: "Endgültig löschen" }).click();
    return d;
  }

  /**
   * Nothing sticks out to the right of the viewport (tables must scroll or become cards on phones).
   * Polled briefly: after a viewport change, charts re-measure in a ResizeObserver callback, a frame
   * or two after the first layout (CI once caught a Recharts legend still at its old width).
   */
  async expectNoHorizontalOverflow() {
    await expect.poll(() => this.horizontalOverflow(), { timeout: 2_000 }).toEqual([]);
  }

  private horizontalOverflow(): Promise<string[]> {
    return this.page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth <= width) return [];
      return [...document.querySelectorAll("body *")]
        .filter((el) => el.getBoundingClientRect().right > width + 1)
        .filter((el) => !el.closest("[class*='overflow-x-auto']"))
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 80)} → ${Math.round(el.getBoundingClientRect().right)}px`);
    });
  }
}
