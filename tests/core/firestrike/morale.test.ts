import { describe, expect, it } from "vitest";
import { moraleColumn, moraleReaction, tensModifier } from "../../../src/core/firestrike/morale/table";
import type { BaseSpec, TestGame } from "./helpers";
import { atStep, charts, eventsOf, rollsOf, run, start, withDice } from "./helpers";

describe("the Tens roll (seed 000 §6.2)", () => {
  it.each([
    [1, 0],
    [9, 0],
    [10, -1],
    [19, -1],
    [20, -2],
  ])("a roll of %i moves the hits column by %i", (roll, shift) => {
    expect(tensModifier(charts, roll).value).toBe(shift);
  });

  it("never reads a column below 0, and only changes the column read", () => {
    expect(moraleColumn(charts, 1, 20)).toBe(0);
    expect(moraleColumn(charts, 5, 12)).toBe(4);
  });

  it("hits past the last column read the last column", () => {
    expect(moraleReaction(charts, "militia", 40)).toBe("break-up");
  });
});

/** A game at step 5a, about to start step 5b with fixed dice. */
const beforeMorale = (bases: BaseSpec[], dice: number[]): TestGame => {
  const g = start([...bases, { id: "r-far", statLine: "infantry", x: 36, y: 46 }]);
  g.state = withDice(g, atStep(g.state, "first-direct-fire"), dice);
  return g;
};

describe("the seed's worked example (seed 000 §6.2)", () => {
  it("a Seasoned MBT that began with 2 hits, takes 3 more and rolls 12 reads column 4 and is Pinned", () => {
    const shooter = start([
      { id: "b1", statLine: "MBT", x: 10, y: 10, grade: "seasoned", damage: 2 },
      { id: "r1", statLine: "M60A1", x: 10, y: 20 },
      { id: "r2", statLine: "M60A1", x: 12, y: 20 },
      { id: "r3", statLine: "M60A1", x: 14, y: 20 },
    ]);
    // Three damage hits in the 1st direct fire step, through the engine's hit rules. M60A1 attack 15 vs
    // defence 16 = -1, +2 per damage on the target (2 when the step began): 8 - 1 + 4 = 11 = D, thrice.
    shooter.state = withDice(shooter, atStep(shooter.state, "first-direct-fire"), [8, 8, 8, 12]);
    run(
      shooter,
      { type: "direct-fire", firer: "r1", target: "b1" },
      { type: "direct-fire", firer: "r2", target: "b1" },
      { type: "direct-fire", firer: "r3", target: "b1" },
    );
    expect(eventsOf(shooter.log, "fire").map((e) => e.result)).toEqual(["D", "D", "D"]);
    // Advancing applies the step's results, then step 5b checks morale.
    run(shooter, { type: "advance" });
    expect(shooter.state.bases.b1!.damage).toBe(5);
    const tens = rollsOf(shooter.log, "tens")[0]!;
    expect(tens.natural).toBe(12);
    const reaction = eventsOf(shooter.log, "reaction")[0]!;
    expect(reaction).toMatchObject({ base: "b1", hits: 5, column: 4, reaction: "pinned" });
    expect(shooter.state.bases.b1!.pinned).toBe(true);
    // The 12 changes only the column read, not the hits suffered.
    expect(shooter.state.bases.b1!.hits).toBe(5);
  });
});

describe("damage morale checks (seed 000 §6.2)", () => {
  it("only bases damaged this turn check, once, against their hits so far in the game", () => {
    const g = beforeMorale(
      [
        { id: "b1", statLine: "infantry", x: 10, y: 10, grade: "seasoned" },
        { id: "b2", statLine: "infantry", x: 20, y: 10, grade: "seasoned", formation: "blue-b", damage: 1 },
      ],
      [1],
    );
    g.state.bases.b1!.hits = 2;
    g.state.bases.b1!.damage = 1;
    g.state.bases.b1!.moraleDue = true;
    run(g, { type: "advance" });
    expect(rollsOf(g.log, "tens").map((r) => r.base)).toEqual(["b1"]);
    expect(g.state.bases.b1!.pinned).toBe(true);
    expect(g.state.bases.b1!.prone).toBe(true);
    expect(g.state.bases.b1!.moraleDue).toBe(false);
  });

  it("an immobilized vehicle must roll for morale in step 5b, one column to the right", () => {
    const g = beforeMorale([{ id: "b1", statLine: "MBT", x: 10, y: 10, grade: "seasoned" }], [1]);
    g.state.bases.b1!.immobilized = "permanent";
    g.state.bases.b1!.moraleDue = true;
    g.state.bases.b1!.hits = 1;
    run(g, { type: "advance" });
    expect(eventsOf(g.log, "reaction")[0]).toMatchObject({ column: 2, reaction: "pinned" });
  });
});

