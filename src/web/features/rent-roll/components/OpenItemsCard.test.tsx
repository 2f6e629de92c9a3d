// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cents } from "@/core/money";
import { messages } from "@/shared/messages";
import { mockApi, newQueryClient } from "@/web/lib/test-utils";
import { CONTRACT_ID, ref, renderInRouter } from "@/web/features/rent-roll/test-fixtures";
import { rentRollKeys } from "@/web/features/rent-roll/api/query-keys";
import { OpenItemsCard } from "./OpenItemsCard";

const renderCard = (props: { hideWhenEmpty?: boolean } = {}, client = newQueryClient()) => render(renderInRouter(() => <><OpenItemsCard {...props} /><p>Stub-Ende</p></>, client).element);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("OpenItemsCard (Offene Posten)", () => {
  it("lists overdue contracts with amount, days, warning and a link to the account, and the total", async () => {
    mockApi({
      "GET /open-items": {
        body: {
          items: [
            { ...ref, arrearsCents: cents(160000), settlementCents: cents(0), daysOverdue: 45, warning: "two_months", oldestDueDate: "2026-01-05" },
            { ...ref, contractId: "c2", tenantName: "Jonas Weber", unitCode: "W02", roomCode: "Z1", arrearsCents: cents(20000), settlementCents: cents(19000), daysOverdue: 1, warning: "none", oldestDueDate: "2026-02-18" },
          ],
          totalCents: cents(180000),
        },
      },
    });
    renderCard();
    const card = await screen.findByRole("region", { name: "Offene Posten" });
    expect(card.textContent).toContain("Summe überfällig 1.800,00\u00a0€");
    const [mia, jonas] = within(card).getAllByRole("listitem");
    expect(within(mia!).getByRole("link", { name: "Mia Berg" }).getAttribute("href")).toBe(`/dashboard/contracts/${CONTRACT_ID}/account`);
    expect(mia!.textContent).toContain("Haus Linde · W01");
    expect(mia!.textContent).toContain("1.600,00\u00a0€");
    expect(mia!.textContent).toContain("überfällig seit 45 Tagen (fällig 05.01.2026)");
    expect(mia!.textContent).toContain(messages.arrearsWarningTwoMonths);
    expect(jonas!.textContent).toContain("Haus Linde · W02 · Zimmer Z1");
    expect(jonas!.textContent).toContain("überfällig seit 1 Tag");
    // A Nachzahlung of a Nebenkostenabrechnung is named as such; Mia's overdue amount is all rent.
    expect(jonas!.textContent).toContain("davon Nachzahlung Nebenkosten 190,00\u00a0€");
    expect(mia!.textContent).not.toContain("Nachzahlung");
    expect(jonas!.textContent).not.toContain("§ 543");
  });

  it("empty: a friendly line, or nothing at all", async () => {
    mockApi({ "GET /open-items": { body: { items: [], totalCents: 0 } } });
    renderCard();
    expect(await screen.findByText("Keine offenen Posten – alle fälligen Mieten sind bezahlt.")).toBeTruthy();
    cleanup();
    // Loaded before the first render, so "nothing" is the loaded state, not the loading one.
    const client = newQueryClient();
    client.setQueryData(rentRollKeys.openItems(), { items: [], totalCents: cents(0) });
    renderCard({ hideWhenEmpty: true }, client);
    await screen.findByText("Stub-Ende");
    expect(screen.queryByText(/offenen Posten/)).toBeNull();
  });
});
