import type { CatalogEntry } from "../../core/catalog/schema";
import { trustedCatalog } from "../../core/catalog/trusted";
import { buildCellRaster, type CellRaster } from "../../core/los/cell-raster";
import { deadGroundMap, type SharedBuilds } from "../../core/los/dead-ground";
import { observerAtPoint, observerFromPlacement, withinReach } from "../../core/los/observer";
import { piecesFor } from "../../core/los/polar-bins";
import type { SightRules } from "../../core/los/sight-rules";
import type { Table } from "../../core/table/schema";
import { placeUnit } from "../../core/units/placement";
import { buildLosScene, type LosSceneData, sceneData } from "../bvh/los-scene";
import { type MeasuredWorld, worldFromScene } from "../los/world";
import type { FromWorker, ToWorker } from "./protocol";

/** Warm-up maps per worker when a pool asks for them (TableOptions.prime). */
const PRIME_MAPS = 6;

/** The build sharing of one map over shared counters: [0] the next build to take, [1] builds done. */
function sharedBuilds(
  buffers: Float32Array[],
  counters: Int32Array,
  cancelled: (() => boolean) | undefined,
): SharedBuilds {
  return {
    buffers,
    take: () => Atomics.add(counters, 0, 1),
    built: () => {
      Atomics.add(counters, 1, 1);
      Atomics.notify(counters, 1);
    },
    allBuilt: (total) => {
      for (;;) {
        const done = Atomics.load(counters, 1);
        if (done >= total) return true;
        if (cancelled?.()) return false;
        // Woken by the other worker's last build; the timeout only re-checks for cancellation.
        Atomics.wait(counters, 1, done, 25);
      }
    },
  };
}

/**
 * What a map worker does with each message, independent of how messages arrive (Web Worker or
 * worker_threads). It keeps one table's world and its cell rasters until the next `init`. `sight` is
 * every sight rules a message may name (functions do not cross to a worker): the worker's entry, an
 * edge file, takes them from the ruleset list, so geometry names no ruleset.
 */
