import { describe, expect, it } from "vitest";
import { buildCellRaster } from "../../../src/core/los/cell-raster";
import { AREA, blockSummary, UNSAFE } from "../../../src/core/los/map-blocks";
import { shippedWorld, PROOF_TABLES as TABLES } from "../../support/worlds";

describe("block summaries agree with their cells", () => {
  for (const name of TABLES)
    for (const [cell, size] of [
      [0.25, 4],
      [0.3, 8],
    ] as const)
      it(`${name}: ${size}-cell blocks on a ${cell}" grid (edge blocks cut short)`, () => {
        const raster = buildCellRaster(shippedWorld(name), cell);
        const s = blockSummary(raster, size);
        expect(blockSummary(raster, size)).toBe(s);
        const { cols, rows } = raster;
        let flagged = 0;
        for (let br = 0; br * size < rows; br++)
          for (let bc = 0; bc * size < cols; bc++) {
            let lo = Number.POSITIVE_INFINITY;
            let hi = Number.NEGATIVE_INFINITY;
            let flags = 0;
            for (let r = br * size; r < Math.min(rows, (br + 1) * size); r++)
              for (let c = bc * size; c < Math.min(cols, (bc + 1) * size); c++) {
                const i = r * cols + c;
                lo = Math.min(lo, raster.ground[i]!);
                hi = Math.max(hi, raster.ground[i]!);
                if (raster.areaSet[i]! >= 0) flags |= AREA;
                if (raster.solid.unsafe[i] === 1) flags |= UNSAFE;
              }
            const b = br * s.cols + bc;
            expect([s.groundLo[b], s.groundHi[b], s.flags[b]], `block (${br}, ${bc})`).toEqual([
              lo,
              hi,
              flags,
            ]);
            if (flags !== 0) flagged++;
          }
        // Some blocks hold woods or towns, or the comparison would not test the flags.
        expect(flagged).toBeGreaterThan(0);
      });
});
