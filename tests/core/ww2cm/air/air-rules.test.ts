import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../../src/core/game/dice";
import { arrivalNeed, rollArrival } from "../../../../src/core/ww2cm/air/arrival";
import { attackProblem, diveEntryProblem, resolveAttacks } from "../../../../src/core/ww2cm/air/attacks";
import { dogfight, fireAtPlane, interceptRoll } from "../../../../src/core/ww2cm/air/damage";
import { aircraftOf } from "../../../../src/core/ww2cm/air/data";
import { crossing, type FlightPath, passedOver, pathProblem } from "../../../../src/core/ww2cm/air/path";
import { nightDeployProblem, nightRangePenalty, nightShotProblem } from "../../../../src/core/ww2cm/night";
import { cmTable, models, state, unit } from "../hand";

/** seed 002's aircraft sentences, one test each (docs/rulesets/ww2cm.md, "Air and night"). */
const fighter = aircraftOf("fighter")!;
const fb = aircraftOf("fighter-bomber")!;
const diver = aircraftOf("dive-bomber")!;
const table = cmTable([], { depth: 90 });

describe("arrival", () => {
  it("the turn before 5+, the intended turn 3+, the turn after 5+, then never; not yet before; none at night", () => {
    expect([1, 2, 3, 4, 5, 6].map((t) => arrivalNeed(t, 4, false))).toEqual([
      { none: "not-yet" },
      { none: "not-yet" },
      { need: 5 },
      { need: 3 },
      { need: 5 },
      { none: "never" },
    ]);
    expect(arrivalNeed(4, 4, true)).toEqual({ none: "night" });
  });
  it("arrives on the need, not one under", () => {
    expect(rollArrival("p", 4, 4, false, scriptedDice([3]))).toMatchObject({ natural: 3, arrived: true });
    expect(rollArrival("p", 3, 4, false, scriptedDice([4]))).toMatchObject({ natural: 4, arrived: false });
    // no roll where it may not roll: the die stays unused
    const dice = scriptedDice([6]);
    expect(rollArrival("p", 6, 4, false, dice)).toEqual({ none: "never" });
    expect(dice.roll(6)).toBe(6);
  });
});

describe("the flight path", () => {
  it("enters from the owner's edge and exits on any edge", () => {
    const ok: FlightPath = { entry: [30, 0], exit: [120, 60], altitudeYards: 40 };
    expect(pathProblem(ok, table, "south")).toBeNull();
    expect(pathProblem(ok, table, "north")?.path).toBe("$.entry");
    expect(pathProblem({ ...ok, exit: [60, 45] }, table, "south")?.message).toMatch(/on no table edge/);
    // a dive bomber enters over its target, not at an edge
    expect(pathProblem({ ...ok, entry: [60, 45], exit: [60, 90] }, table, "south", true)).toBeNull();
  });
  it("passes over the units with a model within 6.5 cm, in order along it", () => {
    const s = state(
      [unit("a", "red"), unit("b", "red"), unit("c", "red")],
      [...models("a", 40, 26, 1), ...models("b", 20, 16.4, 1), ...models("c", 60, 40, 1)],
    );
    // path along y = 10 from x 0: b's model 6.4 cm off (passed, at s 20), a's 16 cm off (not)
    const p: FlightPath = { entry: [0, 10], exit: [120, 10], altitudeYards: 40 };
    expect(passedOver(p, s.models)).toEqual([{ unit: "b", s: 20 }]);
    expect(passedOver(p, s.models, 19)).toEqual([]);
  });
});

describe("plane damage", () => {
  it("machine guns: a hit then 6+ for 1 point; cannon 4+ for 2; flak +2 to hit with cannon stats", () => {
    // regular AA (4+): rolls 4 (hit, damage 5: none), 3 (miss)
    expect(fireAtPlane("regular", 2, "mg", 0, scriptedDice([4, 5, 3])).points).toBe(0);
    expect(fireAtPlane("regular", 1, "mg", 0, scriptedDice([4, 6])).points).toBe(1);
    expect(fireAtPlane("regular", 1, "cannon", 0, scriptedDice([4, 4])).points).toBe(2);
    expect(fireAtPlane("regular", 1, "cannon", 0, scriptedDice([4, 3])).points).toBe(0);
    // flak: a 2 hits a regular's 4+ with its +2
    const flak = fireAtPlane("regular", 1, "cannon", 2, scriptedDice([2, 4]));
    expect(flak.shots[0]).toEqual({ natural: 2, hit: true, damageDie: 4, points: 2 });
    expect(fireAtPlane("regular", 1, "cannon", 0, scriptedDice([2])).shots[0]!.hit).toBe(false);
  });
  it("intercepts on a d6 equal or higher than the target's roll", () => {
    expect(interceptRoll(4, scriptedDice([4])).success).toBe(true);
    expect(interceptRoll(4, scriptedDice([3])).success).toBe(false);
  });
  it("the interceptor's path must cross the target's; where they cross is where attacks stop if it falls", () => {
    const target: FlightPath = { entry: [0, 45], exit: [120, 45], altitudeYards: 40 };
    const cross = crossing(target, { entry: [50, 90], exit: [70, 0], altitudeYards: 40 });
    expect(cross).toMatchObject({ x: 60, y: 45, sA: 60 });
    expect(crossing(target, { entry: [0, 90], exit: [120, 60], altitudeYards: 40 })).toBeNull();
  });
  it("a tail gunner fires back at the same time: both volleys count even when it is shot down", () => {
    // the fighter (veteran 3+, 4 mg shots) hits four times, each damage die a 6: 4 points, the dive
    // bomber's 4 → 0; its tail gunner (regular 4+, 2 mg shots) still fires: 4 then 6 (1 point), 1 (miss)
    const d = dogfight(
      { type: fighter, points: 3 },
      { type: diver, points: 4 },
      scriptedDice([3, 6, 3, 6, 3, 6, 3, 6, 4, 6, 1]),
    );
    expect(d.defenderLeft).toBe(0);
    expect(d.back!.points).toBe(1);
    expect(d.attackerLeft).toBe(2);
  });
});

