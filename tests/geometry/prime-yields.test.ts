import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { observerFromPlacement } from "../../src/core/los/observer";
import { placeUnit } from "../../src/core/units/placement";
import type { FromWorker, ToWorker } from "../../src/geometry/pool/protocol";
import { createWorkerHandler } from "../../src/geometry/pool/worker-handler";
import { shippedWorld } from "../support/worlds";

// Issue 37: a worker asked to warm up (the page's pool: TableOptions.prime) ran its six warm-up maps in
// one go after taking the table, so the page's first map, asked for meanwhile, waited behind all of
// them. Each warm-up map is now a task of its own, and any message ends the warm-up.

const world = shippedWorld("ridge-and-village.json");
const build: ToWorker = {
  type: "build",
  version: 1,
  table: world.table,
  scene: world.scene,
  catalog: world.catalog.types,
  sight: world.rules.name,
  cellInches: [2],
  prime: true,
};
const b1 = observerFromPlacement(
  world,
  placeUnit(world.terrain, world.catalog, world.table.units.find((u) => u.id === "b1")!),
);
const request: ToWorker = {
  type: "deadground",
  id: 7,
  version: 1,
  observer: b1,
  cellInches: 2,
  targetHeightYards: 2,
  queue: null,
  parts: 1,
  part: 0,
  builds: null,
  cancel: null,
};

describe("a worker's warm-up maps yield to a request", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("a request right after the table is answered before any warm-up map runs, and ends the warm-up", () => {
    const sent: FromWorker["type"][] = [];
    const handle = createWorkerHandler((m) => sent.push(m.type), [world.rules]);
    handle(build);
    expect(sent).toEqual(["built"]); // warm-up pending: no "ready" yet
    handle(request);
    expect(sent.filter((t) => t !== "progress")).toEqual(["built", "ready", "deadground"]);
    vi.runAllTimers();
    expect(sent.filter((t) => t === "ready")).toHaveLength(1);
  });

  it("left alone, runs one warm-up map per task, then says it is ready", () => {
    const sent: FromWorker["type"][] = [];
    const handle = createWorkerHandler((m) => sent.push(m.type), [world.rules]);
    handle(build);
    const maps = 1 + Math.min(5, world.table.units.length);
    let tasks = 0;
    while (!sent.includes("ready") && tasks < 20) {
      vi.advanceTimersToNextTimer();
      tasks++;
    }
    // one task per map, and the last finds none left
    expect(tasks).toBe(maps + 1);
    expect(sent).toEqual(["built", "ready"]);
  });
});
