import { describe, expect, it } from "vitest";
import { fallBack } from "../../src/core/firefight/fall-back";
import { both, fakeOracle, plainTable, unitAt, worldWith } from "../support/firefight";

// Regression (issue 39 item 5): a fall back checked terrain and the board edge but not other units'
// bases, so a unit could end on top of other models, which the movement rule forbids (movement.ts:
// "another unit's bases stop it"; docs/rulesets/firefight.md "Difficult terrain": bases of other units
// may not be overlapped). Now the unit ends at the farthest point of its way back where none of its
// bases overlaps another unit's standing model (project default, as impassable terrain stops it).
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
  ],
});
const w = worldWith(fakeOracle(), table);

describe("repro: a fall back does not end on another unit's models (seed 003, Fall Back Moves)", () => {
  it("a friendly model at the cover it runs to: it stops short, its base clear of that model's", () => {
    // Red r at (35, 30) falls back 7 y to the wall at (35, 34); red q already stands at (35, 34.5).
    const f = both(
      unitAt("r", "red", "trooper", 35, 30, 1),
      unitAt("q", "red", "trooper", 35, 34.5, 1),
      unitAt("b", "blue", "trooper", 35, 10, 1),
    );
    const { forces, report } = fallBack(w, f, "r", ["b"], 7);
    expect(report.target).toMatchObject({ kind: "cover", featureId: "wall" });
    const r1 = forces.models.find((m) => m.id === "r-1")!;
    expect(Math.abs(r1.y - 34.5)).toBeGreaterThanOrEqual(1 - 1e-9); // a 1" base: no overlap
    expect(r1.y).toBeGreaterThan(33.4); // as far as it could go
    expect(report.fled).toBe(false);
    expect(report.blockedBy).toBe("q-1");
  });

  it("an enemy model where the move ends; a model it only passes is no obstacle", () => {
    // Red r at (20, 40) falls back 5 y toward the far edge (8 y away), the enemy south of it.
    const end = both(
      unitAt("r", "red", "trooper", 20, 40, 2, { dx: 2 }),
      unitAt("b", "blue", "trooper", 22.3, 45.2, 1),
      unitAt("e", "blue", "trooper", 20, 20, 1),
    );
    const a = fallBack(w, end, "r", ["e"], 5);
    const ends = a.forces.models.filter((m) => m.unit === "r");
    for (const m of ends)
      expect(Math.abs(m.y - 45.2) >= 1 - 1e-9 || Math.abs(m.x - 22.3) >= 1 - 1e-9).toBe(true);
    expect(a.report.blockedBy).toBe("b-1");
    // The same model passed on the way (the move ends 2" beyond it): the full 5 y.
    const passed = both(
      unitAt("r", "red", "trooper", 20, 40, 2, { dx: 2 }),
      unitAt("b", "blue", "trooper", 22.3, 42.5, 1),
      unitAt("e", "blue", "trooper", 20, 20, 1),
    );
    expect(fallBack(w, passed, "r", ["e"], 5).report).toMatchObject({ moved: [0, 5], blockedBy: null });
  });
});
