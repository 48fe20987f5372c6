import { buildCellRaster } from "../core/los/cell-raster";
import {
  DEFAULT_MIN_HEIGHT_LADDER_YARDS,
  ladderProblem,
  minHeightAt,
  minHeightMap,
} from "../core/los/min-height";
import type { MapObserver } from "../core/los/observer";
import type { MeasuredWorld } from "../geometry/los/scene-world";
import { type Args, decimal } from "./args";
import { markPoint, overlayCells, sketchTable } from "./sketch";
import { jsonLine, oneLine, printOut } from "./terminal";
import { UserError } from "./user-error";

/** The ladder of --heights (yards, comma-separated, rising), or the default one. */
export function heightsFlag(args: Args): readonly number[] {
  const v = args.flags.get("heights");
  if (v === undefined) return DEFAULT_MIN_HEIGHT_LADDER_YARDS;
  const heights = String(v)
    .split(",")
    .map((x) => decimal(x));
  const problem = ladderProblem(heights);
  if (problem) throw new UserError(`--heights "${oneLine(String(v))}": ${problem}`, 2);
  return heights;
}

/**
 * Colours of the PNG's ladder, lowest height first: green (even a man lying down is seen) through
 * yellow to red (only the tallest is); "more than H" is shaded dark, as dead ground is.
 */
function levelColour(k: number, n: number): [number, number, number] {
  const t = n <= 1 ? 1 : k / (n - 1);
  return t < 0.5 ? [Math.round(510 * t), 200, 40] : [230, Math.round(200 * (2 - 2 * t)), 40];
}

/** `sightline deadground … --min-height`: per cell, the least target height the observer sees. */
export async function minHeightCommand(
  world: MeasuredWorld,
  file: string,
  observer: MapObserver,
  cell: number,
  heights: readonly number[],
  out: { png: string | null; json: boolean },
): Promise<number> {
  const raster = buildCellRaster(world, cell);
  const map = minHeightMap(world, raster, observer, heights);
  const n = heights.length;
  const counts = new Array<number>(n + 1).fill(0);
  for (const k of map.level) counts[k]!++;
  const { png, json } = out;
  if (png !== null) {
    const sketch = sketchTable(world.table, world.terrain);
    overlayCells(sketch, raster.cols, raster.rows, cell, (i) => {
      const k = map.level[i]!;
      return k === n ? { c: [60, 0, 20], a: 0.55 } : { c: levelColour(k, n), a: 0.45 };
    });
    markPoint(sketch, observer.x, observer.y, [255, 255, 255]);
    (await import("./png")).writePng(png, sketch);
  }
  const share = (c: number) => `${((100 * c) / map.level.length).toFixed(1)}%`;
  if (json) {
    const grid: (number | null)[][] = [];
    for (let r = 0; r < raster.rows; r++) {
      const row: (number | null)[] = [];
      for (let c = 0; c < raster.cols; c++) row.push(minHeightAt(map, r * raster.cols + c));
      grid.push(row);
    }
    printOut(
      jsonLine({
        observer: observer.id,
        table: file,
        cellInches: cell,
        cols: raster.cols,
        rows: raster.rows,
        heightsYards: heights,
        // per cell, the least height seen there, yards; null: not even the tallest (more than H)
        grid,
      }),
    );
  } else {
    printOut(
      `${observer.id}: the least target height seen, per cell (${raster.cols}×${raster.rows} cells of ${cell}")`,
    );
    heights.forEach((h, k) => {
      printOut(`  ${h} yd: ${share(counts[k]!)}`);
    });
    printOut(`  more than ${heights[n - 1]} yd (not seen): ${share(counts[n]!)}`);
    if (png !== null)
      printOut(
        `map drawn to ${oneLine(png)} (green: even ${heights[0]} yd seen → red: only ${heights[n - 1]} yd; dark: none)`,
      );
  }
  return 0;
}
