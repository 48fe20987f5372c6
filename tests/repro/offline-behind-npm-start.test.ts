import { describe, expect, it } from "vitest";
import { launch, openPage, tableToPage, waitForTerrain } from "../e2e/support/browser";
import { startNpmStart } from "../e2e/support/npm-start";

/**
 * Issue 39 item 13: after one visit to the app served by `npm start` (the Vite preview server), the
 * offline reload loaded the page but every script failed (net::ERR_FAILED). That server answers with
 * `Vary: Origin`, and the browser's module requests carry an Origin header that the precached copies
 * (fetched without one) lack, so the service worker's cache lookup missed them all. tests/e2e/offline
 * only passed because its own static server sends no Vary.
 */

describe("offline after one visit, behind npm start", () => {
  it("reloads with the server gone and computes a map from the cache", async () => {
    const server = await startNpmStart({ SIGHTLINE_GAME_SERVER: "0" });
    const browser = await launch();
    try {
      const { page, errors } = await openPage(browser);
      const vary = (await page.goto(`${server.url}/`))?.headers().vary ?? "";
      await waitForTerrain(page);
      // The server this test is about: it still varies on Origin (else the test would prove nothing).
      expect(vary.toLowerCase()).toContain("origin");
      await page.evaluate(async () => {
        const timeout = new Promise((_, no) =>
          setTimeout(() => no(new Error("no service worker after 30 s")), 30_000),
        );
        await Promise.race([navigator.serviceWorker.ready, timeout]);
      });

      await server.close();
      await page.context().setOffline(true);
      await page.reload();
      await waitForTerrain(page);
      await page.getByTestId("tool-deadground").click();
      const [x, y] = await tableToPage(page, 24, 19.5, 0.8);
      await page.mouse.click(x, y);
      const panel = page.getByTestId("deadground-panel");
      await expect.poll(() => panel.getAttribute("data-status"), { timeout: 60_000 }).toBe("done");
      expect(errors).toEqual([]);
      await page.context().close();
    } finally {
      await browser.close();
      await server.close();
    }
  }, 240_000);
});
