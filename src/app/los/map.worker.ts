/// <reference lib="webworker" />
import type { ToWorker } from "../../geometry/pool/protocol";
import { createWorkerHandler } from "../../geometry/pool/worker-handler";
import { sightRulesOf } from "../../rulesets";

// Browser entry of a map worker (Vite bundles it from `new Worker(new URL(...), { type: "module" })`):
// an edge file, so it hands the worker every ruleset's sight rules from the list (geometry names none).
const scope = self as unknown as DedicatedWorkerGlobalScope;
const handle = createWorkerHandler((m, transfer) => scope.postMessage(m, transfer ?? []), sightRulesOf());
scope.onmessage = (e: MessageEvent<ToWorker>) => handle(e.data);
