import { afterAll, describe, expect, it } from "vitest";
import { nodePool } from "../../src/cli/node-pool";
import { buildCellRaster } from "../../src/core/los/cell-raster";
import { deadGroundMap } from "../../src/core/los/dead-ground";
import { type MapObserver, observerFromPlacement } from "../../src/core/los/observer";
import { piecesFor } from "../../src/core/los/polar-bins";
import { placeUnit } from "../../src/core/units/placement";
import { CancelledError } from "../../src/geometry/pool/los-pool";
import type { BuildBuffers, FromWorker } from "../../src/geometry/pool/protocol";
import { createWorkerHandler } from "../../src/geometry/pool/worker-handler";
import { shippedWorld } from "../support/worlds";

describe("the map worker pool (worker_threads)", () => {
  const world = shippedWorld("ridge-and-village.json");
  const pool = nodePool(2);
  pool.setTable(world.table, world.scene, world.catalog, { sight: world.rules.name });
  afterAll(() => pool.dispose());
  const observer = (id: string) =>
    observerFromPlacement(
      world,
      placeUnit(world.terrain, world.catalog, world.table.units.find((u) => u.id === id)!),
    );

  it("splits a dead-ground map across workers and returns the same map as one thread", async () => {
    const progress: number[] = [];
    const result = await pool.deadGround(observer("b1"), {
      cellInches: 0.5,
      onProgress: (f) => progress.push(f),
    });
    const local = deadGroundMap(world, buildCellRaster(world, 0.5), observer("b1")).visible;
    expect(result.cols * result.rows).toBe(local.length);
    expect(Array.from(result.visible)).toEqual(Array.from(local));
    expect(progress.length).toBeGreaterThan(2);
    expect(progress.at(-1)).toBe(1);
    for (let i = 1; i < progress.length; i++) expect(progress[i]!).toBeGreaterThanOrEqual(progress[i - 1]!);
  });

  it("a threat map taken observer by observer from a shared queue equals the sum of one-thread maps", async () => {
    const ids = ["r1", "r2", "r3", "r4", "r5", "r6", "r7"];
    const progress: number[] = [];
    const result = await pool.threat(ids.map(observer), {
      cellInches: 0.5,
      onProgress: (f) => progress.push(f),
    });
    const raster = buildCellRaster(world, 0.5);
    const sum = new Array<number>(result.counts.length).fill(0);
    for (const id of ids) {
      const { visible } = deadGroundMap(world, raster, observer(id));
      for (let i = 0; i < visible.length; i++) sum[i]! += visible[i]!;
    }
    expect(Array.from(result.counts)).toEqual(sum);
    expect(Math.max(...sum)).toBeGreaterThan(1);
    expect(progress.at(-1)).toBe(1);
    for (let i = 1; i < progress.length; i++) expect(progress[i]!).toBeGreaterThanOrEqual(progress[i - 1]!);
  });

  it("a newer request on the same channel cancels the older one", async () => {
    const first = pool.deadGround(observer("b1"), { cellInches: 0.25, channel: "dg" });
    const second = pool.deadGround(observer("r4"), { cellInches: 0.25, channel: "dg" });
    await expect(first).rejects.toBeInstanceOf(CancelledError);
    const done = await second;
    const local = deadGroundMap(world, buildCellRaster(world, 0.25), observer("r4")).visible;
    expect(Array.from(done.visible)).toEqual(Array.from(local));
  });

  it("maps one after another, one of them cancelled, each equal the one-thread map (build buffers are reused)", async () => {
    // The pool lends each map's build buffers again once every part of the map has replied; a
    // buffer still holding the last observer's horizons, or counters not reset, would show here.
    const raster = buildCellRaster(world, 0.25);
    const cancelled = expect(
      pool.deadGround(observer("r4"), { cellInches: 0.25, channel: "seq" }),
    ).rejects.toBeInstanceOf(CancelledError);
    const ids = ["b1", "r4", "r2", "b1", "r6"];
    for (const [k, id] of ids.entries()) {
      const map = await pool.deadGround(observer(id), { cellInches: 0.25, channel: "seq" });
      if (k === 0) await cancelled;
      const local = deadGroundMap(world, raster, observer(id)).visible;
      expect(Array.from(map.visible), `map ${k} (${id})`).toEqual(Array.from(local));
    }
  });

  it("requests on different channels run side by side", async () => {
    const [a, b] = await Promise.all([
      pool.deadGround(observer("b1"), { cellInches: 1, channel: "left" }),
      pool.threat(["r4", "r3"].map(observer), { cellInches: 1, channel: "right" }),
    ]);
    expect(a.visible.some((v) => v === 1)).toBe(true);
    expect(Math.max(...b.counts)).toBe(2);
  });
});

/** Runs one part of a dead-ground map through a fresh worker handler in this thread. */
function runPart(
  world: ReturnType<typeof shippedWorld>,
  o: MapObserver,
  part: number,
  builds: BuildBuffers | null,
): Uint8Array {
  const got: FromWorker[] = [];
  const handle = createWorkerHandler((m) => got.push(m), [world.rules]);
  handle({
    type: "init",
    version: 1,
    table: world.table,
    scene: world.scene,
    catalog: world.catalog.types,
    sight: world.rules.name,
  });
  handle({
    type: "deadground",
    id: 7,
    version: 1,
    observer: o,
    cellInches: 0.25,
    targetHeightYards: 2,
    queue: null,
    parts: 2,
    part,
    builds,
    cancel: null,
  });
  const done = got.find((m) => m.type === "deadground");
  if (done?.type !== "deadground") throw new Error("no map came back");
  return done.visible;
}

describe("a map worker without SharedArrayBuffer (fixed shares)", () => {
  const world = shippedWorld("ridge-and-village.json");
  const o = observerFromPlacement(
    world,
    placeUnit(world.terrain, world.catalog, world.table.units.find((u) => u.id === "b1")!),
  );
  const raster = buildCellRaster(world, 0.25);

  it("two workers' fixed shares of bands make up the one-thread map", () => {
    const parts = [0, 1].map((part) => runPart(world, o, part, null));
    const local = deadGroundMap(world, raster, o).visible;
    expect(parts[0]!.some((v, i) => v !== local[i])).toBe(true); // each part holds only its bands
    expect(Array.from(parts[0]!, (v, i) => v | parts[1]![i]!)).toEqual(Array.from(local));
  });

  it("with shared builds, a part that built nothing draws its map from the other part's buffers", () => {
    const pieces = piecesFor(raster.cols, raster.rows, 0.25);
    const builds = {
      buffers: Array.from(
        { length: o.eyeX.length },
        () => new Float32Array(new SharedArrayBuffer(pieces * 4)),
      ),
      counters: new Int32Array(new SharedArrayBuffer(8)),
    };
    const first = runPart(world, o, 0, builds);
    // The first part, running alone, took every build; the second takes none.
    expect(Atomics.load(builds.counters, 1)).toBe(o.eyeX.length);
    const second = runPart(world, o, 1, builds);
    expect(Atomics.load(builds.counters, 1)).toBe(o.eyeX.length);
    const local = deadGroundMap(world, raster, o).visible;
    expect(Array.from(first, (v, i) => v | second[i]!)).toEqual(Array.from(local));
  });
});
