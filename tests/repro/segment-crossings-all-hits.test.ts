import { describe, expect, it } from "vitest";
import { segmentCrossings } from "../../src/core/los/crossings";
import { worldOf } from "../support/worlds";

// Regression (issue 24 item 6): the LOS engine answered only first-hit questions ("what stops this
// line?"), so a hindrance-counting ruleset could not learn that a line crosses a hedge, then a wood,
// then the same hedge line again. segmentCrossings lists every stretch in order with its distances.
describe("repro: a segment's crossings are all of them, not the first", () => {
  it("hedge, wood, hedge: three entries in order, entry and exit in inches from the start", () => {
    const { table } = worldOf({
      features: [
        {
          id: "hedge",
          type: "hedge",
          path: [
            [20, 0],
            [20, 40],
            [40, 40],
            [40, 0],
          ],
          thicknessInches: 0.2,
        },
        {
          id: "wood",
          type: "woods",
          outline: [
            [25, 10],
            [35, 10],
            [35, 30],
            [25, 30],
          ],
        },
      ],
    });
    const got = segmentCrossings(table, 10, 20, 50, 20);
    expect(got.map((c) => [c.featureId, +c.enterInches.toFixed(9), +c.exitInches.toFixed(9)])).toEqual([
      ["hedge", 9.9, 10.1],
      ["wood", 15, 25],
      ["hedge", 29.9, 30.1],
    ]);
    expect(got.map((c) => c.kind)).toEqual(["feature", "feature", "feature"]);
  });
});
