import { describe, expect, it } from "vitest";
import { lineOfSight } from "../../src/core/los/line-of-sight";
import { verdictFacts, verdictText } from "../../src/core/los/verdict-text";
import { shippedWorld, worldOf } from "../support/worlds";

// Regression (issue 17 item 17): the verdict text put a plain cover line on NOT VISIBLE verdicts,
// "blocked by" on VISIBLE ones, rounded one figure two ways ("14.9 yards" in the fact line, "15 yards"
// in the reason), named features twice ("trench (trench)"), called any hill that hid part of a target
// a "reverse slope", and did not say that the 40-yard area rule is measured along each sight line.
const world = shippedWorld("ridge-and-village.json");
const los = (a: string, b: string) => {
  const v = lineOfSight(world, a, b);
  if (!v.ok) throw new Error(v.error);
  return v.value;
};
const coverReason = (v: ReturnType<typeof los>) => v.reasons.find((r) => r.rule.startsWith("cover-"))!.text;

describe("repro: the verdict text says what the verdict means", () => {
  it("NOT VISIBLE: the cover is said as what it would be if seen", () => {
    const v = los("b7", "r1");
    expect(v.visible).toBe(false);
    expect(verdictFacts(v).find((f) => f.label === "cover")!.value).toMatch(/^if it could be seen: /);
    expect(coverReason(v)).toMatch(/^If it could be seen: r1 /);
  });

  it("VISIBLE with some lines stopped: no 'blocked by'", () => {
    const v = los("b4", "b3");
    expect(v.visible).toBe(true);
    expect(v.blockedBy).toEqual(["ridge-1"]);
    const text = verdictText(v);
    expect(text).not.toContain("blocked by");
    expect(text).toContain("some lines stopped by ridge-1");
    expect(verdictFacts(v).find((f) => f.label === "cover")!.value).not.toContain("if it could be seen");
  });

  it("one figure, one rounding: the hill-edge distance reads the same in the fact line and the reason", () => {
    const v = los("b7", "r1");
    expect(verdictFacts(v).find((f) => f.label === "hill edge")!.value).toContain("14.9 yards from");
    expect(v.reasons.find((r) => r.rule === "hill-edge-40yd")!.text).toContain(
      "14.9 yards from its nearest edge",
    );
  });

  it("a feature whose id names its kind is not named twice", () => {
    const w = worldOf({
      features: [
        {
          id: "trench",
          type: "trench",
          path: [
            [30, 20],
            [30, 30],
          ],
          widthInches: 0.25,
          depthYards: 2,
        },
      ],
      units: [
        { id: "tank", side: "blue", type: "MBT", x: 10, y: 25, facing: 90 },
        { id: "inf", side: "red", type: "infantry", x: 30, y: 25, facing: 270 },
      ],
    });
    const v = lineOfSight(w, "tank", "inf");
    if (!v.ok) throw new Error(v.error);
    const text = v.value.reasons.map((r) => r.text).join("\n");
    expect(text).toContain("(trench hides 75%)");
    expect(text).not.toContain("trench (trench)");
  });

  it("'reverse slope' only where the target stands on the hill beyond its crest", () => {
    // r4 stands on the flat beyond ridge-1 from b3: the hill is in the way, not a reverse slope.
    const inTheWay = los("b3", "r4");
    expect(coverReason(inTheWay)).toContain("the crest of ridge-1 (hill, level 1) hides");
    expect(coverReason(inTheWay)).not.toContain("reverse slope");
    // r-hq stands on knoll-1, below its crest from b1: a reverse slope.
    expect(coverReason(los("b1", "r-hq"))).toContain("(reverse slope)");
  });

  it("says that the 40-yard area rule is measured along each sight line", () => {
    const v = los("b4", "r6");
    const area = v.reasons.find((r) => r.rule === "area-edge-40yd")!.text;
    expect(area).toContain("only within 40 yards of the edge, measured along each sight line");
  });
});