export function createWorkerHandler(
  post: (m: FromWorker, transfer?: Transferable[]) => void,
  sight: readonly SightRules[],
): (m: ToWorker) => void {
  const byName = new Map(sight.map((r) => [r.name, r]));
  /** The sight rules called `name`; an unknown name is an error naming it. */
  const rulesNamed = (name: string): SightRules => {
    const r = byName.get(name);
    if (!r) throw new Error(`no sight rules "${name}" for maps (known: ${[...byName.keys()].join(", ")})`);
    return r;
  };
  let world: MeasuredWorld | null = null;
  let version = -1;
  const rasters = new Map<number, CellRaster>();
  const rasterFor = (w: MeasuredWorld, cell: number): CellRaster => {
    let r = rasters.get(cell);
    if (!r) {
      r = buildCellRaster(w, cell);
      rasters.set(cell, r);
    }
    return r;
  };
  /** Rasters under other sight rules than the world's own (a threat map's `sight`), by name and cell. */
  const ruledRasters = new Map<string, CellRaster>();
  /** The world and raster of a request: under the sight rules it names, else the world's own. */
  const underRules = (w: MeasuredWorld, cell: number, sight: string | undefined) => {
    if (!sight || sight === w.rules.name) return { w, raster: rasterFor(w, cell) };
    const ruled: MeasuredWorld = { ...w, rules: rulesNamed(sight) };
    const key = `${sight}|${cell}`;
    let raster = ruledRasters.get(key);
    if (!raster) {
      raster = buildCellRaster(ruled, cell);
      ruledRasters.set(key, raster);
    }
    return { w: ruled, raster };
  };
  /** Takes a table: its world over the scene, and whatever rasters came with it. */
  const take = (
    m: { version: number; table: Table; catalog: CatalogEntry[]; sight: string },
    scene: LosSceneData,
  ) => {
    // Validated by the pool's owner, which read the catalog file (parseCatalog).
    world = worldFromScene(m.table, scene, trustedCatalog(m.catalog), rulesNamed(m.sight));
    version = m.version;
    rasters.clear();
    ruledRasters.clear();
    return world;
  };
  /**
   * Warm-up maps on the first raster, from the table's centre and from a few of its units' places
   * (some in woods or towns, whose code paths differ): V8 compiles the map code on them, so the first
   * map a player asks for runs nearly as fast as later ones. Measured (bench-dense, busy machine): the
   * pool's first map took 436 ms after one warm-up map, 30× a warm one; see docs/line-of-sight.md.
   * Each is one task of its own (primeNext), so a request that comes meanwhile waits for one warm-up
   * map, not all of them (issue 37: the page's first map waited behind every worker's six).
   */
  const primeMaps = (w: MeasuredWorld): (() => void)[] => {
    const raster = rasters.values().next().value;
    if (!raster) return [];
    const { units, width, depth } = w.table;
    const observers = [observerAtPoint(w, width / 2, depth / 2, 2)];
    for (let k = 0; k < PRIME_MAPS - 1 && k < units.length; k++) {
      const u = units[Math.floor((k * units.length) / (PRIME_MAPS - 1))]!;
      observers.push(observerFromPlacement(w, placeUnit(w.terrain, w.catalog, u)));
    }
    // The pool's own code path: bands from a counter, the horizons built into buffers of their own.
    const pieces = piecesFor(raster.cols, raster.rows, raster.cellInches);
    return observers.map((o) => () => {
      const counters = new Int32Array(2);
      const buffers = o.eyeX.map(() => new Float32Array(pieces));
      let band = 0;
      deadGroundMap(w, raster, o, {
        nextChunk: () => band++,
        sharedBuilds: sharedBuilds(buffers, counters, () => false),
        onProgress: () => {},
      });
    });
  };
  /** The warm-up maps left to run for a table's version; "ready" is posted when they end or stop. */
  let priming: { version: number; maps: (() => void)[] } | null = null;
  /** Ends the warm-up (done, or given up for the message that came): the table's "ready". */
  const endPriming = () => {
    if (!priming) return;
    const v = priming.version;
    priming = null;
    post({ type: "ready", version: v });
  };
  const primeNext = () => {
    const step = priming?.maps.shift();
    if (!step) return endPriming();
    step();
    setTimeout(primeNext, 0);
  };
  /** Posts "ready" now, or once the table's warm-up maps have run (`prime`). */
  const ready = (w: MeasuredWorld, v: number, prime: boolean | undefined) => {
    if (!prime) return post({ type: "ready", version: v });
    priming = { version: v, maps: primeMaps(w) };
    setTimeout(primeNext, 0);
  };
  return (m) => {
    // Any message ends the warm-up: a request has the code compiled by then, a table replaces it.
    endPriming();
    if (m.type === "init") {
      let w: MeasuredWorld;
      try {
        w = take(m, m.scene);
      } catch {
        return;
      }
      for (const r of m.rasters ?? []) rasters.set(r.cellInches, r);
      ready(w, m.version, m.prime);
      return;
    }
    if (m.type === "build") {
      const t0 = performance.now();
      let w: MeasuredWorld;
      let built: LosSceneData | null = null;
      try {
        built = m.scene ? null : sceneData(buildLosScene(m.table));
        w = take(m, m.scene ?? built!);
        for (const c of m.cellInches) rasterFor(w, c);
      } catch (e) {
        const error = e instanceof Error ? e.message : String(e);
        post({ type: "built", version: m.version, scene: null, rasters: [], buildMs: 0, error });
        return;
      }
      post({
        type: "built",
        version: m.version,
        scene: built,
        rasters: [...rasters.values()],
        buildMs: performance.now() - t0,
      });
      ready(w, m.version, m.prime);
      return;
    }
    if (!world || m.version !== version) {
      post({ type: "error", id: m.id, message: "the worker has no table for this request (stale version)" });
      return;
    }
    const cancel = m.cancel;
    const cancelled = cancel ? () => Atomics.load(cancel.flags, cancel.slot) !== 0 : undefined;
    try {
      if (m.type === "deadground") {
        const { w, raster } = underRules(world, m.cellInches, m.sight);
        // The next band from the counter shared by the parts, else this part's fixed share.
        const queue = m.queue;
        let band = m.part - m.parts;
        const builds = m.builds;
        const { visible, seenFrom, stats } = deadGroundMap(w, raster, m.observer, {
          targetHeightYards: m.targetHeightYards,
          only: m.only ?? null,
          lowerHeightsYards: m.lowerHeightsYards,
          nextChunk: queue ? () => Atomics.add(queue, 0, 1) : () => (band += m.parts),
          cancelled,
          sharedBuilds: builds ? sharedBuilds(builds.buffers, builds.counters, cancelled) : undefined,
          onProgress: (done, total) => post({ type: "progress", id: m.id, done, total: total / m.parts }),
        });
        post(
          {
            type: "deadground",
            id: m.id,
            visible,
            seenFrom,
            castCells: stats.castCells,
            cancelled: stats.cancelled,
          },
          seenFrom
            ? [visible.buffer as ArrayBuffer, seenFrom.buffer as ArrayBuffer]
            : [visible.buffer as ArrayBuffer],
        );
      } else {
        const ruled = underRules(world, m.cellInches, m.sight);
        const { cols, rows, cellInches } = ruled.raster;
        const counts = new Uint16Array(cols * rows);
        const queue = m.queue;
        const total = queue ? m.observers.length / m.parts : m.observers.length;
        let stopped = false;
        let done = 0;
        let mine = 0;
        for (;;) {
          const k = queue ? Atomics.add(queue, 0, 1) : mine++;
          if (k >= m.observers.length || stopped) break;
          const o = m.observers[k]!;
          const { visible, stats } = deadGroundMap(ruled.w, ruled.raster, o, {
            targetHeightYards: m.targetHeightYards,
            cancelled,
          });
          stopped = stats.cancelled;
          if (o.reach === undefined)
            for (let i = 0; i < counts.length; i++) counts[i] = counts[i]! + visible[i]!;
          else
            for (let i = 0; i < counts.length; i++)
              if (visible[i] && withinReach(o, cols, cellInches, i)) counts[i] = counts[i]! + 1;
          post({ type: "progress", id: m.id, done: ++done, total });
        }
        post({ type: "threat", id: m.id, counts, cancelled: stopped }, [counts.buffer as ArrayBuffer]);
      }
    } catch (e) {
      post({ type: "error", id: m.id, message: e instanceof Error ? e.message : String(e) });
    }
  };
}
