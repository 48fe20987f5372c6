import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../src/core/game/dice";
import { charge } from "../../../src/core/ww2cm/charge";
import { shoot, shootProblem } from "../../../src/core/ww2cm/fire";
import { fightMelee } from "../../../src/core/ww2cm/melee";
import type { MeleeLock, Unit, VehicleState, Ww2State } from "../../../src/core/ww2cm/state";
import { beginTurn } from "../../../src/core/ww2cm/turn";
import { clear, cmTable, handGame, hist, models, state, unit } from "./hand";

/** seed 002: a melee that lasts (fire into it, fleeing it), and riding in a truck. */

const table = cmTable([]);
const ok = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const lock = (patch: Partial<MeleeLock> = {}): MeleeLock => ({
  units: ["b", "r"],
  streak: { side: null, n: 0 },
  credit: [0, 0],
  ...patch,
});
/** blue's b and red's r locked in melee at y 50; blue's shooters s 30 cm off. */
const locked = (patch: Partial<Ww2State> = {}) =>
  state(
    [
      unit("b", "blue", { charged: true }),
      unit("r", "red", { charged: true }),
      unit("s", "blue", { aliveAtTurnStart: 3 }),
    ],
    [...models("b", 50, 48, 3), ...models("r", 50, 52, 3), ...models("s", 50, 20, 3)],
    { phase: "shoot", melees: [lock()], ...patch },
  );
const dead = (s: Ww2State) =>
  s.models
    .filter((m) => m.dead)
    .map((m) => m.id)
    .sort();

describe("firing into a melee (seed 002, Melee)", () => {
  it("re-rolls the misses; the re-rolled passes kill the firer's own models, counted in the next round", () => {
    const s = locked();
    // s's 3 rifles in the open need 4 (+1): 6 and 6 hit red, 1 misses; its re-roll 5 passes: the blue
    // model nearest the firers (b-1, straight ahead of them) falls
    const r = ok(shoot(s, clear, s.units[2]!, [52, 52], undefined, scriptedDice([6, 6, 1, 5])));
    const shot = r.events[0]!;
    expect(shot.type === "shot" && shot.intoMelee).toMatchObject({
      friend: "b",
      enemy: "r",
      rerolls: [
        { model: "s-0", naturals: [] },
        { model: "s-1", naturals: [] },
        { model: "s-2", naturals: [5] },
      ],
      ownKilled: ["b-1"],
    });
    expect(dead(r.state)).toEqual(["b-1", "r-0", "r-1"]);
    // blue's fire took 2 red models, red is credited the blue one
    expect(r.state.melees).toEqual([lock({ credit: [2, 1] })]);
    // the next round: all miss, but the credit wins it for blue
    const m = fightMelee({ ...r.state, phase: "melee" }, ["b", "r"], scriptedDice([1, 1, 1]), clear, table);
    expect(m.event.rounds[0]).toMatchObject({ kills: [0, 0], credit: [2, 1], winner: 0 });
  });
  it("a re-rolled miss that fails hits nobody; a shot at no melee re-rolls nothing", () => {
    const s = locked();
    const r = ok(shoot(s, clear, s.units[2]!, [52, 52], undefined, scriptedDice([6, 1, 1, 2, 1])));
    expect(dead(r.state)).toEqual(["r-1"]);
    expect(r.state.melees).toEqual([lock({ credit: [1, 0] })]);
    const free = locked({ melees: undefined });
    // no lock: three dice only (a fourth would be drawn from an empty script and throw)
    const n = ok(shoot(free, clear, free.units[2]!, [52, 52], undefined, scriptedDice([6, 1, 1])));
    expect(n.events[0]!.type === "shot" && n.events[0]!.intoMelee).toBeUndefined();
  });
  it("a melee that reaches the round cap stays locked: its units stay in melee next turn", () => {
    const s = { ...locked({ melees: undefined, side: "blue", phase: "melee" }) };
    // 12 rounds, every die a 1: nobody falls, no round is won
    const m = fightMelee(s, ["b", "r"], scriptedDice(Array(72).fill(1)), clear, table);
    expect(m.event).toMatchObject({ end: "cap", winner: null });
    expect(m.state.melees).toEqual([lock()]);
    const red = beginTurn(m.state, "red", 1, clear, table, scriptedDice([])).state;
    expect(red.units.find((u) => u.id === "r")!.charged).toBe(true);
    expect(shootProblem(red.units.find((u) => u.id === "r")!)).toBe("r is in melee");
    // a third unit does not charge into it: it fires into it instead
    const c = charge({ ...m.state, phase: "melee" }, clear, table, m.state.units[2]!, "r", scriptedDice([]));
    expect(c.ok ? null : c.error.message).toBe(
      "r is locked in melee with b: fire into the melee instead (project default)",
    );
  });
});

