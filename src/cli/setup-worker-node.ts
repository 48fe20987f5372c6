import { parentPort } from "node:worker_threads";
import type { FromSetupWorker, ToSetupWorker } from "../server/setup-pool";
import { buildSetup } from "../server/setups";
import { serverDeps } from "./server-deps";

// The set-up worker of `sightline serve` (src/server/setup-pool.ts): builds new games' set-ups with
// the same rulesets and data as the server, off its event loop. It keeps one table's LOS world (a fog
// set-up opens a session) instead of the server's eight.

const port = parentPort;
if (port) {
  const ready = serverDeps({ worlds: 1 });
  port.on("message", async (m: ToSetupWorker) => {
    const deps = await ready;
    let answer: FromSetupWorker["answer"];
    try {
      answer = buildSetup(m.body, deps, m.seed);
    } catch (e) {
      answer = {
        ok: false,
        status: 500,
        problems: [{ path: "$", message: `internal error building the set-up: ${String(e)}` }],
      };
    }
    port.postMessage({ id: m.id, answer } satisfies FromSetupWorker);
  });
}
