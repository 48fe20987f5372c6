import type { FromWorker, WorkerPort } from "../../geometry/pool/protocol";

/** Starts a map worker in the browser. */
export function spawnBrowserWorker(): WorkerPort {
  const worker = new Worker(new URL("./map.worker.ts", import.meta.url), {
    type: "module",
    name: "sightline-map",
  });
  return {
    post: (m, transfer) => worker.postMessage(m, transfer ?? []),
    onMessage: (h) => {
      worker.onmessage = (e: MessageEvent<FromWorker>) => h(e.data);
    },
    terminate: () => worker.terminate(),
  };
}
