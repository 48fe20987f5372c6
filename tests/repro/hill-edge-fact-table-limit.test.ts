import { describe, expect, it } from "vitest";
import { lineOfSight } from "../../src/core/los/line-of-sight";
import { verdictFacts, verdictText } from "../../src/core/los/verdict-text";
import { worldOf } from "../support/worlds";

// Regression (issue 17 item 14): with `los.hillEdgeYards: 60` the hill-edge fact line said "within 40"
// (verdict-text.ts had the seed's 40 written in) while the reason said 60.
describe("repro: the hill-edge fact line says the table's own limit", () => {
  // A level-1 plateau x 10..40; an infantry base facing +x has its front edge 0.375" ahead of its centre.
  const at = (yardsFromEdge: number) =>
    worldOf({
      los: { hillEdgeYards: 60 },
      features: [
        {
          id: "plateau",
          type: "hill",
          level: 1,
          outline: [
            [10, 10],
            [40, 10],
            [40, 40],
            [10, 40],
          ],
        },
      ],
      units: [
        { id: "obs", side: "blue", type: "infantry", x: 40 - yardsFromEdge / 50 - 0.375, y: 25, facing: 90 },
        { id: "tgt", side: "red", type: "infantry", x: 50, y: 25, facing: 270 },
      ],
    });
  const fact = (yards: number) => {
    const v = lineOfSight(at(yards), "obs", "tgt");
    if (!v.ok) throw new Error(v.error);
    return { v: v.value, line: verdictFacts(v.value).find((f) => f.label === "hill edge")!.value };
  };

  it("50 yards back: allowed, within 60, in the fact line and the reason alike", () => {
    const { v, line } = fact(50);
    expect(v.visible).toBe(true);
    expect(line).toBe(
      "obs is the higher unit, 50 yards from its plateau's nearest edge (toward tgt): within 60, allowed",
    );
    expect(v.reasons[0]!.text).toMatch(
      /50 yards from its nearest edge, at \(.*\) on the side toward tgt \(within 60\)/,
    );
    expect(verdictText(v)).not.toContain("within 40");
  });

  it("70 yards back: too far for the table's 60", () => {
    const { v, line } = fact(70);
    expect(v.visible).toBe(false);
    expect(line).toBe(
      "obs is the higher unit, 70 yards from its plateau's nearest edge (toward tgt): more than 60, no line of sight",
    );
  });
});
