import type { Catalog } from "../../core/catalog/schema";
import { lineOfSight } from "../../core/los/line-of-sight";
import { type MapObserver, observerAtPoint, observerFromPlacement } from "../../core/los/observer";
import { lineOfSightBetween } from "../../core/los/sight-end";
import type { SightRules } from "../../core/los/sight-rules";
import type { LosWorld } from "../../core/los/world";
import type { Table } from "../../core/table/schema";
import { placeUnit } from "../../core/units/placement";
import { buildLosScene, type LosScene, sideTree } from "../../geometry/bvh/los-scene";
import { BvhSightGeometry } from "../../geometry/los/bvh-sight";
import type { LosPool } from "../../geometry/pool/los-pool";
import { terrainOf } from "../store/derived";
import type { LosEngine, ObserverPoint } from "./engine";

/** Starts the workers on a table as soon as it loads (before any map is asked for). */
export interface Preparer {
  /** Hands the table to the pool now: its first worker builds the BVH, off this thread. */
  prepare(table: Table): void;
}

/**
 * The LOS engine for the app: the measured engine of src/core/los over the table's BVH. Single checks
 * run on the main thread (microseconds); maps run in the worker pool (src/geometry/pool), which gets
 * the table's BVH once per terrain and splits each map across its workers. The pool is made on first use.
 * `rules` gives the sight rules the answers apply now (the edge's: the ruleset picked for the table
 * tools, or the game's; start-los.ts): the engine names no ruleset. `withRules` gives the same engine
 * (BVHs, pool) under other rules, for a ruleset's game controller.
 */
