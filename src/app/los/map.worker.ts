/// <reference lib="webworker" />
import { builtinCatalog } from "../../core/catalog/builtin";
import { type MapJob, runMapJob } from "./map-job";

/**
 * The map worker: runs dead-ground and threat maps off the main thread, posting progress as it goes.
 * The BVH arrives as SharedArrayBuffers when the page is cross-origin isolated, so nothing is rebuilt.
 * Cancelling terminates the worker (see map-client.ts).
 */

type Request = { id: number; job: MapJob };

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (e: MessageEvent<Request>) => {
  const { id, job } = e.data;
  try {
    let last = 0;
    const result = runMapJob(job, builtinCatalog(), (fraction) => {
      const now = performance.now();
      if (now - last < 30 && fraction < 1) return;
      last = now;
      scope.postMessage({ id, type: "progress", fraction });
    });
    scope.postMessage({ id, type: "done", result }, [result.values.buffer as ArrayBuffer]);
  } catch (err) {
    scope.postMessage({ id, type: "error", message: err instanceof Error ? err.message : String(err) });
  }
};
