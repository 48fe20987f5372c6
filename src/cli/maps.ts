import { buildCellRaster, DEFAULT_CELL_INCHES } from "../core/los/cell-raster";
import { DEFAULT_TARGET_HEIGHT_YARDS, deadGroundMap } from "../core/los/dead-ground";
import { type MapObserver, observerAtPoint, observerFromPlacement } from "../core/los/observer";
import { placeUnit } from "../core/units/placement";
import type { BuiltWorld } from "../geometry/los/world";
import { type Args, numberFlag, parseArgs } from "./args";
import { UserError } from "./io";
import { heightsFlag, minHeightCommand } from "./min-height";
import { nodePool } from "./node-pool";
import { writePng } from "./png";
import { markPoint, overlayCells, sketchTable } from "./sketch";
import { loadWorld, unitOrFail } from "./world";

const DG_USAGE =
  "usage: sightline deadground <table.json> (<observerId> | --at X,Y [--eye-yards E]) [--cell 0.25] [--target-height-yards 2 | --min-height [--heights 0.5,1,2,3,4]] [--png out.png] [--json]";
const TH_USAGE =
  "usage: sightline threat <table.json> --side SIDE [--cell 0.25] [--target-height-yards 2] [--png out.png] [--json]";

const r4 = (n: number) => Math.round(n * 10000) / 10000;

/** `sightline deadground`: which cells an observer can and cannot see. */
export function deadgroundCommand(argv: readonly string[]): number {
  const args = parseArgs(
    argv,
    ["cell", "target-height-yards", "png", "at", "eye-yards", "heights"],
    ["json", "min-height"],
  );
  const [file, observerId, extra] = args.positionals;
  const at = args.flags.get("at");
  if (!file || extra || (!observerId && typeof at !== "string") || (observerId && at))
    throw new UserError(DG_USAGE, 2);
  const cell = numberFlag(args, "cell", DEFAULT_CELL_INCHES, 0.05);
  if (args.flags.has("min-height")) {
    if (args.flags.has("target-height-yards"))
      throw new UserError("--min-height tries a ladder of heights (--heights), not --target-height-yards", 2);
    const heights = heightsFlag(args);
    const world = loadWorld(file);
    return minHeightCommand(world, file, mapObserver(world, file, args), cell, heights, args);
  }
  if (args.flags.has("heights")) throw new UserError("--heights goes with --min-height", 2);
  const h = numberFlag(args, "target-height-yards", DEFAULT_TARGET_HEIGHT_YARDS, 0.01);
  const world = loadWorld(file);
  const observer = mapObserver(world, file, args);
  const raster = buildCellRaster(world, cell);
  const { visible } = deadGroundMap(world, raster, observer, { targetHeightYards: h });
  let seen = 0;
  for (const v of visible) seen += v;
  const visibleFraction = r4(seen / visible.length);
  const png = args.flags.get("png");
  if (typeof png === "string") {
    const sketch = sketchTable(world.table, world.terrain);
    overlayCells(sketch, raster.cols, raster.rows, cell, (i) =>
      visible[i] ? null : { c: [60, 0, 20], a: 0.55 },
    );
    markPoint(sketch, observer.x, observer.y, [255, 255, 255]);
    writePng(png, sketch);
  }
  if (args.flags.has("json")) {
    const grid: string[] = [];
    for (let r = 0; r < raster.rows; r++) {
      let s = "";
      for (let c = 0; c < raster.cols; c++) s += visible[r * raster.cols + c] ? "1" : "0";
      grid.push(s);
    }
    console.log(
      JSON.stringify({
        observer: observer.id,
        cellInches: cell,
        cols: raster.cols,
        rows: raster.rows,
        targetHeightYards: h,
        visibleFraction,
        grid,
      }),
    );
  } else {
    console.log(
      `${observer.id} sees ${(visibleFraction * 100).toFixed(1)}% of the table: a ${h}-yard target is in dead ground on the other ${(100 - visibleFraction * 100).toFixed(1)}% (${raster.cols}×${raster.rows} cells of ${cell}")`,
    );
    if (typeof png === "string") console.log(`map drawn to ${png} (dark = dead ground)`);
  }
  return 0;
}

