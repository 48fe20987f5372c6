import type { CellRaster } from "./cell-raster";
import { type DeadGroundOptions, deadGroundMap } from "./dead-ground";
import type { MapObserver } from "./observer";
import type { LosWorld } from "./world";

/**
 * The target heights a minimum-visible-height map tries, yards (a project default, not from a seed):
 * a man lying down, crouching, standing (the dead-ground default), a vehicle's hull, a tank's turret.
 */
export const DEFAULT_MIN_HEIGHT_LADDER_YARDS = [0.5, 1, 2, 3, 4] as const;

/** A minimum-visible-height map: per cell, the index of the least ladder height seen there. */
export interface MinHeightMap {
  /** the ladder, ascending, yards */
  heightsYards: readonly number[];
  /**
   * Per cell, k when heightsYards[k] is the least target height of the ladder the observer sees
   * there, and heightsYards.length when not even the tallest is seen ("more than H").
   */
  level: Uint8Array;
}

/** Checks a ladder: 1 to 32 finite, positive, strictly ascending heights. Returns the problem, or null. */
export function ladderProblem(heights: readonly number[]): string | null {
  if (heights.length === 0 || heights.length > 32) return "give 1 to 32 heights";
  for (let k = 0; k < heights.length; k++) {
    const h = heights[k]!;
    if (!Number.isFinite(h) || h <= 0) return `height ${k + 1} (${h}) is not a positive number of yards`;
    if (k > 0 && h <= heights[k - 1]!) return `heights must rise: ${heights[k - 1]} then ${h}`;
  }
  return null;
}

/**
 * The sweep behind the map, shared by one thread and the worker pool, as a generator of the maps it
 * needs: each step yields [height, cells to decide (null: all)] and is sent that dead-ground map. It
 * maps every cell at the tallest height, then at each lower height only the cells seen at every
 * height above it. A cell's level is so the lowest ladder height from which the target is seen at
 * every taller ladder height too: where level's height ≤ h the cell is seen at h, for every cell and
 * ladder height h. The converse holds wherever sight is monotone in target height, which is almost
 * everywhere but not quite: a line grazing the end of a wall or the lip of a slope can clear for a
 * short target and not a taller one (measured on ridge-and-village, observer b4: 0.6% of cells seen
 * at 2 yards and not at 3, round the end of wall-2). There the map gives the height from which the
 * target stays seen, never less. Cost: the lower heights skip every cell dead above them.
 */
export function* minHeightSweep(
  heights: readonly number[],
  n: number,
): Generator<[number, Uint8Array | null], MinHeightMap, Uint8Array> {
  const level = new Uint8Array(n).fill(heights.length);
  let only: Uint8Array | null = null;
  let left = n;
  for (let k = heights.length - 1; k >= 0 && left > 0; k--) {
    const seen: Uint8Array = yield [heights[k]!, only];
    const next: Uint8Array = only ?? new Uint8Array(n).fill(1);
    left = 0;
    for (let i = 0; i < n; i++)
      if (next[i] === 1) {
        if (seen[i] === 1) {
          level[i] = k;
          left++;
        } else next[i] = 0;
      }
    only = next;
  }
  return { heightsYards: [...heights], level };
}

/** Runs the sweep over a map source on this thread. */
export function minHeightFromMaps(
  heights: readonly number[],
  n: number,
  mapAt: (heightYards: number, only: Uint8Array | null) => Uint8Array,
): MinHeightMap {
  const sweep = minHeightSweep(heights, n);
  let step = sweep.next();
  while (!step.done) step = sweep.next(mapAt(step.value[0], step.value[1]));
  return step.value;
}

/** Runs the sweep over an asynchronous map source (the worker pool). */
export async function minHeightFromMapsAsync(
  heights: readonly number[],
  n: number,
  mapAt: (heightYards: number, only: Uint8Array | null) => Promise<Uint8Array>,
): Promise<MinHeightMap> {
  const sweep = minHeightSweep(heights, n);
  let step = sweep.next();
  while (!step.done) step = sweep.next(await mapAt(step.value[0], step.value[1]));
  return step.value;
}

/**
 * Minimum visible height (GDAL viewshed's -om idea) for one observer, on this thread: per cell, the
 * least height of the ladder at which a target standing there is seen, under the dead-ground map's
 * rules (see minHeightFromMaps).
 */
export function minHeightMap(
  world: LosWorld,
  raster: CellRaster,
  observer: MapObserver,
  heightsYards: readonly number[] = DEFAULT_MIN_HEIGHT_LADDER_YARDS,
  opts: Pick<DeadGroundOptions, "cancelled"> = {},
): MinHeightMap {
  return minHeightFromMaps(
    heightsYards,
    raster.cols * raster.rows,
    (h, only) => deadGroundMap(world, raster, observer, { targetHeightYards: h, only, ...opts }).visible,
  );
}

/** The least height seen at a cell of the map, yards, or null for "more than the tallest". */
export function minHeightAt(map: MinHeightMap, i: number): number | null {
  const k = map.level[i]!;
  return k < map.heightsYards.length ? map.heightsYards[k]! : null;
}
