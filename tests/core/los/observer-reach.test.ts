import { describe, expect, it } from "vitest";
import { eyeReachInches, observerAtPoint, seesOnlyNear } from "../../../src/core/los/observer";
import { worldOf } from "../../support/worlds";

describe('how far an observer in woods sees (the area rule: 40 yards = 0.8" at 50 yd/in)', () => {
  const world = worldOf({
    features: [
      {
        id: "copse",
        type: "woods",
        outline: [
          [20, 20],
          [30, 20],
          [30, 28],
          [20, 28],
        ],
        heightYards: 15,
      },
    ],
  });
  it('a point 4" inside the wood sees only 0.8" round it', () => {
    const o = observerAtPoint(world, 24, 24, 2);
    expect(eyeReachInches(o, 0)).toBeCloseTo(0.8, 9);
    expect(seesOnlyNear(o)).toBe(true);
  });
  it('a point 0.5" inside, within the limit of the edge, sees out', () => {
    const o = observerAtPoint(world, 29.5, 24, 2);
    expect(eyeReachInches(o, 0)).toBe(Number.POSITIVE_INFINITY);
    expect(seesOnlyNear(o)).toBe(false);
  });
  it("a point in the open sees out", () => {
    expect(seesOnlyNear(observerAtPoint(world, 10, 10, 2))).toBe(false);
  });
});
