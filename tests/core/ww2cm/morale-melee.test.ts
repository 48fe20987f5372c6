import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { scriptedDice } from "../../../src/core/game/dice";
import type { Dice } from "../../../src/core/game/ruleset";
import { validateTable } from "../../../src/core/table/validate";
import { charge } from "../../../src/core/ww2cm/charge";
import { shoot } from "../../../src/core/ww2cm/fire";
import type { Ww2Oracle } from "../../../src/core/ww2cm/measured";
import { fightMelee } from "../../../src/core/ww2cm/melee";
import { lostQuarter, moraleNeed, moraleTest } from "../../../src/core/ww2cm/morale";
import type { Model, Unit, Ww2State } from "../../../src/core/ww2cm/state";
import { alive } from "../../../src/core/ww2cm/state";
import { beginTurn } from "../../../src/core/ww2cm/turn";

/**
 * seed 002, Moral and Melee, on a hand-made state with a stand-in oracle (open ground, clear lines;
 * cover where x < 10): the chart, the officer's bonus, the 25% trigger, recovery, and melee rounds.
 * What is measured (lines, cover) is tested on the 3D table in measured.test.ts.
 */

const t = validateTable(
  { format: "sightline-table/1", lengthUnit: "cm", name: "t", width: 120, depth: 120, features: [] },
  builtinCatalog(),
);
if (!t.ok) throw new Error("table");
const table = t.value;

const clear = (hidden = false): Ww2Oracle => ({
  line: (a, b) => ({
    blockedBy: hidden ? "wall" : null,
    pieces: [],
    distanceCm: Math.hypot(a.x - b.x, a.y - b.y),
    levels: 0,
  }),
  ground: () => "open",
  inCover: (p) => p.x < 10,
});

const unit = (id: string, side: string, patch: Partial<Unit> = {}): Unit => ({
  id,
  side,
  name: id,
  training: "regular",
  weapon: "rifle",
  officer: 0,
  vehicle: null,
  morale: "ok",
  pinned: false,
  moved: false,
  sprinted: false,
  shot: false,
  charged: false,
  aliveAtTurnStart: 4,
  testedThisTurn: false,
  ...patch,
});
const models = (u: string, x: number, y: number, n: number): Model[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `${u}-${i}`,
    unit: u,
    x: x + i * 2,
    y,
    storey: 0,
    dead: false,
  }));

const state = (units: Unit[], ms: Model[]): Ww2State => ({
  turn: 1,
  turnLimit: 6,
  side: "blue",
  phase: "shoot",
  units,
  models: ms,
  over: null,
});

