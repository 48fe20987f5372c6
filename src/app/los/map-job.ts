import type { Catalog } from "../../core/catalog/schema";
import { buildCellRaster } from "../../core/los/cell-raster";
import { deadGroundMap, threatMap } from "../../core/los/dead-ground";
import { observerFromPlacement } from "../../core/los/observer";
import type { Table } from "../../core/table/schema";
import { placeUnit } from "../../core/units/placement";
import type { LosSceneData } from "../../geometry/bvh/los-scene";
import { worldFromScene } from "../../geometry/los/world";

/**
 * One map computation, as a worker runs it: plain data in (the table, its already-built BVH scene,
 * what to map), plain data out. Kept apart from the worker entry so Node tests can run it directly.
 */

/** What to compute. */
export type MapJob =
  | {
      kind: "deadground";
      table: Table;
      scene: LosSceneData;
      observerId: string;
      targetHeightYards: number;
      cellInches: number;
    }
  | {
      kind: "threat";
      table: Table;
      scene: LosSceneData;
      side: string;
      targetHeightYards: number;
      cellInches: number;
    };

/** The computed grid: row-major, row r covering y from r·cell. */
export interface MapJobResult {
  cellInches: number;
  cols: number;
  rows: number;
  values: Uint8Array | Uint16Array;
  visibleFraction: number | null;
}

/** Runs a map job; `onProgress` gets 0..1; `cancelled` is polled between chunks. */
export function runMapJob(
  job: MapJob,
  catalog: Catalog,
  onProgress: (fraction: number) => void,
  cancelled: () => boolean = () => false,
): MapJobResult {
  const world = worldFromScene(job.table, job.scene, catalog);
  const raster = buildCellRaster(world, job.cellInches);
  const observerOf = (id: string) => {
    const unit = job.table.units.find((u) => u.id === id);
    if (!unit) throw new Error(`no unit "${id}" on table "${job.table.name}"`);
    return observerFromPlacement(world, placeUnit(world.terrain, catalog, unit));
  };
  const base = { cellInches: raster.cellInches, cols: raster.cols, rows: raster.rows };
  if (job.kind === "deadground") {
    const { visible } = deadGroundMap(world, raster, observerOf(job.observerId), {
      targetHeightYards: job.targetHeightYards,
      cancelled,
      onProgress: (done, total) => onProgress(done / total),
    });
    let seen = 0;
    for (let i = 0; i < visible.length; i++) seen += visible[i]!;
    return { ...base, values: visible, visibleFraction: seen / visible.length };
  }
  const observers = job.table.units.filter((u) => u.side === job.side).map((u) => observerOf(u.id));
  const counts = threatMap(world, raster, observers, {
    targetHeightYards: job.targetHeightYards,
    cancelled,
    onProgress: (done, total) => onProgress(done / total),
  });
  return { ...base, values: counts, visibleFraction: null };
}
