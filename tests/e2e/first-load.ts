/**
 * `npm run bench:first-load`: the first page load after `npm start` on a fresh clone (issue 23 item 16).
 * Each run starts the dev server exactly as `npm start` does but with an empty dependency cache (a new
 * `cacheDir`, as a fresh clone has no node_modules/.vite), opens the page at once in headless Chromium,
 * and prints, as one JSON object per run and the medians:
 *   serverReadyMs   server start → listening
 *   firstFrameMs    page.goto → first frame with the terrain drawn, as the page marks it (its time
 *                   origin plus TerrainLayer's onAfterRender mark, on the wall clock, so a reload the
 *                   dependency optimizer forces is counted)
 *   observedMs      page.goto → the test's poll saw that mark (the older measure: late by whatever
 *                   the main thread does right after the frame, i.e. starting the LOS engine)
 *   reloads         page navigations after the first (the optimizer found a dependency late)
 * Each run is a triple, in turn: `start`, what `npm start` does (scripts/start.mjs: the production
 * build made at install time, timed apart as installBuildMs and not counted, checked for staleness and
 * served with `vite preview`); and the dev server of `npm run dev`: `bare`, the dependency cache empty
 * when the server starts (a clone whose install did not pre-bundle), and `installed`, the cache filled
 * first by what `npm install` runs (scripts/prebundle-deps.mjs, timed apart as installPrebundleMs).
 *
 * The dev server runs in this process by default. BENCH_APART=1 runs it in a Node process of its own
 * (as `npm start` does); measured once on a quiet machine it was slower, not faster (median 6.9 s vs
 * 4.5 s start → frame), so the default stays. BENCH_ONLY=`start`|`bare`|`installed` runs one state only;
 * BENCH_ROOT names another checkout (with its node_modules) to measure with the same harness.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { createServer, preview } from "vite";
import { launch, openPage, waitForTerrain } from "./support/browser";
import { ROOT } from "./support/build";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const IN_PROCESS = process.env.BENCH_APART !== "1";
const ONLY = process.env.BENCH_ONLY ?? "";
const APP_ROOT = process.env.BENCH_ROOT ? `${process.env.BENCH_ROOT.replace(/\/$/, "")}/` : ROOT;

/** A dev server; `close` stops it. */
interface Served {
  base: string;
  close(): Promise<void>;
}

/** The dev server in this process (the old measure: its work shares the browser driver's event loop). */
async function serveHere(cacheDir: string): Promise<Served> {
  const server = await createServer({
    root: APP_ROOT,
    configFile: `${APP_ROOT}vite.config.ts`,
    cacheDir,
    logLevel: "silent",
    server: { port: 0 },
  });
  await server.listen();
  return {
    base: `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
}

/** The dev server in a Node process of its own, as `npm start` runs it; ready when it prints its port. */
function serveApart(cacheDir: string): Promise<Served> {
  const code = `
    const { createServer } = await import(${JSON.stringify(`${APP_ROOT}node_modules/vite/dist/node/index.js`)});
    const server = await createServer({ root: ${JSON.stringify(APP_ROOT)}, configFile: ${JSON.stringify(`${APP_ROOT}vite.config.ts`)},
      cacheDir: ${JSON.stringify(cacheDir)}, logLevel: "silent", server: { port: 0 } });
    await server.listen();
    process.on("SIGTERM", () => server.close().then(() => process.exit(0)));
    console.log("PORT " + server.httpServer.address().port);`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", code], {
    cwd: APP_ROOT,
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    child.on("exit", (c) => reject(new Error(`the dev server exited (${c}) before it listened`)));
    child.stdout.on("data", (d: Buffer) => {
      out += d.toString();
      const m = /PORT (\d+)/.exec(out);
      if (!m) return;
      child.removeAllListeners("exit");
      resolve({
        base: `http://127.0.0.1:${m[1]}`,
        close: () =>
          new Promise<void>((done) => {
            child.once("exit", () => done());
            child.kill("SIGTERM");
          }),
      });
    });
  });
}

