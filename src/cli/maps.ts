import { buildCellRaster, DEFAULT_CELL_INCHES } from "../core/los/cell-raster";
import { DEFAULT_TARGET_HEIGHT_YARDS, deadGroundMap } from "../core/los/dead-ground";
import { type MapObserver, observerAtPoint, observerFromPlacement } from "../core/los/observer";
import type { SightRules } from "../core/los/sight-rules";
import { threatMap } from "../core/los/threat-map";
import type { Table } from "../core/table/schema";
import { placeUnit } from "../core/units/placement";
import { threatColour } from "../geometry/render/threat-ramp";
import { numberFlag, parseArgs, pointFlag } from "./args";
import { heightsFlag, minHeightCommand } from "./min-height";
import { oneShotThreatWorkers } from "./one-shot-workers";
import { openTable } from "./open-world";
import { rulesFlag, unitOrFail } from "./rules-flag";
import { isShortJob, runAsShortJob } from "./short-job";
import { markPoint, overlayCells, sketchTable } from "./sketch";
import { jsonLine, oneLine, printOut } from "./terminal";
import { mark } from "./timing";
import { UserError } from "./user-error";

/** `deadground`'s usage, printed by `--help` and with a mistake. */
export const DG_USAGE =
  "usage: sightline deadground <table.json> (<observerId> | --at X,Y [--eye-yards E]) [--cell 0.25] [--target-height-yards 2 | --min-height [--heights 0.5,1,2,3,4]] [--png out.png] [--json] [--rules RULESET]";
/** `threat`'s usage, printed by `--help` and with a mistake. */
export const TH_USAGE =
  "usage: sightline threat <table.json> --side SIDE [--cell 0.25] [--target-height-yards 2] [--png out.png] [--json] [--rules RULESET]";

const r4 = (n: number) => Math.round(n * 10000) / 10000;

/** The most cells a map may have: the default 0.25" cell on the largest table (480 × 480") fits. */
export const MAX_MAP_CELLS = 4_000_000;

/** How many cells a map of `cell`-inch cells has on this table. */
const mapCells = (table: Table, cell: number) =>
  Math.ceil(table.width / cell - 1e-9) * Math.ceil(table.depth / cell - 1e-9);

/** Refuses a cell size that would make a map of more than MAX_MAP_CELLS cells on this table (exit 2). */
export function checkCellCount(table: Table, cell: number): void {
  const cells = (c: number) => mapCells(table, c);
  if (cells(cell) <= MAX_MAP_CELLS) return;
  let least = Math.ceil(Math.sqrt((table.width * table.depth) / MAX_MAP_CELLS) * 100) / 100;
  while (cells(least) > MAX_MAP_CELLS) least = Math.round((least + 0.01) * 100) / 100;
  throw new UserError(
    `--cell ${cell} makes ${cells(cell).toLocaleString("en-US")} cells on this ${table.width}×${table.depth}" table; a map has at most ${MAX_MAP_CELLS.toLocaleString("en-US")}: use --cell ${least} or more`,
    2,
  );
}

/** `sightline deadground`'s arguments, checked before any file is read. */
export interface DeadgroundOptions {
  file: string;
  /** the observing unit, or null for a point observer at `at` */
  observerId: string | null;
  at: { x: number; y: number; eyeYards: number } | null;
  cell: number;
  targetHeightYards: number;
  /** --min-height: the ladder of target heights (yards) to find the least one seen per cell; else null */
  minHeight: readonly number[] | null;
  png: string | null;
  json: boolean;
  /** whose reading of the table (`--rules`: a ruleset's sight rules; default Firestrike's) */
  rules: SightRules;
}

