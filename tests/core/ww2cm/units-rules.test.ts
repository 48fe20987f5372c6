import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { scriptedDice } from "../../../src/core/game/dice";
import { crewAction, tow } from "../../../src/core/ww2cm/crewed";
import { inCircle, shoot } from "../../../src/core/ww2cm/fire";
import { fightMelee } from "../../../src/core/ww2cm/melee";
import { move, moveProblem } from "../../../src/core/ww2cm/moves";
import { objectivesOf } from "../../../src/core/ww2cm/objectives";
import { parseWw2Body } from "../../../src/core/ww2cm/setup";
import { softHit } from "../../../src/core/ww2cm/soft-vehicles";
import type { Unit, VehicleState, Ww2State } from "../../../src/core/ww2cm/state";
import { verdict } from "../../../src/core/ww2cm/turn";
import { clear, cmTable, handGame, hist, models, state, unit } from "./hand";

/** seed 002: snipers, crewed weapons and artillery, towing and horses, unarmoured vehicles, objectives, the melee winner's free action. */

const table = cmTable([
  {
    id: "wood",
    type: "woods",
    outline: [
      [0, 0],
      [20, 0],
      [20, 20],
      [0, 20],
    ],
  },
  {
    id: "copse",
    type: "woods",
    outline: [
      [30, 0],
      [40, 0],
      [40, 20],
      [30, 20],
    ],
  },
]);
const terrain = { table, groundKinds: new Map() };
const ok = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe("snipers", () => {
  const sniper = (patch: Partial<Unit> = {}) =>
    state(
      [
        unit("sn", "blue", { weapon: "sniper-rifle", training: "veteran", hidden: true, ...patch }),
        unit("r", "red", { weapon: "rifle" }),
      ],
      [...models("sn", 10, 10, 1), ...models("r", 10, 60, 4)],
      { phase: "shoot" },
    );
  it("a hidden sniper is no target", () => {
    const s = { ...sniper(), side: "red" };
    expect(inCircle(s, "red", [10, 10], s.models.slice(1))).toEqual([]);
    const r = shoot(s, clear, s.units[1]!, [10, 10], undefined, scriptedDice([]));
    expect(r.ok ? null : r.error.code).toBe("empty-circle");
  });
  it("a miss still makes a pinning check, at −1 when the sniper did not move; a pin keeps it hidden", () => {
    const s = sniper();
    // to hit 1 (miss); the check: 5 − 1 = 4 < 5 fails, D3 2: stunned
    const r = ok(shoot(s, clear, s.units[0]!, [10, 60], undefined, scriptedDice([1, 5, 2])));
    expect(r.events[1]).toMatchObject({
      type: "morale",
      why: "sniper",
      natural: 5,
      modifier: -1,
      passed: false,
      result: "stunned",
    });
    expect(r.state.units[0]!.hidden).toBe(true);
  });
  it("failing to pin shows the sniper until it moves into a new piece of cover", () => {
    const s = sniper({ moved: true });
    // to hit 1; the check 5 passes (need 5, no −1: it moved)
    const r = ok(shoot(s, clear, s.units[0]!, [10, 60], undefined, scriptedDice([1, 5])));
    expect(r.events[1]).toMatchObject({ why: "sniper", passed: true });
    const seen = r.state;
    expect(seen.units[0]).toMatchObject({ hidden: false, seenAt: [{ x: 10, y: 10 }] });
    expect(inCircle(seen, "red", [10, 10], seen.models.slice(1)).map((m) => m.id)).toEqual(["sn-0"]);
    const next = { ...seen, phase: "move" as const, units: seen.units.map((u) => ({ ...u, moved: false })) };
    const same = ok(
      move(
        next,
        terrain,
        next.units[0]!,
        [{ model: "sn-0", x: 14, y: 10 }],
        false,
        undefined,
        scriptedDice([]),
      ),
    );
    expect(same.state.units[0]!.hidden).toBe(false); // still in the wood it was seen in
    const out = { ...next, models: next.models.map((m) => (m.id === "sn-0" ? { ...m, x: 18 } : m)) };
    const hop = ok(
      move(
        out,
        terrain,
        out.units[0]!,
        [{ model: "sn-0", x: 22, y: 10 }],
        false,
        undefined,
        scriptedDice([]),
      ),
    );
    expect(hop.state.units[0]!.hidden).toBe(false); // open ground is no new cover
    const s2 = { ...next, models: next.models.map((m) => (m.id === "sn-0" ? { ...m, x: 27 } : m)) };
    const into = ok(
      move(s2, terrain, s2.units[0]!, [{ model: "sn-0", x: 31, y: 10 }], false, undefined, scriptedDice([])),
    );
    expect(into.state.units[0]).toMatchObject({ hidden: true });
    expect(into.state.units[0]!.seenAt).toBeUndefined();
  });
  it("a sniper must start in a terrain feature", () => {
    const body = (x: number) =>
      parseWw2Body(
        {
          table: {
            format: "sightline-table/1",
            lengthUnit: "cm",
            name: "t",
            width: 120,
            depth: 120,
            features: [
              {
                id: "wood",
                type: "woods",
                outline: [
                  [0, 0],
                  [20, 0],
                  [20, 20],
                  [0, 20],
                ],
              },
            ],
          },
          sides: [
            { id: "blue", name: "Blue" },
            { id: "red", name: "Red" },
          ],
          units: [
            {
              id: "sn",
              side: "blue",
              name: "Sniper",
              training: "veteran",
              weapon: "sniper-rifle",
              models: [{ id: "s1", x, y: 10 }],
            },
            {
              id: "r",
              side: "red",
              name: "Red",
              training: "regular",
              weapon: "rifle",
              models: [{ id: "r1", x: 50, y: 100 }],
            },
          ],
        },
        builtinCatalog(),
      );
    const r = body(50);
    expect(r.ok ? null : r.error).toEqual([
      {
        path: "$.units[0].models[0]",
        message: "a sniper starts in a terrain feature; (50, 10) cm is in none",
      },
    ]);
    const inWood = body(10);
    expect(inWood.ok ? inWood.value.units[0]!.hidden : null).toBe(true);
  });
});

