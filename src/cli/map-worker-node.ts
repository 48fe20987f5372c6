import { parentPort } from "node:worker_threads";
import { createWorkerHandler } from "../geometry/pool/worker-handler";
import type { ToWorker } from "../geometry/pool/protocol";

const port = parentPort;
if (port) {
  const handle = createWorkerHandler((m, transfer) => port.postMessage(m, (transfer ?? []) as never));
  port.on("message", (m: ToWorker) => handle(m));
}
