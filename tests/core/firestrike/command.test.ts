import { describe, expect, it } from "vitest";
import { apply } from "../../../src/core/firestrike/apply";
import { modifiedSabr, saDiceFor } from "../../../src/core/firestrike/command/awareness";
import type { TestGame } from "./helpers";
import { atStep, charts, eventsOf, rollsOf, run, start, withDice } from "./helpers";

const hqs = [
  { id: "b-hq", statLine: "HQ", x: 10, y: 5, formation: "blue-bn" },
  { id: "b1", statLine: "MBT", x: 10, y: 10 },
  { id: "r-hq", statLine: "HQ", x: 60, y: 45, formation: "red-bn" },
  { id: "r1", statLine: "infantry", x: 60, y: 30 },
];

describe("1a HQ discovery (seed 000 turn sequence 1a, HQ Discovery Die Roll Modifiers)", () => {
  const withBroadcast = (dice: number[], edit?: (g: TestGame) => unknown) => {
    const g = start(hqs);
    g.state.markers.broadcast.push({ hq: "b-hq", side: "blue", at: [10, 5], turn: 1 });
    edit?.(g);
    g.state = withDice(g, atStep(g.state, "immobilized-effects"), dice);
    run(g, { type: "advance" });
    return g;
  };

  it.each([
    ["12 against rating 12 discovers", 12, undefined, true, []],
    ["11 does not", 11, undefined, false, []],
    ["each enemy HQ lost is -4", 15, (g: TestGame) => (g.state.sides[1]!.hqLost = 1), false, [-4]],
    ["two enemy HQs lost is -8", 20, (g: TestGame) => (g.state.sides[1]!.hqLost = 2), true, [-8]],
    ["NBC warfare is -4", 15, (g: TestGame) => (g.state.nbcActive = true), false, [-4]],
    [
      "an NBC persistent marker counts too",
      16,
      (g: TestGame) => g.state.markers.persistent.push({ id: "n", kind: "NBC", at: [1, 1], radiusInches: 3 }),
      true,
      [-4],
    ],
  ])("%s", (_n, die, edit, discovered, mods) => {
    const g = withBroadcast([die], edit);
    const r = rollsOf(g.log, "discovery");
    expect(r).toHaveLength(1);
    expect(r[0]!.modifiers.map((m) => m.value)).toEqual(mods);
    expect(g.state.bases["b-hq"]!.discovered).toBe(discovered);
    expect(g.state.markers.broadcast.filter((m) => m.turn === 1)).toHaveLength(0);
  });

  it("only HQs with last turn's Broadcast marker roll", () => {
    const g = start(hqs);
    g.state = atStep(g.state, "immobilized-effects");
    run(g, { type: "advance" });
    expect(rollsOf(g.log, "discovery")).toHaveLength(0);
  });

  it("Discovered markers are removed in step 4b", () => {
    const g = withBroadcast([20]);
    g.state = atStep(g.state, "resolve-indirect");
    run(g, { type: "advance" });
    expect(g.state.step).toBe("remove-discovered");
    expect(g.state.bases["b-hq"]!.discovered).toBe(false);
  });
});

