import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { loadavg } from "node:os";
import { FIRESTRIKE_SIGHT } from "../core/firestrike/sight/rules";
import { buildCellRaster } from "../core/los/cell-raster";
import { deadGroundMap } from "../core/los/dead-ground";
import { minHeightMap } from "../core/los/min-height";
import { type MapObserver, observerAtPoint, observerFromPlacement } from "../core/los/observer";
import type { Table } from "../core/table/schema";
import { placeUnit } from "../core/units/placement";
import { buildLosScene } from "../geometry/bvh/los-scene";
import { type BuiltWorld, createWorld } from "../geometry/los/world";
import type { LosPool } from "../geometry/pool/los-pool";
import { freshBundle, rebuildBundle } from "./bench-bundle";
import { bundleIsFresh } from "./bundle-fresh.mjs";
import { cliCatalog, loadTable } from "./io";

/**
 * The benchmark's wider sections (issue 22): every shipped table, how time grows with cells and
 * triangles, the minimum-height map's cost, and whole CLI processes against `node -e 0`.
 */

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
const spread = (xs: number[], d = 1) => ({
  median: round(median(xs), d),
  min: round(Math.min(...xs), d),
  max: round(Math.max(...xs), d),
});

/** Eye height of the bare-point observers on a table without units (a standing man's eye, 2 yards). */
const POINT_EYE_YARDS = 2;

/**
 * The observer the per-table figures map from: the fifth blue unit, else the first unit; on a table
 * shipped without units (the Firefight, hex and WWII tables, whose forces come from their set-up), a
 * bare point at the table's centre.
 */
export function benchObserver(world: BuiltWorld): MapObserver {
  const { table, terrain, catalog } = world;
  const blue = table.units.filter((u) => u.side === "blue");
  const u = blue[4] ?? blue[0] ?? table.units[0];
  if (!u) return observerAtPoint(world, table.width / 2, table.depth / 2, POINT_EYE_YARDS, "centre");
  return observerFromPlacement(world, placeUnit(terrain, catalog, u));
}

/**
 * The threat map's observers: the red units, else every unit not blue; on a table without units, eight
 * bare points along its far edge (an enemy's deployment line), 2 inches in.
 */
export function threatObservers(world: BuiltWorld): { observers: MapObserver[]; from: "units" | "points" } {
  const { table } = world;
  const red = table.units.filter((u) => u.side === "red");
  const enemy = red.length > 0 ? red : table.units.filter((u) => u.side !== "blue");
  if (enemy.length > 0)
    return {
      observers: enemy.map((u) => observerFromPlacement(world, placeUnit(world.terrain, world.catalog, u))),
      from: "units",
    };
  const observers = Array.from({ length: 8 }, (_, i) =>
    observerAtPoint(world, ((i + 0.5) * table.width) / 8, table.depth - 2, POINT_EYE_YARDS, `edge-${i + 1}`),
  );
  return { observers, from: "points" };
}

