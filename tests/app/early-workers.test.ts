import { describe, expect, it } from "vitest";
import { mapWorkerCount, startEarlyWorkers } from "../../src/app/los/early-workers";
import { LosPool } from "../../src/geometry/pool/los-pool";
import type { WorkerPort } from "../../src/geometry/pool/protocol";

/**
 * Issue 37: the page's first map waited for the map workers to start. main.tsx now starts them as the
 * page boots (early-workers.ts), and the engine's pool, made after the first frame, takes those.
 */
function fakeSpawner() {
  const spawned: { id: number; port: WorkerPort }[] = [];
  const spawn = (): WorkerPort => {
    const port: WorkerPort = { post: () => {}, onMessage: () => {}, terminate: () => {} };
    spawned.push({ id: spawned.length, port });
    return port;
  };
  return { spawn, spawned };
}

describe("map workers started as the page boots", () => {
  it("starts them at once, and a pool made later takes them before starting any of its own", () => {
    const { spawn, spawned } = fakeSpawner();
    const early = startEarlyWorkers(spawn, 3);
    expect(spawned).toHaveLength(3);
    expect(early.waiting()).toBe(3);
    const pool = new LosPool(early.spawn, 3);
    expect(spawned).toHaveLength(3); // none started for the pool
    expect(early.waiting()).toBe(0);
    pool.dispose();
  });

  it("starts more when a pool wants more than were started", () => {
    const { spawn, spawned } = fakeSpawner();
    const early = startEarlyWorkers(spawn, 1);
    const first = early.spawn();
    expect(first).toBe(spawned[0]!.port);
    const second = early.spawn();
    expect(second).toBe(spawned[1]!.port);
    expect(spawned).toHaveLength(2);
  });

  it.each([
    [undefined, 1],
    [1, 1],
    [2, 1],
    [4, 3],
    [16, 4],
  ])("with %s cores, %i workers (one core stays with the page, at most four)", (cores, n) => {
    expect(mapWorkerCount(cores)).toBe(n);
  });
});