describe("1b situational awareness (seed 000 §2.2)", () => {
  const f = {
    sabr: 10,
    airLittoralSupremacy: false,
    majorityResponsive: false,
    majorityUncoordinated: false,
    hqLost: 0,
  };
  it.each([
    ["base rate", f, 10],
    ["Air Littoral supremacy halves", { ...f, airLittoralSupremacy: true }, 5],
    ["majority Responsive halves", { ...f, majorityResponsive: true }, 5],
    ["majority Uncoordinated doubles", { ...f, majorityUncoordinated: true }, 20],
    ["each HQ lost doubles", { ...f, hqLost: 2 }, 40],
    ["half and double together", { ...f, airLittoralSupremacy: true, majorityUncoordinated: true }, 10],
    ["a halved odd SABR rounds up (project default)", { ...f, sabr: 7, majorityResponsive: true }, 4],
  ])("%s", (_n, facts, sabr) => {
    expect(modifiedSabr(charts, facts).sabr).toBe(sabr);
  });

  it.each([
    [25, 10, 2],
    [9, 10, 0],
    [40, 5, 6],
    [40, 4, 6],
  ])("%i points at SABR %i buy %i dice (capped at the charts' maximum)", (points, sabr, dice) => {
    expect(saDiceFor(charts, points, sabr)).toBe(dice);
  });

  it("each side rolls 2D20 and gets its dice", () => {
    const g = start(hqs);
    g.state = withDice(g, atStep(g.state, "discovery"), [12, 13, 4, 5]);
    run(g, { type: "advance" });
    const r = rollsOf(g.log, "situational-awareness");
    expect(r.map((x) => x.natural)).toEqual([12, 13, 4, 5]);
    expect(g.state.sides.map((s) => s.saDice)).toEqual([2, 0]);
    expect(eventsOf(g.log, "sa-dice").map((e) => e.points)).toEqual([25, 9]);
  });

  it("majority Responsive troops halve the SABR in play", () => {
    const g = start(hqs.map((b) => ({ ...b, training: "responsive" as const })));
    g.state = withDice(g, atStep(g.state, "discovery"), [5, 5, 5, 5]);
    run(g, { type: "advance" });
    expect(eventsOf(g.log, "sa-dice").map((e) => e.sabr)).toEqual([5, 5]);
    expect(g.state.sides.map((s) => s.saDice)).toEqual([2, 2]);
  });
});

describe("1c Move markers and the HQ move roll (seed 000 §2.3)", () => {
  it("places a Move marker on a unit; combat bases need no roll", () => {
    const g = start(hqs);
    g.state = atStep(g.state, "move-markers");
    const s = run(g, { type: "place-move-marker", formation: "blue-a" });
    expect(s.formations["blue-a"]!.moveMarker).toBe(true);
    expect(eventsOf(g.log, "roll")).toHaveLength(0);
  });

  it.each([
    [10, false, true],
    [9, false, false],
    [6, true, true],
    [5, true, false],
  ])("HQ rolls %i (finished first last turn: %s) against Command 10: moves %s", (die, bonus, allowed) => {
    const g = start(hqs);
    g.state.sides[0]!.hqMoveBonus = bonus;
    g.state = withDice(g, atStep(g.state, "move-markers"), [die]);
    const s = run(g, { type: "roll-hq-move", base: "b-hq" });
    expect(s.bases["b-hq"]!.hqMoveAllowed).toBe(allowed);
    const roll = rollsOf(g.log, "hq-move")[0]!;
    expect(roll.modifiers.map((m) => m.value)).toEqual(bonus ? [4] : []);
  });

  it("an HQ rolls once; a combat base cannot roll; a failed HQ cannot move", () => {
    const g = start(hqs);
    g.state = withDice(g, atStep(g.state, "move-markers"), [1]);
    run(g, { type: "roll-hq-move", base: "b-hq" });
    const again = apply(g.state, { type: "roll-hq-move", base: "b-hq" }, g.env, g.dice);
    expect(again.ok).toBe(false);
    expect(apply(g.state, { type: "roll-hq-move", base: "b1" }, g.env, g.dice).ok).toBe(false);
    const moving = apply(
      atStep(g.state, "movement"),
      { type: "move", base: "b-hq", mode: "forward", path: [[10, 7]] },
      g.env,
      g.dice,
    );
    expect(moving.ok).toBe(false);
    if (!moving.ok) expect(moving.error.code).toBe("hq-cannot-move");
  });
});