/** The observer a map command names: a unit by id, or a point (--at X,Y, --eye-yards E). */
function mapObserver(world: BuiltWorld, file: string, args: Args): MapObserver {
  const observerId = args.positionals[1];
  if (observerId) return observerFromPlacement(world, unitOrFail(world, observerId, file));
  const at = args.flags.get("at");
  const m = /^(-?[\d.]+),(-?[\d.]+)$/.exec(String(at));
  const x = Number(m?.[1]);
  const y = Number(m?.[2]);
  if (!m || !Number.isFinite(x) || !Number.isFinite(y))
    throw new UserError(`--at must be X,Y in inches, not "${at}"`, 2);
  if (x < 0 || y < 0 || x > world.table.width || y > world.table.depth)
    throw new UserError(`--at ${x},${y} is off the ${world.table.width}×${world.table.depth} table`, 2);
  return observerAtPoint(world, x, y, numberFlag(args, "eye-yards", 2, 0.01));
}

/** `sightline threat`: per cell, how many units of a side can see it. */
export async function threatCommand(argv: readonly string[]): Promise<number> {
  const args = parseArgs(argv, ["side", "cell", "target-height-yards", "png", "workers"], ["json"]);
  const [file, extra] = args.positionals;
  const side = args.flags.get("side");
  if (!file || extra || typeof side !== "string") throw new UserError(TH_USAGE, 2);
  const cell = numberFlag(args, "cell", DEFAULT_CELL_INCHES, 0.05);
  const h = numberFlag(args, "target-height-yards", DEFAULT_TARGET_HEIGHT_YARDS, 0.01);
  const workers = Math.round(numberFlag(args, "workers", 2, 1));
  // The workers start (loading their code) while this thread builds the BVH they will share.
  const pool = nodePool(workers);
  let world: BuiltWorld;
  try {
    world = loadWorld(file);
  } catch (e) {
    pool.dispose();
    throw e;
  }
  try {
    const units = world.table.units.filter((u) => u.side === side);
    if (units.length === 0) {
      const sides = [...new Set(world.table.units.map((u) => u.side))].join(", ");
      throw new UserError(`${file}: no units of side "${side}" (sides on this table: ${sides || "none"})`);
    }
    const observers = units.map((u) =>
      observerFromPlacement(world, placeUnit(world.terrain, world.catalog, u)),
    );
    pool.setTable(world.table, world.scene, world.catalog);
    const { counts, cols, rows } = await pool.threat(observers, { cellInches: cell, targetHeightYards: h });
    const png = args.flags.get("png");
    if (typeof png === "string") {
      const sketch = sketchTable(world.table, world.terrain);
      const max = Math.max(1, ...counts);
      overlayCells(sketch, cols, rows, cell, (i) => {
        const n = counts[i]!;
        if (n === 0) return null;
        const t = n / max;
        return { c: [255, Math.round(220 * (1 - t)), 0], a: 0.25 + 0.5 * t };
      });
      for (const o of observers) markPoint(sketch, o.x, o.y, [255, 255, 255], 0.35);
      writePng(png, sketch);
    }
    if (args.flags.has("json")) {
      const grid: number[][] = [];
      for (let r = 0; r < rows; r++) grid.push(Array.from(counts.subarray(r * cols, (r + 1) * cols)));
      console.log(
        JSON.stringify({
          side,
          observers: units.map((u) => u.id),
          cellInches: cell,
          cols,
          rows,
          targetHeightYards: h,
          grid,
        }),
      );
    } else {
      let seen = 0;
      for (const n of counts) if (n > 0) seen++;
      console.log(
        `${units.length} ${side} units watch ${((100 * seen) / counts.length).toFixed(1)}% of the table; ${(100 - (100 * seen) / counts.length).toFixed(1)}% is dead ground to all of them`,
      );
      if (typeof png === "string")
        console.log(`map drawn to ${png} (yellow → red: more ${side} units see it)`);
    }
  } finally {
    pool.dispose();
  }
  return 0;
}
