import { describe, expect, it } from "vitest";
import { checkInvariants } from "../../src/core/firestrike/invariants";
import { atStep, charts, eventsOf, run, withDice } from "../core/firestrike/helpers";
import { moving, refused } from "../core/firestrike/support";

// Regression (issue 17 item 1, seed 000 §6.4 "Neither participant may break contact until the assault
// is resolved"): a base locked in assault contact that got Hide, Withdraw or Rout in step 5b moved away,
// no assault was fought in 5c, and the stale lock refused both bases for the rest of the game.
// Reading (docs/rules-coverage.md 6.4.2): a locked base takes such a result as Pinned where it stands.

/** b1 (militia) assault-moves into contact with r1; woods lie off to the side for a Hide. */
function locked() {
  const g = moving([
    { id: "b1", statLine: "infantry", x: 10, y: 10, facing: 0, grade: "militia" },
    { id: "r1", statLine: "infantry", x: 10, y: 14, facing: 180 },
  ]);
  g.oracle.areas.push({ id: "woods-1", kind: "woods", rect: [0, 0, 4, 20] });
  run(g, { type: "move", base: "b1", mode: "assault", path: [[10, 13.2]] });
  expect(g.state.bases.b1!.assaultWith).toEqual(["r1"]);
  return g;
}

/** Gives b1 `hits` and runs step 5b with `dice` (5c follows on the next advance). */
function moraleThenAssault(hits: number, dice: number[]) {
  const g = locked();
  Object.assign(g.state.bases.b1!, { hits, moraleDue: true });
  g.state = withDice(g, atStep(g.state, "first-direct-fire"), dice);
  run(g, { type: "advance" });
  return g;
}

/** The hits that read `code` on the militia row of the shipped Morale table (2, 3 and 4 today). */
const hitsFor = (code: string) => {
  const column = (charts.morale.rows.militia as readonly string[]).indexOf(code);
  expect(column).toBeGreaterThan(0);
  return column;
};

describe("repro: a base locked in an assault keeps contact until step 5c resolves it", () => {
  it.each([
    ["H", "hide"],
    ["W", "withdraw"],
    ["R", "rout"],
  ] as const)("a %s result in contact (%s): pinned in place, the lock held", (code, reaction) => {
    const hits = hitsFor(code);
    // Tens roll 5 (no shift).
    const g = moraleThenAssault(hits, [5]);
    expect(g.state.step).toBe("damage-morale");
    expect(eventsOf(g.log, "reaction").at(-1)).toMatchObject({ base: "b1", reaction });
    expect(g.state.bases.b1).toMatchObject({
      x: 10,
      y: 13.2,
      pinned: true,
      retreat: null,
      assaultWith: ["r1"],
    });
    expect(g.state.bases.r1!.assaultWith).toEqual(["b1"]);
    expect(eventsOf(g.log, "moved").filter((e) => e.step === "damage-morale")).toEqual([]);
    expect(checkInvariants(g.state, g.env, g.log)).toEqual([]);
  });

  it.each(["H", "W", "R"])(
    "after a %s result the assault is still fought in 5c and then releases the winner",
    (code) => {
      const hits = hitsFor(code);
      // Tens 5, then the assault: blue 3 - 8 (militia) against red 15 -> red wins and b1 is lost.
      const g = moraleThenAssault(hits, [5, 3, 15]);
      run(g, { type: "advance" });
      expect(g.state.step).toBe("assaults");
      expect(eventsOf(g.log, "assault")).toHaveLength(1);
      expect(g.state.bases.b1!.status).toBe("destroyed");
      expect(g.state.bases.r1).toMatchObject({ status: "active", assaultWith: [], assaulting: false });
      expect(checkInvariants(g.state, g.env, g.log)).toEqual([]);
    },
  );
});

describe("repro: assault locks are released once the assault is resolved (issue 17 item 11)", () => {
  it("the winner is free to move next turn; the loser's bases are gone", () => {
    const g = locked();
    // Blue 15 - 8 (militia) = 7 against red 5.
    g.state = withDice(g, atStep(g.state, "damage-morale"), [15, 5]);
    run(g, { type: "advance" });
    expect(g.state.bases.r1!.status).toBe("destroyed");
    expect(g.state.bases.b1).toMatchObject({ assaultWith: [], assaulting: false, assaultTied: false });
    for (const f of Object.values(g.state.formations)) f.moveMarker = true;
    g.state = atStep(g.state, "movement");
    // A new turn (test shortcut): the per-turn movement record starts again.
    Object.assign(g.state.bases.b1!, { moveMode: null, spentInches: 0, movedInches: 0 });
    run(g, { type: "move", base: "b1", mode: "walking", path: [[10, 11]] });
    expect(g.state.bases.b1!.y).toBe(11);
  });

  it("a base still locked after a tie may not move (the lock is not released early)", () => {
    const g = locked();
    // Blue 17 - 8 (militia) = 9 against red 9: a modified tie.
    g.state = withDice(g, atStep(g.state, "damage-morale"), [17, 9]);
    run(g, { type: "advance" });
    expect(g.state.bases.b1!.assaultWith).toEqual(["r1"]);
    for (const f of Object.values(g.state.formations)) f.moveMarker = true;
    g.state = atStep(g.state, "movement");
    Object.assign(g.state.bases.b1!, { moveMode: null, spentInches: 0, movedInches: 0, pinned: false });
    expect(refused(g, { type: "move", base: "b1", mode: "walking", path: [[10, 11]] }).message).toContain(
      "locked in an assault",
    );
  });
});

describe("repro: checkInvariants flags an assault lock between bases not in contact", () => {
  it("names both bases", () => {
    const g = locked();
    expect(checkInvariants(g.state, g.env, g.log)).toEqual([]);
    g.state.bases.b1!.y = 8;
    expect(checkInvariants(g.state, g.env, g.log)).toEqual([
      "b1 is locked in an assault with r1, but they are not in contact",
      "r1 is locked in an assault with b1, but they are not in contact",
    ]);
  });
});

describe("repro: a towed gun locked in an assault may not be limbered away", () => {
  it("refuses the limber with a reason", () => {
    const g = moving([
      { id: "b1", statLine: "infantry", x: 10, y: 10, facing: 0 },
      { id: "r-gun", statLine: "towed-gun", x: 10, y: 10.875, facing: 180 },
      { id: "r-ht", statLine: "half-track", x: 10, y: 12.1, facing: 0 },
    ]);
    g.state.bases.b1!.assaultWith = ["r-gun"];
    g.state.bases.b1!.assaulting = true;
    g.state.bases["r-gun"]!.assaultWith = ["b1"];
    expect(checkInvariants(g.state, g.env, g.log)).toEqual([]);
    const r = refused(g, { type: "limber", gun: "r-gun", vehicle: "r-ht" });
    expect(r).toMatchObject({ code: "not-allowed", path: "$.gun" });
    expect(r.message).toBe("r-gun is locked in an assault until it is resolved (seed 000 §6.4)");
    g.state.bases.b1!.assaultWith = [];
    g.state.bases["r-gun"]!.assaultWith = [];
    run(g, { type: "limber", gun: "r-gun", vehicle: "r-ht" });
  });
});
