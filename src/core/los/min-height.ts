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
 * One map of a sweep: the cells seen, and (the top map only) per cell the least ladder index from
 * which the lines from one eye to every lower height are clear (DeadGroundOptions.lowerHeightsYards;
 * the ladder's length less one where none is known).
 */
export interface SweepMap {
  visible: Uint8Array;
  seenFrom?: Uint8Array | null;
}

/**
 * One step of a sweep: the target height, the cells to decide (null: all), and for the top map the
 * ladder's lower heights.
 */
export type SweepStep = [
  heightYards: number,
  only: Uint8Array | null,
  lowerHeightsYards: readonly number[] | undefined,
];

/**
 * The sweep behind the map, shared by one thread and the worker pool, as a generator of the maps it
 * needs: each step yields a SweepStep and is sent that dead-ground map. It maps every cell at the
 * tallest height, then at each lower height only the cells seen at every height above it that are
 * not yet known seen there: the top map also works out, for the cells its casts find seen, down to
 * which lower height the lines from the eye that saw them stay clear (castFan: a fan walk per
 * stretch of the line), and those heights take no map for them. A cell's level is so the lowest
 * ladder height from which the target is seen at every taller ladder height too: where level's
 * height ≤ h the cell is seen at h, for every cell and ladder height h. The converse holds wherever
 * sight is monotone in target height, which is almost everywhere but not quite: a line grazing the
 * end of a wall or the lip of a slope can clear for a short target and not a taller one (measured on
 * ridge-and-village, observer b4: 0.6% of cells seen at 2 yards and not at 3, round the end of
 * wall-2). There the map gives the height from which the target stays seen, never less. Cost: the
 * lower heights skip every cell dead above them or known seen.
 */
export function* minHeightSweep(
  heights: readonly number[],
  n: number,
): Generator<SweepStep, MinHeightMap, SweepMap> {
  const top = heights.length - 1;
  const level = new Uint8Array(n).fill(heights.length);
  const first: SweepMap = yield [heights[top]!, null, top > 0 ? heights.slice(0, top) : undefined];
  // Per cell: seen at every height from `level` up, and known seen from `from` up without a map.
  const from = first.seenFrom ?? new Uint8Array(n).fill(top);
  let alive = 0;
  for (let i = 0; i < n; i++)
    if (first.visible[i] === 1) {
      level[i] = top;
      alive++;
    }
  for (let k = top - 1; k >= 0 && alive > 0; k--) {
    const only = new Uint8Array(n);
    let ask = 0;
    for (let i = 0; i < n; i++)
      if (level[i] === k + 1) {
        if (from[i]! <= k) level[i] = k;
        else {
          only[i] = 1;
          ask++;
        }
      }
    if (ask === 0) continue;
    const seen = (yield [heights[k]!, only, undefined]).visible;
    alive = 0;
    for (let i = 0; i < n; i++) if (only[i] === 1 && seen[i] === 1) level[i] = k;
    for (let i = 0; i < n; i++) if (level[i] === k) alive++;
  }
  return { heightsYards: [...heights], level };
}

/** Runs the sweep over a map source on this thread. */
export function minHeightFromMaps(
  heights: readonly number[],
  n: number,
  mapAt: (
    heightYards: number,
    only: Uint8Array | null,
    lowerHeightsYards: readonly number[] | undefined,
  ) => SweepMap,
): MinHeightMap {
  const sweep = minHeightSweep(heights, n);
  let step = sweep.next();
  while (!step.done) step = sweep.next(mapAt(...step.value));
  return step.value;
}

/** Runs the sweep over an asynchronous map source (the worker pool). */
export async function minHeightFromMapsAsync(
  heights: readonly number[],
  n: number,
  mapAt: (
    heightYards: number,
    only: Uint8Array | null,
    lowerHeightsYards: readonly number[] | undefined,
  ) => Promise<SweepMap>,
): Promise<MinHeightMap> {
  const sweep = minHeightSweep(heights, n);
  let step = sweep.next();
  while (!step.done) step = sweep.next(await mapAt(...step.value));
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
  return minHeightFromMaps(heightsYards, raster.cols * raster.rows, (h, only, lowerHeightsYards) =>
    deadGroundMap(world, raster, observer, { targetHeightYards: h, only, lowerHeightsYards, ...opts }),
  );
}

/** The least height seen at a cell of the map, yards, or null for "more than the tallest". */
export function minHeightAt(map: MinHeightMap, i: number): number | null {
  const k = map.level[i]!;
  return k < map.heightsYards.length ? map.heightsYards[k]! : null;
}
