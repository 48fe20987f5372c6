import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../src/core/game/dice";
import { weaponOf } from "../../../src/core/ww2cm/data";
import { shootProblem } from "../../../src/core/ww2cm/fire";
import { withGroundKinds } from "../../../src/core/ww2cm/measured";
import { move, moveProblem } from "../../../src/core/ww2cm/moves";
import { shotModifiers } from "../../../src/core/ww2cm/shooting";
import type { Ww2State } from "../../../src/core/ww2cm/state";
import { pathTerrain } from "../../../src/core/ww2cm/terrain-move";
import { beginTurn } from "../../../src/core/ww2cm/turn";
import { clear, cmTable, handGame, hist, models, state, unit } from "./hand";

/**
 * seed 002, Moving through terrain (infantry), from the table's own features: a hand-built cm table with
 * one feature of each row, and moves worked by hand across each.
 */
const box = (x: number, y: number, w: number, d: number) => [
  [x, y],
  [x + w, y],
  [x + w, y + d],
  [x, y + d],
];
const features = [
  { id: "R", type: "rubble", outline: box(10, 10, 10, 10) },
  { id: "W", type: "woods", outline: box(30, 10, 10, 10) },
  { id: "F", type: "water", fordable: true, outline: box(50, 10, 10, 10) },
  { id: "D", type: "water", outline: box(70, 10, 10, 10) },
  { id: "M", type: "water", fordable: true, outline: box(90, 10, 10, 10) },
  { id: "S", type: "water", outline: box(105, 10, 10, 10) },
  {
    id: "H1",
    type: "hedge",
    path: [
      [0, 40],
      [30, 40],
    ],
    thicknessInches: 1,
  },
  {
    id: "H2",
    type: "hedge",
    path: [
      [40, 40],
      [70, 40],
    ],
    thicknessInches: 5,
  },
  {
    id: "WL",
    type: "wall",
    path: [
      [80, 40],
      [110, 40],
    ],
    thicknessInches: 0.8,
  },
  {
    id: "X",
    type: "wire",
    path: [
      [0, 60],
      [30, 60],
    ],
    widthInches: 2,
  },
  {
    id: "T",
    type: "trench",
    path: [
      [40, 60],
      [70, 60],
    ],
    widthInches: 2,
  },
  { id: "B", type: "building", outline: box(80, 70, 20, 20), heightYards: 6 },
];
const tableJson = {
  format: "sightline-table/1",
  lengthUnit: "cm",
  name: "terrain rows",
  yardsPerInch: 1.5,
  width: 120,
  depth: 120,
  levelHeightYards: 3,
  features,
};
const table = cmTable(features);
const terrain = {
  table,
  groundKinds: new Map([
    ["M", "marsh" as const],
    ["S", "shallow" as const],
  ]),
};
const one = (x: number, y: number, patch = {}): Ww2State =>
  state([unit("b", "blue", patch), unit("r", "red")], [...models("b", x, y, 1), ...models("r", 5, 110, 1)]);
const go = (
  s: Ww2State,
  x: number,
  y: number,
  opts: { sprint?: boolean; storey?: number } = {},
  dice = scriptedDice([]),
) =>
  move(
    s,
    terrain,
    s.units[0]!,
    [{ model: "b-0", x, y, ...(opts.storey === undefined ? {} : { storey: opts.storey }) }],
    opts.sprint ?? false,
    undefined,
    dice,
  );
const why = (r: ReturnType<typeof go>) => (r.ok ? null : r.error.message);

describe("movement caps of the chart", () => {
  it.each([
    ["rubble", 15, 5, "rubble R"],
    ["dense foliage", 35, 5, "dense foliage W"],
    ["wading", 55, 5, "wading in F"],
    ["marsh (the set-up's word)", 95, 5, "marsh M"],
  ])("%s: 4 cm only, sprinting or not", (_name, x, y0, reason) => {
    // from (x, y0) north into the feature at y 10: 4 cm to (x, 9) stays outside, 5 cm to (x, 10) touches it
    expect(go(one(x, y0), x, y0 + 4).ok).toBe(true);
    expect(why(go(one(x, y0), x, y0 + 5, { sprint: true }))).toBe(
      `b-0 would go 5.0 cm; b may go 4 cm sprinting through ${reason}`,
    );
  });
  it("swimming in deep water: 2 cm; shallow water (the set-up's word) is normal ground", () => {
    expect(why(go(one(75, 15), 75, 17.5))).toBe("b-0 would go 2.5 cm; b may go 2 cm through swimming in D");
    expect(go(one(75, 15), 75, 17).ok).toBe(true);
    expect(go(one(110, 15), 110, 23, { sprint: true }).ok).toBe(true);
  });
  it("open ground is not capped", () => {
    expect(pathTerrain(terrain, { x: 5, y: 30 }, { x: 5, y: 38 }).cap).toBeNull();
    expect(go(one(5, 25), 5, 33, { sprint: true }).ok).toBe(true);
  });
  it("the set-up's marsh gives the enemy +1 to hit; its shallow water none", () => {
    const o = withGroundKinds({ ...clear, ground: () => "wading" }, terrain);
    expect(o.ground({ x: 95, y: 15 })).toBe("marsh");
    expect(o.ground({ x: 110, y: 15 })).toBe("other");
    expect(o.ground({ x: 55, y: 15 })).toBe("wading");
    const m = shotModifiers({
      distanceCm: 20,
      levels: 0,
      weapon: weaponOf("rifle")!,
      pieces: [],
      firerMoved: false,
      targetSprinted: false,
      targetPinned: false,
      targetStill: false,
      ground: "marsh",
    });
    expect(m.filter((x) => x.code === "marsh").map((x) => x.value)).toEqual([1]);
  });
});