/** A game of the hand table with blue's b and red's r (3 models each), and blue's truck t. */
function game(extra: unknown[] = []) {
  const unitOf = (id: string, side: string, xs: [number, number][], more: Record<string, unknown> = {}) => ({
    id,
    side,
    name: id,
    training: "regular",
    weapon: "rifle",
    models: xs.map(([x, y], i) => ({ id: `${id}-${i}`, x, y })),
    ...more,
  });
  return handGame(
    { format: "sightline-table/1", lengthUnit: "cm", name: "t", width: 120, depth: 120, features: [] },
    {
      sides: [
        { id: "blue", name: "Blue" },
        { id: "red", name: "Red" },
      ],
      units: [
        unitOf("b", "blue", [
          [50, 48],
          [52, 48],
          [54, 48],
        ]),
        unitOf("r", "red", [
          [50, 52],
          [52, 52],
          [54, 52],
        ]),
        unitOf("t", "blue", [[80, 20]], { vehicle: "truck" }),
        ...extra,
      ],
    },
  );
}

describe("fleeing a melee (seed 002: the other player gets to fire and move)", () => {
  it("a locked unit's move leaves the melee; its foe fires and moves, in either order, then play goes on", () => {
    const { game: g, body } = game();
    const s0: Ww2State = {
      turn: 1,
      turnLimit: 6,
      side: "red",
      phase: "move",
      units: body.units.map((u) => (u.id === "b" || u.id === "r" ? { ...u, charged: true } : u)),
      models: body.models,
      over: null,
      melees: [lock()],
    };
    const away = (y: number) => [0, 1, 2].map((i) => ({ model: `r-${i}`, x: 50 + 2 * i, y }));
    const fled = ok(g.apply(s0, "red", { type: "move", unit: "r", to: away(56) }, hist(scriptedDice([]))));
    expect(fled.events.map((e) => e.type)).toEqual(["moved", "fled"]);
    expect(fled.state.melees).toBeUndefined();
    expect(fled.state.free).toMatchObject({ unit: "b", side: "blue", fleeing: "r", both: true });
    expect(g.seatsToAct(fled.state)).toEqual(["blue"]);
    expect(g.apply(fled.state, "red", { type: "next" }, hist(scriptedDice([]))).ok).toBe(false);
    // blue fires (three rifles, all miss) and is still owed its move; a second shot is refused
    const fired = ok(
      g.apply(fled.state, "blue", { type: "shoot", unit: "b", at: [52, 56] }, hist(scriptedDice([1, 1, 1]))),
    );
    expect(fired.state.free).toMatchObject({ fire: false, move: true });
    const again = g.apply(
      fired.state,
      "blue",
      { type: "shoot", unit: "b", at: [52, 56] },
      hist(scriptedDice([])),
    );
    expect(again.ok ? null : again.error.message).toBe("b may move at the fleeing unit, or decline, first");
    const to = [0, 1, 2].map((i) => ({ model: `b-${i}`, x: 50 + 2 * i, y: 44 }));
    const moved = ok(g.apply(fired.state, "blue", { type: "move", unit: "b", to }, hist(scriptedDice([]))));
    expect(moved.state.free).toBeNull();
    expect(g.seatsToAct(moved.state)).toEqual(["red"]);
  });
  it("a locked unit that does not move fights on in the melee phase, its streak kept", () => {
    const { game: g, body } = game();
    const s0: Ww2State = {
      turn: 1,
      turnLimit: 6,
      side: "blue",
      phase: "shoot",
      units: body.units.map((u) => (u.id === "b" || u.id === "r" ? { ...u, charged: true } : u)),
      models: body.models,
      over: null,
      melees: [lock({ streak: { side: 0, n: 2 } })],
    };
    // one round: blue 6 1 1 kills one, red 1 1 1 none: blue's third win in a row
    const r = ok(g.apply(s0, "blue", { type: "next" }, hist(scriptedDice([6, 1, 1, 1, 1, 1]))));
    expect(r.events.map((e) => e.type)).toEqual(["phase", "melee"]);
    expect(r.events[1]).toMatchObject({ end: "three-in-a-row", winner: 0 });
    expect(r.state.melees).toBeUndefined();
    expect(r.state.free).toMatchObject({ unit: "b", fleeing: "r" });
  });
});

