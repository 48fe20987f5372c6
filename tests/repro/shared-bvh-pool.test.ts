import { afterAll, describe, expect, it, vi } from "vitest";
import { bvhEngine } from "../../src/app/los/bvh-engine";
import { nodePool } from "../../src/cli/node-pool";
import { builtinCatalog } from "../../src/core/catalog/builtin";
import { FIRESTRIKE_SIGHT } from "../../src/core/firestrike/sight/rules";
import { buildCellRaster } from "../../src/core/los/cell-raster";
import { deadGroundMap } from "../../src/core/los/dead-ground";
import { observerFromPlacement } from "../../src/core/los/observer";
import { placeUnit } from "../../src/core/units/placement";
import * as losScene from "../../src/geometry/bvh/los-scene";
import { worldFromScene } from "../../src/geometry/los/world";
import { shippedWorld } from "../support/worlds";

// Issue 22: the BVH and side tree are built once, by the pool's first worker, and shared with the
// other workers and the main thread (which builds none itself), as are the cell rasters; maps stay
// the same cell for cell.
vi.mock("../../src/geometry/bvh/los-scene", async (importOriginal) => {
  const real = await importOriginal<typeof losScene>();
  return { ...real, buildLosScene: vi.fn(real.buildLosScene) };
});

const world = shippedWorld("river-town.json");
const observerOf = (w: typeof world | ReturnType<typeof worldFromScene>, id: string) =>
  observerFromPlacement(w, placeUnit(w.terrain, w.catalog, w.table.units.find((u) => u.id === id)!));

describe("a BVH built once, in a worker, and shared", () => {
  const pool = nodePool(2);
  afterAll(() => pool.dispose());

  it("loadTable: the first worker builds the scene; the main thread's copy and the pool map as a main-thread build does", async () => {
    const data = await pool.loadTable(world.table, world.catalog, {
      cellInches: [0.5],
      prime: true,
      sight: world.rules.name,
    });
    await pool.whenReady();
    expect(data.triangleCount).toBe(world.scene.triangleCount);
    expect(new Uint8Array(data.root)).toEqual(new Uint8Array(world.scene.root));
    expect(data.sides?.triangleCount).toBe(losScene.sideTree(world.scene).triangleCount);
    const copy = worldFromScene(world.table, data, world.catalog, FIRESTRIKE_SIGHT);
    const raster = buildCellRaster(world, 0.5);
    for (const id of ["b1", "r2"]) {
      const local = deadGroundMap(world, raster, observerOf(world, id)).visible;
      const fromCopy = deadGroundMap(copy, buildCellRaster(copy, 0.5), observerOf(copy, id)).visible;
      const pooled = await pool.deadGround(observerOf(world, id), { cellInches: 0.5 });
      expect(Array.from(fromCopy)).toEqual(Array.from(local));
      expect(Array.from(pooled.visible)).toEqual(Array.from(local));
    }
  });

  it("requests made before the builder is done wait for it, and a newer table cancels them", async () => {
    void pool.loadTable(world.table, world.catalog, { sight: world.rules.name });
    const early = pool.deadGround(observerOf(world, "b1"), { cellInches: 0.5, channel: "a" });
    const local = deadGroundMap(world, buildCellRaster(world, 0.5), observerOf(world, "b1")).visible;
    expect(Array.from((await early).visible)).toEqual(Array.from(local));
    const stale = pool.deadGround(observerOf(world, "b1"), { cellInches: 0.5, channel: "b" });
    void pool.loadTable(world.table, world.catalog, { sight: world.rules.name });
    await expect(stale).rejects.toThrow(/replaced/);
  });

  it("the app's engine takes its BVH from the builder and builds none on the main thread", async () => {
    const build = vi.mocked(losScene.buildLosScene);
    build.mockClear();
    const p = nodePool(2);
    const engine = bvhEngine(
      builtinCatalog(),
      () => p,
      () => FIRESTRIKE_SIGHT,
    );
    try {
      engine.prepare(world.table);
      const map = await engine.deadGround(
        world.table,
        { observerId: "b1", targetHeightYards: 2, cellInches: 0.5 },
        () => {},
        new AbortController().signal,
      );
      const local = deadGroundMap(world, buildCellRaster(world, 0.5), observerOf(world, "b1")).visible;
      expect(Array.from(map.values)).toEqual(Array.from(local));
      // a sight check on the main thread uses the builder's copy
      const r4 = world.table.units.find((u) => u.side === "red")!.id;
      expect(engine.lineOfSight(world.table, "b1", r4).ok).toBe(true);
      expect(build).not.toHaveBeenCalled();
    } finally {
      p.dispose();
    }
  });
});
