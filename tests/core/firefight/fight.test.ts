import { describe, expect, it } from "vitest";
import { listedDice } from "../../../src/core/firefight/dice";
import { cgCheck, resolveFireFight } from "../../../src/core/firefight/fight";
import { checkMove } from "../../../src/core/firefight/movement";
import { measurePath } from "../../../src/core/firefight/terrain";
import { both, fakeOracle, plainTable, unitAt, worldWith } from "../../support/firefight";

describe("the Cg check and the combat resolution value (seed 003, Resolution)", () => {
  it("Cg 7, result 9: fails by 2, CRV 2; a pass gives CRV 0", () => {
    expect(cgCheck(7, 6, 3)).toEqual({ result: 9, passed: false, crv: 2 });
    expect(cgCheck(7, 4, 3)).toEqual({ result: 7, passed: true, crv: 0 });
    expect(cgCheck(7, 1, 0)).toEqual({ result: 1, passed: true, crv: 0 });
  });
});

describe("a fire fight with scripted dice", () => {
  // Blue: 3 troopers (Bs 4, S 3, T 3, W 1, Cg 7) at y 10; red: 3 troopers at y 20, r-1 behind cover.
  const setup = () => {
    const f = both(unitAt("b", "blue", "trooper", 20, 10, 3), unitAt("r", "red", "trooper", 20, 20, 3));
    return { f, w: worldWith(fakeOracle({ cover: ["r-1"] })) };
  };

  it("rolls to hit, saves with the table and cover, allocates closest first, tests the loser", () => {
    const { f, w } = setup();
    // b's to-hit: 2 4 6 (two hits); saves by r-1 (cover: 4+ → 3+): 2 fails; r-2 (4+): 5 saves.
    // r's to-hit: 5 6 1 (one hit); b-1 saves 4+ on 4.
    // Blue inflicted 1, red 0: red tests Cg 7 with D6 + 1: rolls 6 → 7, passes.
    const dice = listedDice([2, 4, 6, 2, 5, 5, 6, 1, 4, 6]);
    const { forces, report } = resolveFireFight(w, f, { a: ["b"], b: ["r"] }, dice);
    expect(dice.used()).toBe(10);
    const [vb, vr] = report.volleys;
    expect(vb!.rolls.map((r) => [r.roll, r.hit])).toEqual([
      [2, true],
      [4, true],
      [6, false],
    ]);
    expect(vb!.saves.map((s) => [s.model, s.tableTarget, s.cover, s.target, s.roll, s.saved])).toEqual([
      ["r-1", 4, true, 3, 2, false],
      ["r-2", 4, false, 4, 5, true],
    ]);
    expect(vr!.saves.map((s) => [s.model, s.target, s.roll, s.saved])).toEqual([["b-1", 4, 4, true]]);
    expect(report.woundsBy).toEqual({ a: 1, b: 0 });
    expect(report.loser).toBe("b");
    expect(report.tests).toEqual([{ unit: "r", cg: 7, roll: 6, margin: 1, result: 7, passed: true, crv: 0 }]);
    expect(report.fallBacks).toEqual([]);
    // The slain model stays where it fell.
    const r1 = forces.models.find((m) => m.id === "r-1")!;
    expect(r1).toMatchObject({ slain: true, wounds: 1, x: 20, y: 20 });
  });

  it("a natural 1: 1+ saves without a die by default; with naturalOneFails the die is rolled and a 1 fails", () => {
    // S 1 against T 6 is 1+ in the seed's table.
    const base = worldWith(fakeOracle());
    const trooper = base.rules.profiles.get("trooper")!;
    const profiles = new Map(base.rules.profiles);
    profiles.set("weak", { ...trooper, id: "weak", s: 1 });
    profiles.set("tough", { ...trooper, id: "tough", t: 6 });
    const f = both(unitAt("g", "blue", "weak", 20, 10, 2), unitAt("t", "red", "tough", 20, 14, 2));
    const fight = { a: ["g"], b: ["t"] };
    // Default: g hits twice (1, 1), both saved with no die; t misses twice (6, 6); equal wounds.
    const byDefault = resolveFireFight(
      { ...base, rules: { ...base.rules, profiles } },
      f,
      fight,
      listedDice([1, 1, 6, 6]),
    );
    expect(byDefault.report.volleys[0]!.saves.map((x) => [x.target, x.roll, x.saved])).toEqual([
      [1, null, true],
      [1, null, true],
    ]);
    // Equal wounds (0 and 0): neither side lost, so no Cg check is taken (seed 003: the side that
    // inflicted fewer wounds tests).
    expect(byDefault.report.woundsBy).toEqual({ a: 0, b: 0 });
    expect(byDefault.report.loser).toBeNull();
    expect(byDefault.report.tests).toEqual([]);
    // naturalOneFails: each 1+ save is rolled; 1 fails, 2 saves.
    const settings = { ...base.rules.settings, naturalOneFails: true };
    const strict = { ...base, rules: { ...base.rules, profiles, settings } };
    const r = resolveFireFight(strict, f, fight, listedDice([1, 1, 1, 2, 6, 6, 1]));
    expect(r.report.volleys[0]!.saves.map((x) => [x.target, x.roll, x.saved])).toEqual([
      [1, 1, false],
      [1, 2, true],
    ]);
    expect(r.report.woundsBy).toEqual({ a: 1, b: 0 });
  });

  it("7+ cannot be saved (no die is rolled), and +1 cover makes it 6+", () => {
    // Rules data with two extra profiles: S 7 against T 1 is 7+ in the seed's table.
    const base = worldWith(fakeOracle({ cover: ["t-2"] }));
    const trooper = base.rules.profiles.get("trooper")!;
    const profiles = new Map(base.rules.profiles);
    profiles.set("giant", { ...trooper, id: "giant", s: 7 });
    profiles.set("wisp", { ...trooper, id: "wisp", t: 1 });
    const w = { ...base, rules: { ...base.rules, profiles } };
    const f = both(unitAt("g", "blue", "giant", 20, 10, 2), unitAt("t", "red", "wisp", 19, 14, 2, { dx: 4 }));
    // g-1 and g-2 hit (1, 2): t-1 first (closest, no cover): 7+, no die, wounded and slain; then t-2
    // (cover): 6+, rolls 6, saved. Then t's two shots miss (6, 6); t lost 1-0 and tests: 1 + 1 = 2, passes.
    const dice = listedDice([1, 2, 6, 6, 6, 1]);
    const { report } = resolveFireFight(w, f, { a: ["g"], b: ["t"] }, dice);
    expect(dice.used()).toBe(6);
    expect(
      report.volleys[0]!.saves.map((x) => [x.model, x.tableTarget, x.cover, x.target, x.roll, x.saved]),
    ).toEqual([
      ["t-1", 7, false, 7, null, false],
      ["t-2", 7, true, 6, 6, true],
    ]);
  });

  it("a failed check falls back I + CRV and a model slain becomes difficult terrain", () => {
    const table = plainTable();
    const f = both(unitAt("b", "blue", "trooper", 20, 10, 3), unitAt("r", "red", "trooper", 20, 30, 3));
    const w = worldWith(fakeOracle(), table);
    // b to-hit 1 1 6 (two hits), r's saves 1 1 (both fail); r's three shots 6 6 6 miss (all three
    // shoot: both sides fire from where they stood at the start); r's Cg check rolls 6.
    const dice = listedDice([1, 1, 6, 1, 1, 6, 6, 6, 6]);
    const { forces, report } = resolveFireFight(w, f, { a: ["b"], b: ["r"] }, dice);
    expect(report.woundsBy).toEqual({ a: 2, b: 0 });
    // r tests: 6 + 2 = 8 against Cg 7: fails by 1, CRV 1: falls back I 4 + 1 = 5 y.
    expect(report.tests[0]).toMatchObject({ roll: 6, margin: 2, result: 8, passed: false, crv: 1 });
    const fb = report.fallBacks[0]!;
    expect(fb.moveY).toBe(5);
    // No cover on the table. From r-3 at (24, 30): left and right edges 24 y, far edge 18 y, near edge
    // 30 y but toward the enemy (not a way back). The far edge is the nearest: it moves 5 y toward it.
    expect(fb.target).toMatchObject({ kind: "edge", edge: "far", distanceY: 18 });
    expect(fb.fled).toBe(false);
    const r3 = forces.models.find((m) => m.id === "r-3")!;
    expect([r3.x, r3.y]).toEqual([24, 35]);
    // The slain r-1 is difficult terrain: a path across it costs double there.
    const slain = forces.models.filter((m) => m.slain);
    expect(slain.map((m) => m.id)).toEqual(["r-1", "r-2"]);
    const across = measurePath(table, slain, 1, [20, 27], [20, 33]);
    expect(across.difficultInches).toBeCloseTo(2, 1);
    // b moving 22" north: b-1 and b-2 cross r-1 and r-2 (2" each inside their bases): 24 y.
    const short = checkMove(w, forces, "b", [0, 22], 23.9);
    expect(short.ok ? null : short.error).toMatch(/costs 24 y .*more than the 23.9 y allowed/);
    const enough = checkMove(w, forces, "b", [0, 22], 24);
    expect(enough.ok && enough.value.costY).toBe(24);
  });
});