describe("attacks", () => {
  const path: FlightPath = { entry: [0, 10], exit: [120, 10], altitudeYards: 40 };
  const s = state(
    [unit("me", "blue"), unit("a", "red"), unit("b", "red"), unit("far", "red")],
    [
      ...models("me", 2, 60, 1),
      ...models("a", 30, 10, 4),
      ...models("b", 80, 12, 4),
      ...models("far", 60, 60, 4),
    ],
  );
  it("bombs on a unit passed over; each weapon once; all weapons at one target allowed", () => {
    expect(attackProblem(s, "blue", fb, path, [{ weapon: 2, unit: "far" }])?.error.code).toBe(
      "not-passed-over",
    );
    expect(
      attackProblem(s, "blue", fb, path, [
        { weapon: 1, unit: "a" },
        { weapon: 1, unit: "b" },
      ])?.error.path,
    ).toBe("$.attacks[1].weapon");
    expect(
      attackProblem(s, "blue", fb, path, [
        { weapon: 0, unit: "a" },
        { weapon: 1, unit: "a" },
        { weapon: 2, unit: "a" },
      ]),
    ).toBeNull();
  });
  it("a bomb that hits bursts on the model nearest the path: the inner blast kills, the outer on 4+", () => {
    // regular crew 4+: the bomb rolls 5 (hit) on a-0 (30, 10); inner 3 cm: a-0 and a-1 (32, 10);
    // outer 6.5 cm: a-2 (34) rolls 4 (dies), a-3 (36) rolls 3 (lives)
    const r = resolveAttacks(s, "p", fb, path, [{ weapon: 2, unit: "a" }], scriptedDice([5, 4, 3]));
    expect(r.events[0]).toMatchObject({ weapon: "bombs", naturals: [5], killed: ["a-0", "a-1", "a-2"] });
  });
  it("a rocket that misses scatters and spares its target", () => {
    // 2 rockets at b: both miss (1, 1), each scatters over by 6+6: b is spared whatever lands there
    const r = resolveAttacks(
      s,
      "p",
      fb,
      path,
      [{ weapon: 1, unit: "b" }],
      scriptedDice([1, 4, 6, 6, 1, 4, 6, 6]),
    );
    expect(r.events[0]!.killed).toEqual([]);
    expect(r.events[0]!.blasts[0]!.landing.at).toEqual([92, 12]);
  });
  it("shot down at the crossing, it attacks nothing beyond that point", () => {
    const r = resolveAttacks(
      s,
      "p",
      fb,
      path,
      [
        { weapon: 0, unit: "a" },
        { weapon: 2, unit: "b" },
      ],
      scriptedDice([6, 6]),
      60,
    );
    expect(r.events.map((e) => e.unit)).toEqual(["a"]);
    expect(r.events[0]!.killed).toEqual(["a-0", "a-1"]);
  });
  it("a dive bomber enters over its target, hits it without a roll, and its target tests morale at −1", () => {
    const dive: FlightPath = { entry: [30, 10], exit: [30, 90], altitudeYards: 40 };
    expect(diveEntryProblem(s, dive, "b")).toMatch(/directly above/);
    expect(diveEntryProblem(s, dive, "a")).toBeNull();
    const s2 = state(s.units, [
      ...s.models,
      ...models("a", 30, 30, 2).map((m) => ({ ...m, id: `${m.id}x` })),
    ]);
    // no to-hit die; inner kills a-0, a-1; outer: a-2 rolls 1, a-3 rolls 1; morale 5 − 1 = 4 < 5: fails, D3 2
    const r = resolveAttacks(s2, "p", diver, dive, [{ weapon: 0, unit: "a" }], scriptedDice([1, 1, 5, 2]));
    expect(r.events[0]).toMatchObject({ need: null, naturals: [], killed: ["a-0", "a-1"] });
    expect(r.events[0]!.morale).toMatchObject({ natural: 5, modifier: -1, passed: false, result: "stunned" });
    expect(r.state.units.find((u) => u.id === "a")).toMatchObject({ morale: "stunned", pinned: true });
  });
});

describe("night", () => {
  it("fires only up to 50 cm unless the target fired and has not moved since", () => {
    const firer = { id: "f", x: 0, y: 0 };
    expect(nightShotProblem(firer, [{ x: 50, y: 0 }], false)).toBeNull();
    expect(nightShotProblem(firer, [{ x: 50.1, y: 0 }], false)).toMatch(/only 50 cm/);
    expect(nightShotProblem(firer, [{ x: 90, y: 0 }], true)).toBeNull();
  });
  it("−2 for every 50 cm band", () => {
    expect([49.99, 50, 99.99, 100, 150].map(nightRangePenalty)).toEqual([0, -2, -2, -4, -6]);
  });
  it("only airborne infantry deploy at night; no aircraft", () => {
    expect(nightDeployProblem("drop")).toBeNull();
    expect(nightDeployProblem("glider")).toBeNull();
    expect(nightDeployProblem("aircraft")).toMatch(/aircraft cannot/);
    expect(nightDeployProblem("ground")).toMatch(/only airborne/);
  });
});
