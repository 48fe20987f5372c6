import type { CellRaster } from "./cell-raster";
import { type DeadGroundOptions, deadGroundMap } from "./dead-ground";
import { type MapObserver, withinReach } from "./observer";
import type { LosWorld } from "./world";

/** Threat map: per cell, how many of the observers see a target standing there (within their reach). */
export function threatMap(
  world: LosWorld,
  raster: CellRaster,
  observers: readonly MapObserver[],
  opts: DeadGroundOptions = {},
): Uint16Array {
  const counts = new Uint16Array(raster.cols * raster.rows);
  observers.forEach((o, k) => {
    const { visible } = deadGroundMap(world, raster, o, { ...opts, onProgress: undefined });
    for (let i = 0; i < counts.length; i++)
      if (visible[i] && withinReach(o, raster.cols, raster.cellInches, i)) counts[i] = counts[i]! + 1;
    opts.onProgress?.(k + 1, observers.length);
  });
  return counts;
}
