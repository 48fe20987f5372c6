import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../src/core/game/dice";
import { weaponOf } from "../../../src/core/ww2cm/data";
import { damaged, majorRoll, minorRoll, vehicleCan } from "../../../src/core/ww2cm/vehicles";

/** seed 002, Anti-Tank weapons: both charts, their offsets and what each result does. */

describe("the major anti-tank chart", () => {
  it("takes the penetration-minus-armour offset (the seed: pen 2 vs armour 8 makes a 12 a 6)", () => {
    const r = majorRoll(scriptedDice([6, 6]), 2, 8);
    expect(r).toMatchObject({ naturals: [6, 6], offset: -6, result: 6, effects: ["turret-locked"] });
  });
  it.each([
    [1, 1, 0, 2, "tracks-damaged"],
    [1, 1, -5, 1, "secondary-destroyed"],
    [4, 4, 0, 8, "main-weapon-destroyed"],
    [5, 5, 0, 10, "dead"],
    [6, 6, 3, 12, "dead-explodes"],
  ])("%i+%i with offset %i gives %i: %s", (a, b, off, result, effect) => {
    const r = majorRoll(scriptedDice([a, b]), 8 + off, 8);
    expect(r.result).toBe(result);
    expect(r.effects).toEqual([effect]);
  });
  it("result 9 is results 5, 7, 8, 3, 4 and 6 together", () => {
    expect(majorRoll(scriptedDice([4, 5]), 7, 7).effects).toEqual([
      "tracks-destroyed",
      "shocked",
      "main-weapon-destroyed",
      "turret-damaged",
      "sights-damaged",
      "turret-locked",
    ]);
  });
});

describe("the minor anti-tank chart", () => {
  const atRifle = weaponOf("at-rifle")!; // effective 60 cm
  it.each([
    [6, 60, 6, "crew-killed"],
    [6, 60.5, 5, "secondary-destroyed"],
    [6, 80, 5, "secondary-destroyed"],
    [6, 80.5, 4, "turret-damaged"],
    [3, 200, 1, "shocked"],
  ])("a %i at %f cm: %i, %s (−1 per 20 cm beyond the effective range)", (n, d, result, effect) => {
    const r = minorRoll(scriptedDice([n]), atRifle, d);
    expect(r.result).toBe(result);
    expect(r.effects).toEqual([effect]);
  });
});

describe("hull points and damage", () => {
  const tank = { profile: "medium-tank", hullPoints: 4, damage: [], heading: 0, turret: 0 };
  it("costs a hull point per damaging roll; death takes them all", () => {
    expect(damaged(tank, ["tracks-damaged"]).hullPoints).toBe(3);
    expect(damaged(tank, ["dead"]).hullPoints).toBe(0);
    expect(damaged(tank, ["crew-killed"]).hullPoints).toBe(0);
  });
  it("reads the results: tracks, turret, sights, main weapon", () => {
    const t = damaged(damaged(tank, ["tracks-damaged"]), ["turret-damaged", "sights-damaged"]);
    expect(vehicleCan(t)).toMatchObject({ move: true, halfMove: true, shoot: true, toHit: -2 });
    expect(vehicleCan(damaged(tank, ["tracks-destroyed"])).move).toBe(false);
    expect(vehicleCan(damaged(tank, ["main-weapon-destroyed"])).shoot).toBe(false);
    expect(vehicleCan(damaged(tank, ["turret-locked"])).turnTurret).toBe(false);
  });
});
