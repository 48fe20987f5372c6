import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import type { ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { launch, openPage, SHOTS, waitForTerrain } from "./support/browser";
import { ROOT } from "./support/build";
import { startDevServer } from "./support/dev-server";
import { OCTAHEDRON_TRIANGLES, octahedronGlb } from "./support/glb";

/**
 * A catalog entry with `model.kind: "glb"` in a real browser. The browser's catalog is bundled from
 * models/catalog.json, so this runs the dev server (as `npm start` does) and answers the catalog
 * module with a copy whose MBT entry names a .glb file, which the test serves too. A good file is drawn
 * for every MBT on the default table; a missing one leaves a block in the side's colour and the app
 * running.
 */

vi.setConfig({ testTimeout: 240_000 });

const GLB = "glb/test-tank.glb";
/** MBT units on the default table (b1, b2, r3, r4). */
const MBTS = 4;
/** The fallback block (a box) has 12 triangles. */
const BOX_TRIANGLES = 12;

let server: ViteDevServer;
let base = "";
let browser: Browser;
beforeAll(async () => {
  ({ server, base } = await startDevServer());
  browser = await launch();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const catalogModule = (): string => {
  const catalog = JSON.parse(readFileSync(join(ROOT, "models/catalog.json"), "utf8"));
  const mbt = catalog.types.find((t: { type: string }) => t.type === "MBT");
  mbt.model = { kind: "glb", file: GLB, scale: 1, rotationDeg: 0 };
  return `export default ${JSON.stringify(catalog)};\n`;
};

/** The default table with MBTs drawn from a .glb the test serves (or answers 404 for). */
async function open(glb: Buffer | null): Promise<{ page: Page; errors: string[]; requests: () => number }> {
  const { page, errors } = await openPage(browser);
  let requests = 0;
  await page.route(
    (url) => url.pathname === "/models/catalog.json",
    (route) =>
      route.request().resourceType() === "script"
        ? route.fulfill({ contentType: "application/javascript", body: catalogModule() })
        : route.continue(),
  );
  await page.route(`**/models/${GLB}`, (route) => {
    requests++;
    return glb
      ? route.fulfill({ contentType: "model/gltf-binary", body: glb })
      : route.fulfill({ status: 404, body: "not found" });
  });
  await page.goto(`${base}/?debug=1`);
  await waitForTerrain(page, 180_000);
  return { page, errors, requests: () => requests };
}

/** The renderer's triangle count once six fresh stats updates in a row agree (a model may still load). */
async function settledTriangles(page: Page): Promise<number> {
  const stats = page.getByTestId("render-stats");
  const read = async () => [
    await stats.getAttribute("data-triangles"),
    await stats.getAttribute("data-frame-ms"),
  ];
  let [last, stamp] = await read();
  let same = 0;
  for (let i = 0; i < 480 && same < 6; i++) {
    await page.waitForTimeout(250);
    const [n, t] = await read();
    if (t === stamp) continue; // no new stats yet
    stamp = t;
    same = n === last ? same + 1 : 0;
    last = n;
  }
  return Number(last);
}

describe("catalog models from .glb files", () => {
  it("draws a served .glb for each MBT; a missing file falls back to a block, is named in the status bar, and the app runs on", async () => {
    const good = await open(octahedronGlb());
    await expect.poll(good.requests, { timeout: 60_000 }).toBeGreaterThan(0);
    const withModel = await settledTriangles(good.page);
    await good.page.locator("canvas").screenshot({ path: join(SHOTS, "glb-models.png") });
    expect(good.errors).toEqual([]);
    await good.page.context().close();

    const bad = await open(null);
    await expect.poll(bad.requests, { timeout: 60_000 }).toBeGreaterThan(0);
    const withBlocks = await settledTriangles(bad.page);
    await bad.page.locator("canvas").screenshot({ path: join(SHOTS, "glb-missing.png") });
    // The same scene but for the MBTs: each drawn as the 12-triangle block instead of the model's 8
    // faces (a model not drawn at all would leave a difference of 48).
    expect(withBlocks - withModel).toBe(MBTS * (BOX_TRIANGLES - OCTAHEDRON_TRIANGLES));
    // The status bar names the file and why; the page itself logs only the browser's own line for the
    // failed request, with no uncaught error.
    await expect.poll(() => bad.page.getByTestId("notice").textContent(), { timeout: 60_000 }).toContain(GLB);
    expect(await bad.page.getByTestId("notice").textContent()).toContain("404");
    expect(bad.errors.filter((e) => !e.startsWith("Failed to load resource"))).toEqual([]);
    await expect.poll(() => bad.page.locator("[data-unit]").count()).toBeGreaterThan(10);
    await bad.page.context().close();
  });
});
