import { describe, expect, it } from "vitest";
import { createAssetStore, startAssetPipeline } from "../../../src/app/scene/assets";
import { buildHexGrid, buildHexMarks, clipToTable } from "../../../src/app/scene/hex-overlays";
import { shippedTable, storeWith } from "../support";

/**
 * Issue 38 item 3: hex outlines must not spill past the table's edge. The Lock 'n Load boards' edge
 * hexes overhang the table (the hamlet's last column reaches past its right edge); the grid and the
 * hexes marked on them are cut at the edge.
 */

function xyOf(positions: Float32Array): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < positions.length; i += 3) out.push([positions[i]!, positions[i + 1]!]);
  return out;
}

describe("hex outlines stop at the table's edge", () => {
  it("cuts a side at the edge and drops one wholly off the table", () => {
    expect(clipToTable([22, 1], [26, 1], 24, 18)).toEqual([
      [22, 1],
      [24, 1],
    ]);
    expect(clipToTable([25, 1], [26, 2], 24, 18)).toBeNull();
    expect(clipToTable([1, -1], [1, 2], 24, 18)).toEqual([
      [1, 0],
      [1, 2],
    ]);
    expect(clipToTable([3, 3], [4, 4], 24, 18)).toEqual([
      [3, 3],
      [4, 4],
    ]);
  });

  it.each(["lnl-hamlet", "lnl-ridge-village"])(
    "%s: the grid and marked hexes lie on the table and reach its edges",
    (name) => {
      const table = shippedTable(name);
      const app = storeWith(table);
      const assets = createAssetStore();
      startAssetPipeline(app, assets, () => null);
      const grid = buildHexGrid({ ...app.getState(), showHexGrid: true }, assets.getState())!;
      const pts = xyOf(grid);
      const xs = pts.map((p) => p[0]);
      const ys = pts.map((p) => p[1]);
      expect(Math.min(...xs)).toBeGreaterThanOrEqual(-1e-6);
      expect(Math.max(...xs)).toBeLessThanOrEqual(table.width + 1e-6);
      expect(Math.min(...ys)).toBeGreaterThanOrEqual(-1e-6);
      expect(Math.max(...ys)).toBeLessThanOrEqual(table.depth + 1e-6);
      // the edge hexes are drawn up to the edge, not dropped
      expect(Math.max(...xs)).toBeCloseTo(table.width, 3);
      // a marked hex in the overhanging last column (the page marks picks and moves so) is cut too
      const marks = buildHexMarks(
        { ...app.getState(), hexMarks: [{ label: "P1", colour: "#ffffff" }] } as never,
        assets.getState(),
      );
      for (const [x] of xyOf(marks!.positions)) expect(x).toBeLessThanOrEqual(table.width + 1e-6);
    },
  );
});
