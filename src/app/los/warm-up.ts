import type { Table } from "../../core/table/schema";
import type { AppStore } from "../store/store";
import { TARGET_HEIGHTS } from "../store/types";
import type { LosEngine } from "./engine";

/**
 * Starts the map workers (and, inside them, the WebAssembly walk and the table's BVH) in idle time
 * after the first frame, and again after a terrain change, so the user's first map does not pay for
 * them (issue 22: the first map after start-up took 3-4 s in the page). The warm-up is one coarse
 * dead-ground map through the engine, which also compiles the map code in each worker; any request the
 * user makes replaces it (same pool channel), and it is never started while a map is being computed.
 */

/** Runs a callback when the page is idle (a timer where `requestIdleCallback` is missing). */
export type IdleScheduler = (run: () => void) => void;

/** The browser's idle scheduler, with a time-out so a busy page still warms up. */
export const browserIdle: IdleScheduler = (run) => {
  const w = globalThis as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number };
  if (w.requestIdleCallback) w.requestIdleCallback(run, { timeout: 1500 });
  else setTimeout(run, 50);
};

/** The warm-up map's cells: coarse, so it costs little; it runs the same code as any map. */
export const WARM_CELL_INCHES = 2;

/** What the LOS mesh of a table depends on (as the engine keys its BVH). */
const terrainOf = (t: Table) => [t.features, t.width, t.depth, t.yardsPerInch, t.levelHeightYards];

/**
 * Warms the engine once `firstFrame` resolves, then after each terrain change; returns the stop
 * function. `onWarm` hears each finished warm-up (for the test hook).
 */
export function startWarmUp(
  app: AppStore,
  engine: LosEngine,
  firstFrame: Promise<unknown>,
  idle: IdleScheduler = browserIdle,
  onWarm: () => void = () => {},
): () => void {
  let stopped = false;
  let started = false;
  let warmedFor: unknown[] | null = null;
  let scheduled = false;
  const same = (a: unknown[] | null, b: unknown[]) => !!a && a.every((v, i) => v === b[i]);
  const warm = () => {
    scheduled = false;
    const s = app.getState();
    if (stopped || same(warmedFor, terrainOf(s.table))) return;
    // A map on screen (or running) already holds the workers and this terrain: nothing to warm.
    if (s.overlayResult.status === "running" || s.overlay.kind !== "none" || s.match.ruleset) return;
    const unit = s.table.units[0];
    if (!unit) return;
    warmedFor = terrainOf(s.table);
    // Never aborted here: a user's map on the same channel replaces this one in the pool.
    const never = new AbortController().signal;
    engine
      .deadGround(
        s.table,
        { observerId: unit.id, targetHeightYards: TARGET_HEIGHTS.infantry, cellInches: WARM_CELL_INCHES },
        () => {},
        never,
      )
      .then(onWarm, () => {
        // Replaced by the user's own map (or failed: the user's map will say why).
      });
  };
  const schedule = () => {
    if (stopped || !started || scheduled || same(warmedFor, terrainOf(app.getState().table))) return;
    scheduled = true;
    idle(warm);
  };
  void firstFrame.then(() => {
    started = true;
    schedule();
  });
  const unsubscribe = app.subscribe(schedule);
  return () => {
    stopped = true;
    unsubscribe();
  };
}

/** Resolves after the first frame with terrain has been drawn (TerrainLayer marks it). */
export function firstTerrainFrame(): Promise<void> {
  return new Promise((resolve) => {
    const w = window as unknown as { __sightlineFirstTerrainFrameMs?: number };
    const check = () =>
      w.__sightlineFirstTerrainFrameMs !== undefined ? resolve() : requestAnimationFrame(check);
    check();
  });
}
