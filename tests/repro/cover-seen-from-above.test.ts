import { describe, expect, it } from "vitest";
import { lineOfSight } from "../../src/core/los/line-of-sight";
import { worldOf } from "../support/worlds";

// Regression (issue 17 item 16): a unit's silhouette is its base footprint (50 yards across at ground
// scale) by its height (2 yards), so any downward view gave the box's top much of the weight: the
// same wall covered 63% from the flat and 43% from a 10-yard rise 250 yards off, and a trench 36%
// from a hill. Reading (docs/line-of-sight.md): "more than half covered" (seed 000 §5.1) is judged
// on the faces toward the observer, the unit's standing profile; the top counts only when no side
// faces the eye at all.
const square = (x0: number, y0: number, x1: number, y1: number) => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];
const verdict = (w: ReturnType<typeof worldOf>, a: string, b: string) => {
  const v = lineOfSight(w, a, b, { coverSamples: 256 });
  if (!v.ok) throw new Error(v.error);
  return v.value;
};

describe("repro: walls and trenches keep covering against ordinary elevation", () => {
  // A 1.5-yard wall 0.125" (6 yd) in front of an infantry base (front edge x = 39.625). One observer on
  // the flat, one on a 10-yard rise (a level-1 plateau ending at x = 34.2, its front edge 1.25 yards
  // back from the rim), both 5.45" (272 yards) off.
  const wall = {
    id: "wall",
    type: "wall",
    path: [
      [39.5, 22],
      [39.5, 26],
    ],
    heightYards: 1.5,
  };
  const tgt = { id: "tgt", side: "red", type: "infantry", x: 40, y: 24, facing: 270 };
  const flat = worldOf({
    features: [wall],
    units: [{ id: "obs", side: "blue", type: "infantry", x: 33.8, y: 24, facing: 90 }, tgt],
  });
  const rise = worldOf({
    features: [{ id: "rise", type: "hill", level: 1, outline: square(10, 10, 34.2, 40) }, wall],
    units: [{ id: "obs", side: "blue", type: "infantry", x: 33.8, y: 24, facing: 90 }, tgt],
  });

  it("the wall covers the target from the flat and from the rise alike", () => {
    const a = verdict(flat, "obs", "tgt");
    const b = verdict(rise, "obs", "tgt");
    expect(a.visible && b.visible).toBe(true);
    expect(a.covered).toBe(true);
    expect(b.covered).toBe(true);
    expect(b.coverBy[0]?.featureId).toBe("wall");
    // From 10 yards up the lines clear the wall a little higher on the face: less, but still more than half.
    expect(b.coverFraction).toBeLessThanOrEqual(a.coverFraction);
    expect(b.coverFraction).toBeGreaterThan(0.55);
  });

  it("a trench covers its infantry (75% below the ground) from a hill as from the flat", () => {
    // Infantry in a 2-yard trench shows 0.5 yd above the ground (project default). The MBT on a
    // level-1 plateau ending at x = 25, 5 yards from its edge, looks down on it from 250 yards.
    const trench = {
      id: "trench",
      type: "trench",
      path: [
        [30, 20],
        [30, 30],
      ],
      widthInches: 0.25,
      depthYards: 2,
    };
    const w = worldOf({
      features: [{ id: "hill", type: "hill", level: 1, outline: square(10, 10, 25, 40) }, trench],
      units: [
        { id: "tank", side: "blue", type: "MBT", x: 24.3, y: 25, facing: 90 },
        { id: "inf", side: "red", type: "infantry", x: 30, y: 25, facing: 270 },
      ],
    });
    const v = verdict(w, "tank", "inf");
    expect(v.visible).toBe(true);
    expect(v.hillEdge.applies).toBe(true);
    expect(v.covered).toBe(true);
    expect(v.coverFraction).toBe(0.75);
    expect(v.coverBy).toEqual([{ featureId: "trench", share: 0.75 }]);
  });
});
