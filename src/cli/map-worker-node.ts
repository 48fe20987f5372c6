import { parentPort } from "node:worker_threads";
import type { ToWorker } from "../geometry/pool/protocol";
import { createWorkerHandler } from "../geometry/pool/worker-handler";
import { sightRulesOf } from "../rulesets";

// Node entry of a map worker: an edge file, so it hands the worker every ruleset's sight rules from
// the list (geometry names none).
const port = parentPort;
if (port) {
  const handle = createWorkerHandler(
    (m, transfer) => port.postMessage(m, (transfer ?? []) as never),
    sightRulesOf(),
  );
  port.on("message", (m: ToWorker) => handle(m));
}