async function timeAsync(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

function time(fn: () => unknown): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

/**
 * One thread's time for fn once V8's code for it has settled: runs it until three runs in a row agree
 * within 15% (at most 30 runs), then times five more. A new table's first maps run deoptimised code
 * (each table brings new object shapes: traced with --trace-deopt, "wrong map" at the top of
 * deadGroundMap), and on a 2 ms map two warm-up runs left the timed ones in that state: they measured
 * V8's re-optimisation, not the map (open-plain 2.3 ms against 9-13 ms between two commits whose map
 * code is the same). `settleRuns` says how many runs that took.
 */
function steadyTime(fn: () => unknown): { ms: number[]; settleRuns: number } {
  const last: number[] = [];
  let runs = 0;
  while (runs < 30) {
    last.push(time(fn));
    runs++;
    if (last.length > 3) last.shift();
    if (last.length === 3 && Math.max(...last) <= 1.15 * Math.min(...last)) break;
  }
  const ms: number[] = [];
  for (let i = 0; i < 5; i++) ms.push(time(fn));
  return { ms, settleRuns: runs };
}

/** One table's figures: BVH build, dead ground pooled (first map once ready, then warm), one thread, threat. */
async function tableFigures(file: string, table: Table, pool: LosPool) {
  const buildMs = buildLosScene(table).buildMs;
  const world = createWorld(table, cliCatalog(), FIRESTRIKE_SIGHT);
  const observer = benchObserver(world);
  const raster = buildCellRaster(world, 0.25);
  pool.setTable(table, world.scene, world.catalog, {
    cellInches: [0.25],
    prime: true,
    sight: FIRESTRIKE_SIGHT.name,
  });
  await pool.whenReady();
  const coldMs = await timeAsync(() => pool.deadGround(observer));
  for (let i = 0; i < 8; i++) await pool.deadGround(observer);
  const pooled: number[] = [];
  for (let i = 0; i < 5; i++) pooled.push(await timeAsync(() => pool.deadGround(observer)));
  const one = steadyTime(() => deadGroundMap(world, raster, observer));
  const { observers, from } = threatObservers(world);
  await pool.threat(observers);
  const threat: number[] = [];
  for (let i = 0; i < 2; i++) threat.push(await timeAsync(() => pool.threat(observers)));
  return {
    table: file,
    widthInches: table.width,
    depthInches: table.depth,
    triangles: world.scene.triangleCount,
    cells: raster.cols * raster.rows,
    bvhBuildMs: round(buildMs),
    deadGround: {
      ms: spread(pooled),
      coldMs: round(coldMs),
      oneThreadMs: round(median(one.ms)),
      oneThreadSettleRuns: one.settleRuns,
    },
    observer: observer.id,
    threat: { observers: observers.length, from, ms: round(median(threat)) },
    minHeight: minHeightCost(world, observer),
    world,
    mapObserver: observer,
  };
}

/** How one thread's map time grows with the cell count (bench-dense, one observer). */
function cellScaling(world: BuiltWorld, observer: MapObserver) {
  return [0.5, 0.25, 0.125].map((cellInches) => {
    const raster = buildCellRaster(world, cellInches);
    const { ms, settleRuns } = steadyTime(() => deadGroundMap(world, raster, observer));
    return { cellInches, cells: raster.cols * raster.rows, oneThreadMs: round(median(ms)), settleRuns };
  });
}

/** The minimum-height map (default ladder) against one 2-yard dead-ground map, one thread, timed in turn. */
function minHeightCost(world: BuiltWorld, observer: MapObserver) {
  const raster = buildCellRaster(world, 0.25);
  for (let i = 0; i < 2; i++) {
    deadGroundMap(world, raster, observer);
    minHeightMap(world, raster, observer);
  }
  const ratios: number[] = [];
  const mh: number[] = [];
  for (let i = 0; i < 5; i++) {
    const a = time(() => minHeightMap(world, raster, observer));
    const b = time(() => deadGroundMap(world, raster, observer));
    mh.push(a);
    ratios.push(a / b);
  }
  return { ms: round(median(mh)), vsDeadGround: spread(ratios, 2) };
}

/** Whole CLI processes against `node -e 0`, run in turn pair by pair (the ratio is taken per pair). */
function cliFigures(pairs: number) {
  const run = (args: string[]) => {
    const t0 = performance.now();
    const r = spawnSync(process.execPath, args, { encoding: "utf8" });
    if (r.status !== 0) throw new Error(`bench: ${args.join(" ")} failed: ${r.stderr}`);
    return performance.now() - t0;
  };
  const commands: Record<string, string[]> = {
    los: ["los", "terrain/ridge-and-village.json", "b1", "r4"],
    deadground: ["deadground", "terrain/ridge-and-village.json", "b1"],
    threat: ["threat", "terrain/ridge-and-village.json", "--side", "red"],
  };
  // The bundle, as `sightline` runs after `npm install`, not the sources through tsx (bench-bundle.ts).
  const root = new URL("../../", import.meta.url);
  let bundled = freshBundle(root, () => rebuildBundle(root));
  if (!bundled)
    console.error("bench: no CLI bundle (npm run build:cli); the cli section times the sources through tsx");
  const out: Record<string, { ms: ReturnType<typeof spread>; vsNode: ReturnType<typeof spread> }> = {};
  let nodeMs: number[] = [];
  for (const [name, args] of Object.entries(commands)) {
    run(["src/cli/sightline.mjs", ...args]); // warm the file cache
    const ms: number[] = [];
    const ratio: number[] = [];
    const base: number[] = [];
    for (let i = 0; i < pairs; i++) {
      const a = run(["src/cli/sightline.mjs", ...args]);
      const b = run(["-e", "0"]);
      ms.push(a);
      base.push(b);
      ratio.push(a / b);
    }
    out[name] = { ms: spread(ms, 0), vsNode: spread(ratio, 2) };
    nodeMs = nodeMs.concat(base);
  }
  // A source edited while the processes ran would have sent some of them through tsx.
  bundled &&= bundleIsFresh(root);
  return { nodeMs: spread(nodeMs, 0), pairs, bundled, ...out };
}

const ROOT = new URL("../../", import.meta.url);

/** The commands of the `startup` section: start-up, small maps and large ones, as a user runs them. */
export const STARTUP_COMMANDS: Record<string, readonly string[]> = {
  help: ["--help"],
  los: ["los", "terrain/ridge-and-village.json", "b1", "r4"],
  "deadground-2in": ["deadground", "terrain/ridge-and-village.json", "b1", "--cell", "2"],
  "deadground-0.5in": ["deadground", "terrain/ridge-and-village.json", "b1", "--cell", "0.5"],
  "threat-2in": ["threat", "terrain/ridge-and-village.json", "--side", "red", "--cell", "2"],
  "threat-0.5in": ["threat", "terrain/ridge-and-village.json", "--side", "red", "--cell", "0.5"],
  // the same as `los` without the disk cache of tables' worlds (src/cli/world-cache.ts): what a table
  // the CLI has not seen costs (the warm-up run leaves every other command a cache hit)
  "los-uncached": ["los", "terrain/ridge-and-village.json", "b1", "r4"],
};

/** The environment a startup command runs with beyond this process's own, by its name. */
export const STARTUP_ENV: Record<string, Record<string, string>> = {
  "los-uncached": { SIGHTLINE_CACHE: "0" },
};

/**
 * The `startup` section (issue 37): each command as a whole process, run as the README's `sightline`
 * runs it (the bin file itself, started by its `#!/usr/bin/env node` line, as `npm link` leaves it),
 * against `node -e 0`, in turn pair by pair, the ratio taken per pair: what a short command costs
 * beyond Node's own start. `env.run` times a process, `env.bundle` makes the bundle fresh first and
 * `env.fresh` says whether it still is (a test gives its own).
 */
export function startupFigures(
  pairs: number,
  commands: Record<string, readonly string[]> = STARTUP_COMMANDS,
  env: {
    run(file: string, args: readonly string[], extra?: Record<string, string>): number;
    bundle(): boolean;
    fresh(): boolean;
  } = {
    run: timeProcess,
    bundle: () => freshBundle(ROOT, () => rebuildBundle(ROOT)),
    fresh: () => bundleIsFresh(ROOT),
  },
) {
  const { run } = env;
  const loadBefore = loadavg();
  let bundled = env.bundle();
  const bin = new URL("src/cli/sightline.mjs", ROOT).pathname;
  const out: Record<string, { ms: ReturnType<typeof spread>; vsNode: ReturnType<typeof spread> }> = {};
  const nodeMs: number[] = [];
  for (const [name, args] of Object.entries(commands)) {
    const extra = Object.hasOwn(STARTUP_ENV, name) ? STARTUP_ENV[name] : undefined;
    run(bin, args, extra); // warm the file cache (and the disk cache of the table's world)
    const ms: number[] = [];
    const ratio: number[] = [];
    for (let i = 0; i < pairs; i++) {
      // A then B, then B then A: neither always runs just after the other's exit.
      const first = i % 2 === 0;
      const b0 = first ? 0 : run(process.execPath, ["-e", "0"]);
      const a = run(bin, args, extra);
      const b = first ? run(process.execPath, ["-e", "0"]) : b0;
      ms.push(a);
      nodeMs.push(b);
      ratio.push(a / b);
    }
    out[name] = { ms: spread(ms, 0), vsNode: spread(ratio, 2) };
  }
  // A source edited while the processes ran would have sent some of them through tsx.
  bundled &&= env.fresh();
  const load = (l: number[]) => l.map((x) => round(x, 2));
  return {
    nodeMs: spread(nodeMs, 0),
    pairs,
    bundled,
    // The machine's load average (1, 5, 15 min) before and after: figures from a busy machine say little.
    loadAverage: { before: load(loadBefore), after: load(loadavg()) },
    // Set, Node reads the extra certificates at every start, `node -e 0` included (on the machine of
    // issue 37's second session, about 40% of `node -e 0`'s instructions): the ratios shrink with it.
    nodeExtraCaCerts: Boolean(process.env.NODE_EXTRA_CA_CERTS),
    targets: startupTargets(out),
    ...out,
  };
}

/** Issue 37's start-up targets, each with what was measured (medians of the pairs) and whether it holds. */
export function startupTargets(
  out: Record<string, { ms: ReturnType<typeof spread>; vsNode: ReturnType<typeof spread> }>,
) {
  const targets = [];
  const los = Object.hasOwn(out, "los") ? out.los : undefined;
  if (los)
    targets.push({
      target: "sightline los (cache hit) ≤ 2× node -e 0, whole processes, pair by pair",
      limit: 2,
      measured: los.vsNode.median,
      ok: los.vsNode.median <= 2,
    });
  const dg = Object.hasOwn(out, "deadground-2in") ? out["deadground-2in"] : undefined;
  if (dg)
    targets.push({
      target: 'one-observer dead ground at 2" cells ≤ 0.15 s, whole process',
      limit: 0.15,
      measured: round(dg.ms.median / 1000, 3),
      ok: dg.ms.median <= 150,
    });
  return targets;
}

/** One whole process's wall time, ms; a failed one stops the bench. */
function timeProcess(file: string, args: readonly string[], extra?: Record<string, string>): number {
  const t0 = performance.now();
  const r = spawnSync(file, args, {
    encoding: "utf8",
    env: extra ? { ...process.env, ...extra } : process.env,
  });
  const ms = performance.now() - t0;
  if (r.status !== 0) throw new Error(`bench: ${file} ${args.join(" ")} failed: ${r.stderr || r.error}`);
  return ms;
}

/** Every section, on a pool the caller owns (2 workers). */
export async function benchSuite(pool: LosPool) {
  const files = readdirSync("terrain")
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => `terrain/${f}`);
  const tables = [];
  let dense: { world: BuiltWorld; observer: MapObserver } | null = null;
  for (const file of files) {
    const { world, mapObserver, ...figures } = await tableFigures(file, loadTable(file), pool);
    if (file.endsWith("bench-dense.json")) dense = { world, observer: mapObserver };
    tables.push(figures);
  }
  const byTriangles = tables
    .filter((t) => t.table.endsWith("bench-dense.json") || t.table.endsWith("bench-wide.json"))
    .map((t) => ({
      table: t.table,
      triangles: t.triangles,
      cells: t.cells,
      pooledMs: t.deadGround.ms.median,
    }));
  return {
    tables,
    scaling: { cells: dense ? cellScaling(dense.world, dense.observer) : [], triangles: byTriangles },
    minHeight: tables.find((t) => t.table.endsWith("bench-dense.json"))?.minHeight ?? null,
    cli: cliFigures(5),
    startup: startupFigures(8),
  };
}
