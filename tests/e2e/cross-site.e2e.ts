import http from "node:http";
import type { AddressInfo } from "node:net";
import { AuthPages } from "./support/auth-pages";
import { describe, expect, test } from "./support/fixtures";

// Issue 12 item 10: a page on another port of the same host is the same *site* for cookies
// (SameSite=Lax sends the session along), so only the API's own checks stop it from writing.
function attackerPage(target: string): string {
  // enctype text/plain turns name=value into a JSON-looking body: {"firstName":"Eve",…,"x":"="}
  return `<!doctype html><html><body>
<form id="f" method="POST" action="${target}/api/v1/tenants" enctype="text/plain">
  <input name='{"firstName":"Eve","lastName":"Formular","x":"' value='"}'>
</form>
<script>
  fetch(${JSON.stringify(`${target}/api/v1/tenants`)}, { method: "POST", mode: "no-cors", credentials: "include",
    headers: { "Content-Type": "text/plain" }, body: JSON.stringify({ firstName: "Eve", lastName: "Fetch" }) })
    .finally(() => { document.title = "fetch-done"; document.getElementById("f").submit(); });
</script></body></html>`;
}

describe("cross-site writes", () => {
  test("a page served from another port can neither post a form nor a no-cors fetch into the API", async ({ page, baseUrl, dataDir }) => {
    const auth = new AuthPages(page, baseUrl, dataDir);
    await auth.signUpAndLogin({ firstName: "Opfer" });
    const tenants = async () => ((await (await page.request.get(`${baseUrl}/api/v1/tenants`)).json()) as { total: number }).total;
    expect(await tenants()).toBe(0);

    const evil = http.createServer((_req, res) => {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      res.end(attackerPage(baseUrl));
    });
    await new Promise<void>((resolve) => evil.listen(0, "localhost", resolve));
    try {
      const evilUrl = `http://localhost:${(evil.address() as AddressInfo).port}/`;
      const answer = page.waitForResponse((r) => r.url() === `${baseUrl}/api/v1/tenants` && r.request().method() === "POST" && r.request().resourceType() === "document");
      await page.goto(evilUrl);
      // The form's request reached the API (with the session cookie) and was refused there.
      const res = await answer;
      expect(res.status()).toBe(403);
      expect(await res.text()).toContain("Diese Anfrage kam nicht von Hausbuch selbst und wurde abgelehnt.");
    } finally {
      evil.close();
    }
    expect(await tenants()).toBe(0);
  });
});