describe("damage reactions (seed 000 §6.3)", () => {
  const react = (bases: BaseSpec[], hits: number, die: number, setup?: (g: TestGame) => void) => {
    const g = beforeMorale(bases, [die]);
    setup?.(g);
    const b = g.state.bases.b1!;
    b.hits = hits;
    b.moraleDue = true;
    run(g, { type: "advance" });
    return g;
  };
  const enemy = { id: "r1", statLine: "infantry", x: 10, y: 30 } as const;

  it("Pinned: vehicles halt in place until rallied", () => {
    const g = react([{ id: "b1", statLine: "MBT", x: 10, y: 10 }, enemy], 2, 1);
    expect(g.state.bases.b1).toMatchObject({ pinned: true, prone: false, x: 10, y: 10 });
  });

  it("Hide: foot troops move one normal move to the best cover in reach and halt pinned", () => {
    const g = react([{ id: "b1", statLine: "infantry", x: 10, y: 10 }, enemy], 5, 1, (t) => {
      t.oracle.areas.push(
        { id: "wood", kind: "woods", rect: [12, 0, 20, 20] },
        { id: "town", kind: "built-up", rect: [0, 6, 7, 8] },
      );
    });
    const b = g.state.bases.b1!;
    expect(b.pinned).toBe(true);
    expect(b.x).toBeCloseTo(6.95);
    expect(b.y).toBeCloseTo(7.95);
  });

  it("Hide: a base already in cover stays there pinned", () => {
    const g = react([{ id: "b1", statLine: "infantry", x: 10, y: 10 }, enemy], 5, 1, (t) => {
      t.oracle.areas.push({ id: "wood", kind: "woods", rect: [5, 5, 15, 15] });
    });
    expect(g.state.bases.b1).toMatchObject({ x: 10, y: 10, pinned: true });
  });

  it("Hide: a Seasoned tank reverses to cover still facing the enemy; an Inexperienced one turns its back", () => {
    const wood = (t: TestGame) => t.oracle.areas.push({ id: "wood", kind: "woods", rect: [0, 0, 20, 8] });
    const s = react([{ id: "b1", statLine: "MBT", x: 10, y: 10, grade: "seasoned" }, enemy], 5, 1, wood);
    expect(s.state.bases.b1!.facing).toBeCloseTo(0);
    expect(s.state.bases.b1!.y).toBeCloseTo(7.95);
    const i = react([{ id: "b1", statLine: "MBT", x: 10, y: 10, grade: "inexperienced" }, enemy], 3, 1, wood);
    expect(eventsOf(i.log, "reaction")[0]!.reaction).toBe("hide");
    expect(i.state.bases.b1!.facing).toBeCloseTo(180);
  });

  // Trenches are cover that costs foot troops nothing extra, which keeps the arithmetic plain.
  it("Withdraw: one assault move directly away, through cover and one full move past it, then pinned", () => {
    const g = react([{ id: "b1", statLine: "infantry", x: 10, y: 9.5 }, enemy], 6, 1, (t) => {
      t.oracle.areas.push({ id: "ditch", kind: "trench", rect: [0, 8.5, 20, 9] });
    });
    const b = g.state.bases.b1!;
    // 0.51" to the cover, then a 4" walking move past it, inside the 5" assault move.
    expect(b.y).toBeCloseTo(9.5 - 0.51 - 4);
    expect(b.facing).toBeCloseTo(180);
    expect(b.pinned).toBe(true);
    expect(b.retreat).toBeNull();
  });

  it("Withdraw carries on next turn when no cover was reached, and the base cannot rally meanwhile", () => {
    const g = react(
      [
        { id: "b1", statLine: "infantry", x: 10, y: 30 },
        { id: "r1", statLine: "infantry", x: 10, y: 46 },
      ],
      6,
      1,
      (t) => {
        t.oracle.areas.push({ id: "ditch", kind: "trench", rect: [0, 19, 20, 21] });
      },
    );
    let b = g.state.bases.b1!;
    expect(b.y).toBeCloseTo(25);
    expect(b.retreat?.kind).toBe("withdraw");
    expect(b.pinned).toBe(false);
    // Turn 2: 4.01" to the trench, then 0.99" of the move past it.
    g.state = atStep(g.state, "first-impact-zones");
    run(g, { type: "advance" });
    b = g.state.bases.b1!;
    expect(b.y).toBeCloseTo(20);
    expect(b.retreat?.stage).toBe("past-cover");
    g.state = atStep(g.state, "second-impact-zones");
    run(g, { type: "advance" });
    expect(rollsOf(g.log, "rally")).toHaveLength(0);
    // Turn 3: the rest of the full move past the cover, then pinned.
    g.state = atStep(g.state, "first-impact-zones");
    run(g, { type: "advance" });
    b = g.state.bases.b1!;
    expect(b.retreat).toBeNull();
    expect(b.pinned).toBe(true);
    expect(b.y).toBeCloseTo(21 - 0.01 - 4);
  });

  it("reaction moves pay terrain costs: woods slow a withdrawal", () => {
    const g = react(
      [
        { id: "b1", statLine: "infantry", x: 10, y: 30 },
        { id: "r1", statLine: "infantry", x: 10, y: 46 },
      ],
      6,
      1,
      (t) => {
        t.oracle.areas.push({ id: "wood", kind: "woods", rect: [0, 0, 20, 29] });
      },
    );
    // 1" of open ground, then the woods at 1.5 per inch: 1.01" to cover costs 1.015, 3.985 left for
    // the move past it: 3.985 / 1.5 = 2.657" deeper.
    expect(g.state.bases.b1!.y).toBeCloseTo(30 - 1.01 - 3.985 / 1.5, 3);
    expect(g.state.bases.b1!.retreat?.stage).toBe("past-cover");
  });

  it("Rout: a double assault move directly away until cover, then pinned", () => {
    const g = react(
      [
        { id: "b1", statLine: "infantry", x: 10, y: 30 },
        { id: "r1", statLine: "infantry", x: 10, y: 46 },
      ],
      7,
      1,
      (t) => {
        t.oracle.areas.push({ id: "ditch", kind: "trench", rect: [0, 10, 20, 22] });
      },
    );
    const b = g.state.bases.b1!;
    expect(eventsOf(g.log, "reaction")[0]!.reaction).toBe("rout");
    expect(b.y).toBeCloseTo(22 - 0.01);
    expect(b.pinned).toBe(true);
  });

  it("Rout goes on for up to a double assault move (10 inches) when cover is far", () => {
    const g = react(
      [
        { id: "b1", statLine: "infantry", x: 10, y: 30 },
        { id: "r1", statLine: "infantry", x: 10, y: 46 },
      ],
      7,
      1,
    );
    expect(g.state.bases.b1!.y).toBeCloseTo(20);
    expect(g.state.bases.b1!.retreat?.kind).toBe("rout");
  });

  it("moves stop at the table edge", () => {
    const g = react([{ id: "b1", statLine: "infantry", x: 10, y: 3 }, enemy], 7, 1);
    expect(g.state.bases.b1!.y).toBeCloseTo(0);
    expect(g.state.bases.b1!.pinned).toBe(true);
  });

  it.each([
    ["Seasoned vehicle withdraws", "seasoned", 6, "none", "active"],
    ["immobilized vehicle that must withdraw is abandoned", "seasoned", 6, "permanent", "abandoned"],
    ["Inexperienced vehicle withdraws too", "inexperienced", 4, "none", "active"],
    ["Inexperienced vehicle with a Rout result is abandoned", "inexperienced", 6, "none", "abandoned"],
    ["Seasoned vehicle routs", "seasoned", 7, "none", "active"],
    ["immobilized vehicle that must rout is abandoned", "seasoned", 7, "permanent", "abandoned"],
  ] as const)("%s", (_n, grade, hits, immobilized, status) => {
    const g = react([{ id: "b1", statLine: "MBT", x: 30, y: 20, grade }, enemy], hits, 1, (t) => {
      t.state.bases.b1!.immobilized = immobilized;
    });
    expect(g.state.bases.b1!.status).toBe(status);
  });

  it("Break-up: a foot base is removed; a vehicle is abandoned and stays on the table", () => {
    const foot = react([{ id: "b1", statLine: "infantry", x: 10, y: 10 }, enemy], 8, 1);
    expect(foot.state.bases.b1!.status).toBe("removed");
    const tank = react([{ id: "b1", statLine: "MBT", x: 10, y: 10 }, enemy], 8, 1);
    expect(tank.state.bases.b1).toMatchObject({ status: "abandoned", x: 10, y: 10 });
  });
});

