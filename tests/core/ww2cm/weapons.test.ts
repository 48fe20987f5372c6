import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { scriptedDice } from "../../../src/core/game/dice";
import { planShot, shoot } from "../../../src/core/ww2cm/fire";
import { measuredWw2Oracle, type Ww2Oracle } from "../../../src/core/ww2cm/measured";
import { WW2CM_SIGHT } from "../../../src/core/ww2cm/sight";
import type { Ww2State } from "../../../src/core/ww2cm/state";
import { createWorld } from "../../../src/geometry/los/world";
import { clear, cmTable, models, state, unit } from "./hand";

/**
 * seed 002, Propelled weapons, Ordinance weapons, Blasts, Jamming, flamethrowers and grenades, and
 * Occupying buildings, on hand-made states; the scatter that stops at terrain on a measured table.
 */

const shotOf = (r: ReturnType<typeof shoot>) => {
  if (!r.ok) throw new Error(r.error.message);
  const e = r.value.events[0]!;
  if (e.type !== "shot") throw new Error("no shot");
  return { shot: e, state: r.value.state };
};
const ok = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const dead = (s: Ww2State) => s.models.filter((m) => m.dead).map((m) => m.id);

describe("blasts, scatter and jamming", () => {
  it("an ordnance round that hits lands on the front model: the inner blast kills, the outer on a 4+, friend or foe", () => {
    const s = state(
      [unit("b", "blue", { weapon: "mortar" }), unit("r", "red"), unit("f", "blue")],
      [
        ...models("b", 50, 10, 1),
        ...models("r", 50, 30, 3),
        { id: "r-far", unit: "r", x: 58, y: 30, storey: 0, dead: false },
        { id: "f-0", unit: "f", x: 49, y: 33, storey: 0, dead: false },
      ],
      { phase: "shoot" },
    );
    // to hit 6; outer: r-2 (4 cm) rolls 4, f-0 (3.2 cm) rolls 3; r-0 (0) and r-1 (2 cm) are under the inner 2 cm
    const { shot, state: after } = shotOf(
      shoot(s, clear, s.units[0]!, [52, 30], undefined, scriptedDice([6, 4, 3])),
    );
    expect(shot.blasts?.[0]).toMatchObject({
      landing: { hit: true, at: [50, 30] },
      inner: ["r-0", "r-1"],
      outer: [
        { model: "r-2", natural: 4, dead: true },
        { model: "f-0", natural: 3, dead: false },
      ],
    });
    expect(dead(after).sort()).toEqual(["r-0", "r-1", "r-2"]);
  });
  it("a propelled round that misses scatters over or short by 2d6 cm and spares the unit it aimed at", () => {
    const s = state(
      [unit("b", "blue", { weapon: "bazooka" }), unit("r", "red"), unit("q", "red")],
      [
        ...models("b", 50, 10, 1),
        ...models("r", 50, 30, 1),
        { id: "r-back", unit: "r", x: 51, y: 37, storey: 0, dead: false },
        ...models("q", 50, 37, 1),
      ],
      { phase: "shoot" },
    );
    // jam test 6 (fires); to hit 1 (miss); scatter d6 6 = over, 2d6 3 + 4 = 7 cm along the line: (50, 37)
    const { shot, state: after } = shotOf(
      shoot(s, clear, s.units[0]!, [50, 30], undefined, scriptedDice([6, 1, 6, 3, 4])),
    );
    expect(shot.jammed).toEqual({ natural: 6, need: 2, fired: true });
    expect(shot.blasts?.[0]?.landing).toMatchObject({
      hit: false,
      scatter: [6, 3, 4],
      at: [50, 37],
      stoppedBy: null,
    });
    expect(dead(after)).toEqual(["q-0"]);
  });
  it("a short scatter (d6 1–3) falls toward the firer", () => {
    const s = state(
      [unit("b", "blue", { weapon: "mortar" }), unit("r", "red")],
      [...models("b", 50, 10, 1), ...models("r", 50, 40, 1)],
      { phase: "shoot" },
    );
    const { shot } = shotOf(shoot(s, clear, s.units[0]!, [50, 40], undefined, scriptedDice([1, 2, 1, 1, 5])));
    expect(shot.blasts?.[0]?.landing.at).toEqual([50, 38]);
  });
  it("a gun that jams does not fire that turn", () => {
    const s = state(
      [unit("b", "blue", { weapon: "bazooka" }), unit("r", "red")],
      [...models("b", 50, 10, 1), ...models("r", 50, 30, 1)],
      { phase: "shoot" },
    );
    const { shot, state: after } = shotOf(
      shoot(s, clear, s.units[0]!, [50, 30], undefined, scriptedDice([1])),
    );
    expect(shot.jammed).toEqual({ natural: 1, need: 2, fired: false });
    expect(shot.rolls.every((r) => r.naturals.length === 0)).toBe(true);
    expect(after.units[0]!.shot).toBe(true);
  });
  it("ordnance suffers no range penalty; out of its sight it fires by an officer's radio", () => {
    const s = state(
      [unit("b", "blue", { weapon: "mortar" }), unit("o", "blue", { officer: 1 }), unit("r", "red")],
      [...models("b", 50, 10, 1), ...models("o", 90, 10, 1), ...models("r", 50, 130, 1)],
      { phase: "shoot" },
    );
    const blind: Ww2Oracle = {
      ...clear,
      line: (a, b) => ({ ...clear.line(a, b), blockedBy: a.x === 50 ? "hill" : null }),
    };
    const [p] = planShot(s, blind, s.units[0]!, [s.models[0]!], [50, 130], s.models[2]!);
    expect(p!.noShot).toBeNull();
    expect(p!.modifiers.map((m) => m.code)).toEqual(["open", "no-range"]);
    expect(p!.modifiers[1]!.why).toBe("ordnance fired by radio: o-0 sees the target");
    const alone = { ...s, units: s.units.map((u) => (u.id === "o" ? { ...u, officer: 0 } : u)) };
    const r = shoot(alone, blind, alone.units[0]!, [50, 130], undefined, scriptedDice([]));
    expect(r.ok ? null : r.error.message).toBe("no model of b has a shot: line blocked by hill");
  });
});

