import type { Browser, Page } from "playwright-core";
import { AuthPages, newEmail } from "./support/auth-pages";
import { contextOptions, describe, expect, test } from "./support/fixtures";
import { invitationTokenFromOutbox } from "./support/outbox";
import { screenshotMatrix } from "./support/screenshots";

type Person = { page: Page; email: string; auth: AuthPages };

async function signUp(browser: Browser, baseUrl: string, dataDir: string, firstName: string, reuse?: Page): Promise<Person> {
  const page =
    reuse ?? (await (await browser.newContext({ ...contextOptions(), locale: "de-DE" })).newPage());
  page.setDefaultTimeout(10_000);
  const auth = new AuthPages(page, baseUrl, dataDir);
  const email = await auth.signUpAndLogin({ firstName }, newEmail(firstName.toLowerCase()));
  return { page, email, auth };
}

async function api<T = any>(page: Page, baseUrl: string, method: "GET" | "POST", path: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(`${baseUrl}/api/v1${path}`, { method, data, headers: { Origin: baseUrl } });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/**
 * Owner A with a property; B accepts A's invitation with `role` and works in A's workspace
 * (the client sends X-Workspace-Id from localStorage 'hausbuch-workspace').
 */
async function ownerAndMember(browser: Browser, page: Page, baseUrl: string, dataDir: string, role: "editor" | "viewer") {
  const owner = await signUp(browser, baseUrl, dataDir, "Anna", page);
  const property = await api<{ id: string }>(owner.page, baseUrl, "POST", "/properties", { name: "Musterstraße 12", kind: "multi_family", city: "Köln" });
  const workspaceId = (await api<{ workspace: { id: string } }>(owner.page, baseUrl, "GET", "/me")).workspace.id;
  const member = await signUp(browser, baseUrl, dataDir, role === "editor" ? "Emil" : "Vera");
  await api(owner.page, baseUrl, "POST", "/workspace/invitations", { email: member.email, role });
  await api(member.page, baseUrl, "POST", "/invitations/accept", { token: await invitationTokenFromOutbox(dataDir, member.email) });
  await member.page.evaluate((id) => localStorage.setItem("hausbuch-workspace", id), workspaceId);
  return { owner, member, propertyId: property.id };
}

const financingCard = (page: Page) => page.getByRole("region", { name: "Finanzierung", exact: true });

describe("loans (Finanzierungen)", () => {
  test("an editor adds a loan from the empty card, the card fills in, 'Verwalten' shows the schedule", async ({ page, context, baseUrl, dataDir }) => {
    const { member: editor, propertyId } = await ownerAndMember(context.browser()!, page, baseUrl, dataDir, "editor");
    const p = editor.page;
    const propertyUrl = `${baseUrl}/dashboard/properties/${propertyId}`;
    await p.goto(propertyUrl);

    const card = financingCard(p);
    await card.getByText("Keine Finanzierungen vorhanden").waitFor();
    await screenshotMatrix(p, "financing-card-empty", async () => {
      await financingCard(p).getByRole("button", { name: "Finanzierung hinzufügen" }).waitFor();
    });

    await card.getByRole("button", { name: "Finanzierung hinzufügen" }).click();
    const dialog = p.getByRole("dialog", { name: "Neue Finanzierung" });
    await dialog.waitFor();
    // Nothing filled in: German messages at the fields, nothing sent.
    await dialog.getByRole("button", { name: "Finanzierung anlegen" }).click();
    await dialog.getByText("Bitte den Darlehensgeber angeben.").waitFor();

    await dialog.getByLabel("Darlehensgeber").fill("Sparkasse Köln");
    await dialog.getByLabel("Darlehensbetrag").fill("200.000,00");
    await dialog.getByLabel("Auszahlung am").fill("1.1.25");
    await dialog.getByLabel("Sollzins (% p. a.)").fill("2,0");
    await dialog.getByLabel("Anfängliche Tilgung (% p. a.)").fill("3");
    await dialog.getByRole("button", { name: "Zinsbindung 10 Jahre ab Auszahlung" }).click();
    expect(await dialog.getByLabel("Zinsbindung bis (optional)").inputValue()).toBe("01.01.2035");
    // The preview computes the DOMAIN.md check values before saving.
    const preview = dialog.getByRole("region", { name: "Vorschau" });
    await expect.poll(() => preview.innerText()).toMatch(/833,33\s€/);
    expect(await preview.innerText()).toMatch(/333,33\s€ Zins · 500,00\s€ Tilgung/);
    expect(await preview.innerText()).toMatch(/Restschuld Januar 2035\s+133\.640,67\s€/);
    await dialog.getByRole("button", { name: "Finanzierung anlegen" }).click();
    await editor.auth.toast("Finanzierung erfolgreich angelegt");
    await dialog.waitFor({ state: "detached" });

    // The card fills in from the server's metrics.
    await expect.poll(() => card.getByTestId("financing-monthly-payment").textContent().catch(() => null)).toMatch(/833,33\s€/);
    const text = await card.innerText();
    expect(text).toContain("Januar 2035");
    expect(text).toMatch(/noch [\d,]+ Jahre/);
    expect(text).toMatch(/von 200\.000\s€ Darlehen/);
    expect(text).toMatch(/Zinsen\s+[\d.]+,\d\d\s€/);
    await screenshotMatrix(p, "financing-card", async () => {
      await financingCard(p).getByTestId("financing-monthly-payment").waitFor();
    });

    await card.getByRole("link", { name: "Verwalten" }).click();
    await p.waitForURL(`${propertyUrl}/financing`);
    await p.getByRole("heading", { name: "Finanzierungen", level: 1 }).waitFor();
    const loan = p.getByRole("region", { name: "Sparkasse Köln", exact: true });
    await loan.waitFor();
    expect(await loan.innerText()).toMatch(/Restschuld bei Zinsbindungsende\s+133\.640,67\s€/);

    // The schedule: open 2025 and read month 1.
    const schedule = loan.getByRole("table", { name: "Tilgungsplan Sparkasse Köln" });
    const year2025 = schedule.getByRole("button", { name: /^2025/ });
    if ((await year2025.getAttribute("aria-expanded")) !== "true") await year2025.click();
    const month1 = schedule.getByRole("row", { name: /01\.02\.2025/ });
    expect(await month1.innerText()).toMatch(/833,33\s€\s+333,33\s€\s+500,00\s€\s+–\s+199\.500,00\s€/);
    const year2035 = schedule.getByRole("button", { name: /^2035/ });
    if ((await year2035.getAttribute("aria-expanded")) !== "true") await year2035.click();
    expect(await schedule.getByRole("row", { name: /01\.01\.2035/ }).innerText()).toMatch(/Ende Zinsbindung[\s\S]*133\.640,67\s€/);

    // Issue 11 item 2: on a phone a month's figures stack under its date, none off-screen.
    await p.setViewportSize({ width: 375, height: 812 });
    const phoneRow = schedule.getByRole("row", { name: /01\.02\.2025/ });
    for (const figure of [/^333,33\s€$/, /^500,00\s€$/, /^199\.500,00\s€$/]) {
      const box = (await phoneRow.getByText(figure).boundingBox())!;
      expect(box.x, String(figure)).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, String(figure)).toBeLessThanOrEqual(375);
    }
    // …and nothing is cut: no cell and not the table's box scrolls sideways.
    const cut = await schedule.evaluate((table) => ({
      box: table.parentElement!.scrollWidth - table.parentElement!.clientWidth,
      cells: [...table.querySelectorAll("th, td")].filter((c) => c.getClientRects().length > 0 && c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent),
    }));
    expect(cut).toEqual({ box: 0, cells: [] });
    await p.setViewportSize({ width: 1280, height: 900 });

    const download = p.waitForEvent("download");
    await loan.getByRole("button", { name: "Tilgungsplan als CSV herunterladen" }).click();
    expect((await download).suggestedFilename()).toBe("Tilgungsplan-Sparkasse-Köln.csv");

    await screenshotMatrix(p, "financing-page", async () => {
      await p.getByRole("table", { name: "Tilgungsplan Sparkasse Köln" }).waitFor();
    });

    // Edit: a Sondertilgung is added and shows up with the loan.
    await p.getByRole("button", { name: "Finanzierung Sparkasse Köln bearbeiten" }).click();
    const edit = p.getByRole("dialog", { name: "Finanzierung bearbeiten" });
    expect(await edit.getByLabel("Darlehensbetrag").inputValue()).toBe("200.000,00");
    await edit.getByRole("button", { name: "Sondertilgung hinzufügen" }).click();
    await edit.getByLabel("Datum der Sondertilgung 1").fill("01.01.2026");
    await edit.getByLabel("Betrag der Sondertilgung 1").fill("10.000");
    await screenshotMatrixOfDialog(p, "financing-dialog");
    await edit.getByRole("button", { name: "Speichern" }).click();
    await editor.auth.toast("Finanzierung erfolgreich aktualisiert");
    await loan.getByText("01.01.2026: 10.000,00 €").waitFor();

    // Delete asks for the word 'löschen'.
    await p.getByRole("button", { name: "Finanzierung Sparkasse Köln löschen" }).click();
    const confirm = p.getByRole("alertdialog");
    await confirm.getByLabel("Zur Bestätigung löschen eingeben").fill("loeschen");
    await confirm.getByRole("button", { name: "Endgültig löschen" }).click();
    await confirm.getByText('Bitte "löschen" eingeben, um zu bestätigen').waitFor();
    await confirm.getByLabel("Zur Bestätigung löschen eingeben").fill("löschen");
    await confirm.getByRole("button", { name: "Endgültig löschen" }).click();
    await editor.auth.toast("Finanzierung erfolgreich gelöscht");
    await p.getByRole("heading", { name: "Keine Finanzierungen vorhanden" }).waitFor();
    await p.context().close();
  });

  test("a viewer sees the figures but no add, edit or delete", async ({ page, context, baseUrl, dataDir }) => {
    const { owner, member: viewer, propertyId } = await ownerAndMember(context.browser()!, page, baseUrl, dataDir, "viewer");
    const p = viewer.page;
    await p.goto(`${baseUrl}/dashboard/properties/${propertyId}`);
    const card = financingCard(p);
    await card.getByText("Keine Finanzierungen vorhanden").waitFor();
    expect(await card.getByRole("button", { name: "Finanzierung hinzufügen" }).count()).toBe(0);
    expect(await card.getByRole("link", { name: "Verwalten" }).isVisible()).toBe(true);

    // With a loan (added by the owner) the viewer reads it, and only reads.
    await api(owner.page, baseUrl, "POST", `/properties/${propertyId}/loans`, {
      lender: "DKB",
      amountCents: 20_000_000,
      disbursementDate: "2025-01-01",
      interestRatePercent: 2,
      repaymentKind: "initial_rate",
      initialRepaymentPercent: 3,
      fixationEndDate: "2035-01-01",
    });
    await p.reload();
    await expect.poll(() => card.getByTestId("financing-monthly-payment").textContent().catch(() => null)).toMatch(/833,33\s€/);
    await card.getByRole("link", { name: "Verwalten" }).click();
    await p.getByRole("region", { name: "DKB", exact: true }).waitFor();
    expect(await p.getByRole("button", { name: /Finanzierung hinzufügen|bearbeiten|löschen/ }).count()).toBe(0);

    // The portfolio summary on /dashboard/properties shows the workspace's figures.
    await p.goto(`${baseUrl}/dashboard/properties`);
    const summary = p.getByRole("region", { name: /^Finanzierungen/ });
    await summary.waitFor();
    expect(await summary.innerText()).toMatch(/Restschuld gesamt[\s\S]*Monatliche Raten\s+833,33\s€[\s\S]*Ø Sollzins\s+2,00\s%[\s\S]*Januar 2035/);
    await screenshotMatrix(p, "financing-portfolio-summary", async () => {
      await p.getByRole("region", { name: /^Finanzierungen/ }).waitFor();
    });
    await p.context().close();
  });
});

/** The open edit dialog at both widths and themes (the matrix reloads, so reopen it each time). */
async function screenshotMatrixOfDialog(page: Page, name: string) {
  const values = {
    date: await page.getByLabel("Datum der Sondertilgung 1").inputValue(),
    amount: await page.getByLabel("Betrag der Sondertilgung 1").inputValue(),
  };
  await screenshotMatrix(page, name, async () => {
    await page.getByRole("button", { name: "Finanzierung Sparkasse Köln bearbeiten" }).click();
    const dialog = page.getByRole("dialog", { name: "Finanzierung bearbeiten" });
    await dialog.getByRole("button", { name: "Sondertilgung hinzufügen" }).click();
    await dialog.getByLabel("Datum der Sondertilgung 1").fill(values.date);
    await dialog.getByLabel("Betrag der Sondertilgung 1").fill(values.amount);
  });
  await page.setViewportSize({ width: 1280, height: 900 });
}
