import type { Table } from "../../core/table/schema";
import type { AppStore } from "../store/store";
import type { UnitPreview } from "../store/types";
import { TARGET_HEIGHTS } from "../store/types";
import { CancelledError, type LosEngine } from "./engine";
import { coarseAsked, coarseDone } from "./live-coarse";
import { markMap } from "./map-trace";

/**
 * Live dead ground (issue 22): while the observer of the dead-ground map on screen is dragged, the map
 * follows it. Each new pose gets a coarse map first (LIVE_CELL_INCHES cells, about a sixteenth of the
 * work); the newest pose wins: a pose that arrives while a coarse map computes waits for it (cancelling
 * it would never let a map finish under a moving pointer), and is then mapped at once. When the pointer
 * rests, the coarse map is refined to the asked cell size; a newer pose cancels the refinement.
 */

/** Cell size of the maps that follow a drag, inches. */
export const LIVE_CELL_INCHES = 1;

/** How long the pointer rests on a pose after its coarse map before the map is refined, ms. */
export const REFINE_AFTER_MS = 150;

export { liveCoarseSince } from "./live-coarse";

/** The table with one unit standing at its dragged pose (features untouched, so the BVH is reused). */
export function withPose(table: Table, p: UnitPreview): Table {
  return {
    ...table,
    units: table.units.map((u) => (u.id === p.unitId ? { ...u, x: p.x, y: p.y, facing: p.facing } : u)),
  };
}

/** The dragged observer of the dead-ground map on screen, if it is being dragged. */
export function livePose(app: AppStore): UnitPreview | null {
  const s = app.getState();
  const o = s.overlay;
  const p = s.preview;
  return o.kind === "deadground" && o.observerId && p && p.unitId === o.observerId ? p : null;
}

/** The runner the overlay pipeline drives: `follow` on each new pose, `stop` when the drag ends. */
export interface LiveRunner {
  follow(): void;
  stop(): void;
}

/** Makes the runner for one app and engine. */
export function liveDeadGround(app: AppStore, engine: LosEngine, now: () => number): LiveRunner {
  let ctrl: AbortController | null = null;
  let coarseInFlight = false;
  let again = false;
  let rest: ReturnType<typeof setTimeout> | null = null;
  const cancelRest = () => {
    if (rest !== null) clearTimeout(rest);
    rest = null;
  };
  const start = (fine: boolean) => {
    const p = livePose(app);
    if (!p) return;
    const s = app.getState();
    const o = s.overlay;
    const cellInches = fine ? o.cellInches : Math.max(o.cellInches, LIVE_CELL_INCHES);
    const my = new AbortController();
    ctrl = my;
    coarseInFlight = !fine;
    const started = now();
    if (!fine) coarseAsked(app);
    const key = `live|${p.unitId}|${p.x}|${p.y}|${p.facing}|${o.targetHeight}|${cellInches}|${s.revision}`;
    engine
      .deadGround(
        withPose(s.table, p),
        { observerId: p.unitId, targetHeightYards: TARGET_HEIGHTS[o.targetHeight], cellInches },
        () => {},
        my.signal,
      )
      .then(
        (g) => {
          if (my.signal.aborted) return;
          ctrl = null;
          coarseInFlight = false;
          coarseDone(app);
          markMap("map-result");
          app.getState().setOverlayResult({
            status: "done",
            grid: g,
            visibleFraction: g.visibleFraction,
            error: null,
            key,
            ms: now() - started,
            live: fine ? "refined" : "coarse",
          });
          if (again) {
            again = false;
            start(false);
          } else if (!fine && cellInches !== o.cellInches) {
            // Refine only once the pointer rests: under a moving pointer the refinement would be
            // cancelled, but not before it had taken the workers' time and a frame from the next pose.
            rest = setTimeout(() => {
              rest = null;
              start(true);
            }, REFINE_AFTER_MS);
          }
        },
        (e: unknown) => {
          if (my.signal.aborted || e instanceof CancelledError) return;
          ctrl = null;
          coarseInFlight = false;
          coarseDone(app);
          again = false;
          app.getState().setOverlayResult({
            status: "error",
            grid: null,
            error: e instanceof Error ? e.message : String(e),
            key,
            live: null,
          });
        },
      );
  };
  return {
    follow() {
      if (coarseInFlight) {
        again = true;
        return;
      }
      cancelRest();
      ctrl?.abort(); // a refinement of an older pose is stale
      start(false);
    },
    stop() {
      cancelRest();
      ctrl?.abort();
      ctrl = null;
      coarseInFlight = false;
      coarseDone(app);
      again = false;
    },
  };
}
