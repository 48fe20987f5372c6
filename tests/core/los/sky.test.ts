import { describe, expect, it } from "vitest";
import { buildCellRaster } from "../../../src/core/los/cell-raster";
import { SkyHorizon } from "../../../src/core/los/sky";
import { seededRandom as rng } from "../../../src/core/random";
import { shippedWorld, PROOF_TABLES as TABLES } from "../../support/worlds";

describe("cell ceilings: no triangle rises above a cell's ceiling", () => {
  TABLES.forEach((name, k) => {
    const seed = 5400 + k;
    it(`${name}: 3000 vertical casts from just above the ceiling upward meet nothing (seed ${seed})`, () => {
      const world = shippedWorld(name);
      const raster = buildCellRaster(world, 0.25);
      const rand = rng(seed);
      const g = world.geometry;
      g.setIgnored([]);
      let raised = 0;
      for (let s = 0; s < 3000; s++) {
        const x = rand() * world.table.width;
        const y = rand() * world.table.depth;
        const i =
          Math.min(raster.rows - 1, Math.floor(y / 0.25)) * raster.cols +
          Math.min(raster.cols - 1, Math.floor(x / 0.25));
        const top = raster.ceiling[i]!;
        if (top > 0) raised++;
        expect(g.anyHit(x, y, top + 1e-3, x, y, 1e4, 0, 1), `(${x}, ${y}) ceiling ${top}`).toBe(-1);
      }
      expect(raised).toBeGreaterThan(300);
    });
  });
});

describe("sky proofs only ever prove lines that a cast finds clear", () => {
  TABLES.forEach((name, k) => {
    const seed = 5500 + k;
    it(`${name}: 40 random eyes × 600 targets, and 4-cell boxes, seed ${seed}`, () => {
      const world = shippedWorld(name);
      const raster = buildCellRaster(world, 0.25);
      const rand = rng(seed);
      const sky = new SkyHorizon();
      const g = world.geometry;
      g.setIgnored([]);
      let proven = 0;
      let boxes = 0;
      const cellOf = (x: number, y: number) =>
        Math.min(raster.rows - 1, Math.floor(y / 0.25)) * raster.cols +
        Math.min(raster.cols - 1, Math.floor(x / 0.25));
      for (let e = 0; e < 40; e++) {
        const ex = rand() * world.table.width;
        const ey = rand() * world.table.depth;
        const ez = raster.ground[cellOf(ex, ey)]! + 0.5 + rand() * 30;
        sky.build(raster, ex, ey, ez);
        for (let s = 0; s < 600; s++) {
          const x = rand() * world.table.width;
          const y = rand() * world.table.depth;
          const z = raster.ground[cellOf(x, y)]! + rand() * 6;
          if (sky.clear(x, y, z)) {
            proven++;
            expect(
              g.anyHit(ex, ey, ez, x, y, z, 1e-6, 1 - 1e-6),
              `(${ex}, ${ey}, ${ez}) → (${x}, ${y}, ${z})`,
            ).toBe(-1);
          }
          const zLo = z;
          if (sky.clearBox(x, y, x + 1, y + 1, zLo)) {
            boxes++;
            for (let q = 0; q < 4; q++) {
              const [px, py, pz] = [x + rand(), y + rand(), zLo + rand() * 3];
              expect(g.anyHit(ex, ey, ez, px, py, pz, 1e-6, 1 - 1e-6), `box → (${px}, ${py}, ${pz})`).toBe(
                -1,
              );
            }
          }
        }
      }
      expect(proven).toBeGreaterThan(500);
      expect(boxes).toBeGreaterThan(100);
    });
  });
});
