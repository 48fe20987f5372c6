import { distanceToRing, pointInPolygon } from "../geom2d";
import { groundYardsAt } from "../table/terrain";
import type { CellRaster } from "./cell-raster";
import type { MapObserver } from "./observer";
import type { LosWorld } from "./world";

/**
 * True when every eye point stands clear of the solid a horizon sees: above the terrain (whose mesh
 * never rises over the analytic ground) by the target margin, and off every block not excluded.
 */
export function eyesOutsideSolid(
  world: LosWorld,
  raster: CellRaster,
  observer: MapObserver,
  excluded: readonly number[],
): boolean {
  return eyesAboveTerrain(world, raster, observer) && eyesOffBlocks(raster, observer, excluded);
}

/** True when no eye point stands on a block of the solid (or a hair from its walls) not excluded. */
export function eyesOffBlocks(
  raster: CellRaster,
  observer: MapObserver,
  excluded: readonly number[],
): boolean {
  for (let e = 0; e < observer.eyeX.length; e++) {
    const x = observer.eyeX[e]!;
    const y = observer.eyeY[e]!;
    for (const b of raster.solid.blocks) {
      const { box } = b;
      if (x < box.minX - 1e-3 || x > box.maxX + 1e-3 || y < box.minY - 1e-3 || y > box.maxY + 1e-3) continue;
      if (excluded.includes(b.index)) continue;
      if (pointInPolygon(x, y, b.ring) || distanceToRing(x, y, b.ring) <= 1e-3) return false;
    }
  }
  return true;
}

/**
 * True when every eye point is above the terrain (whose mesh never rises over the analytic ground) by
 * the target margin.
 */
export function eyesAboveTerrain(world: LosWorld, raster: CellRaster, observer: MapObserver): boolean {
  const margin = raster.solid.minTargetYards;
  for (let e = 0; e < observer.eyeX.length; e++)
    if (observer.eyeZ[e]! < groundYardsAt(world.terrain, observer.eyeX[e]!, observer.eyeY[e]!) + margin)
      return false;
  return true;
}
