/**
 * `npm run bench:first-load`: the first page load after `npm start` on a fresh clone (issue 23 item 16).
 * Each run starts the dev server exactly as `npm start` does but with an empty dependency cache (a new
 * `cacheDir`, as a fresh clone has no node_modules/.vite), opens the page at once in headless Chromium,
 * and prints, as one JSON object per run and the medians:
 *   serverReadyMs   server start → listening
 *   firstFrameMs    page.goto → first frame with the terrain drawn (wall clock, so a reload the
 *                   dependency optimizer forces is counted)
 *   reloads         page navigations after the first (the optimizer found a dependency late)
 * Each run is a pair, in turn: `bare`, the dependency cache empty when the server starts (a clone whose
 * install did not pre-bundle), and `installed`, the cache filled first by what `npm install` runs
 * (scripts/prebundle-deps.mjs, timed apart as installPrebundleMs, not counted in the first frame).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { createServer } from "vite";
import { launch, openPage, waitForTerrain } from "./support/browser";
import { ROOT } from "./support/build";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

interface Run {
  serverReadyMs: number;
  firstFrameMs: number;
  reloads: number;
  installPrebundleMs?: number;
}

async function once(installed: boolean): Promise<Run> {
  const cacheDir = mkdtempSync(join(tmpdir(), "sightline-vite-cache-"));
  let installPrebundleMs: number | undefined;
  if (installed) {
    const tp = performance.now();
    execFileSync(
      process.execPath,
      [`${ROOT}scripts/prebundle-deps.mjs`, "--cache-dir", cacheDir, "--quiet"],
      {
        stdio: "ignore",
      },
    );
    installPrebundleMs = Math.round(performance.now() - tp);
  }
  const t0 = performance.now();
  const server = await createServer({
    root: ROOT,
    configFile: `${ROOT}vite.config.ts`,
    cacheDir,
    logLevel: "silent",
    server: { port: 0 },
  });
  await server.listen();
  const serverReadyMs = performance.now() - t0;
  const base = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`;
  const browser = await launch();
  try {
    const { page } = await openPage(browser);
    let navigations = 0;
    page.on("framenavigated", (f) => {
      if (f === page.mainFrame()) navigations++;
    });
    const t1 = performance.now();
    await page.goto(`${base}/`);
    await waitForTerrain(page, 120_000);
    return {
      serverReadyMs,
      firstFrameMs: performance.now() - t1,
      reloads: Math.max(0, navigations - 1),
      ...(installPrebundleMs !== undefined ? { installPrebundleMs } : {}),
    };
  } finally {
    await browser.close();
    await server.close();
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main(): Promise<void> {
  const bare: Run[] = [];
  const installed: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    bare.push(await once(false));
    installed.push(await once(true));
  }
  const round = (x: number) => Math.round(x);
  const report = (runs: Run[]) => ({
    runs: runs.map((r) => ({
      ...r,
      serverReadyMs: round(r.serverReadyMs),
      firstFrameMs: round(r.firstFrameMs),
    })),
    medianServerReadyMs: round(median(runs.map((r) => r.serverReadyMs))),
    medianFirstFrameMs: round(median(runs.map((r) => r.firstFrameMs))),
    // npm start → first terrain frame, as a user waits for it
    medianStartToFrameMs: round(median(runs.map((r) => r.serverReadyMs + r.firstFrameMs))),
  });
  console.log(
    JSON.stringify({
      loadAverage: loadavg().map((x) => round(x * 100) / 100),
      bare: report(bare),
      installed: report(installed),
    }),
  );
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
