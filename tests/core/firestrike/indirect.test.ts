import { describe, expect, it } from "vitest";
import { calculateIndirect, indirectResult } from "../../../src/core/firestrike/fire/indirect-calc";
import { atStep, charts, eventsOf, rollsOf, run, start, withDice } from "./helpers";
import { refused } from "./support";

const base = {
  attack: 10,
  codes: "C",
  defence: { heavy: 4, light: 6, codes: "C" },
  observed: true,
  parentDamage: 0,
  targetMovedInches: 0,
  scaleFactor: 1,
  kind: "barrage" as const,
};

describe("indirect fire point modifiers (seed 000 Indirect Fire Point Modifiers)", () => {
  it.each([
    ["+1 per point the attack beats the heaviest defence", {}, 14],
    ["-1 per point below it", { defence: { heavy: 12, light: 14, codes: "C" } }, 6],
    ["halved when no friendly base observes the zone", { observed: false }, 7],
    ["halved when no code matches", { codes: "A" }, 7],
    ["both halvings", { observed: false, codes: "A" }, 3],
  ])("%s", (_n, over, points) => {
    expect(calculateIndirect(charts, { ...base, ...over }).points).toBe(points);
  });

  it("uses the heaviest defence value", () => {
    expect(
      calculateIndirect(charts, { ...base, defence: { heavy: 3, light: 9, codes: "C" } }).defenceValue,
    ).toBe(9);
  });
});

describe("indirect fire die modifiers (seed 000 Indirect Fire Die Roll Modifiers)", () => {
  it.each([
    ["-2 per damage point on the barrage's parent base", { parentDamage: 2 }, ["parent-damage"], -4],
    ['-2 when the target moved more than 4"', { targetMovedInches: 4.1 }, ["target-moved-over-4"], -2],
    ['no modifier at exactly 4"', { targetMovedInches: 4 }, [], 0],
  ])("%s", (_n, over, rules, total) => {
    const c = calculateIndirect(charts, { ...base, ...over });
    expect(c.dieModifiers.map((m) => m.rule)).toEqual(rules);
    expect(c.dieModifiers.reduce((a, m) => a + m.value, 0)).toBe(total);
  });

  it.each([
    [0, 20, "-"],
    [6, 14, "-"],
    [6, 15, "D"],
    [6, 18, "I"],
    [6, 20, "K"],
    [14, 10, "D"],
    [14, 14, "I"],
    [14, 17, "K"],
  ])("indirect hit table: %i points, total %i gives %s", (points, total, result) => {
    expect(
      indirectResult(charts, { points, defenceValue: 0, pointModifiers: [], dieModifiers: [] }, total),
    ).toBe(result);
  });
});

const battery = (dice: number[]) => {
  const g = start([
    { id: "b-mortar", statLine: "mortar", x: 10, y: 2 },
    { id: "b-sp", statLine: "SP-artillery", x: 20, y: 2, formation: "blue-b" },
    { id: "b1", statLine: "infantry", x: 10, y: 20 },
    { id: "r1", statLine: "infantry", x: 30, y: 30 },
    { id: "r2", statLine: "infantry", x: 31.5, y: 30 },
    { id: "r-hq", statLine: "HQ", x: 50, y: 30, formation: "red-bn" },
    { id: "r-far", statLine: "infantry", x: 60, y: 45 },
  ]);
  g.state = atStep(g.state, "first-impact-zones");
  withDice(g, g.state, dice);
  return g;
};

describe("impact zones (seed 000 turn sequence 2a, 2c, 4a; §3.3)", () => {
  it("1st zones in step 2a; the disc's diameter comes from the charts", () => {
    const g = battery([]);
    run(g, { type: "place-impact-zone", firer: "b-mortar", center: [30, 30] });
    expect(g.state.markers.impactZones[0]).toMatchObject({
      wave: 1,
      diameterInches: 3,
      firer: "b-mortar",
      attack: 8,
    });
    expect(g.state.bases["b-mortar"]!.fired).toBe("indirect");
    expect(refused(g, { type: "place-impact-zone", firer: "b-mortar", center: [30, 31] }).code).toBe(
      "already-fired",
    );
  });

  it("2nd zones only for forces with the technology", () => {
    const g = battery([]);
    g.state = atStep(g.state, "second-impact-zones");
    expect(refused(g, { type: "place-impact-zone", firer: "b-mortar", center: [30, 30] }).message).toContain(
      "2nd impact zone",
    );
    g.state.sides[0]!.secondImpactZone = true;
    run(g, { type: "place-impact-zone", firer: "b-mortar", center: [30, 30] });
    expect(g.state.markers.impactZones[0]!.wave).toBe(2);
  });

  it("range and minimum range", () => {
    const g = battery([]);
    expect(refused(g, { type: "place-impact-zone", firer: "b-mortar", center: [11, 3] }).code).toBe(
      "out-of-range",
    );
    expect(refused(g, { type: "place-impact-zone", firer: "b1", center: [30, 30] }).message).toContain(
      "no indirect",
    );
  });

  it("step 4a resolves every base under the disc, then removes the zones", () => {
    const g = battery([]);
    run(g, { type: "place-impact-zone", firer: "b-mortar", center: [30.75, 30] });
    g.state = withDice(g, atStep(g.state, "resolve-airstrikes"), [17, 2]);
    run(g, { type: "advance" });
    const rolls = rollsOf(g.log, "indirect-fire");
    expect(rolls.map((r) => r.base)).toEqual(["r1", "r2"]);
    expect(g.state.bases.r1!.damage).toBe(1);
    expect(g.state.bases.r2!.damage).toBe(0);
    expect(g.state.markers.impactZones).toEqual([]);
    expect(g.state.bases["r-far"]!.damage).toBe(0);
  });

  it("HQ bases may be hit by indirect fire (seed 000 §1.4)", () => {
    const g = battery([]);
    run(g, { type: "place-impact-zone", firer: "b-sp", center: [50, 30] });
    g.state = withDice(g, atStep(g.state, "resolve-airstrikes"), [20]);
    run(g, { type: "advance" });
    expect(eventsOf(g.log, "hit").map((h) => h.base)).toEqual(["r-hq"]);
  });

  it("an unobserved zone is halved, and the parent base's damage counts", () => {
    const g = battery([]);
    g.oracle.observed = () => false;
    g.state.bases["b-mortar"]!.damage = 1;
    run(g, { type: "place-impact-zone", firer: "b-mortar", center: [30, 30] });
    g.state = withDice(g, atStep(g.state, "resolve-airstrikes"), [10]);
    run(g, { type: "advance" });
    const r = rollsOf(g.log, "indirect-fire")[0]!;
    expect(r.modifiers.map((m) => [m.rule, m.value])).toEqual([["parent-damage", -2]]);
    expect(r.outcome).toContain("(5 points)");
  });
});

