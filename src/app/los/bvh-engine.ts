import type { Catalog } from "../../core/catalog/schema";
import { lineOfSight } from "../../core/los/line-of-sight";
import { observerFromPlacement } from "../../core/los/observer";
import type { Table } from "../../core/table/schema";
import { placeUnit } from "../../core/units/placement";
import { buildLosScene, type LosScene } from "../../geometry/bvh/los-scene";
import { worldFromScene } from "../../geometry/los/world";
import type { LosPool } from "../../geometry/pool/los-pool";
import { terrainOf } from "../store/derived";
import type { LosEngine } from "./engine";

/**
 * The LOS engine for the app: the measured engine of src/core/los over the table's BVH. Single checks
 * run on the main thread (microseconds); maps run in the worker pool (src/geometry/pool), which gets
 * the table's BVH once per terrain and splits each map across its workers. The pool is made on first use.
 */
export function bvhEngine(catalog: Catalog, makePool: (() => LosPool) | null): LosEngine {
  let pool: LosPool | null = null;
  const scenes = new WeakMap<Table["features"], LosScene>();
  let poolFeatures: Table["features"] | null = null;
  const sceneOf = (table: Table): LosScene => {
    let s = scenes.get(table.features);
    if (!s) {
      s = buildLosScene(table);
      scenes.set(table.features, s);
    }
    return s;
  };
  const worldOf = (table: Table) => ({
    ...worldFromScene(table, sceneOf(table), catalog),
    terrain: terrainOf(table),
  });
  /** Gives the pool this table's terrain when it changed; unit moves need nothing (observers travel with each request). */
  const poolFor = (table: Table): LosPool => {
    if (!makePool) throw new Error("This browser cannot run workers, so maps are unavailable.");
    // Workers start on the first map, so they do not compete with the page's start-up.
    pool ??= makePool();
    if (poolFeatures !== table.features) {
      pool.setTable(table, sceneOf(table), catalog);
      poolFeatures = table.features;
    }
    return pool;
  };
  const observer = (table: Table, id: string) => {
    const world = worldOf(table);
    const unit = table.units.find((u) => u.id === id);
    if (!unit) throw new Error(`no unit "${id}" on table "${table.name}"`);
    return observerFromPlacement(world, placeUnit(world.terrain, catalog, unit));
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
  return {
    lineOfSight(table, observerId, targetId) {
      return lineOfSight(worldOf(table), observerId, targetId);
    },
    async deadGround(table, req, onProgress, signal) {
      const p = poolFor(table);
      const o = observer(table, req.observerId);
      const r = await withSignal(p, signal, () =>
        p.deadGround(o, { cellInches: req.cellInches, targetHeightYards: req.targetHeightYards, onProgress }),
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
    async threat(table, req, onProgress, signal) {
      const p = poolFor(table);
      const observers = table.units.filter((u) => u.side === req.side).map((u) => observer(table, u.id));
      const r = await withSignal(p, signal, () =>
        p.threat(observers, {
          cellInches: req.cellInches,
          targetHeightYards: req.targetHeightYards,
          onProgress,
        }),
      );
      return { cellInches: r.cellInches, cols: r.cols, rows: r.rows, values: r.counts };
    },
  };
}