describe("finished moving first (seed 000 §2.3)", () => {
  const moveTurn = (blueMoves: boolean, redMoves: boolean, caller: string | null) => {
    const g = start(hqs);
    g.state.formations["blue-a"]!.moveMarker = true;
    g.state.formations["red-a"]!.moveMarker = true;
    g.state = atStep(g.state, "movement");
    if (blueMoves) run(g, { type: "move", base: "b1", mode: "forward", path: [[10, 14]] });
    if (redMoves) run(g, { type: "move", base: "r1", mode: "walking", path: [[60, 28]] });
    if (caller) run(g, { type: "finished-moving", side: caller });
    run(g, { type: "advance" });
    return g.state.sides.map((s) => s.hqMoveBonus);
  };
  it("both moved: the side that called first gets +4", () =>
    expect(moveTurn(true, true, "red")).toEqual([false, true]));
  it("one side did not move at all: it gets the bonus", () =>
    expect(moveTurn(true, false, "blue")).toEqual([false, true]));
  it("neither moved: nobody gets it", () => expect(moveTurn(false, false, "blue")).toEqual([false, false]));
  it("only one side can call first", () => {
    const g = start(hqs);
    g.state = atStep(g.state, "movement");
    run(g, { type: "finished-moving", side: "blue" });
    expect(apply(g.state, { type: "finished-moving", side: "red" }, g.env, g.dice).ok).toBe(false);
  });
});

describe("1d Broadcast markers (seed 000 §2.4)", () => {
  const brigade = () =>
    start(
      [
        { id: "bde1", statLine: "HQ", x: 30, y: 2, formation: "bde" },
        { id: "bde2", statLine: "HQ", x: 34, y: 2, formation: "bde" },
        { id: "hq1a", statLine: "HQ", x: 10, y: 5, formation: "bn1" },
        { id: "hq1b", statLine: "HQ", x: 20, y: 5, formation: "bn1" },
        { id: "hq2", statLine: "HQ", x: 50, y: 5, formation: "bn2" },
        { id: "b1", statLine: "infantry", x: 18, y: 12, formation: "coy1" },
        { id: "b2", statLine: "infantry", x: 50, y: 12, formation: "coy2" },
        { id: "r1", statLine: "infantry", x: 50, y: 40, formation: "red-a" },
      ],
      {
        extra: {
          formations: [
            { id: "bde", side: "blue", level: "brigade" },
            { id: "bn1", side: "blue", level: "battalion", parent: "bde" },
            { id: "bn2", side: "blue", level: "battalion", parent: "bde" },
            { id: "coy1", side: "blue", parent: "bn1" },
            { id: "coy2", side: "blue", parent: "bn2" },
            { id: "red-bn", side: "red", level: "battalion" },
            { id: "red-a", side: "red", parent: "red-bn" },
          ],
        },
      },
    );

  it("one battalion moving: its closest HQ base is marked, the brigade is not", () => {
    const g = brigade();
    g.state = atStep(g.state, "move-markers");
    run(g, { type: "place-move-marker", formation: "coy1" }, { type: "advance" });
    expect(g.state.markers.broadcast.map((m) => m.hq).sort()).toEqual(["hq1b"]);
  });

  it("both battalions moving: both battalion HQs and every brigade HQ base are marked", () => {
    const g = brigade();
    g.state = atStep(g.state, "move-markers");
    run(
      g,
      { type: "place-move-marker", formation: "coy1" },
      { type: "place-move-marker", formation: "coy2" },
      { type: "advance" },
    );
    expect(g.state.markers.broadcast.map((m) => m.hq).sort()).toEqual(["bde1", "bde2", "hq1b", "hq2"]);
  });

  it("the marker stays where it was placed when the HQ moves", () => {
    const g = brigade();
    g.state = withDice(g, atStep(g.state, "move-markers"), [20]);
    run(
      g,
      { type: "place-move-marker", formation: "coy1" },
      { type: "roll-hq-move", base: "hq1b" },
      { type: "advance" },
    );
    g.state = atStep(g.state, "movement");
    run(g, { type: "move", base: "hq1b", mode: "forward", path: [[20, 10]] });
    expect(g.state.bases.hq1b!.y).toBe(10);
    expect(g.state.markers.broadcast.find((m) => m.hq === "hq1b")!.at).toEqual([20, 5]);
  });
});
