import type { AppStore } from "../store/store";
import { TARGET_HEIGHTS } from "../store/types";
import { CancelledError, type LosEngine } from "./engine";
import { liveDeadGround, livePose } from "./live-dead-ground";
import { markMap } from "./map-trace";
import { sightRulesNow } from "./rules";

/**
 * Runs dead-ground and threat maps when asked, off the main thread through the engine's worker pool.
 * A newer request (or a table change) cancels the one in flight; progress goes to the store's progress
 * channel (the progress bar alone listens there), never into the app state. While the observer of the
 * dead-ground map is dragged, the map follows it (live-dead-ground.ts). Returns the unsubscribe function.
 */
export function startOverlayPipeline(
  app: AppStore,
  engine: LosEngine,
  now: () => number = () => performance.now(),
): () => void {
  let lastKey = "";
  let inFlight: AbortController | null = null;
  const live = liveDeadGround(app, engine, now);
  const run = () => {
    const s = app.getState();
    const o = s.overlay;
    const w = o.kind === "threat" ? o.watchers : null;
    const pose = livePose(app);
    const who = o.at ? `at ${o.at.x},${o.at.y},${o.at.eyeYards}` : o.observerId;
    const rules = sightRulesNow(s).name;
    const key =
      o.kind === "none"
        ? "none"
        : w
          ? `threat|${w.key}|${o.targetHeight}|${o.cellInches}`
          : `${o.kind}|${o.kind === "threat" ? o.side : who}|${o.targetHeight}|${o.cellInches}|${s.revision}|${rules}${pose ? `|drag ${pose.x},${pose.y},${pose.facing}` : ""}`;
    if (key === lastKey) return;
    lastKey = key;
    inFlight?.abort();
    inFlight = null;
    if (pose) {
      live.follow();
      return;
    }
    live.stop();
    if (o.kind === "none" || (o.kind !== "threat" && !o.observerId && !o.at)) {
      s.setOverlayResult({
        status: "idle",
        grid: null,
        visibleFraction: null,
        error: null,
        key: null,
        ms: null,
        live: null,
      });
      return;
    }
    const ctrl = new AbortController();
    inFlight = ctrl;
    const started = now();
    const progress = s.overlayProgress;
    progress.setState({ fraction: 0 });
    s.setOverlayResult({ status: "running", error: null, live: null });
    const onProgress = (p: number) => {
      if (!ctrl.signal.aborted) progress.setState({ fraction: p });
    };
    const targetHeightYards = TARGET_HEIGHTS[o.targetHeight];
    const at = o.at ?? undefined;
    markMap("map-request");
    const observerId = o.observerId ?? "point";
    const job =
      o.kind === "deadground"
        ? engine
            .deadGround(
              s.table,
              { observerId, at, targetHeightYards, cellInches: o.cellInches },
              onProgress,
              ctrl.signal,
            )
            .then((g) => ({ grid: g, visibleFraction: g.visibleFraction }))
        : o.kind === "minheight"
          ? engine
              .minHeight(s.table, { observerId, at, cellInches: o.cellInches }, onProgress, ctrl.signal)
              .then((g) => ({ grid: g, visibleFraction: null }))
          : engine
              .threat(
                w ? { ...s.table, units: w.units } : s.table,
                {
                  side: w ? (w.units[0]?.side ?? o.side) : o.side,
                  targetHeightYards,
                  cellInches: o.cellInches,
                  ...(w?.sight ? { sight: w.sight } : {}),
                },
                onProgress,
                ctrl.signal,
              )
              .then((g) => ({ grid: g, visibleFraction: null }));
    job.then(
      (r) => {
        if (ctrl.signal.aborted) return;
        inFlight = null;
        markMap("map-result");
        progress.setState({ fraction: 1 });
        app
          .getState()
          .setOverlayResult({ status: "done", ...r, error: null, key, ms: now() - started, live: null });
      },
      (e: unknown) => {
        if (ctrl.signal.aborted || e instanceof CancelledError) return;
        inFlight = null;
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
  run();
  const unsubscribe = app.subscribe(run);
  return () => {
    inFlight?.abort();
    live.stop();
    unsubscribe();
  };
}
