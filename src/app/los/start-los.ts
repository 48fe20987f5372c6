import type { Catalog } from "../../core/catalog/schema";
import type { HexSightRules } from "../../core/los/hex-sight-rules";
import { LosPool } from "../../geometry/pool/los-pool";
import type { AppStore } from "../store/store";
import { spawnBrowserWorker } from "./browser-port";
import { bvhEngine, type Preparer } from "./bvh-engine";
import { type EarlyWorkers, mapWorkerCount } from "./early-workers";
import type { LosEngine } from "./engine";
import { startHexLosPipeline } from "./hex-pipeline";
import { startLosPipeline } from "./los-pipeline";
import { startOverlayPipeline } from "./overlay-pipeline";
import { sightRulesNow } from "./rules";
import { startWarmUp } from "./warm-up";

/**
 * Everything of the LOS engine the page runs: the BVH engine over the worker pool, the three pipelines
 * that keep verdicts and maps in step with the store, the idle warm-up and the BVH prepared off the main
 * thread for each terrain. main.tsx imports this module dynamically after the first frame, so the engine
 * (three-mesh-bvh, the sight code: ~30 modules) is not on the first page load (issue 23 item 16). Each
 * pipeline runs once when it starts, so what the user did before it loaded is caught up at once. The
 * hex LOS pipeline reads `hexSight`, the hex sight rules the page's entry (main.tsx) hands in (none:
 * no listed ruleset plays on hexes, and the hex LOS tool has nothing to read). `early`: the map workers
 * main.tsx started as the page booted (early-workers.ts), which the pool takes first.
 */
export function startLos(
  app: AppStore,
  catalog: Catalog,
  onWarm: () => void,
  hexSight: HexSightRules | null,
  early: EarlyWorkers | null = null,
): LosEngine & Preparer {
  // One core stays with the page (and the software renderer, where there is no GPU) so it keeps
  // answering while a map computes; the rest, up to four, compute maps.
  const workers = mapWorkerCount(navigator.hardwareConcurrency);
  const spawn = early ? early.spawn : spawnBrowserWorker;
  const engine = bvhEngine(
    catalog,
    typeof Worker === "undefined" ? null : () => new LosPool(spawn, workers),
    () => sightRulesNow(app.getState()),
  );
  startLosPipeline(app, engine);
  if (hexSight) startHexLosPipeline(app, engine, hexSight);
  startOverlayPipeline(app, engine);
  // Workers, their WebAssembly and the table's BVH start in idle time (issue 22); the first frame has
  // already been drawn when this module runs.
  if (typeof Worker !== "undefined") startWarmUp(app, engine, Promise.resolve(), undefined, onWarm);
  // The pool's first worker builds the table's BVH off this thread (and again after each terrain
  // change), so the first map does not wait for it (issue 22). The first table goes to the workers at
  // once (issue 37: a click right after the first frame found no pool yet); posting it costs this
  // thread little, the build is the workers'.
  const idle = (f: () => void) =>
    typeof requestIdleCallback === "function"
      ? requestIdleCallback(f, { timeout: 1000 })
      : setTimeout(f, 200);
  const prepare = () => engine.prepare(app.getState().table);
  prepare();
  app.subscribe((s, prev) => {
    if (s.table.features !== prev.table.features) idle(prepare);
  });
  return engine;
}