/** `npm start`'s server: the staleness check of scripts/start.mjs, then `vite preview` of the build. */
async function serveBuild(outDir: string): Promise<Served> {
  const { upToDate } = (await import(`${APP_ROOT}scripts/start.mjs`)) as {
    upToDate(outDir: string, root?: string): boolean;
  };
  if (!upToDate(outDir, APP_ROOT)) throw new Error(`the build in ${outDir} is not up to date`);
  const server = await preview({
    root: APP_ROOT,
    configFile: `${APP_ROOT}vite.config.ts`,
    logLevel: "silent",
    build: { outDir },
    preview: { port: 0 },
  });
  return {
    base: `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
}

type State = "start" | "bare" | "installed";

interface Run {
  serverReadyMs: number;
  /** page.goto → the first frame with terrain drawn (the page's own mark, TerrainLayer onAfterRender) */
  firstFrameMs: number;
  /** page.goto → the poll saw that frame (late by whatever the page's main thread did after it) */
  observedMs: number;
  reloads: number;
  installPrebundleMs?: number;
  installBuildMs?: number;
}

async function once(state: State): Promise<Run> {
  const cacheDir = mkdtempSync(join(tmpdir(), "sightline-vite-cache-"));
  let installPrebundleMs: number | undefined;
  let installBuildMs: number | undefined;
  if (state === "start") {
    // in a process of its own, as npm's `prepare` runs it (the build sets NODE_ENV=production)
    const tb = performance.now();
    execFileSync(
      process.execPath,
      [`${APP_ROOT}scripts/start.mjs`, "--build-only", "--out", join(cacheDir, "app")],
      { stdio: "ignore" },
    );
    installBuildMs = Math.round(performance.now() - tb);
  }
  if (state === "installed") {
    const tp = performance.now();
    execFileSync(
      process.execPath,
      [`${APP_ROOT}scripts/prebundle-deps.mjs`, "--cache-dir", cacheDir, "--quiet"],
      {
        stdio: "ignore",
      },
    );
    installPrebundleMs = Math.round(performance.now() - tp);
  }
  const t0 = performance.now();
  const server =
    state === "start"
      ? await serveBuild(join(cacheDir, "app"))
      : IN_PROCESS
        ? await serveHere(cacheDir)
        : await serveApart(cacheDir);
  const serverReadyMs = performance.now() - t0;
  const base = server.base;
  const browser = await launch();
  try {
    const { page } = await openPage(browser);
    let navigations = 0;
    page.on("framenavigated", (f) => {
      if (f === page.mainFrame()) navigations++;
    });
    const t1 = performance.now();
    const wallAtGoto = Date.now();
    await page.goto(`${base}/`);
    await waitForTerrain(page, 120_000);
    const observedMs = performance.now() - t1;
    // When the frame was drawn, on the machine's wall clock (the page's time origin plus its own mark):
    // the poll above answers only when the page's main thread is free again, and right after the first
    // frame the page starts its LOS engine, so the poll can see the frame a second or more late.
    const drawnAt = await page.evaluate(
      () =>
        performance.timeOrigin +
        (window as unknown as { __sightlineFirstTerrainFrameMs: number }).__sightlineFirstTerrainFrameMs,
    );
    return {
      serverReadyMs,
      firstFrameMs: drawnAt - wallAtGoto,
      observedMs,
      reloads: Math.max(0, navigations - 1),
      ...(installPrebundleMs !== undefined ? { installPrebundleMs } : {}),
      ...(installBuildMs !== undefined ? { installBuildMs } : {}),
    };
  } finally {
    await browser.close();
    await server.close();
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main(): Promise<void> {
  const all: State[] = ["start", "bare", "installed"];
  const states = ONLY ? all.filter((s) => s === ONLY) : all;
  if (!states.length) throw new Error(`BENCH_ONLY=${ONLY}: expected start, bare or installed`);
  const runs = new Map<State, Run[]>(states.map((s) => [s, []]));
  for (let i = 0; i < RUNS; i++) for (const s of states) runs.get(s)!.push(await once(s));
  const round = (x: number) => Math.round(x);
  const report = (runs: Run[]) => ({
    runs: runs.map((r) => ({
      ...r,
      serverReadyMs: round(r.serverReadyMs),
      firstFrameMs: round(r.firstFrameMs),
      observedMs: round(r.observedMs),
    })),
    medianServerReadyMs: round(median(runs.map((r) => r.serverReadyMs))),
    medianFirstFrameMs: round(median(runs.map((r) => r.firstFrameMs))),
    medianObservedMs: round(median(runs.map((r) => r.observedMs))),
    // npm start → first terrain frame, as a user waits for it
    medianStartToFrameMs: round(median(runs.map((r) => r.serverReadyMs + r.firstFrameMs))),
  });
  console.log(
    JSON.stringify({
      root: APP_ROOT,
      server: IN_PROCESS ? "in this process" : "own process",
      loadAverage: loadavg().map((x) => round(x * 100) / 100),
      ...Object.fromEntries([...runs].map(([s, r]) => [s, report(r)])),
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
