import { parentPort } from "node:worker_threads";
import type { ToWorker } from "../geometry/pool/protocol";
import { createWorkerHandler } from "../geometry/pool/worker-handler";

const port = parentPort;
if (port) {
  const handle = createWorkerHandler((m, transfer) => port.postMessage(m, (transfer ?? []) as never));
  port.on("message", (m: ToWorker) => handle(m));
}
