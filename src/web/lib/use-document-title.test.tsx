// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { documentTitle, SITE_TITLE, useDocumentTitle } from "./use-document-title";

afterEach(cleanup);

function Page({ name }: { name: string | null }) {
  useDocumentTitle(name);
  return null;
}

describe("useDocumentTitle", () => {
  it("names the page before the app", () => {
    expect(documentTitle("Immobilien")).toBe("Immobilien – Hausbuch");
    expect(documentTitle("  Mieterkonto Mia Berg ")).toBe("Mieterkonto Mia Berg – Hausbuch");
  });

  it("falls back to the landing page's title, the one index.html starts with", async () => {
    expect(documentTitle(null)).toBe(SITE_TITLE);
    expect(documentTitle("")).toBe(SITE_TITLE);
    const fs = await import("node:fs");
    // The pre-rendered `/` takes its title from documentTitle(null) itself (app/public-pages.tsx).
    expect(fs.readFileSync("src/web/index.html", "utf8")).toContain(`<title>${SITE_TITLE}</title>`);
  });

  it("sets the title and follows a name that arrives later", () => {
    const view = render(<Page name="Immobilie" />);
    expect(document.title).toBe("Immobilie – Hausbuch");
    view.rerender(<Page name="Musterhaus" />);
    expect(document.title).toBe("Musterhaus – Hausbuch");
  });
});
