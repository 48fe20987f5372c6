import { describe, expect, it } from "vitest";
import { moveArea } from "../../../src/core/game/move-area";
import type { Pt } from "../../../src/core/geom2d";

/** The legal movement area: rays marched out from the base, paying terrain, stopping at obstacles. */

const dist = (p: Pt, q: Pt) => Math.hypot(p[0] - q[0], p[1] - q[1]);
const bounds = { width: 48, depth: 32 };
const open = () => 1;
const noCross = () => 0;

describe("move area", () => {
  it("on open ground is a circle of the movement left", () => {
    const area = moveArea([24, 16], 4, bounds, open, noCross, { rays: 16, stepInches: 0.25 });
    expect(area).toHaveLength(16);
    for (const p of area) expect(dist(p, [24, 16])).toBeCloseTo(4, 9);
  });

  it("pays double in rough ground, stops before impassable ground and at the table edge", () => {
    const costAt = (p: Pt) => (p[0] > 26 ? 2 : p[0] < 22 ? ("impassable" as const) : 1);
    const area = moveArea([24, 16], 4, bounds, costAt, noCross, { rays: 4, stepInches: 0.25 });
    // east: 2" of open ground, then 1" of double-cost ground; north: 4"; west: stops where the impassable begins.
    expect(area[0]![0]).toBeCloseTo(27, 9);
    expect(area[1]![1]).toBeCloseTo(20, 9);
    expect(area[2]![0]).toBeCloseTo(22, 9);
    const edge = moveArea([1, 16], 4, bounds, open, noCross, { rays: 4, stepInches: 0.25 });
    expect(edge[2]![0]).toBeCloseTo(0, 9);
  });

  it("pays for crossing an obstacle, and stops at an impassable one", () => {
    const wallAtX25 = (a: Pt, b: Pt) => ((a[0] - 25.1) * (b[0] - 25.1) < 0 ? 1 : 0);
    const area = moveArea([24, 16], 4, bounds, open, wallAtX25, { rays: 4, stepInches: 0.25 });
    expect(area[0]![0]).toBeCloseTo(27, 9);
    const fence = (a: Pt, b: Pt) => ((a[0] - 25.1) * (b[0] - 25.1) < 0 ? ("impassable" as const) : 0);
    expect(moveArea([24, 16], 4, bounds, open, fence, { rays: 4, stepInches: 0.25 })[0]![0]).toBeCloseTo(
      25,
      9,
    );
  });
});