describe("airstrikes (seed 000 turn sequence 3a-3b; project default rules)", () => {
  const strike = (dice: number[], air: "parity" | "none" = "parity") => {
    const g = start([
      { id: "b1", statLine: "infantry", x: 10, y: 10 },
      { id: "r1", statLine: "MBT", x: 30, y: 30 },
      { id: "r-hq", statLine: "HQ", x: 50, y: 30, formation: "red-bn" },
    ]);
    g.state.sides[0]!.airSuperiority = air;
    g.state = atStep(g.state, "rally");
    run(g, { type: "advance" });
    withDice(g, g.state, dice);
    return g;
  };

  it("strikes per turn come from air superiority", () => {
    expect(strike([]).state.sides[0]!.airstrikesLeft).toBe(1);
    const none = strike([], "none");
    expect(
      refused(none, { type: "place-airstrike", side: "blue", strike: "missile", center: [30, 30] }).code,
    ).toBe("no-dice-left");
  });

  it("a strike hits every base under its square in step 3b, HQ bases included", () => {
    const g = strike([20]);
    run(g, { type: "place-airstrike", side: "blue", strike: "bomb", center: [50, 30] }, { type: "advance" });
    expect(rollsOf(g.log, "airstrike").map((r) => r.base)).toEqual(["r-hq"]);
    expect(g.state.markers.airstrikes).toEqual([]);
  });

  it("a missile strike against a tank", () => {
    const g = strike([16]);
    run(
      g,
      { type: "place-airstrike", side: "blue", strike: "missile", center: [30, 30] },
      { type: "advance" },
    );
    expect(rollsOf(g.log, "airstrike")[0]!.outcome).toBe("I (14 points)");
    expect(g.state.bases.r1!.immobilized).toBe("permanent");
  });
});

describe("off-board artillery (seed 000 §1.3: handled abstractly; project default battery)", () => {
  const offBoard = () => {
    const g = start(
      [
        { id: "b1", statLine: "infantry", x: 10, y: 10 },
        { id: "r1", statLine: "infantry", x: 60, y: 40 },
      ],
      {
        extra: {
          sides: [
            {
              id: "blue",
              offBoardArtillery: [{ id: "corps-155", attack: 16, codes: "ABC", barrage: "heavy-artillery" }],
            },
            { id: "red" },
          ],
        },
      },
    );
    g.state = atStep(g.state, "first-impact-zones");
    return g;
  };

  it("places one zone a turn at any range, with no parent base", () => {
    const g = offBoard();
    run(g, { type: "place-impact-zone", firer: "corps-155", center: [60, 40] });
    expect(g.state.markers.impactZones[0]).toMatchObject({
      firer: "corps-155",
      side: "blue",
      diameterInches: 5,
      attack: 16,
    });
    expect(refused(g, { type: "place-impact-zone", firer: "corps-155", center: [50, 40] }).code).toBe(
      "already-fired",
    );
    g.state = withDice(g, atStep(g.state, "resolve-airstrikes"), [12]);
    run(g, { type: "advance" });
    const r = rollsOf(g.log, "indirect-fire")[0]!;
    expect(r.base).toBe("r1");
    expect(r.modifiers).toEqual([]);
  });

  it("a battery id that names a barrage the charts lack is refused at set-up", () => {
    expect(() =>
      start([{ id: "b1", statLine: "infantry", x: 1, y: 1 }], {
        extra: {
          sides: [
            { id: "blue", offBoardArtillery: [{ id: "x", attack: 1, codes: "A", barrage: "nuke" }] },
            { id: "red" },
          ],
        },
      }),
    ).toThrow("offBoardArtillery[0].barrage");
  });
});
