/**
 * `npm run bench:web`: the web app's size and start-up, as one JSON object.
 *   initialJs.gzipBytes   gzipped size of the JavaScript the page loads before anything is lazy-loaded
 *                         (the entry script plus its modulepreloads), target ≤ 600 KB
 *   firstTerrainFrameMs   navigation start → first frame with the terrain drawn, headless Chromium with
 *                         SwiftShader on this machine (median of `runs`)
 *   drawCalls, triangles  of the default table with ?debug=1 (target ≤ 150 draw calls)
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { launch, openPage, waitForTerrain } from "./support/browser";
import { DIST, ensureBuilt } from "./support/build";
import { serveStatic } from "./support/server";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

function initialScripts(): string[] {
  const html = readFileSync(join(DIST, "index.html"), "utf8");
  const srcs = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  return [...new Set([...srcs, ...preloads])];
}

async function main(): Promise<void> {
  await ensureBuilt();
  const files = initialScripts();
  const sizes = files.map((f) => {
    const bytes = readFileSync(join(DIST, f.replace(/^\//, "")));
    return { file: f, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  });
  const gzipBytes = sizes.reduce((s, f) => s + f.gzipBytes, 0);

  const server = await serveStatic(DIST);
  const browser = await launch();
  const times: number[] = [];
  let drawCalls: number | null = null;
  let triangles: number | null = null;
  try {
    for (let i = 0; i < RUNS; i++) {
      const { page } = await openPage(browser);
      await page.goto(`${server.url}/`);
      times.push(await waitForTerrain(page));
      await page.context().close();
    }
    const { page } = await openPage(browser);
    await page.goto(`${server.url}/?debug=1`);
    await waitForTerrain(page);
    await page.waitForFunction(
      () => document.querySelector("[data-testid=render-stats]")?.getAttribute("data-calls"),
      undefined,
      {
        timeout: 60_000,
      },
    );
    const stats = page.getByTestId("render-stats");
    drawCalls = Number(await stats.getAttribute("data-calls"));
    triangles = Number(await stats.getAttribute("data-triangles"));
    await page.context().close();
  } finally {
    await browser.close();
    await server.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  console.log(
    JSON.stringify({
      initialJs: {
        files: sizes,
        gzipBytes,
        gzipKB: Math.round(gzipBytes / 102.4) / 10,
        targetKB: 600,
        ok: gzipBytes <= 600 * 1024,
      },
      firstTerrainFrameMs: { median: Math.round(median), runs: times.map((t) => Math.round(t)) },
      drawCalls,
      triangles,
      drawCallsOk: drawCalls !== null && drawCalls <= 150,
    }),
  );
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : String(e));
  process.exit(1);
});