describe("crewed weapons, artillery, towing and horses", () => {
  const gun = (weapon: string, patch: Partial<Unit> = {}) =>
    state(
      [
        unit("g", "blue", { weapon, ...patch }),
        unit("t", "blue", { vehicle: truck() }),
        unit("h", "blue", { mounted: true }),
        unit("r", "red"),
      ],
      [
        ...models("g", 60, 30, 2),
        ...models("t", 60, 27, 1),
        ...models("h", 58, 30, 1),
        ...models("r", 60, 80, 1),
      ],
    );
  it("a set-up crewed weapon packs before it moves; moved the turn it packed, it spends a turn setting up", () => {
    const s = gun("at-gun");
    expect(moveProblem(s.units[0]!)).toMatch(/is set up: it packs before it moves/);
    const packed = ok(crewAction(s, s.units[0]!, "pack")).state;
    expect(packed.units[0]).toMatchObject({ packed: "a-turn", crewBusy: "packing" });
    const moved = ok(
      move(
        packed,
        terrain,
        packed.units[0]!,
        [{ model: "g-0", x: 60, y: 34 }],
        false,
        undefined,
        scriptedDice([]),
      ),
    ).state;
    expect(moved.units[0]!.packed).toBe("at-once");
    const set = ok(
      crewAction(
        { ...moved, units: moved.units.map((u) => ({ ...u, crewBusy: undefined, moved: false })) },
        { ...moved.units[0]!, crewBusy: undefined },
        "set-up",
      ),
    ).state;
    expect(set.units[0]).toMatchObject({ crewBusy: "setting-up" });
    const r = shoot({ ...set, phase: "shoot" }, clear, set.units[0]!, [60, 80], undefined, scriptedDice([]));
    expect(r.ok ? null : r.error.message).toBe("g spends this turn setting up");
  });
  it("packed a whole turn, it sets up and shoots in the same later turn", () => {
    const s = gun("at-gun", { packed: "a-turn" });
    const set = ok(crewAction(s, s.units[0]!, "set-up")).state;
    expect(set.units[0]!.crewBusy).toBeUndefined();
    const r = shoot({ ...set, phase: "shoot" }, clear, set.units[0]!, [60, 80], undefined, scriptedDice([1]));
    expect(r.ok).toBe(true);
  });
  it("artillery spends a full turn packing, moves with its crew touching the piece, and a turn setting up", () => {
    const s = gun("field-gun");
    const packed = ok(crewAction(s, s.units[0]!, "pack")).state;
    expect(moveProblem(packed.units[0]!)).toMatch(/spends this turn packing the gun/);
    const later = {
      ...packed,
      units: packed.units.map((u) => (u.id === "g" ? { ...u, crewBusy: undefined } : u)),
    };
    const apart = move(
      later,
      terrain,
      later.units[0]!,
      [{ model: "g-1", x: 66, y: 30 }],
      false,
      undefined,
      scriptedDice([]),
    );
    expect(apart.ok ? null : apart.error.message).toBe(
      "g-1 must touch the piece g-0 (within 3 cm) to move it",
    );
    const both = move(
      later,
      terrain,
      later.units[0]!,
      [
        { model: "g-0", x: 60, y: 34 },
        { model: "g-1", x: 62, y: 34 },
      ],
      false,
      undefined,
      scriptedDice([]),
    );
    expect(both.ok).toBe(true);
    const set = ok(crewAction(later, later.units[0]!, "set-up")).state;
    expect(set.units[0]!.crewBusy).toBe("setting-up");
  });
  it("a truck tows at its move, horses at 8 cm; the gun follows; a set-up gun is not towed", () => {
    const s = gun("field-gun", { packed: "a-turn" });
    const byTruck = ok(tow(s, table, s.units[1]!, "g", [60, 43], null));
    expect(byTruck.state.models.filter((m) => m.unit === "g").map((m) => [m.x, m.y])).toEqual([
      [60, 46],
      [62, 46],
    ]);
    expect(byTruck.state.units.filter((u) => u.moved).map((u) => u.id)).toEqual(["g", "t"]);
    const far = tow(s, table, s.units[2]!, "g", [58, 38.5], null);
    expect(far.ok ? null : far.error.message).toBe("h tows 8 cm; (58, 38.5) is 8.5 cm away");
    expect(tow(s, table, s.units[2]!, "g", [58, 38], null).ok).toBe(true);
    const setUp = tow(gun("field-gun"), table, s.units[1]!, "g", [60, 43], null);
    expect(setUp.ok ? null : setUp.error.message).toBe("g is set up: it packs before it is towed");
  });
  it("horses move 16 cm", () => {
    const s = gun("rifle");
    expect(
      move(s, terrain, s.units[2]!, [{ model: "h-0", x: 58, y: 46 }], false, undefined, scriptedDice([])).ok,
    ).toBe(true);
    const r = move(
      s,
      terrain,
      s.units[2]!,
      [{ model: "h-0", x: 58, y: 46.5 }],
      false,
      undefined,
      scriptedDice([]),
    );
    expect(r.ok ? null : r.error.message).toBe("h-0 would go 16.5 cm; h may go 16 cm");
  });
});

