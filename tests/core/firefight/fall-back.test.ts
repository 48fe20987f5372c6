import { describe, expect, it } from "vitest";
import { fallBack, fallBackTarget } from "../../../src/core/firefight/fall-back";
import { both, fakeOracle, plainTable, unitAt, worldWith } from "../../support/firefight";

// A 48" board (1 y = 1"), a wall across x 30-40 at y 34 and a rubble field near the left edge.
const table = plainTable({
  features: [
    {
      id: "wall",
      type: "wall",
      path: [
        [30, 34],
        [40, 34],
      ],
    },
    {
      id: "ruin",
      type: "rubble",
      outline: [
        [2, 20],
        [6, 20],
        [6, 26],
        [2, 26],
      ],
    },
  ],
});
const w = worldWith(fakeOracle(), table);

describe("fall back (seed 003): to the nearest cover or board edge, whichever is closer, I + CRV y", () => {
  it("goes to cover when it is closer than any edge, and stops there", () => {
    // Red at (35, 30), the enemy south of it. The wall is 4 y away; the far edge 18 y.
    const f = both(unitAt("r", "red", "trooper", 35, 30, 1), unitAt("b", "blue", "trooper", 35, 10, 1));
    expect(fallBackTarget(w, f, "r", ["b"])).toEqual({
      kind: "cover",
      featureId: "wall",
      at: [35, 34],
      distanceY: 4,
    });
    const { forces, report } = fallBack(w, f, "r", ["b"], 7);
    // A 7 y move, but it reaches the wall after 4 y and stops there.
    expect(report.moved).toEqual([0, 4]);
    expect(report.fled).toBe(false);
    expect(forces.models.find((m) => m.id === "r-1")).toMatchObject({ x: 35, y: 34 });
  });

  it("goes to the board edge when it is closer than cover, and flees when it reaches it", () => {
    // Red at (44, 30): right edge 4 y, wall 4.5 y (its end at (40, 34) is sqrt(16+16) = 5.66 y).
    const f = both(unitAt("r", "red", "trooper", 44, 30, 1), unitAt("b", "blue", "trooper", 30, 30, 1));
    expect(fallBackTarget(w, f, "r", ["b"])).toMatchObject({ kind: "edge", edge: "right", distanceY: 4 });
    const near = fallBack(w, f, "r", ["b"], 3);
    expect(near.report).toMatchObject({ moved: [3, 0], fled: false });
    const off = fallBack(w, f, "r", ["b"], 5);
    expect(off.report.fled).toBe(true);
    expect(off.forces.units.find((u) => u.id === "r")!.status).toBe("fled");
  });

  it("never falls back toward the enemy, nor to the cover it stands in", () => {
    // Red at (35, 37), just north of the wall. With the enemy north of it, the wall (3 y) lies away
    // from the enemy and counts; with the enemy south, the wall is nearer the enemy: skipped.
    const north = both(unitAt("r", "red", "trooper", 35, 37, 1), unitAt("b", "blue", "trooper", 35, 46, 1));
    expect(fallBackTarget(w, north, "r", ["b"])).toMatchObject({
      kind: "cover",
      featureId: "wall",
      distanceY: 3,
    });
    const south = both(unitAt("r", "red", "trooper", 35, 37, 1), unitAt("b", "blue", "trooper", 35, 20, 1));
    expect(fallBackTarget(w, south, "r", ["b"])).toMatchObject({ kind: "edge", edge: "far", distanceY: 11 });
    // In the ruin, the ruin is not where it falls back to: the left edge is (4 y).
    const inRuin = both(unitAt("r", "red", "trooper", 4, 23, 1), unitAt("b", "blue", "trooper", 20, 23, 1));
    expect(fallBackTarget(w, inRuin, "r", ["b"])).toMatchObject({ kind: "edge", edge: "left", distanceY: 4 });
  });

  it("measures from the centre of the unit's standing models", () => {
    const f = both(
      unitAt("r", "red", "trooper", 32, 28, 3, { dx: 3 }),
      unitAt("b", "blue", "trooper", 35, 10, 1),
    );
    // Centre (35, 28): the wall is 6 y north.
    expect(fallBackTarget(w, f, "r", ["b"])).toMatchObject({ kind: "cover", at: [35, 34], distanceY: 6 });
  });
});

describe("fall back through impassable terrain", () => {
  it("stops the whole unit where its first model meets deep water", () => {
    const t = plainTable({
      features: [
        {
          id: "mere",
          type: "water",
          outline: [
            [30, 40],
            [40, 40],
            [40, 44],
            [30, 44],
          ],
        },
      ],
    });
    const ww = worldWith(fakeOracle(), t);
    // Red at (35, 38), the enemy south: the far edge (10 y) is the way back, the mere is in the way.
    const f = both(unitAt("r", "red", "trooper", 35, 38, 1), unitAt("b", "blue", "trooper", 35, 20, 1));
    const { report } = fallBack(ww, f, "r", ["b"], 12);
    expect(report.target).toMatchObject({ kind: "edge", edge: "far" });
    expect(report.fled).toBe(false);
    expect(report.blockedBy).toBe("mere");
    expect(report.moved[1]).toBeGreaterThan(1.9);
    expect(report.moved[1]).toBeLessThan(2);
  });
});
