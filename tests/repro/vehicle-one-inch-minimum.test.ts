import { describe, expect, it } from "vitest";
import { movedWhenFiredOn } from "../../src/core/firestrike/movement/allowance";
import { atStep, charts, rollsOf, run, start, withDice } from "../core/firestrike/helpers";

// Regression (issue 17 item 7): seed 000 §3.21 "Vehicles which move less than 1" yards in a turn are
// considered to be tactically stationary, and may be fired upon as if they were stationary." The rule was
// only read by the finished-first bonus, where it was ORed away, so it had no effect at all. Now fire that
// depends on how far its target moved sees a vehicle under 1" as not having moved. With the shipped charts
// that modifier needs more than 4", so these tests load charts whose threshold is 0.5" (a user's charts may).
const loose = structuredClone(charts);
loose.distances.targetMovedInches.value = 0.5;
loose.distances.targetMovedInches.source = "project default";

const barrage = (moved: Record<string, number>) => {
  const g = start([
    { id: "b-sp", statLine: "SP-artillery", x: 20, y: 2, formation: "blue-b" },
    { id: "r-tank", statLine: "MBT", x: 30, y: 30 },
    { id: "r1", statLine: "infantry", x: 31.5, y: 30 },
  ]);
  g.env = { ...g.env, charts: loose };
  g.state = atStep(g.state, "first-impact-zones");
  run(g, { type: "place-impact-zone", firer: "b-sp", center: [30.75, 30] });
  for (const [id, inches] of Object.entries(moved)) g.state.bases[id]!.movedInches = inches;
  g.state = withDice(g, atStep(g.state, "resolve-airstrikes"), [10, 10]);
  run(g, { type: "advance" });
  const rolls = rollsOf(g.log, "indirect-fire");
  return Object.fromEntries(rolls.map((r) => [r.base, r.modifiers.map((m) => m.rule)]));
};

describe('repro: a vehicle that moved under 1" is fired on as stationary (seed 000 §3.21)', () => {
  it('a tank that moved 0.8" gets no moved-target modifier; infantry that moved 0.8" does', () => {
    const rules = barrage({ "r-tank": 0.8, r1: 0.8 });
    expect(rules["r-tank"]).not.toContain("target-moved-over-4");
    expect(rules.r1).toContain("target-moved-over-4");
  });

  it('boundary: exactly 1" counts as moved, 0.99" does not', () => {
    expect(barrage({ "r-tank": 1 })["r-tank"]).toContain("target-moved-over-4");
    expect(barrage({ "r-tank": 0.99 })["r-tank"]).not.toContain("target-moved-over-4");
  });

  it("the distance fire sees: 0 for a vehicle under the minimum, the distance otherwise", () => {
    const g = start([
      { id: "b-tank", statLine: "MBT", x: 30, y: 10 },
      { id: "b1", statLine: "infantry", x: 10, y: 10 },
      { id: "r1", statLine: "infantry", x: 60, y: 40 },
    ]);
    const ctx = { s: g.state, env: g.env, dice: g.dice, out: [] };
    const at = (id: string, inches: number) => {
      g.state.bases[id]!.movedInches = inches;
      return movedWhenFiredOn(ctx, g.state.bases[id]!);
    };
    expect([at("b-tank", 0.99), at("b-tank", 1), at("b-tank", 5), at("b1", 0.5)]).toEqual([0, 1, 5, 0.5]);
    g.state.scaleFactor = 2; // the 1" is a 6mm inch: 2" at a scale twice as large
    expect([at("b-tank", 1.5), at("b-tank", 2)]).toEqual([0, 2]);
  });
});

describe('repro: the finished-first bonus counts any movement at all (seed 000 §2.3), not the 1" minimum', () => {
  it('a side whose only move was a tank creeping 0.5" has moved: the side that called first gets +4', () => {
    const g = start([
      { id: "b-tank", statLine: "MBT", x: 30, y: 10 },
      { id: "r1", statLine: "infantry", x: 60, y: 40 },
    ]);
    for (const f of Object.values(g.state.formations)) f.moveMarker = true;
    g.state = atStep(g.state, "movement");
    run(
      g,
      { type: "move", base: "b-tank", mode: "forward", path: [[30, 10.5]] },
      { type: "move", base: "r1", mode: "walking", path: [[60, 38]] },
      { type: "finished-moving", side: "red" },
      { type: "advance" },
    );
    expect(g.state.sides.map((s) => [s.id, s.hqMoveBonus])).toEqual([
      ["blue", false],
      ["red", true],
    ]);
  });
});