function truck(patch: Partial<VehicleState> = {}): VehicleState {
  return {
    profile: "truck",
    hullPoints: 0,
    damage: [],
    heading: 0,
    turret: 0,
    damagePoints: 3,
    crew: 2,
    ...patch,
  };
}

describe("unarmoured vehicles", () => {
  it.each([
    ["major-at", [], { damage: 3, outOfAction: true }],
    ["minor-at", [2], { damage: 2, outOfAction: false }],
    ["machine-gun", [4], { damage: 1, passengersKilled: 0 }],
    ["machine-gun", [6], { damage: 1, passengersKilled: 1 }],
    ["machine-gun", [3], { damage: 0, passengersKilled: 0 }],
    ["small-arms", [6], { damage: 0, passengersKilled: 1 }],
    ["small-arms", [5], { damage: 0, passengersKilled: 0 }],
    ["ordnance-outer", [1, 5, 4], { damage: 1, crewKilled: 1, outOfAction: false }],
    ["ordnance-inner", [], { damage: 3, outOfAction: true }],
    ["flame", [], { crewKilled: 2, outOfAction: true }],
  ] as const)("%s with dice %j", (by, dice, want) => {
    const r = softHit("t", truck(), by, scriptedDice([...dice]));
    expect(r.hit).toMatchObject({ ...want, naturals: [...dice] });
  });
  it("small arms kill a passenger on a 6; out of action, the riders get out", () => {
    const s = state(
      [
        unit("b", "blue"),
        unit("t", "red", { vehicle: truck({ damagePoints: 1 }) }),
        unit("p", "red", { inside: "t" }),
      ],
      [...models("b", 50, 10, 2), ...models("t", 50, 30, 1), ...models("p", 50, 30, 3)],
      { phase: "shoot" },
    );
    // two rifles hit (6, 6); each hit's d6: 6 kills a passenger, 2 nothing
    const r = ok(shoot(s, clear, s.units[0]!, [50, 30], undefined, scriptedDice([6, 6, 6, 2])));
    expect(r.state.models.filter((m) => m.dead).map((m) => m.id)).toEqual(["p-0"]);
    const mg = { ...s, units: s.units.map((u) => (u.id === "b" ? { ...u, weapon: "lmg" } : u)) };
    // lmg: 3 shots a model; one hit, its d6 4: the last damage point: out of action
    const w = ok(shoot(mg, clear, mg.units[0]!, [50, 30], undefined, scriptedDice([6, 1, 1, 1, 1, 1, 4])));
    expect(w.state.models.find((m) => m.id === "t-0")!.dead).toBe(true);
    expect(w.state.units[2]!.inside).toBeUndefined();
  });
});

