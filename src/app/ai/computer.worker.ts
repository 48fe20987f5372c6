/// <reference lib="webworker" />
import { createComputerHandler } from "./computer-host";
import { pagePolicies } from "./computer-policies";
import type { FromComputer, ToComputer } from "./computer-protocol";

// Browser entry of the computer-player worker (Vite bundles it from `new Worker(new URL(...))`): an
// edge, so it reads the ruleset list (computer-policies.ts) and builds each ruleset's policies on its own
// measured LOS worlds, off the page's thread. Its build carries the rules parts (scripts/ruleset-parts.mjs,
// the "rules-worker" build), never a page or Node part.
const scope = self as unknown as DedicatedWorkerGlobalScope;
const handle = createComputerHandler(
  (m: FromComputer) => scope.postMessage(m),
  (id) => pagePolicies(id),
  () => performance.now(),
);
scope.onmessage = (e: MessageEvent<ToComputer>) => void handle(e.data);
