import type { AppStore } from "../store/store";
import { TARGET_HEIGHTS } from "../store/types";
import { CancelledError, type LosEngine } from "./engine";

/**
 * Runs dead-ground and threat maps when asked, off the main thread through the engine's worker pool.
 * A newer request (or a table change) cancels the one in flight; progress goes to the store for the
 * progress bar. Returns the unsubscribe function.
 */
export function startOverlayPipeline(
  app: AppStore,
  engine: LosEngine,
  now: () => number = () => performance.now(),
): () => void {
  let lastKey = "";
  let inFlight: AbortController | null = null;
  const run = () => {
    const s = app.getState();
    const o = s.overlay;
    const key =
      o.kind === "none"
        ? "none"
        : `${o.kind}|${o.kind === "deadground" ? o.observerId : o.side}|${o.targetHeight}|${o.cellInches}|${s.revision}`;
    if (key === lastKey) return;
    lastKey = key;
    inFlight?.abort();
    inFlight = null;
    if (o.kind === "none" || (o.kind === "deadground" && !o.observerId)) {
      s.setOverlayResult({
        status: "idle",
        progress: 0,
        grid: null,
        visibleFraction: null,
        error: null,
        key: null,
        ms: null,
      });
      return;
    }
    const ctrl = new AbortController();
    inFlight = ctrl;
    const started = now();
    s.setOverlayResult({ status: "running", progress: 0, error: null });
    const onProgress = (p: number) => {
      if (!ctrl.signal.aborted) app.getState().setOverlayResult({ progress: p });
    };
    const targetHeightYards = TARGET_HEIGHTS[o.targetHeight];
    const job =
      o.kind === "deadground"
        ? engine
            .deadGround(
              s.table,
              { observerId: o.observerId!, targetHeightYards, cellInches: o.cellInches },
              onProgress,
              ctrl.signal,
            )
            .then((g) => ({ grid: g, visibleFraction: g.visibleFraction }))
        : engine
            .threat(
              s.table,
              { side: o.side, targetHeightYards, cellInches: o.cellInches },
              onProgress,
              ctrl.signal,
            )
            .then((g) => ({ grid: g, visibleFraction: null }));
    job.then(
      (r) => {
        if (ctrl.signal.aborted) return;
        inFlight = null;
        app
          .getState()
          .setOverlayResult({ status: "done", progress: 1, ...r, error: null, key, ms: now() - started });
      },
      (e: unknown) => {
        if (ctrl.signal.aborted || e instanceof CancelledError) return;
        inFlight = null;
        app.getState().setOverlayResult({
          status: "error",
          grid: null,
          error: e instanceof Error ? e.message : String(e),
          key,
        });
      },
    );
  };
  run();
  const unsubscribe = app.subscribe(run);
  return () => {
    inFlight?.abort();
    unsubscribe();
  };
}
