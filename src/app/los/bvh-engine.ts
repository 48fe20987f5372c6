import type { Catalog } from "../../core/catalog/schema";
import { lineOfSight } from "../../core/los/line-of-sight";
import type { Table } from "../../core/table/schema";
import { buildLosScene, type LosScene, sceneData } from "../../geometry/bvh/los-scene";
import { worldFromScene } from "../../geometry/los/world";
import { terrainOf } from "../store/derived";
import type { LosEngine } from "./engine";
import type { MapWorkerClient } from "./map-client";

/**
 * The LOS engine for the app: the measured engine of src/core/los over the table's BVH. Single checks
 * run on the main thread (microseconds); maps run in the map worker. The BVH is built once per set of
 * features and shared with the worker.
 */
export function bvhEngine(catalog: Catalog, maps: MapWorkerClient | null): LosEngine {
  const scenes = new WeakMap<Table["features"], LosScene>();
  const sceneOf = (table: Table): LosScene => {
    let s = scenes.get(table.features);
    if (!s) {
      s = buildLosScene(table);
      scenes.set(table.features, s);
    }
    return s;
  };
  const noWorkers = () =>
    Promise.reject(new Error("This browser cannot run workers, so maps are unavailable."));
  return {
    lineOfSight(table, observerId, targetId) {
      const world = { ...worldFromScene(table, sceneOf(table), catalog), terrain: terrainOf(table) };
      return lineOfSight(world, observerId, targetId);
    },
    async deadGround(table, req, onProgress, signal) {
      if (!maps) return noWorkers();
      const r = await maps.run(
        { kind: "deadground", table, scene: sceneData(sceneOf(table)), ...req },
        onProgress,
        signal,
      );
      return {
        cellInches: r.cellInches,
        cols: r.cols,
        rows: r.rows,
        values: r.values,
        visibleFraction: r.visibleFraction ?? 0,
      };
    },
    async threat(table, req, onProgress, signal) {
      if (!maps) return noWorkers();
      const r = await maps.run(
        { kind: "threat", table, scene: sceneData(sceneOf(table)), ...req },
        onProgress,
        signal,
      );
      return { cellInches: r.cellInches, cols: r.cols, rows: r.rows, values: r.values };
    },
  };
}
