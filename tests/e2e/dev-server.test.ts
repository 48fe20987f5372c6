import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import type { ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { launch, openPage, SHOTS, waitForTerrain } from "./support/browser";
import { bufferWrites, guardBufferWrites } from "./support/buffer-guard";
import { ROOT } from "./support/build";
import { startDevServer } from "./support/dev-server";
import { actionsToMovement, attr, bar, clickTable, doneUntil, pickBase } from "./support/game";
import { OCTAHEDRON_TRIANGLES, octahedronGlb } from "./support/glb";

/**
 * The Vite dev server (`npm run dev`) and its page, one server and one browser for the file (its first
 * page transforms the app's modules; the later ones reuse them):
 *
 * - Regression: the dev server served `import table from "…/terrain/x.json"` as raw JSON (the
 *   data-folder middleware answered module requests too), so the dev page never started. Plain fetches
 *   of /terrain/ and /models/ must get the file; module imports must get Vite's JavaScript.
 * - A catalog entry with `model.kind: "glb"` (once glb-models.test.ts). The browser's catalog is bundled
 *   from models/catalog.json, so the page's catalog module is answered with a copy whose MBT entry names
 *   a .glb file, which the test serves too. A good file is drawn for every MBT on the default table; a
 *   missing one leaves a block in the side's colour and the app running.
 * - The game screen in the dev page (once in game-screen.test.ts; React reports duplicate keys only in
 *   its development build), on tests/fixtures/games/actions.json at 1600 px: switching calculator pairs
 *   through the lists and on the table, each shows its measured line of sight, no bufferSubData call
 *   writes past its buffer's end (checked in the page: SwiftShader logs no warning for it) and the
 *   console has no duplicate-key errors. With the old `<Instances limit={hits.length}>` and coordinate
 *   keys put back, the guard records "offset 0 + 1600 bytes > buffer size 512" (markers for 8 lines,
 *   then 25) and React the duplicate keys.
 */

// A cold dev server's first page took 150 s at load 40 (its modules transformed on first use).
vi.setConfig({ testTimeout: 480_000 });

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

describe("the dev server", () => {
  it("serves a table file as JSON to fetch()", async () => {
    const res = await fetch(`${base}/terrain/ridge-and-village.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json");
    expect((await res.json()).format).toBe("sightline-table/1");
  });

  it("serves the same file as a JavaScript module to an import", async () => {
    const res = await fetch(`${base}/terrain/ridge-and-village.json?import`, {
      headers: { "sec-fetch-dest": "script" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    const catalog = await fetch(`${base}/models/catalog.json`, { headers: { "sec-fetch-dest": "script" } });
    expect(catalog.headers.get("content-type")).toMatch(/javascript/);
  });
});

const GLB = "glb/test-tank.glb";
/** MBT units on the default table (b1, b2, r3, r4). */
const MBTS = 4;
/** The fallback block (a box) has 12 triangles. */
const BOX_TRIANGLES = 12;

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
  // The dev server's first page transforms the app's modules: longer than goto's 30 s on a loaded machine.
  await page.goto(`${base}/?debug=1`, { timeout: 180_000 });
  await waitForTerrain(page, 180_000);
  return { page, errors, requests: () => requests };
}

/** The renderer's stats: triangles, and the stamp (frame time) that changes with each fresh update. */
async function readStats(page: Page): Promise<{ triangles: number; stamp: string | null }> {
  const stats = page.getByTestId("render-stats");
  return {
    triangles: Number(await stats.getAttribute("data-triangles")),
    stamp: await stats.getAttribute("data-frame-ms"),
  };
}

/**
 * The triangle count once three fresh stats updates in a row agree. Called only after the event that
 * changes the scene has shown (the failed load's notice), so no later change is waited for; the stats
 * probe writes every 10 frames (?debug=1 draws continuously).
 */
async function settledTriangles(page: Page): Promise<number> {
  let { triangles: last, stamp } = await readStats(page);
  let same = 0;
  for (let i = 0; i < 600 && same < 3; i++) {
    await page.waitForTimeout(50);
    const now = await readStats(page);
    if (now.stamp === stamp) continue; // no new stats yet
    stamp = now.stamp;
    same = now.triangles === last ? same + 1 : 0;
    last = now.triangles;
  }
  return last;
}

describe("catalog models from .glb files", () => {
  it("draws a served .glb for each MBT; a missing file falls back to a block, is named in the status bar, and the app runs on", async () => {
    // The missing file first: its notice says when the blocks are in, so its count is read once settled.
    const bad = await open(null);
    await expect.poll(bad.requests, { timeout: 60_000 }).toBeGreaterThan(0);
    // The status bar names the file and why; the page itself logs only the browser's own line for the
    // failed request, with no uncaught error.
    await expect.poll(() => bad.page.getByTestId("notice").textContent(), { timeout: 60_000 }).toContain(GLB);
    expect(await bad.page.getByTestId("notice").textContent()).toContain("404");
    const withBlocks = await settledTriangles(bad.page);
    // A picture for a person (test-results/e2e); the canvas, drawn continuously with ?debug=1, took over
    // Playwright's 30 s to count as stable at load 50.
    await bad.page.locator("canvas").screenshot({ path: join(SHOTS, "glb-missing.png"), timeout: 120_000 });
    expect(bad.errors.filter((e) => !e.startsWith("Failed to load resource"))).toEqual([]);
    await expect.poll(() => bad.page.locator("[data-unit]").count()).toBeGreaterThan(10);
    await bad.page.context().close();

    // The same scene but for the MBTs: each drawn as the model's 8 faces instead of the 12-triangle
    // block (a model not drawn at all would leave a difference of 48). Read until the loaded model is
    // drawn: a wrong count never arrives and the poll fails.
    const good = await open(octahedronGlb());
    await expect.poll(good.requests, { timeout: 60_000 }).toBeGreaterThan(0);
    await expect
      .poll(async () => withBlocks - (await readStats(good.page)).triangles, {
        timeout: 60_000,
        interval: 100,
      })
      .toBe(MBTS * (BOX_TRIANGLES - OCTAHEDRON_TRIANGLES));
    await good.page.locator("canvas").screenshot({ path: join(SHOTS, "glb-models.png"), timeout: 120_000 });
    expect(good.errors).toEqual([]);
    await good.page.context().close();
  });
});

/** How many of the shown check's sight lines are blocked (each gets a hit marker), for that pair. */
const blockedLines = (page: Page, firer: string, target: string) =>
  page.evaluate(
    ([o, t]) => {
      const hooks = (window as unknown as { __sightline: { storeJson(): string } }).__sightline;
      const los = JSON.parse(hooks.storeJson()).los;
      if (los.observerId !== o || los.targetId !== t || !los.verdict)
        throw new Error(`no verdict for ${o}-${t}`);
      return (los.verdict.lines as { hitAt: unknown }[]).filter((l) => l.hitAt).length;
    },
    [firer, target],
  );

describe("the game screen in the dev server's page", () => {
  it("the dev server's page: listed and clicked calculator pairs show their LOS, no buffer overrun, no duplicate keys", async () => {
    const { page, errors } = await openPage(browser, { width: 1600, height: 900 });
    // SwiftShader never logs WebGL's INVALID_VALUE: the page checks every bufferSubData call itself.
    await guardBufferWrites(page);
    const warnings: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "warning" || m.type() === "error") warnings.push(m.text());
    });
    await page.goto(`${base}/`, { timeout: 180_000 });
    await waitForTerrain(page, 120_000);
    await actionsToMovement(page);
    await doneUntil(page, "first-direct-fire");
    await attr(bar(page), "data-actor", "blue");
    // Pairs picked in the calculator's lists, then on the table as a player does (firer, then target).
    // The listed ones each block some sight lines (b7-r1 8, b7-r2 25, b2-r2 18, b2-r1 25), none clear,
    // so the hit markers first drawn for 8 must grow in place: what the old `limit={hits.length}`
    // (a buffer sized once) wrote past the end of.
    const at: Record<string, [number, number]> = { b2: [10, 7.5], b5: [20, 6], r1: [20, 22], r2: [30, 24] };
    const pairs = [
      ["list", "b7", "r1"],
      ["list", "b7", "r2"],
      ["list", "b2", "r2"],
      ["list", "b2", "r1"],
      ["table", "b2", "r2"],
      ["table", "b5", "r1"],
      ["table", "b2", "r1"],
      ["table", "b5", "r2"],
      ["table", "b2", "r2"],
    ] as const;
    const blocked: number[] = [];
    for (const [how, firer, target] of pairs) {
      if (how === "table") {
        await pickBase(page, firer, ...at[firer]!);
        await clickTable(page, ...at[target]!);
      } else {
        await page.getByTestId("fire-firer").selectOption(firer);
        await page.getByTestId("fire-target").selectOption(target);
      }
      // The dev server transforms modules on first use: the first pair waits longest.
      await expect
        .poll(
          async () =>
            (await page.getByTestId("fire-los").count()) > 0 ||
            `no sight line for ${firer}-${target} (${how}); console: ${JSON.stringify(warnings.slice(-5))}`,
          { timeout: 240_000 },
        )
        .toBe(true);
      if (how === "list") blocked.push(await blockedLines(page, firer, target));
      await page.waitForTimeout(300);
    }
    expect(Math.min(...blocked), `blocked lines ${blocked}`).toBeGreaterThan(0);
    expect(Math.max(...blocked), `blocked lines ${blocked}`).toBeGreaterThan(blocked[0]!);
    await page.screenshot({ path: join(SHOTS, "game-screen-dev-pairs.png") });
    const writes = await bufferWrites(page);
    expect(writes.calls).toBeGreaterThan(0);
    expect(writes.bad).toEqual([]);
    expect(warnings.filter((w) => /bufferSubData|INVALID_VALUE/.test(w))).toEqual([]);
    expect(warnings.filter((w) => /same key/.test(w))).toEqual([]);
    expect(errors.filter((e) => /same key|bufferSubData/.test(e))).toEqual([]);
    await page.context().close();
  }, 600_000);
});
