import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { scriptedDice } from "../../../src/core/game/dice";
import { validateTable } from "../../../src/core/table/validate";
import { shoot } from "../../../src/core/ww2cm/fire";
import { fightMelee } from "../../../src/core/ww2cm/melee";
import type { Model, Unit, Ww2State } from "../../../src/core/ww2cm/state";
import { clear, state as handState, models, unit } from "./hand";

/**
 * seed 002, Shooting and Anti-Tank weapons on a hand-made state with a stand-in oracle (clear lines,
 * open ground; the measured lines are measured.test.ts's): who may fire, which hits hurt a tank, the
 * explosion's shrapnel, and that melee marks the fighters as having moved.
 */

const t = validateTable(
  { format: "sightline-table/1", lengthUnit: "cm", name: "t", width: 120, depth: 120, features: [] },
  builtinCatalog(),
);
if (!t.ok) throw new Error("table");

const tank = { profile: "medium-tank", hullPoints: 4, damage: [], heading: 0, turret: 0 };
/** hand.ts's state, in the shooting phase. */
const state = (units: Unit[], ms: Model[]): Ww2State => handState(units, ms, { phase: "shoot" });

describe("who fires and what a hit does", () => {
  it("rolls only for the firers chosen, and names one that is not the unit's", () => {
    const s = state(
      [unit("b", "blue"), unit("r", "red")],
      [...models("b", 50, 10, 4), ...models("r", 50, 30, 4)],
    );
    const r = shoot(s, clear, s.units[0]!, [52, 30], ["b-1", "b-3"], scriptedDice([1, 1]));
    if (!r.ok) throw new Error(r.error.message);
    const shot = r.value.events[0]!;
    expect(shot.type === "shot" ? shot.rolls.map((x) => x.model) : null).toEqual(["b-1", "b-3"]);
    const bad = shoot(s, clear, s.units[0]!, [52, 30], ["b-1", "r-0"], scriptedDice([]));
    expect(bad.ok ? null : bad.error).toMatchObject({ code: "bad-firer", path: "$.firers[1]" });
  });
  it("small arms hits pass a tank by: only anti-tank weapons damage it", () => {
    const s = state(
      [unit("b", "blue"), unit("r", "red", { vehicle: tank, weapon: "tank-gun" })],
      [...models("b", 50, 10, 2), ...models("r", 50, 30, 1)],
    );
    const r = shoot(s, clear, s.units[0]!, [50, 30], undefined, scriptedDice([6, 6]));
    if (!r.ok) throw new Error(r.error.message);
    const shot = r.value.events[0]!;
    expect(shot.type === "shot" ? [shot.rolls.map((x) => x.hits), shot.removed, shot.charts] : null).toEqual([
      [1, 1],
      [],
      [],
    ]);
    expect(r.value.state.units[1]!.vehicle!.hullPoints).toBe(4);
  });
  it("an anti-tank hit rolls the major chart with the penetration-minus-armour offset", () => {
    const s = state(
      [unit("b", "blue", { weapon: "at-gun" }), unit("r", "red", { vehicle: tank, weapon: "tank-gun" })],
      [...models("b", 50, 10, 1), ...models("r", 50, 30, 1)],
    );
    // to hit 6; chart 3 + 3 + (8 − 7) = 7: shocked
    const r = shoot(s, clear, s.units[0]!, [50, 30], undefined, scriptedDice([6, 3, 3]));
    if (!r.ok) throw new Error(r.error.message);
    const shot = r.value.events[0]!;
    expect(shot.type === "shot" ? shot.charts[0]!.roll : null).toMatchObject({
      result: 7,
      effects: ["shocked"],
    });
    expect(r.value.state.units[1]!.vehicle).toMatchObject({ hullPoints: 3, damage: ["shocked"] });
  });
  it("a 12 blows the tank up: 1d6 + 3 cm of shrapnel kills its enemies within on a 4+", () => {
    const s = state(
      [
        unit("b", "blue", { weapon: "at-gun" }),
        unit("b2", "blue"),
        unit("r", "red", { vehicle: tank, weapon: "tank-gun" }),
      ],
      [
        ...models("b", 50, 10, 1),
        { id: "near-1", unit: "b2", x: 53, y: 30, storey: 0, dead: false },
        { id: "near-2", unit: "b2", x: 50, y: 34, storey: 0, dead: false },
        { id: "far", unit: "b2", x: 50, y: 40, storey: 0, dead: false },
        ...models("r", 50, 30, 1),
      ],
    );
    // to hit 6; chart 6 + 6 + 1 = 12 (kept to 12); radius 2 + 3 = 5 cm: near-1 (3 cm) and near-2 (4 cm)
    // roll 4 (dies) and 3 (lives); "far" at 10 cm rolls nothing
    const r = shoot(s, clear, s.units[0]!, [50, 30], undefined, scriptedDice([6, 6, 6, 2, 4, 3]));
    if (!r.ok) throw new Error(r.error.message);
    const shot = r.value.events[0]!;
    if (shot.type !== "shot") throw new Error("shot");
    expect(shot.shrapnel).toEqual([
      {
        vehicle: "r",
        radiusCm: 5,
        rolls: [
          { model: "near-1", natural: 4 },
          { model: "near-2", natural: 3 },
        ],
        killed: ["near-1"],
      },
    ]);
    expect(
      r.value.state.models
        .filter((m) => m.dead)
        .map((m) => m.id)
        .sort(),
    ).toEqual(["near-1", "r-0"]);
  });
  it("turns the turret to the circle; a locked turret fires only where it points", () => {
    const s = state(
      [unit("b", "blue", { vehicle: tank, weapon: "tank-gun" }), unit("r", "red"), unit("r2", "red")],
      [...models("b", 50, 50, 1), ...models("r", 60, 50, 2), ...models("r2", 50, 40, 1)],
    );
    const r = shoot(s, clear, s.units[0]!, [61, 50], undefined, scriptedDice([1]));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.state.units[0]!.vehicle!.turret).toBeCloseTo(90, 9);
    const locked = { ...s.units[0]!, vehicle: { ...tank, turret: 90, damage: ["turret-locked" as const] } };
    expect(shoot(s, clear, locked, [61, 50], undefined, scriptedDice([1])).ok).toBe(true);
    const behind = shoot(s, clear, locked, [50, 40], undefined, scriptedDice([1]));
    expect(behind.ok ? null : behind.error.message).toBe(
      "b's turret is locked pointing 90°; the circle is at 180°",
    );
  });
  it("melee counts as having moved", () => {
    const s = state(
      [unit("b", "blue"), unit("r", "red")],
      [...models("b", 50, 10, 1), ...models("r", 50, 11, 1)],
    );
    const r = fightMelee(s, ["b", "r"], scriptedDice([6, 1]), clear, t.value);
    expect(r.state.units.map((u) => u.moved)).toEqual([true, true]);
  });
});
