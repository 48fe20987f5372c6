import { afterAll, describe, expect, it } from "vitest";
import { bvhEngine } from "../../src/app/los/bvh-engine";
import { startOverlayPipeline } from "../../src/app/los/overlay-pipeline";
import { exportPixels, minHeightColour } from "../../src/app/scene/map-pixels";
import { createDeadGroundTool } from "../../src/app/tools/deadground-tool";
import { nodePool } from "../../src/cli/node-pool";
import { builtinCatalog } from "../../src/core/catalog/builtin";
import { FIRESTRIKE_SIGHT } from "../../src/core/firestrike/sight/rules";
import { buildCellRaster } from "../../src/core/los/cell-raster";
import { deadGroundMap } from "../../src/core/los/dead-ground";
import { minHeightMap } from "../../src/core/los/min-height";
import { observerAtPoint, observerFromPlacement } from "../../src/core/los/observer";
import { placeUnit } from "../../src/core/units/placement";
import { createWorld } from "../../src/geometry/los/world";
import { at, shippedTable, storeWith } from "../app/support";

/**
 * Issue 22: the app mapped dead ground only from units, had no minimum-visible-height overlay and no
 * way to save the map on screen. Now a click on open ground maps from that point (as `sightline
 * deadground --at X,Y --eye-yards E`), the engine gives the minimum-height map, and the map exports
 * as a PNG of its cells.
 */
const pools: { dispose(): void }[] = [];
afterAll(() => {
  for (const p of pools) p.dispose();
});
const engineWithPool = () =>
  bvhEngine(
    builtinCatalog(),
    () => {
      const p = nodePool(2);
      pools.push(p);
      return p;
    },
    () => FIRESTRIKE_SIGHT,
  );
const never = new AbortController().signal;

describe("maps from any point, and the minimum-visible-height map, through the app's engine", () => {
  const table = shippedTable();
  const world = createWorld(table, builtinCatalog(), FIRESTRIKE_SIGHT);
  const raster = buildCellRaster(world, 0.5);

  it("a point observer's dead ground equals the core map from that point, cell for cell", async () => {
    const engine = engineWithPool();
    const g = await engine.deadGround(
      table,
      { observerId: "point", at: { x: 36, y: 16, eyeYards: 3 }, targetHeightYards: 2, cellInches: 0.5 },
      () => {},
      never,
    );
    const core = deadGroundMap(world, raster, observerAtPoint(world, 36, 16, 3), { targetHeightYards: 2 });
    expect([g.cols, g.rows]).toEqual([raster.cols, raster.rows]);
    expect(Array.from(g.values)).toEqual(Array.from(core.visible));
  }, 60_000);

  it("the engine's minimum-height map of b1 equals the core map, cell for cell", async () => {
    const engine = engineWithPool();
    const g = await engine.minHeight(table, { observerId: "b1", cellInches: 0.5 }, () => {}, never);
    const b1 = table.units.find((u) => u.id === "b1")!;
    const core = minHeightMap(
      world,
      raster,
      observerFromPlacement(world, placeUnit(world.terrain, world.catalog, b1)),
    );
    expect(g.heightsYards).toEqual(core.heightsYards);
    expect(Array.from(g.values)).toEqual(Array.from(core.level));
  }, 60_000);
});

describe("the dead-ground tool and panel ask for these maps", () => {
  it("a click on open ground maps from that point at the panel's eye height; a unit click goes back to units", () => {
    const app = storeWith();
    const calls: unknown[] = [];
    const engine = {
      deadGround: (_t: unknown, req: unknown) => {
        calls.push(req);
        return new Promise(() => {});
      },
    } as never;
    startOverlayPipeline(app, engine);
    app.getState().requestOverlay({ eyeYards: 5 });
    const tool = createDeadGroundTool(app);
    tool.click(at([36.123, 16]));
    expect(app.getState().overlay).toMatchObject({
      kind: "deadground",
      observerId: null,
      at: { x: 36.12, y: 16, eyeYards: 5 },
    });
    expect(calls.at(-1)).toMatchObject({ at: { x: 36.12, y: 16, eyeYards: 5 } });
    tool.click(at([24, 19.5]));
    expect(app.getState().overlay).toMatchObject({ kind: "deadground", observerId: "b1", at: null });
  });

  it("a minimum-height map stays one when another unit is clicked", () => {
    const app = storeWith();
    app.getState().requestOverlay({ kind: "minheight", observerId: "b1" });
    createDeadGroundTool(app).click(at([31, 17.5]));
    expect(app.getState().overlay).toMatchObject({ kind: "minheight", observerId: "b2" });
  });
});

describe("PNG export pixels", () => {
  it("one pixel per cell, far edge on top, in the overlay's colours", () => {
    // 2 × 2 cells: row 0 (near edge) = levels 0, 1; row 1 (far edge) = 2 (more than the tallest), 0.
    const grid = {
      cellInches: 1,
      cols: 2,
      rows: 2,
      values: new Uint8Array([0, 1, 2, 0]),
      heightsYards: [1, 2],
    };
    const px = exportPixels("minheight", grid);
    const pixel = (r: number, c: number) => Array.from(px.subarray((r * 2 + c) * 4, (r * 2 + c) * 4 + 4));
    const opaque = (c: number[]) => [c[0], c[1], c[2], 255];
    expect(pixel(0, 0)).toEqual(opaque(minHeightColour(2, 2))); // image top-left = far edge, cell (row 1, col 0)
    expect(pixel(0, 1)).toEqual(opaque(minHeightColour(0, 2)));
    expect(pixel(1, 0)).toEqual(opaque(minHeightColour(0, 2)));
    expect(pixel(1, 1)).toEqual(opaque(minHeightColour(1, 2)));
  });
});