describe("morale (seed 002, Moral)", () => {
  const s = state(
    [
      unit("b", "blue"),
      unit("r", "red"),
      unit("ro", "red", { officer: 1 }),
      unit("rv", "red", { training: "veteran" }),
    ],
    [
      ...models("b", 50, 10, 4),
      ...models("r", 50, 40, 4),
      ...models("ro", 50, 60, 1),
      ...models("rv", 90, 40, 4),
    ],
  );
  it("needs the training's value: regular 5+, veteran 4+, conscript 6+ (the chosen reading of the seed's 4+)", () => {
    expect(moraleNeed(s, s.units[3]!).need).toBe(4);
    expect(moraleNeed(s, { ...s.units[3]!, training: "conscript" }).need).toBe(6);
  });
  it("takes an officer's level within his 15 cm command radius (level 1: regulars pass on 4+)", () => {
    const r = moraleNeed(s, s.units[1]!); // officer 20 cm off: out of reach
    expect(r).toEqual({ need: 5, officer: null });
    const near = { ...s, models: s.models.map((m) => (m.unit === "ro" ? { ...m, y: 55 } : m)) };
    expect(moraleNeed(near, near.units[1]!)).toEqual({ need: 4, officer: { unit: "ro", level: 1 } });
  });
  it.each([
    [1, "shock"],
    [2, "stunned"],
    [3, "instinct"],
  ])("a failure rolls the D3: %i is %s", (d3, result) => {
    const e = moraleTest(s, s.units[1]!, "casualties", scriptedDice([4, d3]));
    expect(e).toMatchObject({ passed: false, natural: 4, need: 5, d3, result });
  });
  it("a pass rolls no D3", () => {
    expect(moraleTest(s, s.units[1]!, "casualties", scriptedDice([5]))).toMatchObject({
      passed: true,
      d3: null,
    });
  });
  it("tests at 25% of the models lost in the turn, not below", () => {
    const one = { ...s, models: s.models.map((m) => (m.id === "r-0" ? { ...m, dead: true } : m)) };
    expect(lostQuarter(one, { ...one.units[1]!, aliveAtTurnStart: 4 })).toBe(true);
    // 1 of 4 lost: 25%, a test; 1 of 5 lost (4 of 5 standing): 20%, none
    expect(lostQuarter(s, { ...s.units[1]!, aliveAtTurnStart: 5 })).toBe(false);
    expect(lostQuarter(s, { ...s.units[1]!, aliveAtTurnStart: 4 })).toBe(false);
  });
  it("a shot that kills a quarter makes the unit test, once a turn", () => {
    // 4 rifles at 30 cm in the open: +1, need 4; naturals 6 6 1 1: two hits; test 2 fails, D3 2 stunned
    const r = shoot(s, clear(), s.units[0]!, [52, 40], undefined, scriptedDice([6, 6, 1, 1, 2, 2]));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.events.map((e) => e.type)).toEqual(["shot", "morale"]);
    const red = r.value.state.units[1]!;
    expect(red).toMatchObject({ morale: "stunned", pinned: true, testedThisTurn: true });
    // hits come off the front of the circle: the models nearest the firers
    const shot = r.value.events[0]!;
    if (shot.type !== "shot") throw new Error("shot");
    // the firers' centre is (53, 10): r-1 at x 52 and r-2 at x 54 are the front two
    expect(shot.removed).toEqual(["r-1", "r-2"]);
  });
});

describe("recovery and the D3 results at the rally", () => {
  const shaken = (morale: Unit["morale"]) =>
    state(
      [unit("b", "blue"), unit("r", "red", { morale, pinned: morale !== "shock" })],
      [...models("b", 50, 10, 2), ...models("r", 20, 40, 2)],
    );
  const rally = (s: Ww2State, oracle: Ww2Oracle, dice: Dice) => beginTurn(s, "red", 1, oracle, table, dice);
  it("recovers out of every enemy's sight without a roll", () => {
    const r = rally(shaken("stunned"), clear(true), scriptedDice([]));
    expect(r.state.units[1]).toMatchObject({ morale: "ok", pinned: false });
    expect(r.events.at(-1)).toMatchObject({ type: "rally", outcome: "out-of-sight" });
  });
  it("recovers by passing a test", () => {
    const r = rally(shaken("stunned"), clear(), scriptedDice([5]));
    expect(r.state.units[1]).toMatchObject({ morale: "ok" });
  });
  it("shock runs directly back a full move from the nearest enemy and does nothing else", () => {
    const r = rally(shaken("shock"), clear(), scriptedDice([1]));
    const m = r.state.models.find((x) => x.id === "r-0")!;
    // from (20, 40) away from (50, 10): 4 cm along (−30, 30)/√1800
    expect(m.x).toBeCloseTo(20 - 4 / Math.SQRT2, 9);
    expect(m.y).toBeCloseTo(40 + 4 / Math.SQRT2, 9);
    expect(r.state.units[1]).toMatchObject({ morale: "shock", moved: true, shot: true });
  });
  it("instinct may stop behind cover that protects it from every enemy (measured lines)", () => {
    // no area cover anywhere; lines from the enemy at (50, 10) to points with y ≥ 45 cross a hedge
    const behind: Ww2Oracle = {
      ...clear(),
      line: (a, b) => ({
        blockedBy: null,
        pieces: b.y >= 45 ? [{ featureId: "hedge", kind: "bushes", value: 0 }] : [],
        distanceCm: Math.hypot(a.x - b.x, a.y - b.y),
        levels: 0,
      }),
      inCover: () => false,
    };
    const r = rally(shaken("instinct"), behind, scriptedDice([1]));
    for (const m of alive(r.state, "r")) {
      expect(m.y).toBeGreaterThanOrEqual(45);
      expect(Math.hypot(m.y - 40, 0)).toBeLessThanOrEqual(8);
    }
    expect(r.state.units[1]).toMatchObject({ morale: "instinct", pinned: true });
  });
  it("instinct sprints into the nearest cover and is pinned there", () => {
    const s = shaken("instinct");
    const near = { ...s, models: s.models.map((m) => (m.unit === "r" ? { ...m, x: 15 } : m)) };
    const r = rally(near, clear(), scriptedDice([1]));
    for (const m of alive(r.state, "r")) expect(m.x).toBeLessThan(10);
    expect(r.state.units[1]).toMatchObject({ morale: "instinct", pinned: true });
  });
});