/** Parses `sightline deadground`'s arguments, or throws a UserError (exit 2) naming what is wrong. */
export function deadgroundOptions(argv: readonly string[]): DeadgroundOptions {
  const args = parseArgs(
    argv,
    ["cell", "target-height-yards", "png", "at", "eye-yards", "heights", "rules"],
    ["json", "min-height"],
  );
  const [file, observerId, extra] = args.positionals;
  const at = args.flags.get("at");
  if (!file || extra !== undefined || (!observerId && typeof at !== "string") || (observerId && at))
    throw new UserError(DG_USAGE, 2);
  const cell = numberFlag(args, "cell", DEFAULT_CELL_INCHES);
  const targetHeightYards = numberFlag(args, "target-height-yards", DEFAULT_TARGET_HEIGHT_YARDS);
  const wantsLadder = args.flags.has("min-height");
  if (wantsLadder && args.flags.has("target-height-yards"))
    throw new UserError("--min-height tries a ladder of heights (--heights), not --target-height-yards", 2);
  if (!wantsLadder && args.flags.has("heights")) throw new UserError("--heights goes with --min-height", 2);
  const minHeight = wantsLadder ? heightsFlag(args) : null;
  const eyeYards = numberFlag(args, "eye-yards", 2);
  const xy = pointFlag(args, "at");
  const point: DeadgroundOptions["at"] = xy ? { ...xy, eyeYards } : null;
  const png = args.flags.get("png");
  return {
    file,
    observerId: observerId || null,
    at: point,
    cell,
    targetHeightYards,
    minHeight,
    png: typeof png === "string" ? png : null,
    json: args.flags.has("json"),
    rules: rulesFlag(args),
  };
}