describe("a scatter stops where terrain blocks the gun's line (measured through the 3D table)", () => {
  // a 6-yd building across x 0–20, y 52–58; the gun at (10, 10), the target at (10, 50)
  const table = cmTable([
    {
      id: "B",
      type: "building",
      outline: [
        [0, 52],
        [20, 52],
        [20, 58],
        [0, 58],
      ],
      heightYards: 6,
    },
  ]);
  const world = createWorld(table, builtinCatalog(), WW2CM_SIGHT);
  const oracle = measuredWw2Oracle(world, world.hits, new Map());
  it("explodes on the building's near wall, and ordnance still hits its target there", () => {
    const s = state(
      [unit("b", "blue", { weapon: "mortar" }), unit("r", "red")],
      [...models("b", 10, 10, 1), ...models("r", 10, 50, 1)],
      { phase: "shoot" },
    );
    // to hit 1 (miss); over (5) by 5 + 5 = 10 cm: (10, 60), behind the building; the line from the gun
    // enters it at y 52 (t = 42/50), so the round bursts there: the target 2 cm off is under the inner blast
    const { shot, state: after } = shotOf(
      shoot(s, oracle, s.units[0]!, [10, 50], undefined, scriptedDice([1, 5, 5, 5])),
    );
    const landing = shot.blasts![0]!.landing;
    expect(landing.wouldLand).toEqual([10, 60]);
    expect(landing.stoppedBy).toBe("B");
    expect(landing.at[0]).toBeCloseTo(10, 6);
    expect(landing.at[1]).toBeCloseTo(52, 2);
    expect(dead(after)).toEqual(["r-0"]);
  });
});

