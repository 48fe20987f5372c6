import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CellRaster } from "../../../src/core/los/cell-raster";
import { binLeast, ringsFor, WEDGES } from "../../../src/core/los/polar-bins";

/** binLeast reads only the grid's shape. */
const grid = { cols: 96, rows: 64, cellInches: 0.25 } as CellRaster;

describe("binning a square of equal cells as one box", () => {
  it("lowers every piece its four cells lower (fast-check seed 7401)", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 24, noNaN: true }),
        fc.double({ min: 0, max: 16, noNaN: true }),
        fc.integer({ min: 0, max: 47 }),
        fc.integer({ min: 0, max: 31 }),
        (ex, ey, sc, sr) => {
          const { cols } = grid;
          const r = sr * 2;
          const c = sc * 2;
          const rings = ringsFor(grid, ex, ey);
          const size = rings * WEDGES;
          const values = new Float32Array(cols * grid.rows).fill(5);
          const i = r * cols + c;
          const byCells = new Float32Array(size).fill(Number.POSITIVE_INFINITY);
          binLeast(grid, Int32Array.of(i, i + 1, i + cols, i + cols + 1), values, ex, ey, rings, byCells);
          const bySquare = new Float32Array(size).fill(Number.POSITIVE_INFINITY);
          binLeast(grid, Int32Array.of(i), values, ex, ey, rings, bySquare, 2);
          let touched = 0;
          let extra = 0;
          for (let p = 0; p < size; p++) {
            if (byCells[p] === 5) {
              touched++;
              expect(bySquare[p], `piece ${p}`).toBe(5);
            } else if (bySquare[p] === 5) extra++;
          }
          expect(touched).toBeGreaterThan(0);
          // The box's wedge-by-ring span reaches a few pieces its cells do not touch, not many.
          expect(extra).toBeLessThanOrEqual(Math.max(4, touched));
        },
      ),
      { seed: 7401, numRuns: 300 },
    );
  });
});
