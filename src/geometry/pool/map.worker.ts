/// <reference lib="webworker" />
import type { ToWorker } from "./protocol";
import { createWorkerHandler } from "./worker-handler";

// Browser entry of a map worker (Vite bundles it from `new Worker(new URL(...), { type: "module" })`).
const scope = self as unknown as DedicatedWorkerGlobalScope;
const handle = createWorkerHandler((m, transfer) => scope.postMessage(m, transfer ?? []));
scope.onmessage = (e: MessageEvent<ToWorker>) => handle(e.data);
