import { describe, expect, it } from "vitest";
import { clipRingToTable } from "../../../src/app/tools/measure/rings";
import type { Pt } from "../../../src/core/geom2d";

/** Clipping range rings to the table: what is drawn is exactly the part of the ring over the table. */

const circle = (c: Pt, r: number, n = 64): Pt[] =>
  Array.from({ length: n }, (_, i) => [
    c[0] + r * Math.cos((2 * Math.PI * i) / n),
    c[1] + r * Math.sin((2 * Math.PI * i) / n),
  ]);
const inside = (p: Pt, w: number, d: number) =>
  p[0] >= -1e-9 && p[0] <= w + 1e-9 && p[1] >= -1e-9 && p[1] <= d + 1e-9;
const length = (line: readonly Pt[]) =>
  line.slice(1).reduce((s, p, i) => s + Math.hypot(p[0] - line[i]![0], p[1] - line[i]![1]), 0);

describe("clipRingToTable", () => {
  it("keeps a ring wholly on the table as one closed piece", () => {
    const ring = circle([36, 24], 8);
    const pieces = clipRingToTable(ring, 72, 48);
    expect(pieces).toHaveLength(1);
    expect(pieces[0]).toHaveLength(ring.length + 1);
    expect(pieces[0]![0]).toEqual(pieces[0]![pieces[0]!.length - 1]);
  });

  it("cuts a ring crossing one edge into one piece that ends on that edge", () => {
    const pieces = clipRingToTable(circle([4, 24], 8), 72, 48);
    expect(pieces).toHaveLength(1);
    const piece = pieces[0]!;
    expect(piece.every((p) => inside(p, 72, 48))).toBe(true);
    expect(piece[0]![0]).toBeCloseTo(0, 9);
    expect(piece[piece.length - 1]![0]).toBeCloseTo(0, 9);
    // the arc left of x = 0 is cut away: cos θ = -1/2 there, so a third of the circle goes
    expect(length(piece)).toBeCloseTo((2 * Math.PI * 8 * 2) / 3, 0);
  });

  it("a 24-inch ring round a unit in a corner keeps only the arc over the table", () => {
    const pieces = clipRingToTable(circle([3, 3], 24, 256), 72, 48);
    expect(pieces).toHaveLength(1);
    expect(pieces.flat().every((p) => inside(p, 72, 48))).toBe(true);
    // from where x = 0 (cos θ = -3/24) round to where y = 0 (sin θ = -3/24): a quarter turn plus twice asin(1/8)
    const arc = 24 * (Math.PI / 2 + 2 * Math.asin(3 / 24));
    expect(length(pieces[0]!)).toBeCloseTo(arc, 1);
  });

  it("a ring bigger than a narrow table falls into separate pieces, and one wholly off it into none", () => {
    const pieces = clipRingToTable(circle([10, 5], 8), 20, 10);
    expect(pieces).toHaveLength(2);
    expect(pieces.flat().every((p) => inside(p, 20, 10))).toBe(true);
    expect(clipRingToTable(circle([100, 100], 5), 72, 48)).toEqual([]);
  });
});
