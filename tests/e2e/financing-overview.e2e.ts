import type { Page } from "playwright-core";
import { AuthPages, newEmail } from "./support/auth-pages";
import { describe, expect, test } from "./support/fixtures";
import { screenshotMatrix } from "./support/screenshots";

// The portfolio's loan overview, /dashboard/financing (issue 10 item 7).

async function api<T = any>(page: Page, baseUrl: string, method: "GET" | "POST", path: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(`${baseUrl}/api/v1${path}`, { method, data, headers: { Origin: baseUrl } });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/** The server runs on the real clock: dates relative to today, as 'yyyy-MM-dd' and 'TT.MM.JJJJ'. */
function monthsFromNow(months: number): { iso: string; german: string } {
  const d = new Date();
  const target = new Date(Date.UTC(d.getFullYear(), d.getMonth() + months, 1));
  const iso = target.toISOString().slice(0, 10);
  return { iso, german: `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}` };
}

const loan = (lender: string, disbursementDate: string, fixationEndDate: string | null) => ({
  lender,
  amountCents: 20_000_000,
  disbursementDate,
  interestRatePercent: "2",
  repaymentKind: "initial_rate",
  initialRepaymentPercent: "3",
  fixationEndDate,
});

describe("Finanzierungen (loan overview)", () => {
  test("lists the portfolio's loans with the Anschlussfinanzierung warning and links to the property's financing page", async ({ page, baseUrl, dataDir }) => {
    const auth = new AuthPages(page, baseUrl, dataDir);
    await auth.signUpAndLogin({ firstName: "Frieda" }, newEmail("frieda"));

    // Empty first: the navigation's page says so and points to the properties.
    await page.goto(`${baseUrl}/dashboard/financing`);
    await page.getByRole("heading", { name: "Noch keine Finanzierungen" }).waitFor();

    const east = await api<{ id: string }>(page, baseUrl, "POST", "/properties", { name: "Haus Ost", kind: "multi_family", city: "Leipzig" });
    const west = await api<{ id: string }>(page, baseUrl, "POST", "/properties", { name: "Haus West", kind: "condominium", city: "Leipzig" });
    const soon = monthsFromNow(12);
    await api(page, baseUrl, "POST", `/properties/${east.id}/loans`, loan("Sparkasse Leipzig", monthsFromNow(-24).iso, soon.iso));
    await api(page, baseUrl, "POST", `/properties/${west.id}/loans`, loan("DKB", monthsFromNow(-12).iso, monthsFromNow(96).iso));
    const later = monthsFromNow(3);
    await api(page, baseUrl, "POST", `/properties/${west.id}/loans`, loan("Zukunftsbank", later.iso, null));

    // Through the main navigation.
    await page.goto(`${baseUrl}/dashboard/properties`);
    await page.getByRole("link", { name: "Finanzierungen", exact: true }).first().click();
    await page.waitForURL(`${baseUrl}/dashboard/financing`);
    await page.getByRole("heading", { name: "Finanzierungen", level: 1 }).waitFor();

    const table = page.getByRole("table", { name: "Finanzierungen" });
    await table.waitFor();
    const rows = table.getByRole("row");
    // Fixation end first (the soonest), the loan without one last.
    await expect.poll(() => rows.count()).toBe(4);
    expect(await rows.nth(1).innerText()).toMatch(new RegExp(`Haus Ost\\s+Sparkasse Leipzig[\\s\\S]*2,00\\s%\\s+833,33\\s€\\s+${soon.german.replaceAll(".", "\\.")}\\s+Anschlussfinanzierung`));
    expect(await rows.nth(2).innerText()).toMatch(/Haus West\s+DKB/);
    expect(await rows.nth(2).innerText()).not.toContain("Anschlussfinanzierung");
    // Paid out in three months: shown as "ab MM.JJJJ", not in today's totals.
    const fromLabel = `ab ${later.iso.slice(5, 7)}.${later.iso.slice(0, 4)}`;
    expect(await rows.nth(3).innerText()).toContain(fromLabel);

    const warning = page.getByRole("status").filter({ hasText: "Anschlussfinanzierung planen" });
    expect(await warning.innerText()).toContain(`Haus Ost · Sparkasse Leipzig: Zinsbindung endet am ${soon.german}`);
    const totals = page.getByRole("region", { name: "Summe aller Darlehen" });
    // Two loans paid out, 833,33 € each; the third one does not count yet.
    expect(await totals.innerText()).toMatch(/Monatliche Raten\s+1\.666,66\s€/);
    expect(await totals.innerText()).toContain("3 Darlehen, 1 noch nicht ausgezahlt");

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Finanzierungen als Excel-Datei herunterladen" }).click();
    expect((await download).suggestedFilename()).toBe("Finanzierungen.xlsx");

    await screenshotMatrix(page, "financing-overview", async ({ width }) => {
      // Phones get cards instead of the table.
      if (width < 600) await page.getByRole("list", { name: "Finanzierungen" }).waitFor();
      else await page.getByRole("table", { name: "Finanzierungen" }).waitFor();
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();

    await page.getByRole("table", { name: "Finanzierungen" }).getByRole("link", { name: "Finanzierung von Haus Ost" }).click();
    await page.waitForURL(`${baseUrl}/dashboard/properties/${east.id}/financing`);
    await page.getByRole("region", { name: "Sparkasse Leipzig", exact: true }).waitFor();
  });
});
