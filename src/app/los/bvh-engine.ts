import type { Catalog } from "../../core/catalog/schema";
import { FIRESTRIKE_SIGHT } from "../../core/firestrike/sight/rules";
import { lineOfSight } from "../../core/los/line-of-sight";
import { observerFromPlacement } from "../../core/los/observer";
import type { LosWorld } from "../../core/los/world";
import type { Table } from "../../core/table/schema";
import { placeUnit } from "../../core/units/placement";
import { buildLosScene, type LosScene, sideTree } from "../../geometry/bvh/los-scene";
import { BvhSightGeometry } from "../../geometry/los/bvh-sight";
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
  // The LOS mesh depends on the features and on the numbers that turn yards into inches.
  const terrainKey = (t: Table) => `${t.width}|${t.depth}|${t.yardsPerInch}|${t.levelHeightYards}`;
  const scenes = new WeakMap<
    Table["features"],
    { key: string; scene: LosScene; geometry: BvhSightGeometry }
  >();
  let poolScene: LosScene | null = null;
  const built = (table: Table) => {
    let s = scenes.get(table.features);
    if (!s || s.key !== terrainKey(table)) {
      const scene = buildLosScene(table);
      s = {
        key: terrainKey(table),
        scene,
        geometry: new BvhSightGeometry(scene, table.yardsPerInch, () => sideTree(scene)),
      };
      scenes.set(table.features, s);
    }
    return s;
  };
  const sceneOf = (table: Table): LosScene => built(table).scene;
  /** The LOS world of a table: its BVH (built once per terrain) and its terrain index. */
  const worldOf = (table: Table): LosWorld => ({
    table,
    catalog,
    terrain: terrainOf(table),
    geometry: built(table).geometry,
    rules: FIRESTRIKE_SIGHT,
  });
  /** Gives the pool this table's terrain when it changed; unit moves need nothing (observers travel with each request). */
  const poolFor = (table: Table): LosPool => {
    if (!makePool) throw new Error("This browser cannot run workers, so maps are unavailable.");
    // Workers start on the first map, so they do not compete with the page's start-up.
    pool ??= makePool();
    const scene = sceneOf(table);
    if (poolScene !== scene) {
      pool.setTable(table, scene, catalog);
      poolScene = scene;
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
    world: worldOf,
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