describe("victory by objectives", () => {
  it("reads the table's markers, else the scenario's, else one at the centre (project default)", () => {
    const marked = cmTable([], { objectives: [{ id: "well", at: [30, 40], radiusInches: 4, points: 2 }] });
    expect(objectivesOf(marked, [{ id: "x", x: 1, y: 1 }])).toEqual([
      { id: "well", x: 30, y: 40, radiusCm: 4, points: 2, source: "table" },
    ]);
    expect(objectivesOf(table, [{ id: "x", x: 1, y: 2 }])).toEqual([
      { id: "x", x: 1, y: 2, radiusCm: 5, points: 1, source: "scenario" },
    ]);
    expect(objectivesOf(table, undefined)).toEqual([
      { id: "centre", x: 60, y: 60, radiusCm: 5, points: 1, source: "project default" },
    ]);
  });
  it("at the turn limit the side holding more points wins, whatever the models standing", () => {
    const objs = objectivesOf(table, [
      { id: "a", x: 50, y: 50 },
      { id: "b", x: 90, y: 50 },
    ]);
    const s: Ww2State = state(
      [unit("b", "blue"), unit("r", "red")],
      [...models("b", 50, 53, 1), ...models("r", 10, 100, 3), ...models("r2", 90, 52, 0)],
      { turn: 6 },
    );
    s.models.push(
      { id: "b-x", unit: "b", x: 10, y: 110, storey: 0, dead: false },
      { id: "b-y", unit: "b", x: 12, y: 110, storey: 0, dead: false },
    );
    expect(verdict(s, ["blue", "red"], true, objs)).toMatchObject({
      winner: "blue",
      reason: "turn limit: blue holds 1 objective point to 0",
    });
    const contested = {
      ...s,
      models: [
        ...s.models,
        { id: "r-c", unit: "r", x: 51, y: 50, storey: 0, dead: false },
        { id: "b-z", unit: "b", x: 0, y: 0, storey: 0, dead: true },
      ],
    };
    expect(verdict(contested, ["blue", "red"], true, objs)).toMatchObject({
      winner: "red",
      reason: "turn limit: objectives level (0 each); the larger share of models standing wins",
    });
  });
});

describe("the melee winner's free move or fire", () => {
  it("after three rounds in a row its side acts first: a move, a shot at the fleeing unit, or declining", () => {
    const tableJson = {
      format: "sightline-table/1",
      lengthUnit: "cm",
      name: "t",
      width: 120,
      depth: 120,
      features: [],
    };
    const { game, body } = handGame(tableJson, {
      sides: [
        { id: "blue", name: "Blue" },
        { id: "red", name: "Red" },
      ],
      units: [
        {
          id: "b",
          side: "blue",
          name: "Blue",
          training: "regular",
          weapon: "rifle",
          models: [{ id: "b1", x: 30, y: 10 }],
        },
        {
          id: "r",
          side: "red",
          name: "Red",
          training: "regular",
          weapon: "rifle",
          models: [
            { id: "r1", x: 14, y: 10 },
            { id: "r2", x: 16, y: 10 },
            { id: "r3", x: 18, y: 10 },
            { id: "r4", x: 20, y: 10 },
          ],
        },
      ],
    });
    const s0: Ww2State = {
      turn: 1,
      turnLimit: 6,
      side: "red",
      phase: "melee",
      units: body.units,
      models: body.models,
      over: null,
    };
    // blue's one model wins three rounds (6 against four 1s each time)
    const m = fightMelee(
      s0,
      ["b", "r"],
      scriptedDice([6, 1, 1, 1, 1, 6, 1, 1, 1, 6, 1, 1]),
      clear,
      body.table,
    );
    expect(m.state.free).toMatchObject({ unit: "b", side: "blue", fleeing: "r" });
    expect(game.seatsToAct(m.state)).toEqual(["blue"]);
    const red = game.apply(m.state, "red", { type: "next" }, hist(scriptedDice([])));
    expect(red.ok ? null : red.error.message).toBe("blue owes Blue's free move or fire first");
    const other = game.apply(m.state, "blue", { type: "next" }, hist(scriptedDice([])));
    expect(other.ok ? null : other.error.code).toBe("free-action");
    const declined = ok(game.apply(m.state, "blue", { type: "decline" }, hist(scriptedDice([]))));
    expect(declined.state.free).toBeNull();
    expect(game.seatsToAct(declined.state)).toEqual(["red"]);
    const b1 = m.state.models.find((x) => x.id === "b1")!;
    const moved = ok(
      game.apply(
        m.state,
        "blue",
        { type: "move", unit: "b", to: [{ model: "b1", x: b1.x, y: b1.y + 4 }] },
        hist(scriptedDice([])),
      ),
    );
    expect(moved.events.map((e) => e.type)).toEqual(["moved", "free"]);
    const r = m.state.models.find((x) => x.unit === "r" && !x.dead)!;
    const fired = ok(
      game.apply(m.state, "blue", { type: "shoot", unit: "b", at: [r.x, r.y] }, hist(scriptedDice([1]))),
    );
    expect(fired.events.map((e) => e.type)).toEqual(["shot", "free"]);
  });
});
