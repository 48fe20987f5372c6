import { describe, expect, it } from "vitest";
import { launch, openPage, tableToPage, waitForTerrain } from "./support/browser";
import { DIST, ensureBuilt } from "./support/build";
import { serveStatic } from "./support/server";

/**
 * Issue 23 item 15: after one visit the app loads and works with no network. The page is served by a
 * server of its own, which the test stops (and the browser goes offline) before reloading; the reloaded
 * page then draws the table and computes a dead-ground map in the worker pool.
 */

describe("offline and install", () => {
  it("serves a web app manifest, and after one visit reloads and plays with the server gone", async () => {
    await ensureBuilt();
    const server = await serveStatic(DIST);
    const browser = await launch();
    try {
      const { page, errors } = await openPage(browser);
      await page.goto(`${server.url}/`);
      await waitForTerrain(page);
      const manifest = await page.evaluate(async () => {
        const link = document.querySelector<HTMLLinkElement>("link[rel=manifest]");
        return link ? (await fetch(link.href)).json() : null;
      });
      expect(manifest).toMatchObject({ short_name: "Sightline", display: "standalone", start_url: "./" });
      expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(["192x192", "512x512"]);
      // The worker is active once every file of the build is in its cache (install is all or nothing).
      const cached = await page.evaluate(async () => {
        const timeout = new Promise((_, no) =>
          setTimeout(() => no(new Error("no service worker after 30 s")), 30_000),
        );
        await Promise.race([navigator.serviceWorker.ready, timeout]);
        const keys = await caches.keys();
        const c = await caches.open(keys.find((k) => k.startsWith("sightline-"))!);
        return (await c.keys()).map((r) => new URL(r.url).pathname);
      });
      expect(cached).toEqual(
        expect.arrayContaining(["/", "/terrain/open-plain.json", "/models/catalog.json"]),
      );
      expect(cached.some((p) => /map\.worker-.*\.js$/.test(p))).toBe(true);

      await server.close();
      await page.context().setOffline(true);
      await page.reload();
      await waitForTerrain(page);
      // Play: a dead-ground map, computed by the worker pool the cache served.
      await page.getByTestId("tool-deadground").click();
      const [x, y] = await tableToPage(page, 24, 19.5, 0.8);
      await page.mouse.click(x, y);
      const panel = page.getByTestId("deadground-panel");
      await expect.poll(() => panel.getAttribute("data-status"), { timeout: 60_000 }).toBe("done");
      expect(await page.getByTestId("overlay-summary").textContent()).toMatch(/\d/);
      expect(errors).toEqual([]);
      // The network is really gone: a file the cache does not hold cannot be had.
      const missing = await page.evaluate(() =>
        fetch("terrain/not-cached.json").then(
          (r) => `status ${r.status}`,
          () => "failed",
        ),
      );
      expect(missing).toBe("failed");
      await page.context().close();
    } finally {
      await browser.close();
      await server.close().catch(() => {});
    }
  }, 240_000);
});
