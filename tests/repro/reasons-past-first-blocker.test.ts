import { describe, expect, it } from "vitest";
import { pointInPolygon } from "../../src/core/geom2d";
import { lineOfSight } from "../../src/core/los/line-of-sight";
import { verdictFacts, verdictText } from "../../src/core/los/verdict-text";
import { shippedWorld } from "../support/worlds";

// Regression (issue 39 item 2): `los ridge-and-village b7 r1` said "the crest of ridge-2 blocks 25 of
// 25 sight lines" and "b7 is … 14.9 yards from its edge (within 40): it may spot and be spotted". But
// ridge-2 is b7's own plateau (its lines drop below the top about 2" out, far short of the edge it
// looks over), the level-3 plateau ridge-3 the lines pass under next was never named, and the 14.9
// yards are to the edge behind b7, so the verdict read as if the rule allowed the shot. The call stays
// NOT VISIBLE; the verdict now names every feature the lines meet, in order, says which edge the rule
// measured, and says plainly that b7's own plateau hides r1 and how far back from its edge b7 stands.
const world = shippedWorld("ridge-and-village.json");
const los = (a: string, b: string) => {
  const v = lineOfSight(world, a, b);
  if (!v.ok) throw new Error(v.error);
  return v.value;
};
const ridge = (id: string) => {
  const f = world.table.features.find((x) => x.id === id);
  if (f?.type !== "hill") throw new Error(id);
  return f;
};

describe("repro: the reasons of a blocked line read past its first blocker", () => {
  const v = los("b7", "r1");

  it("the call and the existing fields are unchanged", () => {
    expect(v.visible).toBe(false);
    expect(v.blockedBy).toEqual(["ridge-2"]);
    expect(v.hillEdge).toEqual({ applies: true, unit: "b7", yardsFromEdge: 14.9, ok: true });
  });

  it("names every feature the lines meet, in order: b7's own plateau, then ridge-3 under it, …", () => {
    const ids = v.passesUnder.map((m) => m.featureId);
    expect(ids.slice(0, 2)).toEqual(["ridge-2", "ridge-3"]);
    expect(ids).toContain("ridge-1");
    expect(v.passesUnder[0]).toMatchObject({ type: "hill", level: 2, plateauOf: "b7", lines: 25 });
    expect(v.passesUnder[1]).toMatchObject({ type: "hill", level: 3, lines: 25 });
    expect(v.passesUnder[1]!.plateauOf).toBeUndefined();
    for (let i = 1; i < v.passesUnder.length; i++)
      expect(v.passesUnder[i]!.inches).toBeGreaterThanOrEqual(v.passesUnder[i - 1]!.inches);
    // ridge-2 about 2" out, ridge-3 under it within the next inch
    expect(v.passesUnder[0]!.inches).toBeGreaterThan(1.5);
    expect(v.passesUnder[0]!.inches).toBeLessThan(2.5);
    expect(v.passesUnder[1]!.inches - v.passesUnder[0]!.inches).toBeLessThan(1);
    const meets = v.reasons.find((r) => r.rule === "lines-meet")!.text;
    expect(meets).toMatch(
      /ridge-2 \(hill, level 2, b7's own plateau\) 2\.\d" out .*; then ridge-3 \(hill, level 3\)/,
    );
    expect(verdictText(v)).toMatch(/in order +ridge-2 \d\.\d" \(b7's own plateau\), ridge-3 \d\.\d"/);
  });

  it("says b7's own plateau hides r1, and how far back from the edge it looks over b7 stands", () => {
    // Independently: walk the centre sight line out from b7's centre to where it leaves its base, where
    // it drops below the plateau top (level 2, 20 yards), and where it leaves ridge-2's outline.
    const line = v.lines[0]!;
    const [ax, ay, az] = line.from;
    const [bx, by, bz] = line.to;
    const len = Math.hypot(bx - ax, by - ay);
    const b7 = world.table.units.find((u) => u.id === "b7")!;
    const half = 0.375; // a mortar's 0.75" base, facing 0
    let front = Number.NaN;
    let drop = Number.NaN;
    let edge = Number.NaN;
    for (let s = 0; s <= 1 && Number.isNaN(edge); s += 0.0001 / len) {
      const x = ax + (bx - ax) * s;
      const y = ay + (by - ay) * s;
      if (Number.isNaN(front) && (Math.abs(x - b7.x) > half || Math.abs(y - b7.y) > half)) front = s * len;
      if (Number.isNaN(drop) && az + (bz - az) * s < 20) drop = s * len;
      if (!pointInPolygon(x, y, ridge("ridge-2").outline)) edge = s * len;
    }
    expect(drop).toBeLessThan(edge);
    const view = v.plateaus.find((p) => p.unit === "b7")!;
    expect(view).toMatchObject({
      role: "observer",
      hillId: "ridge-2",
      hides: true,
      nearestEdgeSide: "behind",
    });
    expect(view.standBackInches!).toBeCloseTo(edge - front, 1);
    expect(view.dropsBelowInches!).toBeCloseTo(drop - front, 1);
    const own = v.reasons.find((r) => r.rule === "own-plateau")!.text;
    expect(own).toContain("b7's own plateau ridge-2 (level 2) hides r1");
    expect(own).toContain(`b7 stands ${(Math.round((edge - front) * 10) / 10).toFixed(1)}" (`);
    expect(own).toContain("back from the edge it looks over toward r1");
    // The blocker is named as what it is, not as a crest between the two.
    const blocks = v.reasons.find((r) => r.rule === "terrain-blocks")!.text;
    expect(blocks).toMatch(/^ridge-2 \(hill, level 2\), b7's own plateau, blocks 25 of 25/);
    expect(blocks).not.toContain("crest");
  });

  it("the hill-edge reason says which edge it measured: the nearest, behind b7, away from r1", () => {
    const edge = v.reasons.find((r) => r.rule === "hill-edge-40yd")!.text;
    expect(edge).toMatch(
      /^b7 is on level 2 of ridge-2, 14\.9 yards from its nearest edge, at \(\d+\.\d, \d+\.\d\) behind b7, away from r1 \(within 40\)/,
    );
    const fact = verdictFacts(v).find((f) => f.label === "hill edge")!.value;
    expect(fact).toContain(
      "14.9 yards from its plateau's nearest edge (behind it, away from r1): within 40, allowed",
    );
    // "allowed" by the rule never stands alone when the plateau itself hides the target.
    expect(fact).toMatch(
      /; but its own plateau hides r1: it stands \d+\.\d" back from the edge it looks over$/,
    );
  });

  it("the reverse call names the same plateaus, b7's as hiding it from r1", () => {
    const back = los("r1", "b7");
    expect(back.visible).toBe(false);
    expect(back.blockedBy).toEqual(["village-1"]);
    const ids = back.passesUnder.map((m) => m.featureId);
    expect(ids[0]).toBe("village-1");
    expect(back.passesUnder[0]!.areaEdge).toBe(true);
    expect(ids).toEqual(expect.arrayContaining(["ridge-1", "ridge-2", "ridge-3"]));
    expect(back.passesUnder.find((m) => m.featureId === "ridge-2")!.plateauOf).toBe("b7");
    const own = back.reasons.find((r) => r.rule === "own-plateau")!.text;
    expect(own).toMatch(
      /^b7's own plateau ridge-2 \(level 2\) hides it from r1: b7 stands \d+\.\d" .* back from the edge it would be seen over from r1/,
    );
  });
});
