import { Worker } from "node:worker_threads";
import { LosPool } from "../geometry/pool/los-pool";
import type { FromWorker, WorkerPort } from "../geometry/pool/protocol";

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