describe("rally (seed 000 §3.4)", () => {
  const rally = (die: number, lostHqs: number) => {
    const g = start([
      { id: "b-hq", statLine: "HQ", x: 10, y: 2, formation: "blue-bn" },
      { id: "b-hq2", statLine: "HQ", x: 14, y: 2, formation: "blue-bn" },
      { id: "b1", statLine: "infantry", x: 10, y: 10, grade: "seasoned" },
      { id: "r1", statLine: "infantry", x: 60, y: 40 },
    ]);
    g.state.bases.b1!.pinned = true;
    if (lostHqs > 0) g.state.bases["b-hq"]!.status = "destroyed";
    if (lostHqs > 1) g.state.bases["b-hq2"]!.status = "destroyed";
    g.state = withDice(g, atStep(g.state, "second-impact-zones"), [die]);
    run(g, { type: "advance" });
    return g;
  };

  it.each([
    [10, 0, true],
    [9, 0, false],
    [14, 1, true],
    [13, 1, false],
    [17, 2, false],
    [18, 2, true],
  ])("Seasoned (rally 10) rolls %i with %i HQ lost in the chain: rallied %s", (die, lost, rallied) => {
    const g = rally(die, lost);
    expect(g.state.bases.b1!.pinned).toBe(!rallied);
    expect(rollsOf(g.log, "rally")[0]!.modifiers.map((m) => m.value)).toEqual(lost > 0 ? [-4 * lost] : []);
  });

  it("HQs lost outside the chain of command do not count", () => {
    const g = start(
      [
        { id: "b-hq", statLine: "HQ", x: 10, y: 2, formation: "blue-bn" },
        { id: "b1", statLine: "infantry", x: 10, y: 10 },
        { id: "x-hq", statLine: "HQ", x: 30, y: 2, formation: "other-bn" },
        { id: "r1", statLine: "infantry", x: 60, y: 40 },
      ],
      {
        extra: {
          formations: [
            { id: "blue-bn", side: "blue", level: "battalion" },
            { id: "blue-a", side: "blue", parent: "blue-bn" },
            { id: "other-bn", side: "blue", level: "battalion" },
            { id: "red-bn", side: "red", level: "battalion" },
            { id: "red-a", side: "red", parent: "red-bn" },
          ],
        },
      },
    );
    g.state.bases.b1!.pinned = true;
    g.state.bases["x-hq"]!.status = "destroyed";
    g.state = withDice(g, atStep(g.state, "second-impact-zones"), [10]);
    run(g, { type: "advance" });
    expect(rollsOf(g.log, "rally")[0]!.modifiers).toEqual([]);
    expect(g.state.bases.b1!.pinned).toBe(false);
  });
});

describe("step 5e: immobilized base effects (project default reading)", () => {
  it.each([
    [11, "none"],
    [10, "temporary"],
  ])("a temporarily immobilized vehicle rolling %i is now %s", (die, after) => {
    const g = start([
      { id: "b1", statLine: "MBT", x: 10, y: 10 },
      { id: "r1", statLine: "infantry", x: 60, y: 40 },
    ]);
    g.state.bases.b1!.immobilized = "temporary";
    g.state = withDice(g, atStep(g.state, "second-direct-fire"), [die]);
    run(g, { type: "advance" });
    expect(g.state.bases.b1!.immobilized).toBe(after);
  });
});
