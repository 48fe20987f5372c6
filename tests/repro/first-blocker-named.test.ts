import { describe, expect, it } from "vitest";
import { lineOfSight } from "../../src/core/los/line-of-sight";
import { verdictText } from "../../src/core/los/verdict-text";
import { groundYardsAt } from "../../src/core/table/terrain";
import { shippedWorld } from "../support/worlds";

// Regression (issue 17 item 13): castLine returned the 40-yard area-edge point of r1's village before
// testing the terrain, so `los ridge-and-village b7 r1` said "blocked by village-1" while its lines
// run into the ridge b7 stands on 2" out, and the app drew the red rays through the hill. The verdict
// stays NOT VISIBLE; what is named, and where the rays stop, is the first thing met from b7.
describe("repro: the first thing that blocks a line is the one named", () => {
  const world = shippedWorld("ridge-and-village.json");
  const r = lineOfSight(world, "b7", "r1");
  if (!r.ok) throw new Error(r.error);
  const v = r.value;

  it("los ridge-and-village b7 r1: still not visible, blocked by the ridge, not the village", () => {
    expect(v.visible).toBe(false);
    expect(v.blockedBy[0]).toMatch(/^ridge-/);
    expect(v.blockedBy).not.toContain("village-1");
    expect(v.reasons.some((x) => x.rule === "area-edge-40yd")).toBe(false);
    const blocks = v.reasons.find((x) => x.rule === "terrain-blocks");
    // Named as what it is, b7's own plateau, not a crest between the two (issue 39 item 2).
    expect(blocks?.text).toMatch(/^ridge-2 \(hill, level 2\), b7's own plateau, blocks 25 of 25 sight lines/);
    expect(verdictText(v)).toMatch(/blocked by +ridge-/);
  });

  it("every ray stops on the ground of the ridge, well before the village's 40-yard point", () => {
    for (const line of v.lines) {
      expect(line.blockedBy).toMatch(/^ridge-/);
      const [x, y, z] = line.hitAt!;
      // On the hill's surface (hit heights are reported to 0.01 yd, x and y to 0.01")...
      expect(Math.abs(z - groundYardsAt(world.terrain, x, y))).toBeLessThan(0.7);
      // ...and nearer b7 than r1's village (its west edge is at x = 40).
      expect(x).toBeLessThan(30);
    }
  });
});
