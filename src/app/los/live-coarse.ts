import type { AppStore } from "../store/store";

/**
 * When the coarse map of the pose on screen was asked for, per app, while it computes (issue 22). A
 * software renderer's frame holds the main thread (its commit reads the WebGL canvas back and waits for
 * SwiftShader), so FrameGate holds a pose's frame until its coarse map is in, and draws both at once.
 * Its own module, with no import of the LOS engine: FrameGate is on the first page, which must not
 * load three-mesh-bvh or the worker pool (tests/app/first-page-graph.test.ts).
 */
const coarseSince = new WeakMap<AppStore, number>();

/** When the coarse live map now computing was asked for (performance.now), or null when none is. */
export function liveCoarseSince(app: AppStore): number | null {
  return coarseSince.get(app) ?? null;
}

/** Records that `app`'s coarse live map was asked for now. */
export function coarseAsked(app: AppStore): void {
  coarseSince.set(app, performance.now());
}

/** Records that `app`'s coarse live map is in, cancelled, or no longer wanted. */
export function coarseDone(app: AppStore): void {
  coarseSince.delete(app);
}
