import type { Page } from "playwright-core";
import { AuthPages } from "./support/auth-pages";
import { describe, expect, test } from "./support/fixtures";
import { berlinToday, PortfolioPages } from "./support/portfolio-pages";
import { screenshotMatrix } from "./support/screenshots";
import { pdfText } from "../helpers/pdf-text";

async function api<T = unknown>(page: Page, baseUrl: string, method: "GET" | "POST", path: string, data?: unknown): Promise<T> {
  // Writes need our own Origin (request guard).
  const res = await page.request.fetch(`${baseUrl}/api/v1${path}`, { method, data, headers: { Origin: baseUrl } });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/** 'yyyy-MM-01' of the month `n` months before today's (Berlin). */
function firstOfMonthsAgo(n: number): string {
  const [y, m] = berlinToday().split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) - n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}-01`;
}
const GERMAN_SHORT = ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."];
const shortMonth = (isoFirst: string) => `${GERMAN_SHORT[Number(isoFirst.slice(5, 7)) - 1]} ${isoFirst.slice(0, 4)}`;

/**
 * A property with two rented flats, each by API: Mia Berg since the first of the month two
 * months ago (900 € a month, nothing paid: the two past months are overdue, a §543
 * warning), Jonas Weber for half a year.
 */
async function portfolio(page: Page, baseUrl: string) {
  const property = await api<{ id: string }>(page, baseUrl, "POST", "/properties", { name: "Haus Ahorn", kind: "multi_family", city: "Leipzig" });
  const contract = async (code: string, firstName: string, lastName: string, startDate: string, coldRentCents: number) => {
    const unit = await api<{ id: string }>(page, baseUrl, "POST", `/properties/${property.id}/units`, { code, type: "apartment", usage: "rented" });
    const tenant = await api<{ id: string }>(page, baseUrl, "POST", "/tenants", { firstName, lastName, email: null, phone: null });
    const c = await api<{ id: string }>(page, baseUrl, "POST", `/units/${unit.id}/contracts`, {
      tenantId: tenant.id,
      roomId: null,
      startDate,
      endDate: null,
      isLimitedTerm: false,
      coldRentCents,
      serviceChargeCents: 10_000,
      depositCents: null,
      status: "active",
    });
    return { unitId: unit.id, contractId: c.id };
  };
  const mia = await contract("W01", "Mia", "Berg", firstOfMonthsAgo(2), 80_000);
  const jonas = await contract("W02", "Jonas", "Weber", firstOfMonthsAgo(6), 60_000);
  return { propertyId: property.id, mia, jonas };
}

/**
 * The page itself never scrolls sideways; the matrix scrolls inside its box. (Stricter than
 * expectNoHorizontalOverflow, which forgives anything inside a scroll box: a screen-reader
 * text that escapes its box widens the page all the same.)
 */
async function expectPageFitsViewport(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const matrixRow = (page: Page, tenant: string) => page.getByRole("row").filter({ has: page.getByRole("link", { name: `Mieterkonto von ${tenant} öffnen` }) });
const cellOf = (page: Page, tenant: string, monthStart: string) => matrixRow(page, tenant).locator(`[data-status][title^="${longMonth(monthStart)}"]`);
const LONG = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"];
const longMonth = (isoFirst: string) => `${LONG[Number(isoFirst.slice(5, 7)) - 1]} ${isoFirst.slice(0, 4)}`;

describe("rent roll (Mieteingänge)", () => {
  test("matrix with overdue months and the §543 warning → tenant account → 1. Mahnung opens as PDF", async ({ page, context, baseUrl, dataDir }) => {
    const auth = new AuthPages(page, baseUrl, dataDir);
    const pf = new PortfolioPages(page);
    await auth.signUpAndLogin({ firstName: "Vera", lastName: "Vermieter" });
    const { propertyId, mia } = await portfolio(page, baseUrl);
    const twoAgo = firstOfMonthsAgo(2);
    const oneAgo = firstOfMonthsAgo(1);

    // The start page lists the overdue rent.
    await page.reload();
    const openItems = page.getByRole("region", { name: "Offene Posten" });
    await openItems.waitFor();
    // Two past months, or three once this month's due date has passed.
    expect(await openItems.innerText()).toMatch(/Mia Berg[\s\S]*Haus Ahorn · W01[\s\S]*(1\.800|2\.700),00\s€/);

    // Main navigation → Mieteingänge.
    await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Mieteingänge" }).click();
    await page.waitForURL(/\/dashboard\/rent-roll$/);
    await page.getByRole("heading", { name: "Mieteingänge", level: 1 }).waitFor();
    const today = berlinToday();
    await page.getByRole("table", { name: `Mieteingänge ${shortMonth(firstOfMonthsAgo(11))} bis ${shortMonth(today.slice(0, 7) + "-01")}` }).waitFor();

    // Mia: the two past months overdue (word, days, open amount), the warning in the row and in full.
    const first = cellOf(page, "Mia Berg", twoAgo);
    expect(await first.getAttribute("data-status")).toBe("overdue");
    expect(await first.innerText()).toMatch(/überfällig\s+offen 900\s€\s+\d+ Tage?/);
    expect(await first.getAttribute("title")).toMatch(/Soll 900,00\s€, gezahlt 0,00\s€, offen 900,00\s€, fällig am \d\d\.\d\d\.\d{4}$/);
    expect(await cellOf(page, "Mia Berg", oneAgo).getAttribute("data-status")).toBe("overdue");
    expect(await first.getAttribute("class")).toContain("text-destructive");
    expect(await matrixRow(page, "Mia Berg").innerText()).toMatch(/Rückstand (1\.800|2\.700),00\s€[\s\S]*§ 543 Nr\. 3[ab]/);
    // a) two due dates in a row; b) once this month's is due too, two months' rent.
    expect(await page.getByRole("region", { name: "Warnungen nach § 543 BGB" }).innerText()).toMatch(/Mia Berg \(W01\): Rückstand (an zwei aufeinanderfolgenden Terminen|von zwei Monatsmieten)/);

    await screenshotMatrix(page, "rent-roll", async ({ width }) => {
      await page.getByRole("link", { name: "Mieterkonto von Mia Berg öffnen" }).waitFor();
      await expectPageFitsViewport(page);
      if (width < 600) await pf.expectNoHorizontalOverflow();
      // The matrix starts scrolled to its newest month.
      expect(await cellOf(page, "Mia Berg", firstOfMonthsAgo(0)).isVisible()).toBe(true);
      const box = await cellOf(page, "Mia Berg", firstOfMonthsAgo(0)).boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    });
    await page.setViewportSize({ width: 1280, height: 900 });

    // A year back: months before both contracts show "–".
    await page.getByRole("button", { name: "Vorjahr" }).click();
    await page.getByText(`${shortMonth(firstOfMonthsAgo(23))} – ${shortMonth(firstOfMonthsAgo(12))}`).waitFor();
    await page.getByRole("button", { name: "Aktuelle 12 Monate" }).click();

    // A click on the row opens the tenant account.
    await cellOf(page, "Mia Berg", oneAgo).click();
    await page.waitForURL(new RegExp(`/dashboard/contracts/${mia.contractId}/account$`));
    await page.getByRole("heading", { name: "Mieterkonto Mia Berg", level: 1 }).waitFor();
    expect(await page.getByTestId("account-balance").innerText()).toMatch(/^Rückstand (1\.800|2\.700),00\s€$/);
    expect(await page.getByRole("note").innerText()).toMatch(/§ 543 Abs\. 2 Nr\. 3 [ab] BGB/);
    expect(await page.getByRole("table", { name: "Kontoauszug mit laufendem Saldo" }).innerText()).toMatch(new RegExp(`Miete ${shortMonth(twoAgo).replace(".", "\\.")}\\s+900,00\\s€\\s+900,00\\s€`));

    // 1. Mahnung: the letter opens in a new tab as a PDF.
    await page.getByRole("button", { name: "Mahnung erstellen" }).click();
    const dialog = page.getByRole("dialog", { name: "Mahnung erstellen – Mia Berg" });
    await dialog.getByLabel("Art des Schreibens").selectOption({ label: "1. Mahnung" });
    const deadline = await dialog.getByLabel("Zahlungsfrist").inputValue();
    expect(deadline).toMatch(/^\d\d\.\d\d\.\d{4}$/);
    const pdf = context.waitForEvent("response", (r) => r.url().includes("/api/v1/reminders/") && r.url().endsWith("/pdf"));
    await dialog.getByRole("button", { name: "Erstellen und PDF öffnen" }).click();
    const answer = await pdf;
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toBe("application/pdf");
    await auth.toast("Mahnung erstellt");
    const reminders = page.getByRole("region", { name: "Mahnungen" });
    await reminders.getByText("1. Mahnung", { exact: true }).waitFor();
    const link = reminders.getByRole("link", { name: /PDF öffnen/ });
    expect(await link.getAttribute("href")).toBe(new URL(answer.url()).pathname);
    for (const other of context.pages()) if (other !== page) await other.close();
    // The letter the link offers, as the tenant would read it.
    const letter = await page.request.get(`${baseUrl}${await link.getAttribute("href")}`);
    expect(letter.status()).toBe(200);
    expect(letter.headers()["content-type"]).toBe("application/pdf");
    const text = await pdfText(new Uint8Array(await letter.body()));
    for (const part of ["1. Mahnung", "Vera Vermieter", "Guten Tag Mia Berg,", "Mietverhältnis: Haus Ahorn, W01", longMonth(twoAgo), longMonth(oneAgo), `bis spätestens ${deadline}.`]) expect(text).toContain(part);
    // Two past months, or three once this month's due date has passed.
    expect(text).toMatch(/offenen Betrag von (1\.800|2\.700),00\s€/);

    // A rent change with its German reason.
    await page.getByRole("button", { name: "Mietänderung", exact: true }).click();
    const change = page.getByRole("dialog", { name: "Mietänderung hinzufügen" });
    expect(await change.getByLabel("Kaltmiete *").inputValue()).toBe("800,00");
    // Typed as TT.MM.JJJJ (the German DateInput).
    const from = firstOfMonthsAgo(-1);
    await change.getByLabel("Gültig ab *").fill(`${from.slice(8, 10)}.${from.slice(5, 7)}.${from.slice(0, 4)}`);
    await change.getByLabel("Grund *").selectOption({ label: "§ 558 (Vergleichsmiete)" });
    await change.getByLabel("Kaltmiete *").fill("850");
    await change.getByRole("button", { name: "Hinzufügen" }).click();
    await auth.toast("Mietänderung gespeichert");
    await page.getByRole("table", { name: /^Mietentwicklung/ }).getByText("§ 558 (Vergleichsmiete)").waitFor();

    await screenshotMatrix(page, "tenant-account", async ({ width }) => {
      await page.getByRole("heading", { name: "Mieterkonto Mia Berg", level: 1 }).waitFor();
      await expectPageFitsViewport(page);
      if (width < 600) await pf.expectNoHorizontalOverflow();
    });
    await page.setViewportSize({ width: 1280, height: 900 });

    // The property page shows the same matrix for its contracts; the unit page links the account.
    await page.goto(`${baseUrl}/dashboard/properties/${propertyId}`);
    await page.getByRole("heading", { name: "Mieteingänge", level: 2 }).waitFor();
    await matrixRow(page, "Jonas Weber").waitFor();
    await screenshotMatrix(page, "property-rent-roll", async () => {
      await matrixRow(page, "Jonas Weber").waitFor();
      await expectPageFitsViewport(page);
    });
    await page.goto(`${baseUrl}/dashboard/properties/${propertyId}/units/${mia.unitId}`);
    await screenshotMatrix(page, "unit-contracts", async () => {
      await page.getByRole("link", { name: "Mieterkonto von Mia Berg" }).first().waitFor();
      await expectPageFitsViewport(page);
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("link", { name: "Mieterkonto von Mia Berg" }).first().click();
    await page.waitForURL(new RegExp(`/dashboard/contracts/${mia.contractId}/account$`));
  });

  test("a partial payment for a named month lowers its open amount; a full one marks the month paid; re-allocating moves it", async ({ page, baseUrl, dataDir }) => {
    const auth = new AuthPages(page, baseUrl, dataDir);
    await auth.signUpAndLogin({ firstName: "Paul", lastName: "Zahler" });
    const { mia } = await portfolio(page, baseUrl);
    const twoAgo = firstOfMonthsAgo(2);
    const oneAgo = firstOfMonthsAgo(1);

    await page.goto(`${baseUrl}/dashboard/contracts/${mia.contractId}/account`);
    const pay = async (amount: string, month: string) => {
      await page.getByRole("button", { name: "Zahlung erfassen" }).click();
      const dialog = page.getByRole("dialog", { name: "Zahlung erfassen – Mia Berg" });
      await dialog.getByLabel("Betrag *").fill(amount);
      await dialog.getByLabel("Für Monat").selectOption({ value: month.slice(0, 7) });
      await dialog.getByLabel("Verwendungszweck").fill(`Miete ${longMonth(month)}`);
      await dialog.getByRole("button", { name: "Zahlung erfassen" }).click();
      await auth.toast("Zahlung erfasst");
      await dialog.waitFor({ state: "detached" });
    };
    await pay("300", twoAgo);
    await pay("900", oneAgo);
    expect(await page.getByTestId("account-balance").innerText()).toMatch(/^Rückstand (600|1\.500),00\s€$/);

    await page.goto(`${baseUrl}/dashboard/rent-roll`);
    const partly = cellOf(page, "Mia Berg", twoAgo);
    await partly.waitFor();
    // Paid in part after the due date: still overdue, 600 € open.
    expect(await partly.getAttribute("data-status")).toBe("overdue");
    expect(await partly.getAttribute("title")).toMatch(/gezahlt 300,00\s€, offen 600,00\s€/);
    expect(await cellOf(page, "Mia Berg", oneAgo).getAttribute("data-status")).toBe("paid");
    expect(await cellOf(page, "Mia Berg", oneAgo).innerText()).toContain("bezahlt");
    await screenshotMatrix(page, "rent-roll-paid", async () => {
      await page.getByRole("link", { name: "Mieterkonto von Mia Berg öffnen" }).waitFor();
    });
    await page.setViewportSize({ width: 1280, height: 900 });

    // Re-allocate by hand: the 900 € named for last month go to the month before instead
    // (§366(1)); it is settled first, the rest goes to the oldest open rent (last month).
    await page.goto(`${baseUrl}/dashboard/contracts/${mia.contractId}/account`);
    const statement = page.getByRole("table", { name: "Kontoauszug mit laufendem Saldo" });
    const payment900 = statement.getByRole("row").filter({ hasText: "Zahlung" }).filter({ hasText: "900,00" });
    expect(await payment900.getByTestId("allocation-note").innerText()).toBe(`für ${shortMonth(oneAgo)}`);
    const balance = await page.getByTestId("account-balance").innerText();
    await payment900.getByRole("button", { name: /^Zuordnung ändern – Zahlung \d{4}-\d{4}$/ }).click();
    const realloc = page.getByRole("dialog", { name: /^Zuordnung ändern – Zahlung \d{4}-\d{4}$/ });
    const choice = realloc.getByLabel("Zahlung gilt für");
    expect(await choice.inputValue()).toBe(oneAgo.slice(0, 7));
    expect(await choice.locator("option").first().innerText()).toBe("Automatisch (älteste Forderung zuerst, § 366 BGB)");
    await choice.selectOption({ value: twoAgo.slice(0, 7) });
    await realloc.getByRole("button", { name: "Speichern" }).click();
    await auth.toast("Zuordnung gespeichert");
    await realloc.waitFor({ state: "detached" });
    await payment900.getByTestId("allocation-note").filter({ hasText: `für ${shortMonth(twoAgo)}` }).waitFor();
    // The amounts did not change, only which month they pay.
    expect(await page.getByTestId("account-balance").innerText()).toBe(balance);

    await page.goto(`${baseUrl}/dashboard/rent-roll`);
    const older = cellOf(page, "Mia Berg", twoAgo);
    await older.waitFor();
    expect(await older.getAttribute("data-status")).toBe("paid");
    const last = cellOf(page, "Mia Berg", oneAgo);
    expect(await last.getAttribute("data-status")).toBe("overdue");
    expect(await last.getAttribute("title")).toMatch(/gezahlt 300,00\s€, offen 600,00\s€/);
  });
});
