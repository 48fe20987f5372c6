import type { SightEnd } from "../../core/los/sight-end";
import type { SightRules } from "../../core/los/sight-rules";
import type { LosVerdict } from "../../core/los/verdict";
import type { LosWorld } from "../../core/los/world";
import type { Result } from "../../core/result";
import type { Table } from "../../core/table/schema";
import type { CellGrid } from "../../geometry/render/overlays";

/**
 * The app's one doorway to the line-of-sight engine (src/geometry/los + src/core/los). Everything in the
 * app that needs a verdict or a map asks through this interface, so the scene and panels do not depend
 * on how the engine is built or where it runs (main thread or the worker pool).
 */

/** Progress of a long computation, 0..1. */
export type ProgressFn = (fraction: number) => void;

/** A dead-ground map: 1 = a target of the asked height standing in the cell is visible, 0 = dead. */
export interface DeadGroundMap extends CellGrid {
  visibleFraction: number;
}

/** A bare observer point instead of a unit: where on the table, and its eye height above the ground there. */
export interface ObserverPoint {
  x: number;
  y: number;
  eyeYards: number;
}

/** A minimum-visible-height map: per cell, the index into `heightsYards` of the least height seen there. */
export interface MinHeightGrid extends CellGrid {
  /** the ladder, ascending, yards; a value of heightsYards.length is "more than the tallest" */
  heightsYards: readonly number[];
}

/** Everything the app asks of the engine. */
export interface LosEngine {
  /** The measured world of a table (its BVH built once per terrain) under this engine's sight rules. */
  world(table: Table): LosWorld;
  /**
   * The same engine (BVHs, worker pool) under other sight rules: a ruleset's game reads the table as its
   * rules do, whatever the table tools' "Rules:" picks (src/app/rulesets/index.ts hands each ruleset's
   * controller its own).
   */
  withRules(rules: SightRules): LosEngine;
  /** Can `observerId` see `targetId` on this table? An unknown id is an error value, not a throw. */
  lineOfSight(table: Table, observerId: string, targetId: string): Result<LosVerdict, string>;
  /** The same check where either end may be a bare point (issue 22); errors name the end. */
  sightCheck(table: Table, observer: SightEnd, target: SightEnd): Result<LosVerdict, string>;
  /**
   * The dead-ground map of one unit (or, with `at`, of a bare observer point) for a target
   * `targetHeightYards` tall; cancel with `signal`.
   */
  deadGround(
    table: Table,
    request: { observerId: string; at?: ObserverPoint; targetHeightYards: number; cellInches: number },
    onProgress: ProgressFn,
    signal: AbortSignal,
  ): Promise<DeadGroundMap>;
  /** Per cell, the least target height of a ladder that the unit (or point) sees there. */
  minHeight(
    table: Table,
    request: { observerId: string; at?: ObserverPoint; cellInches: number; heightsYards?: readonly number[] },
    onProgress: ProgressFn,
    signal: AbortSignal,
  ): Promise<MinHeightGrid>;
  /**
   * For each cell, how many of `side`'s units see a target standing there; with `sight`, under those
   * sight rules (the ruleset page's own reading, see ThreatSight) instead of the engine's.
   */
  threat(
    table: Table,
    request: { side: string; targetHeightYards: number; cellInches: number; sight?: ThreatSight },
    onProgress: ProgressFn,
    signal: AbortSignal,
  ): Promise<CellGrid>;
}

/**
 * A threat map under a ruleset's own sight reading (asked for by the ruleset's page, so the shell names
 * no ruleset): the sight rules (a map worker knows them by `rules.name`: its entry, map.worker.ts, has every
 * ruleset's from the list)
 * and, per watching unit id, how far it threatens (MapObserver.reach: e.g. its longest weapon's range,
 * base edge to base edge, in table inches); a unit not listed is not limited.
 */
export interface ThreatSight {
  rules: SightRules;
  reach: ReadonlyMap<string, { inches: number; baseInches: number }>;
}

/** The error a cancelled map request rejects with (the pool's own). */
export { CancelledError } from "../../geometry/pool/los-pool";