export function bvhEngine(
  catalog: Catalog,
  makePool: (() => LosPool) | null,
  rules: () => SightRules,
): LosEngine & Preparer {
  let pool: LosPool | null = null;
  // The LOS mesh depends on the features and on the numbers that turn yards into inches.
  const terrainKey = (t: Table) => `${t.width}|${t.depth}|${t.yardsPerInch}|${t.levelHeightYards}`;
  /**
   * Per terrain: this thread's sight geometry, once it has one (the pool builder's copy of the BVH, or
   * one built here when a check came before the builder was done), and whether the pool has the table.
   */
  interface Entry {
    key: string;
    geometry: BvhSightGeometry | null;
    /** this thread's own scene, when it built one (the pool is then given it instead of rebuilding) */
    scene: LosScene | null;
    /** the builder's scene, on its way */
    loading: Promise<void> | null;
  }
  const entries = new WeakMap<Table["features"], Entry>();
  let poolEntry: Entry | null = null;
  let primed = false;
  const entryOf = (table: Table): Entry => {
    let e = entries.get(table.features);
    if (!e || e.key !== terrainKey(table)) {
      e = { key: terrainKey(table), geometry: null, scene: null, loading: null };
      entries.set(table.features, e);
    }
    return e;
  };
  /** This thread's geometry of a table: the builder's copy when it has come, else built here now. */
  const geometryOf = (table: Table): BvhSightGeometry => {
    const e = entryOf(table);
    if (!e.geometry) {
      const scene = buildLosScene(table);
      e.scene = scene;
      e.geometry = new BvhSightGeometry(scene, table.yardsPerInch, () => sideTree(scene));
    }
    return e.geometry;
  };
  /** The LOS world of a table: its BVH (built once per terrain) and its terrain index. */
  const worldUnder = (table: Table, sight: SightRules): LosWorld => ({
    table,
    catalog,
    terrain: terrainOf(table),
    geometry: geometryOf(table),
    rules: sight,
  });
  /**
   * Gives the pool this table's terrain when it changed; unit moves need nothing (observers travel
   * with each request). When this thread has no BVH of it yet, the pool's first worker builds it, off
   * this thread, and this thread takes its copy.
   */
  const poolFor = (table: Table): LosPool => {
    if (!makePool) throw new Error("This browser cannot run workers, so maps are unavailable.");
    pool ??= makePool();
    const e = entryOf(table);
    if (poolEntry !== e) {
      poolEntry = e;
      // Warm-up maps once per pool: the compiled code stays for later tables, and warming up again
      // after every terrain edit would hold back the map that follows it.
      const prime = !primed;
      primed = true;
      // The workers' world carries the rules of now; each map names the rules it is asked under.
      const sight = rules().name;
      if (e.scene) pool.setTable(table, e.scene, catalog, { prime, sight });
      else {
        const p = pool;
        e.loading = p.loadTable(table, catalog, { prime, sight }).then(
          (data) => {
            if (!e.geometry) e.geometry = new BvhSightGeometry(data, table.yardsPerInch);
          },
          () => undefined,
        );
      }
    }
    return pool;
  };
  /** Runs a pool request, cancelling it when `signal` aborts. */
  const withSignal = async <T>(p: LosPool, signal: AbortSignal, run: () => Promise<T>): Promise<T> => {
    const onAbort = () => p.cancel("map");
    signal.addEventListener("abort", onAbort);
    try {
      return await run();
    } finally {
      signal.removeEventListener("abort", onAbort);
    }
  };
  /** The engine under `current` rules (the edge's, or a ruleset's: withRules). */
  const engineUnder = (current: () => SightRules): LosEngine => {
    const worldOf = (table: Table): LosWorld => worldUnder(table, current());
    const observer = (table: Table, id: string) => {
      const world = worldOf(table);
      const unit = table.units.find((u) => u.id === id);
      if (!unit) throw new Error(`no unit "${id}" on table "${table.name}"`);
      return observerFromPlacement(world, placeUnit(world.terrain, catalog, unit));
    };
    /** The map observer of a request: the unit, or the bare point `at` (issue 22: maps from any point). */
    const observerOf = (table: Table, req: { observerId: string; at?: ObserverPoint }): MapObserver =>
      req.at
        ? observerAtPoint(worldOf(table), req.at.x, req.at.y, req.at.eyeYards)
        : observer(table, req.observerId);
    return {
      world: worldOf,
      lineOfSight(table, observerId, targetId) {
        return lineOfSight(worldOf(table), observerId, targetId);
      },
      sightCheck(table, observer, target) {
        return lineOfSightBetween(worldOf(table), observer, target);
      },
      async deadGround(table, req, onProgress, signal) {
        const p = poolFor(table);
        // The observers' own areas need this thread's geometry: the builder's copy, once it is here.
        await entryOf(table).loading;
        const o = observerOf(table, req);
        const r = await withSignal(p, signal, () =>
          p.deadGround(o, {
            cellInches: req.cellInches,
            targetHeightYards: req.targetHeightYards,
            onProgress,
            sight: current().name,
          }),
        );
        let seen = 0;
        for (let i = 0; i < r.visible.length; i++) seen += r.visible[i]!;
        return {
          cellInches: r.cellInches,
          cols: r.cols,
          rows: r.rows,
          values: r.visible,
          visibleFraction: seen / r.visible.length,
        };
      },
      async minHeight(table, req, onProgress, signal) {
        const p = poolFor(table);
        await entryOf(table).loading;
        const o = observerOf(table, req);
        const r = await withSignal(p, signal, () =>
          p.minHeight(o, {
            cellInches: req.cellInches,
            heightsYards: req.heightsYards,
            onProgress,
            sight: current().name,
          }),
        );
        return {
          cellInches: r.cellInches,
          cols: r.cols,
          rows: r.rows,
          values: r.level,
          heightsYards: r.heightsYards,
        };
      },
      async threat(table, req, onProgress, signal) {
        const p = poolFor(table);
        // The observers' own areas need this thread's geometry: the builder's copy, once it is here.
        await entryOf(table).loading;
        // Under a ruleset page's own sight reading (req.sight), else the engine's: its own areas for the
        // observers here, its rules by name in the workers, and each watcher's reach.
        const sight = req.sight;
        const world = sight ? { ...worldOf(table), rules: sight.rules } : worldOf(table);
        const observers = table.units
          .filter((u) => u.side === req.side)
          .map((u) => {
            const o = observerFromPlacement(world, placeUnit(world.terrain, catalog, u));
            const reach = sight?.reach.get(u.id);
            return reach === undefined ? o : { ...o, reach };
          });
        const r = await withSignal(p, signal, () =>
          p.threat(observers, {
            cellInches: req.cellInches,
            targetHeightYards: req.targetHeightYards,
            onProgress,
            sight: (sight?.rules ?? current()).name,
          }),
        );
        return { cellInches: r.cellInches, cols: r.cols, rows: r.rows, values: r.counts };
      },
      withRules: (other) => engineUnder(() => other),
    };
  };
  return {
    ...engineUnder(rules),
    prepare(table) {
      if (makePool) poolFor(table);
    },
  };
}
