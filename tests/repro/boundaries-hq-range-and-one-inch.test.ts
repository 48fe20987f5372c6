import { describe, expect, it } from "vitest";
import { nearQualifiedHq } from "../../src/core/firestrike/fire/direct";
import { countsAsMoved, movedWhenFiredOn } from "../../src/core/firestrike/movement/allowance";
import { poseOf } from "../../src/core/firestrike/query";
import { atStep, run, start, withDice } from "../core/firestrike/helpers";
import { moving, refused } from "../core/firestrike/support";

// Boundary tests the audit found missing (issue 17 item 11): seed 000 §1.4 takes SA dice only from bases
// "more than 12"" from every qualified HQ, so exactly 12" still gets them; §3.21 "a minimum of 1"" to
// count as moved, so exactly 1" counts and anything less is tactically stationary.

const duel = (hqY: number) => {
  const g = start([
    { id: "b-hq", statLine: "HQ", x: 10, y: hqY, formation: "blue-bn" },
    { id: "b1", statLine: "MBT", x: 10, y: 30 },
    { id: "r1", statLine: "MBT", x: 10, y: 40 },
    { id: "r-hq", statLine: "HQ", x: 30, y: 46, formation: "red-bn" },
  ]);
  g.state = withDice(g, atStep(g.state, "first-direct-fire"), [3, 15]);
  g.state.sides[0]!.saDice = 1;
  return g;
};

describe('repro: exactly 12" from a qualified HQ still receives SA dice (seed 000 §1.4)', () => {
  const gap = (g: ReturnType<typeof duel>) =>
    g.oracle.edgeDistance(poseOf(g.state.bases.b1!), poseOf(g.state.bases["b-hq"]!));
  // the HQ's front edge 12" short of the tank's rear edge, placed by the bases' own depths
  const at12 = () => {
    const g = duel(0);
    const hq = g.state.bases["b-hq"]!;
    const tank = g.state.bases.b1!;
    hq.y = tank.y - tank.depthInches / 2 - 12 - hq.depthInches / 2;
    return g;
  };

  it('edge to edge 12" (as measured): near a qualified HQ, and the SA die is allowed', () => {
    const g = at12();
    expect(gap(g)).toBeCloseTo(12, 9);
    expect(nearQualifiedHq({ s: g.state, env: g.env, dice: g.dice, out: [] }, g.state.bases.b1!)).toBe(true);
    run(g, { type: "direct-fire", firer: "b1", target: "r1", useSaDie: true });
    expect(g.state.sides[0]!.saDice).toBe(0);
  });

  it('a measured gap of exactly 12.000" is "not more than 12"", whatever rounding the sum of edges leaves', () => {
    const g = at12();
    g.oracle.edgeDistance = () => 12 + 1e-12;
    expect(nearQualifiedHq({ s: g.state, env: g.env, dice: g.dice, out: [] }, g.state.bases.b1!)).toBe(true);
    g.oracle.edgeDistance = () => 12;
    expect(nearQualifiedHq({ s: g.state, env: g.env, dice: g.dice, out: [] }, g.state.bases.b1!)).toBe(true);
  });

  it('12.01" is more than 12": refused with the reason', () => {
    const g = at12();
    g.state.bases["b-hq"]!.y -= 0.01;
    const e = refused(g, { type: "direct-fire", firer: "b1", target: "r1", useSaDie: true });
    expect(e.message).toContain('more than 12"');
  });

  it('the limit scales with the table: exactly 24" at twice the scale is still near', () => {
    const g = at12();
    g.state.scaleFactor = 2;
    g.oracle.edgeDistance = () => 24;
    expect(nearQualifiedHq({ s: g.state, env: g.env, dice: g.dice, out: [] }, g.state.bases.b1!)).toBe(true);
    g.oracle.edgeDistance = () => 24.01;
    expect(nearQualifiedHq({ s: g.state, env: g.env, dice: g.dice, out: [] }, g.state.bases.b1!)).toBe(false);
  });
});

describe('repro: the 1" vehicle minimum at its boundary, driven (seed 000 §3.21)', () => {
  const drive = (to: number) => {
    const g = moving([
      { id: "b-tank", statLine: "MBT", x: 30, y: 10 },
      { id: "r1", statLine: "infantry", x: 60, y: 40 },
    ]);
    run(g, { type: "move", base: "b-tank", mode: "forward", path: [[30, to]] });
    const ctx = { s: g.state, env: g.env, dice: g.dice, out: [] };
    const tank = g.state.bases["b-tank"]!;
    return { moved: countsAsMoved(ctx, tank), firedOnAs: movedWhenFiredOn(ctx, tank) };
  };

  it('driving exactly 1" counts as moved', () => {
    expect(drive(11)).toEqual({ moved: true, firedOnAs: 1 });
  });

  it('a diagonal 1" leg (0.6" by 0.8") that measures 0.999999999999999" in floating point still counts as moved', () => {
    const g = moving([
      { id: "b-tank", statLine: "MBT", x: 14.07, y: 15.83 },
      { id: "r1", statLine: "infantry", x: 60, y: 40 },
    ]);
    run(g, { type: "move", base: "b-tank", mode: "forward", path: [[14.67, 16.63]] });
    const tank = g.state.bases["b-tank"]!;
    expect(tank.movedInches).toBeLessThan(1); // the sum left by floating point
    expect(countsAsMoved({ s: g.state, env: g.env, dice: g.dice, out: [] }, tank)).toBe(true);
  });

  it('driving 0.99" is tactically stationary: fired on as not having moved', () => {
    expect(drive(10.99)).toEqual({ moved: false, firedOnAs: 0 });
  });
});