describe("riding in a truck (project default: getting in and out)", () => {
  const s0 = (g: ReturnType<typeof game>): Ww2State => ({
    turn: 1,
    turnLimit: 6,
    side: "blue",
    phase: "move",
    units: g.body.units,
    models: g.body.models.map((m) => (m.unit === "b" ? { ...m, y: m.y - 26 } : m)),
    over: null,
  });
  it("gets in within 4 cm, rides where the truck goes, gets out within 4 cm of it and has moved", () => {
    const g = game();
    const s = s0(g);
    // b's models at (50..54, 22): 26-30 cm from the truck at (80, 20)
    const far = g.game.apply(s, "blue", { type: "embark", unit: "b", vehicle: "t" }, hist(scriptedDice([])));
    expect(far.ok ? null : far.error.message).toBe(
      "b-0 is 30.1 cm from t; a model gets in within its 4 cm move",
    );
    const near: Ww2State = {
      ...s,
      models: s.models.map((m) => (m.unit === "b" ? { ...m, x: m.x + 27 } : m)),
    };
    const inside = ok(
      g.game.apply(near, "blue", { type: "embark", unit: "b", vehicle: "t" }, hist(scriptedDice([]))),
    );
    expect(inside.state.units.find((u) => u.id === "b")!.inside).toBe("t");
    expect(inside.state.models.filter((m) => m.unit === "b").every((m) => m.x === 80 && m.y === 20)).toBe(
      true,
    );
    const drove = ok(
      g.game.apply(
        inside.state,
        "blue",
        { type: "move", unit: "t", to: [{ model: "t-0", x: 80, y: 36 }] },
        hist(scriptedDice([])),
      ),
    );
    expect(drove.state.models.filter((m) => m.unit === "b").every((m) => m.y === 36)).toBe(true);
    const out = (dy: number) => [0, 1, 2].map((i) => ({ model: `b-${i}`, x: 78 + 2 * i, y: 36 + dy }));
    const same = g.game.apply(
      drove.state,
      "blue",
      { type: "disembark", unit: "b", to: out(3) },
      hist(scriptedDice([])),
    );
    expect(same.ok ? null : same.error.message).toBe("b got in this turn");
    const next: Ww2State = {
      ...drove.state,
      units: drove.state.units.map((u) => ({ ...u, moved: false })),
    };
    const tooFar = g.game.apply(
      next,
      "blue",
      { type: "disembark", unit: "b", to: out(5) },
      hist(scriptedDice([])),
    );
    expect(tooFar.ok ? null : tooFar.error.path).toBe("$.to[0]");
    const got = ok(
      g.game.apply(next, "blue", { type: "disembark", unit: "b", to: out(3) }, hist(scriptedDice([]))),
    );
    const b = got.state.units.find((u) => u.id === "b")!;
    expect(b.inside).toBeUndefined();
    expect(b.moved).toBe(true);
    expect(got.events).toEqual([{ type: "disembarked", unit: "b", vehicle: "t" }]);
  });
  it("refuses more riders than seats, and a rider does not shoot", () => {
    const big = Array.from({ length: 10 }, (_, i) => [78 + (i % 5), 18 + Math.floor(i / 5) * 2]);
    const g = game([
      {
        id: "p",
        side: "blue",
        name: "p",
        training: "regular",
        weapon: "rifle",
        inside: "t",
        models: big.map(([x, y], i) => ({ id: `p-${i}`, x, y })),
      },
    ]);
    const s = s0(g);
    // the riders' models stand at the truck from the set-up
    expect(s.models.filter((m) => m.unit === "p").every((m) => m.x === 80 && m.y === 20)).toBe(true);
    const near: Ww2State = {
      ...s,
      models: s.models.map((m) => (m.unit === "b" ? { ...m, x: m.x + 27 } : m)),
    };
    const r = g.game.apply(near, "blue", { type: "embark", unit: "b", vehicle: "t" }, hist(scriptedDice([])));
    expect(r.ok ? null : r.error.message).toBe("t seats 12; 10 ride in it and b has 3");
    expect(shootProblem(s.units.find((u) => u.id === "p") as Unit)).toBe("p rides in a vehicle");
  });
  it("an ordnance round's inner blast on a truck kills its riders with it", () => {
    const truck: VehicleState = {
      profile: "truck",
      hullPoints: 0,
      damage: [],
      heading: 0,
      turret: 0,
      damagePoints: 3,
      crew: 2,
    };
    const s = state(
      [
        unit("m", "blue", { weapon: "mortar" }),
        unit("t", "red", { vehicle: truck }),
        unit("p", "red", { inside: "t" }),
      ],
      [
        ...models("m", 50, 10, 1),
        ...models("t", 50, 40, 1),
        ...models("p", 50, 40, 1).map((m) => ({ ...m, x: 50, y: 40 })),
      ],
      { phase: "shoot" },
    );
    // the mortar hits (6): the truck is under the inner blast
    const r = ok(shoot(s, clear, s.units[0]!, [50, 40], undefined, scriptedDice([6])));
    expect(dead(r.state)).toEqual(["p-0", "t-0"]);
  });
});