describe("hedges, walls, wire, trenches, climbing", () => {
  it("a hedge or wall up to 4 cm deep takes the whole turn: no sprint, no shot after", () => {
    expect(why(go(one(10, 37), 10, 43, { sprint: true }))).toMatch(
      /climbs H1: climbing takes the whole turn/,
    );
    const r = go(one(10, 37), 10, 41);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.event.climbed).toEqual(["H1"]);
    expect(shootProblem(r.value.state.units[0]!)).toBe("b has already shot this turn");
    const wall = go(one(90, 37), 90, 41);
    expect(wall.ok ? wall.value.event.climbed : null).toEqual(["WL"]);
  });
  it("a hedge deeper than 4 cm is pushed through at 4 cm, not climbed", () => {
    expect(why(go(one(50, 36), 50, 41, { sprint: true }))).toMatch(
      /may go 4 cm sprinting through through the deep hedge H2/,
    );
    const r = go(one(50, 36), 50, 40);
    expect(r.ok ? [r.value.event.climbed, r.value.state.units[0]!.shot] : null).toEqual([undefined, false]);
  });
  it("wire: the unit stops on it and counts as pinned for one turn, then crosses", () => {
    expect(why(go(one(10, 57.5), 10, 61.5))).toMatch(/would cross the wire X: a unit stops on wire/);
    const r = go(one(10, 57), 10, 60);
    if (!r.ok) throw new Error(r.error.message);
    const at = r.value.state;
    expect(at.units[0]!.wire).toBe("reached");
    expect(shootProblem(at.units[0]!)).toBe("b counts as pinned at the wire this turn");
    // red's turn, then blue's: now it may cross
    const red = beginTurn(at, "red", 1, clear, table, scriptedDice([])).state;
    expect(red.units[0]!.wire).toBe("reached");
    const blue = beginTurn(red, "blue", 2, clear, table, scriptedDice([])).state;
    expect(blue.units[0]!.wire).toBe("may-cross");
    expect(moveProblem(blue.units[0]!)).toBeNull();
    const over = move(
      blue,
      terrain,
      blue.units[0]!,
      [{ model: "b-0", x: 10, y: 63.5 }],
      false,
      undefined,
      scriptedDice([]),
    );
    expect(over.ok ? over.value.state.units[0]!.wire : "refused").toBeUndefined();
  });
  it("a trench with an enemy model in it is not crossed; an empty one is", () => {
    expect(go(one(50, 57.5), 50, 61.5).ok).toBe(true);
    const held = one(50, 57.5);
    held.models[1] = { ...held.models[1]!, x: 60, y: 60 };
    const r = go(held, 50, 61.5);
    expect(r.ok ? null : r.error.code).toBe("trench-held");
  });
  it("climbing a storey: 4 cm at most, one storey a move, only in a building with that storey; a 6 falls", () => {
    expect(go(one(85, 75), 85, 79, { storey: 1 }, scriptedDice([5])).ok).toBe(true);
    expect(why(go(one(85, 75), 85, 79.5, { storey: 1, sprint: true }, scriptedDice([5])))).toMatch(
      /may go 4 cm sprinting climbing/,
    );
    expect(why(go(one(85, 75), 85, 77, { storey: 2 }))).toMatch(/has 2 storeys \(0–1\)/);
    expect(why(go(one(60, 75), 60, 77, { storey: 1 }))).toMatch(/is in no building/);
    const fall = go(one(85, 75), 85, 77, { storey: 1 }, scriptedDice([6]));
    if (!fall.ok) throw new Error(fall.error.message);
    expect(fall.value.event.falls).toEqual([{ model: "b-0", natural: 6, dead: true }]);
    expect(fall.value.state.models[0]!.dead).toBe(true);
  });
});

describe("swimming on, through the game", () => {
  it("a unit swimming must move before its side ends the movement phase", () => {
    const { body, game } = handGame(tableJson, {
      sides: [
        { id: "blue", name: "Blue" },
        { id: "red", name: "Red" },
      ],
      units: [
        {
          id: "b",
          side: "blue",
          name: "Swimmers",
          training: "regular",
          weapon: "rifle",
          models: [{ id: "b1", x: 75, y: 15 }],
        },
        {
          id: "r",
          side: "red",
          name: "Red",
          training: "regular",
          weapon: "rifle",
          models: [{ id: "r1", x: 5, y: 110 }],
        },
      ],
    });
    const s0: Ww2State = {
      turn: 1,
      turnLimit: 6,
      side: "blue",
      phase: "move",
      units: body.units,
      models: body.models,
      over: null,
    };
    const stop = game.apply(s0, "blue", { type: "next" }, hist(scriptedDice([])));
    expect(stop.ok ? null : stop.error.message).toBe(
      "Swimmers is swimming and must carry on: it cannot stop (seed 002, River/water)",
    );
    const swam = game.apply(
      s0,
      "blue",
      { type: "move", unit: "b", to: [{ model: "b1", x: 75, y: 17 }] },
      hist(scriptedDice([])),
    );
    if (!swam.ok) throw new Error(swam.error.message);
    expect(game.apply(swam.value.state, "blue", { type: "next" }, hist(scriptedDice([]))).ok).toBe(true);
  });
});
