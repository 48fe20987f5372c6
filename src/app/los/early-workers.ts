import type { WorkerPort } from "../../geometry/pool/protocol";

// The map workers are started as the page boots, beside its first render, so they fetch and compile
// their code (the sight code, three-mesh-bvh, the WebAssembly walk) on their own threads while the page
// draws; the pool the engine makes after the first frame takes them instead of starting its own (issue
// 37: the first map after the page loaded waited for the workers' start). This module imports only
// the spawner (a Worker and its URL), so the engine stays off the first page load.

/** How many map workers the page runs: one core stays with the page; the rest, up to four, map. */
export function mapWorkerCount(cores: number | undefined): number {
  return Math.min(4, Math.max(1, (cores ?? 2) - 1));
}

/** Workers started before the pool asked for them, handed out first by `spawn`. */
export interface EarlyWorkers {
  /** gives a started worker, else starts one */
  spawn(): WorkerPort;
  /** how many started workers have not been handed out yet */
  waiting(): number;
}

/**
 * Starts `count` workers with `spawnOne` now; `spawn` hands them out, then starts new ones. A worker
 * only loads its code until the pool's first message, and a message posted to a worker before its
 * code has loaded waits for it, so a pool may take them at any moment.
 */
export function startEarlyWorkers(spawnOne: () => WorkerPort, count: number): EarlyWorkers {
  const started: WorkerPort[] = [];
  for (let i = 0; i < count; i++) started.push(spawnOne());
  return {
    spawn: () => started.shift() ?? spawnOne(),
    waiting: () => started.length,
  };
}