describe("melee (seed 002, Melee)", () => {
  const s = state(
    [unit("b", "blue"), unit("r", "red")],
    [...models("b", 50, 10, 3), ...models("r", 50, 12, 3)],
  );
  it("fights rounds of skill tests with simultaneous casualties until one side is gone", () => {
    // round 1: blue 4 4 1 (2 kills), red 4 1 1 (1 kill) → blue wins, pushes red 4 cm;
    // round 2: blue (2 left) 6 6, red (1 left) 6 → both fall at once... red loses its last
    const r = fightMelee(s, ["b", "r"], scriptedDice([4, 4, 1, 4, 1, 1, 6, 6, 6]), clear(), table);
    expect(r.event.rounds.map((x) => x.kills)).toEqual([
      [2, 1],
      [2, 1],
    ]);
    expect(r.event).toMatchObject({ end: "destroyed", winner: 0 });
    expect(alive(r.state, "b").length).toBe(1);
  });
  it("ends when a side wins three rounds in a row, pushing back 4 cm a round; the loser runs to cover", () => {
    // blue's one model at x 30, red's six at x 14–24: each round blue kills red's front model and red
    // kills nothing, so red goes back 4 cm a round (toward x 0, where cover is: x < 10) and blue follows
    const big = state(
      [unit("b", "blue"), unit("r", "red")],
      [...models("b", 30, 10, 1), ...models("r", 14, 10, 6)],
    );
    const rolls = [6, 1, 1, 1, 1, 1, 1, 6, 1, 1, 1, 1, 1, 6, 1, 1, 1, 1];
    const r = fightMelee(big, ["b", "r"], scriptedDice(rolls), clear(), table);
    expect(r.event).toMatchObject({ end: "three-in-a-row", winner: 0 });
    expect(r.event.rounds.map((x) => x.kills)).toEqual([
      [1, 0],
      [1, 0],
      [1, 0],
    ]);
    expect(alive(r.state, "b")[0]!.x).toBeCloseTo(30 - 3 * 4, 9);
    expect(alive(r.state, "r").map((m) => m.id)).toEqual(["r-0", "r-1", "r-2"]);
    for (const m of alive(r.state, "r")) expect(m.x).toBeLessThan(10);
    expect(r.state.units[1]).toMatchObject({ pinned: true });
  });
  it("a charge takes defensive fire first; 50% lost makes the chargers test", () => {
    const c = state(
      [unit("b", "blue"), unit("r", "red")],
      [...models("b", 50, 10, 2), ...models("r", 50, 16, 2)],
    );
    const melee = { ...c, phase: "melee" as const };
    // defensive fire: red's 2 rifles at (≈) 5 cm in the open need 4 (−0 +1): 6 and 1 → one charger of 2 falls;
    // the test: 1 fails, D3 1: shock, the charge breaks
    const r = charge(melee, clear(), table, melee.units[0]!, "r", scriptedDice([6, 1, 1, 1]));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.events.map((e) => e.type)).toEqual(["shot", "morale"]);
    expect(r.value.events[1]).toMatchObject({ why: "defensive-fire", result: "shock" });
  });
  it("refuses a charge out of reach, naming the distance", () => {
    const c = state(
      [unit("b", "blue"), unit("r", "red")],
      [...models("b", 50, 10, 1), ...models("r", 50, 30, 1)],
    );
    const r = charge({ ...c, phase: "melee" }, clear(), table, c.units[0]!, "r", scriptedDice([]));
    expect(r.ok ? null : r.error.message).toBe("r is 20.0 cm away; a charge reaches 8 cm");
  });
});
