import { DoubleSide, Mesh, MeshBasicMaterial, Ray, Raycaster, Vector3 } from "three";
import { FIRESTRIKE_SIGHT } from "../core/firestrike/sight/rules";
import { castLine, newLineHit } from "../core/los/cast-line";
import { buildCellRaster } from "../core/los/cell-raster";
import { deadGroundMap } from "../core/los/dead-ground";
import { measureCover } from "../core/los/line-of-sight";
import { observerFromPlacement } from "../core/los/observer";
import { type OwnArea, ownAreasAt } from "../core/los/own-areas";
import { sightPoints } from "../core/los/sight-points";
import { type Placement, placeUnit } from "../core/units/placement";
import { buildLosScene, sideTree } from "../geometry/bvh/los-scene";
import { createWorld } from "../geometry/los/world";
import { benchSuite, startupFigures } from "./bench-suite";
import { cliCatalog, loadTable } from "./io";
import { nodePool } from "./node-pool";

/**
 * `npm run bench [-- --json] [-- --table file] [-- --quick | --startup]`: line-of-sight speed on the
 * dense reference table, then (unless --quick) on every shipped table, with scaling, minimum-height, CLI
 * and start-up sections (--startup: that section alone).
 * Every ratio compares implementations on the same queries in the same run, so a noisy shared machine
 * moves them less than it moves the absolute times.
 */
const TABLE = "terrain/bench-dense.json";

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};
const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

