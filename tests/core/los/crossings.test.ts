import { describe, expect, it } from "vitest";
import { bounds, distanceToPolyline, distanceToRing, pointInPolygon } from "../../../src/core/geom2d";
import { type Crossing, segmentCrossings } from "../../../src/core/los/crossings";
import { seededRandom as rng } from "../../../src/core/random";
import type { Feature, Table } from "../../../src/core/table/schema";
import { pathHalfWidth } from "../../../src/core/table/terrain";
import { PROOF_TABLES, SHIPPED, shippedTable } from "../../support/worlds";

/** The oracle: is (x, y) inside the feature's footprint, outside it, or on its edge (either way)? */
function inside(f: Feature, x: number, y: number): "in" | "out" | "edge" {
  const edge = 1e-9;
  if ("outline" in f) {
    if (distanceToRing(x, y, f.outline) < edge) return "edge";
    return pointInPolygon(x, y, f.outline) ? "in" : "out";
  }
  const d =
    "path" in f
      ? distanceToPolyline(x, y, f.path) - pathHalfWidth(f)
      : Math.hypot(x - f.center[0], y - f.center[1]) - f.radiusInches;
  return Math.abs(d) < edge ? "edge" : d < 0 ? "in" : "out";
}

/** Whether the feature's footprint box (path bands and smoke included) meets the segment's box. */
function nearSegment(f: Feature, ax: number, ay: number, bx: number, by: number): boolean {
  const pts = "outline" in f ? f.outline : "path" in f ? f.path : [f.center];
  const pad = "outline" in f ? 0 : "path" in f ? pathHalfWidth(f) : f.radiusInches;
  const b = bounds(pts);
  return !(
    b.maxX + pad < Math.min(ax, bx) ||
    b.minX - pad > Math.max(ax, bx) ||
    b.maxY + pad < Math.min(ay, by) ||
    b.minY - pad > Math.max(ay, by)
  );
}

/**
 * Brute force: N samples along the segment, each classified per feature; every sample inside a
 * feature lies in one of its crossings and every sample outside in none (but those within a hair of a
 * crossing's ends), every crossing longer than two samples holds one, and the list is in order.
 */
function checkAgainstOracle(table: Table, ax: number, ay: number, bx: number, by: number, n = 2000) {
  const got = segmentCrossings(table, ax, ay, bx, by);
  const len = Math.hypot(bx - ax, by - ay);
  for (let k = 1; k < got.length; k++) expect(got[k]!.enterT).toBeGreaterThanOrEqual(got[k - 1]!.enterT);
  const byId = new Map<string, Crossing[]>();
  for (const c of got) {
    expect(c.exitT).toBeGreaterThanOrEqual(c.enterT);
    expect(c.enterInches).toBeCloseTo(c.enterT * len, 9);
    expect(c.exitInches).toBeCloseTo(c.exitT * len, 9);
    byId.set(c.featureId, [...(byId.get(c.featureId) ?? []), c]);
  }
  const hair = 1e-7;
  let insideSamples = 0;
  for (const f of table.features) {
    const spans = byId.get(f.id) ?? [];
    if (!nearSegment(f, ax, ay, bx, by)) {
      expect(spans, f.id).toEqual([]);
      continue;
    }
    const held = new Array<number>(spans.length).fill(0);
    for (let s = 0; s <= n; s++) {
      const t = s / n;
      const where = inside(f, ax + (bx - ax) * t, ay + (by - ay) * t);
      const k = spans.findIndex((c) => t >= c.enterT - hair && t <= c.exitT + hair);
      if (where === "edge") {
        if (k >= 0) held[k]!++; // on the outline: inside or out, either is right
        continue;
      }
      const oracle = where === "in";
      const near = spans.some((c) => Math.abs(t - c.enterT) < hair || Math.abs(t - c.exitT) < hair);
      if (oracle) insideSamples++;
      if (!near && oracle !== k >= 0)
        throw new Error(
          `${f.id} at t=${t}: oracle says ${oracle ? "inside" : "outside"}, crossings ${JSON.stringify(spans)}`,
        );
      if (k >= 0) held[k]!++;
      insideSamples += 0;
    }
    spans.forEach((c, k) => {
      if (c.exitT - c.enterT > 2 / n) expect(held[k], `${f.id} ${JSON.stringify(c)}`).toBeGreaterThan(0);
    });
  }
  return { crossings: got.length, insideSamples };
}

describe("segmentCrossings: everything a segment crosses, against a brute-force oracle", () => {
  for (const [i, name] of [...SHIPPED, ...PROOF_TABLES.filter((t) => t.startsWith("bench"))].entries()) {
    const seed = 2400 + i;
    it(`${name}: 40 random segments across the table, seed ${seed}`, () => {
      const table = shippedTable(name);
      const r = rng(seed);
      let found = 0;
      for (let k = 0; k < 40; k++) {
        const pt = () => [r() * table.width, r() * table.depth] as const;
        const [ax, ay] = pt();
        const [bx, by] = pt();
        found += checkAgainstOracle(table, ax, ay, bx, by, 800).crossings;
      }
      expect(found).toBeGreaterThan(40); // the segments do cross things
    });
  }

  it("a segment leaving a concave wood and re-entering it crosses it twice, in order, with distances", () => {
    const table = {
      features: [
        {
          id: "u-wood",
          type: "woods",
          outline: [
            [0, 0],
            [30, 0],
            [30, 20],
            [20, 20],
            [20, 10],
            [10, 10],
            [10, 20],
            [0, 20],
          ],
        },
        {
          id: "wall",
          type: "wall",
          path: [
            [15, 0],
            [15, 30],
          ],
          heightYards: 1.5,
          thicknessInches: 0.2,
        },
        { id: "smoke", type: "smoke", center: [40, 15], radiusInches: 2, heightYards: 20 },
      ],
    } as unknown as Table;
    const got = segmentCrossings(table, -5, 15, 45, 15);
    expect(got.map((c) => [c.featureId, +c.enterInches.toFixed(6), +c.exitInches.toFixed(6)])).toEqual([
      ["u-wood", 5, 15],
      ["wall", 19.9, 20.1],
      ["u-wood", 25, 35],
      ["smoke", 43, 47],
    ]);
    expect(got.every((c) => c.kind === "feature")).toBe(true);
    checkAgainstOracle(table, -5, 15, 45, 15);
  });

  it("segments along edges, through vertices and of no length agree with the oracle", () => {
    const sq = {
      features: [
        {
          id: "sq",
          type: "building",
          outline: [
            [10, 10],
            [20, 10],
            [20, 20],
            [10, 20],
          ],
        },
      ],
    } as unknown as Table;
    checkAgainstOracle(sq, 0, 0, 30, 30); // through two corners
    checkAgainstOracle(sq, 0, 10, 30, 10); // along an edge
    checkAgainstOracle(sq, 0, 15, 10, 15); // ends on the wall
    expect(segmentCrossings(sq, 15, 15, 15, 15)).toMatchObject([{ featureId: "sq", enterT: 0, exitT: 0 }]);
    expect(segmentCrossings(sq, 0, 0, 5, 5)).toEqual([]);
  });
});