/** `sightline deadground`: which cells an observer can and cannot see. */
export async function deadgroundCommand(argv: readonly string[]): Promise<number> {
  const {
    file,
    observerId,
    at,
    cell,
    targetHeightYards: h,
    minHeight,
    png,
    json,
    rules,
  } = deadgroundOptions(argv);
  mark("deadground module loaded");
  const opened = await openTable(file);
  checkCellCount(opened.table, cell);
  if (isShortJob(mapCells(opened.table, cell) * (minHeight?.length ?? 1))) runAsShortJob();
  const world = await opened.world(rules);
  let observer: MapObserver;
  if (observerId) observer = observerFromPlacement(world, unitOrFail(world, observerId, file));
  else {
    const { x, y, eyeYards } = at!;
    if (x < 0 || y < 0 || x > world.table.width || y > world.table.depth)
      throw new UserError(`--at ${x},${y} is off the ${world.table.width}×${world.table.depth} table`, 2);
    observer = observerAtPoint(world, x, y, eyeYards);
  }
  if (minHeight) return minHeightCommand(world, file, observer, cell, minHeight, { png, json });
  const raster = buildCellRaster(world, cell);
  mark("cell raster");
  const { visible } = deadGroundMap(world, raster, observer, { targetHeightYards: h });
  mark("map");
  let seen = 0;
  for (const v of visible) seen += v;
  const visibleFraction = r4(seen / visible.length);
  if (png !== null) {
    const sketch = sketchTable(world.table, world.terrain);
    overlayCells(sketch, raster.cols, raster.rows, cell, (i) =>
      visible[i] ? null : { c: [60, 0, 20], a: 0.55 },
    );
    markPoint(sketch, observer.x, observer.y, [255, 255, 255]);
    // pngjs is loaded only when a picture is asked for (issue 37: it was a tenth of a small map's start).
    (await import("./png")).writePng(png, sketch);
  }
  if (json) {
    const grid: string[] = [];
    for (let r = 0; r < raster.rows; r++) {
      let s = "";
      for (let c = 0; c < raster.cols; c++) s += visible[r * raster.cols + c] ? "1" : "0";
      grid.push(s);
    }
    printOut(
      jsonLine({
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
    printOut(
      `${observer.id} sees ${(visibleFraction * 100).toFixed(1)}% of the table: a ${h}-yard target is in dead ground on the other ${(100 - visibleFraction * 100).toFixed(1)}% (${raster.cols}×${raster.rows} cells of ${cell}")`,
    );
    if (png !== null) printOut(`map drawn to ${oneLine(png)} (dark = dead ground)`);
  }
  return 0;
}

/** `sightline threat`'s arguments, checked before any file is read. */
export interface ThreatOptions {
  file: string;
  side: string;
  cell: number;
  targetHeightYards: number;
  /** map worker threads; 0: the main thread alone; null (unset): decided by the map's size */
  workers: number | null;
  png: string | null;
  json: boolean;
  /** whose reading of the table (`--rules`: a ruleset's sight rules; default Firestrike's) */
  rules: SightRules;
}

/** Parses `sightline threat`'s arguments, or throws a UserError (exit 2) naming what is wrong. */
export function threatOptions(argv: readonly string[]): ThreatOptions {
  const args = parseArgs(argv, ["side", "cell", "target-height-yards", "png", "workers", "rules"], ["json"]);
  const [file, extra] = args.positionals;
  const side = args.flags.get("side");
  if (!file || extra !== undefined || typeof side !== "string") throw new UserError(TH_USAGE, 2);
  const png = args.flags.get("png");
  return {
    file,
    side,
    cell: numberFlag(args, "cell", DEFAULT_CELL_INCHES),
    targetHeightYards: numberFlag(args, "target-height-yards", DEFAULT_TARGET_HEIGHT_YARDS),
    // Unless asked, by the map's size and the cores the machine has to spare (oneShotThreatWorkers).
    workers: args.flags.has("workers") ? numberFlag(args, "workers", 0) : null,
    png: typeof png === "string" ? png : null,
    json: args.flags.has("json"),
    rules: rulesFlag(args),
  };
}

/** `sightline threat`: per cell, how many units of a side can see it. */
export async function threatCommand(argv: readonly string[]): Promise<number> {
  const { file, side, cell, targetHeightYards: h, workers: asked, png, json, rules } = threatOptions(argv);
  mark("threat module loaded");
  const opened = await openTable(file);
  const { table } = opened;
  checkCellCount(table, cell);
  const units = table.units.filter((u) => u.side === side);
  if (units.length === 0) {
    const sides = [...new Set(table.units.map((u) => u.side))].join(", ");
    throw new UserError(
      `${oneLine(file)}: no units of side "${oneLine(side)}" (sides on this table: ${sides || "none"})`,
    );
  }
  const cells = mapCells(table, cell);
  const workers = asked ?? oneShotThreatWorkers(cells, units.length);
  // A pool's workers would inherit the setting: only a map on this thread alone may be a short job.
  if (workers === 0 && isShortJob(cells * units.length)) runAsShortJob();
  // The pool's code (and three.js, which it builds scenes with) only where a pool runs (issue 37).
  const { nodePool, optimizeOnWorkerThreads } = workers > 0 ? await import("./node-pool") : {};
  // The workers start (loading their code) while this thread builds the BVH they will share; they
  // run one threat map on cold code, so they optimize it without waiting for a background thread.
  if (optimizeOnWorkerThreads) optimizeOnWorkerThreads();
  const pool = nodePool ? nodePool(workers) : null;
  try {
    const world = await opened.world(rules);
    const observers = units.map((u) =>
      observerFromPlacement(world, placeUnit(world.terrain, world.catalog, u)),
    );
    let counts: Uint16Array;
    let cols: number;
    let rows: number;
    if (pool) {
      pool.setTable(world.table, world.scene, world.catalog, { sight: rules.name });
      ({ counts, cols, rows } = await pool.threat(observers, { cellInches: cell, targetHeightYards: h }));
    } else {
      // A small map: this thread is done before a worker has loaded its code (oneShotThreatWorkers).
      const raster = buildCellRaster(world, cell);
      counts = threatMap(world, raster, observers, { targetHeightYards: h });
      ({ cols, rows } = raster);
    }
    mark("map");
    if (png !== null) {
      const sketch = sketchTable(world.table, world.terrain);
      const max = Math.max(1, ...counts);
      overlayCells(sketch, cols, rows, cell, (i) => {
        const n = counts[i]!;
        if (n === 0) return null;
        // The page's ramp (pink → deep purple: no yellow to vanish on a tan hill).
        const [r, g, b, a] = threatColour(n, max);
        return { c: [r, g, b], a: a / 255 };
      });
      for (const o of observers) markPoint(sketch, o.x, o.y, [255, 255, 255], 0.35);
      (await import("./png")).writePng(png, sketch);
    }
    if (json) {
      const grid: number[][] = [];
      for (let r = 0; r < rows; r++) grid.push(Array.from(counts.subarray(r * cols, (r + 1) * cols)));
      printOut(
        jsonLine({
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
      printOut(
        `${units.length} ${side} units watch ${((100 * seen) / counts.length).toFixed(1)}% of the table; ${(100 - (100 * seen) / counts.length).toFixed(1)}% is dead ground to all of them`,
      );
      if (png !== null)
        printOut(`map drawn to ${oneLine(png)} (pink → deep purple: more ${side} units see it)`);
    }
  } finally {
    pool?.dispose();
  }
  return 0;
}