function timeIt(fn: () => void): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const json = argv.includes("--json");
  // `npm run bench -- --startup`: the startup section alone (issue 37), a minute instead of many.
  if (argv.includes("--startup")) {
    const startup = startupFigures(8);
    console.log(json ? JSON.stringify({ startup }) : JSON.stringify({ startup }, null, 1));
    return;
  }
  const tIdx = argv.indexOf("--table");
  const file = tIdx >= 0 ? argv[tIdx + 1]! : TABLE;
  const table = loadTable(file);

  const builds: number[] = [];
  for (let i = 0; i < 3; i++) builds.push(buildLosScene(table).buildMs);
  const world = createWorld(table, cliCatalog(), FIRESTRIKE_SIGHT);
  const { geometry, terrain, catalog } = world;
  const placements: Placement[] = table.units.map((u) => placeUnit(terrain, catalog, u));

  // 25 sight lines per check: 5 eye points × 5 target points between unit pairs across the table. Each
  // end's own areas (the woods or town it stands in) are found once per unit, as lineOfSight does.
  type Seg = [number, number, number, number, number, number];
  type Check = { segs: Seg[]; ownA: OwnArea[]; ownB: OwnArea[] };
  const checks: Check[] = [];
  for (let i = 0; i < placements.length; i++) {
    const a = placements[i]!;
    const b = placements[(i * 7 + 13) % placements.length]!;
    if (a === b) continue;
    const e = sightPoints(terrain, a);
    const t = sightPoints(terrain, b);
    const segs: Seg[] = [];
    for (let p = 0; p < 5; p++)
      for (let q = 0; q < 5; q++) segs.push([e.x[p]!, e.y[p]!, e.eyeZ[p]!, t.x[q]!, t.y[q]!, t.topZ[q]!]);
    const ownA = ownAreasAt(world, a.x, a.y);
    const ownB = ownAreasAt(world, b.x, b.y);
    checks.push({ segs, ownA, ownB });
  }
  const hit = newLineHit();
  const ours = ({ segs, ownA, ownB }: Check) => {
    let blocked = 0;
    for (const s of segs) {
      castLine(geometry, s[0], s[1], s[2], s[3], s[4], s[5], ownA, ownB, false, hit);
      if (hit.feature >= 0) blocked++;
    }
    return blocked;
  };
  // Stock three-mesh-bvh: raycastFirst bounded by the segment, one call per line.
  const s = 1 / table.yardsPerInch;
  const ray = new Ray();
  const dir = new Vector3();
  const stock = ({ segs }: Check) => {
    let blocked = 0;
    for (const g of segs) {
      ray.origin.set(g[0], g[1], g[2] * s);
      dir.set(g[3] - g[0], g[4] - g[1], (g[5] - g[2]) * s);
      const len = dir.length();
      ray.direction.copy(dir).divideScalar(len);
      if (world.scene.bvh.raycastFirst(ray, DoubleSide, 1e-6 * len, len * (1 - 1e-6))) blocked++;
    }
    return blocked;
  };
  // Warm both up, then time each check many times, ours and stock in turn on the same check: the
  // machine's speed drifts (it is shared), and timing one after the other in blocks let a drift
  // between the blocks show up in the ratio.
  for (let k = 0; k < 200; k++) for (const c of checks) ours(c);
  for (let k = 0; k < 50; k++) for (const c of checks) stock(c);
  const oursUs: number[] = [];
  const stockUs: number[] = [];
  for (let rep = 0; rep < 20; rep++)
    for (const c of checks) {
      oursUs.push(timeIt(() => ours(c)) * 1000);
      if (rep % 2 === 0) stockUs.push(timeIt(() => stock(c)) * 1000);
    }

  // Naive three.js: Raycaster against the mesh with no BVH (sampled: it is slow).
  const mesh = new Mesh(world.scene.geometry.clone(), new MeshBasicMaterial({ side: DoubleSide }));
  mesh.geometry.boundsTree = undefined;
  const raycaster = new Raycaster();
  const naive = ({ segs }: Check) => {
    let blocked = 0;
    for (const g of segs) {
      const o = new Vector3(g[0], g[1], g[2] * s);
      const d = new Vector3(g[3] - g[0], g[4] - g[1], (g[5] - g[2]) * s);
      const len = d.length();
      raycaster.set(o, d.normalize());
      raycaster.near = 1e-6 * len;
      raycaster.far = len * (1 - 1e-6);
      raycaster.firstHitOnly = true;
      if (raycaster.intersectObject(mesh, false).length > 0) blocked++;
    }
    return blocked;
  };
  // The naive raycaster is sampled on six checks between units in the open (stock and naive know
  // nothing of the woods rule), which must give the same answers, or the comparison means nothing.
  const open = checks.filter((c) => c.ownA.length === 0 && c.ownB.length === 0).slice(0, 6);
  const naiveUs: number[] = [];
  for (const c of open) naiveUs.push(timeIt(() => naive(c)) * 1000);
  for (const c of open) {
    if (ours(c) !== stock(c) || ours(c) !== naive(c))
      throw new Error("bench: implementations disagree on a check");
  }

  // Cover between 40 unit pairs: warmed up like the LOS checks (a few passes over every pair, so the
  // code is compiled before it is timed), then each pair timed five times.
  const coverPairs: [Placement, Placement][] = [];
  for (let i = 0; i < 40; i++) {
    const a = placements[i % placements.length]!;
    const b = placements[(i * 11 + 5) % placements.length]!;
    if (a !== b) coverPairs.push([a, b]);
  }
  for (let k = 0; k < 5; k++) for (const [a, b] of coverPairs) measureCover(world, a, b, 256);
  const coverUs: number[] = [];
  for (let rep = 0; rep < 5; rep++)
    for (const [a, b] of coverPairs) coverUs.push(timeIt(() => measureCover(world, a, b, 256)) * 1000);

  // Maps cast over the side tree (the mesh less the terrain's flat tops), built on first use.
  const sideStart = performance.now();
  sideTree(world.scene);
  const sideTreeMs = performance.now() - sideStart;
  const raster = buildCellRaster(world, 0.25);
  const blue = placements.filter((p) => p.side === "blue");
  const red = placements.filter((p) => p.side === "red");
  const one = observerFromPlacement(world, blue[4]!);
  // Maps are timed warm, as a player meets them after the first few: measured, one thread's map time
  // settles after about four maps, the pool's after eight to ten (each worker does half of each map,
  // so its code is compiled later). The pool's first map, which also pays for starting the workers
  // and loading the table into them, is reported apart.
  for (let i = 0; i < 5; i++) deadGroundMap(world, raster, one);
  const dgTimes: number[] = [];
  for (let i = 0; i < 5; i++) dgTimes.push(timeIt(() => deadGroundMap(world, raster, one)));

  // The pool as the app starts it when a table loads: the workers start, the first builds the cell
  // raster once and hands it to the other with the shared BVH, and each runs a warm-up map. The first
  // map asked for after that is coldMs; the start itself is reported apart (startMs).
  let t0 = performance.now();
  const pool = nodePool(2);
  pool.setTable(table, world.scene, catalog, {
    cellInches: [0.25],
    prime: true,
    sight: FIRESTRIKE_SIGHT.name,
  });
  await pool.whenReady();
  const poolStartMs = performance.now() - t0;
  t0 = performance.now();
  await pool.deadGround(one);
  const dgPoolFirstMs = performance.now() - t0;
  for (let i = 0; i < 11; i++) await pool.deadGround(one);
  const dgPoolTimes: number[] = [];
  for (let i = 0; i < 5; i++) {
    t0 = performance.now();
    await pool.deadGround(one);
    dgPoolTimes.push(performance.now() - t0);
  }
  const observers = red.slice(0, 30).map((p) => observerFromPlacement(world, p));
  // The pool's first threat map also pays for compiling the code paths the dead-ground maps did not
  // reach (observers in woods...); it is reported apart, and the figure is the median of three after.
  t0 = performance.now();
  await pool.threat(observers);
  const threatColdMs = performance.now() - t0;
  const threatTimes: number[] = [];
  for (let i = 0; i < 3; i++) {
    t0 = performance.now();
    await pool.threat(observers);
    threatTimes.push(performance.now() - t0);
  }
  // Every shipped table, scaling, the minimum-height map and CLI processes (--quick leaves them out).
  // The pool's workers would keep the process alive after a failed section: stop them either way.
  let suite: Awaited<ReturnType<typeof benchSuite>> | Record<string, never>;
  try {
    suite = argv.includes("--quick") ? {} : await benchSuite(pool);
  } finally {
    pool.dispose();
  }

  const out = {
    table: file,
    triangles: world.scene.triangleCount,
    bvhBuildMs: round(median(builds)),
    sideTreeBuildMs: round(sideTreeMs),
    losCheck: {
      rays: 25,
      p50us: round(median(oursUs)),
      naiveRatio: round(median(naiveUs) / median(oursUs), 0),
      stockRatio: round(median(stockUs) / median(oursUs), 2),
      stockP50us: round(median(stockUs)),
      naiveP50us: round(median(naiveUs), 0),
    },
    cover: { samples: 256, p50us: round(median(coverUs)) },
    // A map's wall time as the app gets it, on the worker pool (as the threat map's is); the same
    // map on one thread, as the deadground command computes it, is reported beside it.
    deadGround: {
      cells: raster.cols * raster.rows,
      ms: round(median(dgPoolTimes)),
      coldMs: round(dgPoolFirstMs),
      startMs: round(poolStartMs),
      workers: 2,
      oneThreadMs: round(median(dgTimes)),
    },
    threat: {
      observers: observers.length,
      cells: raster.cols * raster.rows,
      ms: round(median(threatTimes)),
      coldMs: round(threatColdMs),
      workers: 2,
    },
    ...suite,
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  };
  if (json) console.log(JSON.stringify(out));
  else {
    console.log(
      `Sightline LOS benchmark on ${file}: ${out.triangles} triangles, BVH build ${out.bvhBuildMs} ms (side tree for maps ${out.sideTreeBuildMs} ms)`,
    );
    console.log(
      `  LOS check, 25 lines     p50 ${out.losCheck.p50us} µs   (stock raycastFirst ${out.losCheck.stockP50us} µs: ×${out.losCheck.stockRatio}; no BVH ${out.losCheck.naiveP50us} µs: ×${out.losCheck.naiveRatio})`,
    );
    console.log(`  cover, 256 samples      p50 ${out.cover.p50us} µs`);
    console.log(
      `  dead ground, ${out.deadGround.cells} cells   ${out.deadGround.ms} ms on ${out.deadGround.workers} workers (the pool's first map ${out.deadGround.coldMs} ms), ${out.deadGround.oneThreadMs} ms on one thread`,
    );
    console.log(
      `  threat, ${out.threat.observers} observers    ${out.threat.ms} ms on ${out.threat.workers} workers (the pool's first threat map ${out.threat.coldMs} ms)`,
    );
    console.log(`  peak RSS                ${out.peakRssMb} MB`);
    if ("tables" in suite) console.log(JSON.stringify(suite, null, 1));
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
});
