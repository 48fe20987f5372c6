import { setFlagsFromString } from "node:v8";
import { Worker } from "node:worker_threads";
import { LosPool } from "../geometry/pool/los-pool";
import type { FromWorker, WorkerPort } from "../geometry/pool/protocol";
import { beforeV8FlagsChange } from "./whole-process";

export { MAIN_THREAD_THREAT_CELLS, oneShotThreatWorkers, oneShotWorkers } from "./one-shot-workers";

/** Starts a map worker thread in Node. */
export function spawnNodeWorker(): WorkerPort {
  // From the CLI bundle (.build/cli, scripts/build-cli.mjs) the bundled entry beside it; from the
  // TypeScript sources, the entry that goes through tsx.
  const entry = import.meta.url.endsWith(".ts") ? "./map-worker.mjs" : "./map-worker.js";
  const worker = new Worker(new URL(entry, import.meta.url));
  return {
    post: (m, transfer) => worker.postMessage(m, (transfer ?? []) as never),
    onMessage: (h) => {
      worker.on("message", (m: FromWorker) => h(m));
    },
    terminate: () => {
      void worker.terminate();
    },
  };
}

/** A map pool of `size` worker threads (default 2, this machine's cores). */
export function nodePool(size = 2): LosPool {
  return new LosPool(spawnNodeWorker, size);
}

/**
 * For a one-shot process (`sightline threat`): the map workers started after this call optimize hot
 * code on their own thread instead of queueing it for V8's background compiler. V8 reads the flag
 * when it sets up a thread's isolate, so it must come before the pool starts; the threads already
 * running (the main one) keep compiling in the background. In a short process the maps run mostly
 * on code not yet optimized, and on a busy machine the background compiler waits for a core while
 * the worker keeps running slow code: measured, paired whole `sightline threat` processes on
 * ridge-and-village took 0.85× the CPU (0.70-0.96×, 8 pairs, load 2.9) and 0.91× the wall time
 * with the flag on the command line (docs/line-of-sight.md). Not for a long-lived pool (the app,
 * the bench's pool), whose maps run warm code and would stall on each compile.
 */
export function optimizeOnWorkerThreads(): void {
  beforeV8FlagsChange();
  setFlagsFromString("--no-concurrent-recompilation");
}