describe("occupied buildings, flamethrowers and grenades", () => {
  const house: Ww2Oracle = {
    ...clear,
    buildingAt: (at) => (at.y >= 28 && at.y <= 40 ? { id: "house", openings: 4 } : null),
  };
  const inHouse = (weapon: string, y: number) =>
    state(
      [unit("b", "blue", { weapon }), unit("r", "red"), unit("q", "red")],
      [...models("b", 50, y, 1), ...models("r", 50, 30, 3), ...models("q", 60, 60, 1)],
      { phase: "shoot" },
    );
  it("a flamethrower's hit kills every enemy model in the building", () => {
    const s = inHouse("flamethrower", 15);
    // jam 6; two shots: 6 hits, 1 misses
    const { state: after } = shotOf(
      shoot(s, house, s.units[0]!, [50, 30], undefined, scriptedDice([6, 6, 1])),
    );
    expect(dead(after)).toEqual(["r-0", "r-1", "r-2"]);
  });
  it("grenades hit models in a building twice", () => {
    const s = inHouse("rifle", 22);
    const { shot, state: after } = shotOf(
      shoot(s, house, s.units[0]!, [50, 30], undefined, scriptedDice([6]), false, true),
    );
    expect(shot.weapon).toBe("grenades");
    expect(dead(after)).toEqual(["r-0", "r-1"]);
    const outside = shotOf(shoot(s, clear, s.units[0]!, [50, 30], undefined, scriptedDice([6]), false, true));
    expect(dead(outside.state)).toEqual(["r-0"]);
  });
  it("two models shoot per opening: the rest of a squad in a building has no shot", () => {
    const s = state(
      [unit("b", "blue"), unit("r", "red")],
      [...models("b", 40, 32, 10), ...models("r", 50, 80, 1)],
      { phase: "shoot" },
    );
    const plan = planShot(s, house, s.units[0]!, s.models.slice(0, 10), [50, 80], s.models[10]!);
    expect(plan.filter((p) => p.noShot === null).length).toBe(8);
    expect(plan[9]!.noShot).toBe("no free opening in house (2 models to each opening, 4 openings)");
  });
});

describe("morale after shots: wading water and a radius attack", () => {
  it("a unit wading is not pinned by a failed test", () => {
    const s = state(
      [unit("b", "blue"), unit("r", "red")],
      [...models("b", 50, 10, 4), ...models("r", 50, 40, 4)],
      { phase: "shoot" },
    );
    const wading: Ww2Oracle = { ...clear, ground: () => "wading" };
    // two hits of four; the test 2 fails (need 5), D3 2: stunned, but not pinned in wading water
    const r = shotOf(shoot(s, wading, s.units[0]!, [52, 40], undefined, scriptedDice([6, 6, 1, 1, 2, 2])));
    expect(r.state.units[1]).toMatchObject({ morale: "stunned", pinned: false });
    const dry = shotOf(shoot(s, clear, s.units[0]!, [52, 40], undefined, scriptedDice([6, 6, 1, 1, 2, 2])));
    expect(dry.state.units[1]).toMatchObject({ morale: "stunned", pinned: true });
  });
  it("a unit outside the circle that loses 25% to the blast tests (under an enemy radius attack)", () => {
    const s = state(
      [unit("b", "blue", { weapon: "mortar" }), unit("r", "red", { aliveAtTurnStart: 1 }), unit("q", "red")],
      [...models("b", 50, 10, 1), ...models("r", 50, 30, 1), ...models("q", 53, 30, 4)],
      { phase: "shoot" },
    );
    // the circle at (45, 30) holds r-0 only; the round hits it; q-0 (3 cm) rolls 4 and dies, q-1 (5 cm) 1
    const r = ok(shoot(s, clear, s.units[0]!, [45, 30], undefined, scriptedDice([6, 4, 1, 1, 3])));
    expect(r.events.map((e) => (e.type === "morale" ? `${e.unit} ${e.result}` : e.type))).toEqual([
      "shot",
      "q instinct",
    ]);
  });
});
