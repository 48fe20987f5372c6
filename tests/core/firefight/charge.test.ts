import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { builtinFirefightRules } from "../../../src/core/firefight/builtin";
import { charge } from "../../../src/core/firefight/charge";
import type { Command } from "../../../src/core/firefight/commands";
import { listedDice } from "../../../src/core/firefight/dice";
import { firefightRuleset } from "../../../src/core/firefight/ruleset";
import type { FirefightState } from "../../../src/core/firefight/state";
import { scriptedDice } from "../../../src/core/game/dice";
import { blind, both, fakeOracle, plainBody, unitAt, worldWith } from "../../support/firefight";

// Charging and melee, and what a unit that passed its Cg check may do (project defaults for the seed's
// unfinished notes; docs/rulesets/firefight.md, "Charge", "Melee", "Cg pass").

const at = (f: { models: readonly { id: string; x: number; y: number }[] }, id: string) => {
  const m = f.models.find((x) => x.id === id)!;
  return [m.x, m.y];
};

describe("a charge", () => {
  it("eats the target's shots first, then makes the big move into base contact and fights a melee", () => {
    // Blue troopers (I 4: a charge reaches 3 × 4 = 12 y) at y 10; red troopers at y 20, a 9 y gap.
    const f = both(unitAt("b", "blue", "trooper", 20, 10, 3), unitAt("r", "red", "trooper", 20, 20, 3));
    const w = worldWith(fakeOracle());
    // red's shots at b: 6 6 6 (all miss). Melee: b strikes on 4 or less (3 + 1 for the charge):
    // 1 2 5 (two hits), r-1 and r-2 save 4+ on 1 and 1 (slain); red strikes on 3 or less, all three
    // (simultaneous): 6 6 6. Blue inflicted 2, red 0: red tests Cg 7 with D6 + 2: 6 → 8, fails by 1.
    const dice = listedDice([6, 6, 6, 1, 2, 5, 1, 1, 6, 6, 6, 6]);
    const { forces, report } = charge(w, f, "b", "r", dice);
    expect(dice.used()).toBe(12);
    expect(report.shots!.rolls.map((r) => r.hit)).toEqual([false, false, false]);
    expect(report).toMatchObject({ reachY: 12, gapY: 9, by: [0, 9], contact: true });
    expect(at(forces, "b-1")).toEqual([20, 19]);
    const m = report.melee!;
    expect(m.volleys[0]!.rolls.map((r) => [r.toHit, r.roll, r.hit])).toEqual([
      [4, 1, true],
      [4, 2, true],
      [4, 5, false],
    ]);
    expect(m.volleys[0]!.saves.map((s) => [s.model, s.target, s.cover, s.roll, s.slain])).toEqual([
      ["r-1", 4, false, 1, true],
      ["r-2", 4, false, 1, true],
    ]);
    expect(m.volleys[1]!.rolls.map((r) => r.toHit)).toEqual([3, 3, 3]);
    expect(m.woundsBy).toEqual({ a: 2, b: 0 });
    expect(m.tests).toEqual([{ unit: "r", cg: 7, roll: 6, margin: 2, result: 8, passed: false, crv: 1 }]);
    // The loser falls back I + CRV = 5 y.
    expect(m.fallBacks.map((x) => [x.unit, x.moveY])).toEqual([["r", 5]]);
    expect(forces.models.filter((x) => x.slain).map((x) => x.id)).toEqual(["r-1", "r-2"]);
  });

  it("out of reach, it stays where it is, having eaten the shots for nothing", () => {
    // A 19 y gap: beyond the 12 y reach, within the red rifles' 24 y.
    const f = both(unitAt("b", "blue", "trooper", 20, 10, 3), unitAt("r", "red", "trooper", 20, 30, 3));
    const w = worldWith(fakeOracle());
    // red: 1 6 6 (one hit), b-1 fails its 4+ save on 2 and is slain.
    const dice = listedDice([1, 6, 6, 2]);
    const { forces, report } = charge(w, f, "b", "r", dice);
    expect(dice.used()).toBe(4);
    expect(report).toMatchObject({ contact: false, by: null, gapY: 19, melee: null });
    expect(report.why).toContain("beyond the charge's 12 y");
    expect(forces.models.find((x) => x.id === "b-1")!.slain).toBe(true);
    expect(at(forces, "b-2")).toEqual([22, 10]);
  });

  it("a unit shot down by the target's fire makes no move", () => {
    const f = both(unitAt("b", "blue", "trooper", 20, 10, 1), unitAt("r", "red", "trooper", 20, 20, 3));
    const dice = listedDice([1, 6, 6, 1]);
    const { report } = charge(worldWith(fakeOracle()), f, "b", "r", dice);
    expect(report).toMatchObject({ contact: false, why: "the charge was shot down", melee: null });
  });
});

// A game on a plain table where everyone sees everyone (fake oracle) but r2, which does not see b2:
// pairing b1 with r1 leaves nothing to pair (seed 003: pairing is obligatory while two enemy units see
// each other), so b2 and r2 stay out of the fire fights. Each entry gets its listed dice.
const body = plainBody([30, 20]);

function start() {
  const rs = firefightRuleset({
    catalog: builtinCatalog(),
    rules: builtinFirefightRules(),
    oracleFor: () => fakeOracle({ blocked: blind("r2", 3, "b2", 3) }),
  });
  const b = rs.parseBody(body);
  if (!b.ok) throw new Error(JSON.stringify(b.error));
  const s = rs.start(b.value, scriptedDice([], "charge-1"));
  if (!s.ok) throw new Error(JSON.stringify(s.error));
  const { game } = s.value;
  const play = (st: FirefightState, seat: string, c: Command, rolls: number[] = []) =>
    game.apply(st, seat, c, { index: 0, before: () => s.value.state, dice: listedDice(rolls) });
  const must = (st: FirefightState, seat: string, c: Command, rolls: number[] = []) => {
    const r = play(st, seat, c, rolls);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  return { game, state: s.value.state, play, must };
}

const refusal = (r: { ok: boolean; error?: { code: string; path?: string } }) =>
  r.ok ? "accepted" : `${r.error!.code} ${r.error!.path ?? ""}`.trim();

describe("charging and the Cg pass in the turn", () => {
  it("a charge replaces an advancing move; units in a fire fight, and other steps, may not charge", () => {
    const t = start();
    let st = t.state;
    expect(refusal(t.play(st, "blue", { type: "charge", unit: "b2", enemy: "r2" }))).toBe("wrong-step");
    st = t.must(st, "blue", { type: "done" }).state;
    st = t.must(st, "red", { type: "done" }).state;
    st = t.must(st, "blue", { type: "pair", unit: "b1", enemy: "r1" }).state;
    st = t.must(st, "blue", { type: "done" }).state;
    st = t.must(st, "blue", { type: "done" }).state;
    st = t.must(st, "red", { type: "done" }).state;
    expect(st.step).toEqual({ kind: "advance", side: "blue" });
    expect(refusal(t.play(st, "blue", { type: "charge", unit: "b1", enemy: "r1" }))).toBe("in-fight $.unit");
    expect(refusal(t.play(st, "blue", { type: "charge", unit: "b2", enemy: "b1" }))).toBe(
      "same-side $.enemy",
    );
    expect(refusal(t.play(st, "red", { type: "charge", unit: "r2", enemy: "b2" }))).toBe("wrong-seat");
    // b2 charges r2 (9 y): r2 cannot see b2, so it has no shots; b2 strikes 1 1 1, r2 fails every
    // save (1 1 1) and is destroyed (no test for a destroyed unit); r2 strikes 6 6 6.
    const c = t.must(st, "blue", { type: "charge", unit: "b2", enemy: "r2" }, [1, 1, 1, 1, 1, 1, 6, 6, 6]);
    st = c.state;
    expect(st.lastCharge).toMatchObject({ charger: "b2", target: "r2", contact: true });
    expect(st.units.find((u) => u.id === "r2")!.status).toBe("destroyed");
    expect(c.events.map((e) => e.type)).toEqual(["roll", "charge"]);
    expect(refusal(t.play(st, "blue", { type: "advance", unit: "b2", by: [0, 1] }))).toBe("moved $.unit");
    expect(t.game.rolled(c.events)).toBe(true);
  });

  it("a loser that passed its Cg check may hold, advance up to I y or charge (the rally step)", () => {
    const t = start();
    let st = t.state;
    for (const [seat, c] of [
      ["blue", { type: "done" }],
      ["red", { type: "done" }],
      ["blue", { type: "pair", unit: "b1", enemy: "r1" }],
      ["blue", { type: "done" }],
      ["blue", { type: "done" }],
      ["red", { type: "done" }],
      ["blue", { type: "done" }],
      ["red", { type: "done" }],
    ] as [string, Command][])
      st = t.must(st, seat, c).state;
    expect(st.step).toEqual({ kind: "fights" });
    // Blue (side a) 1 6 6: one hit, r1-1 fails its save on 1; red 6 6 6; red lost by 1 and tests
    // Cg 7 with 2 + 1 = 3: passed.
    st = t.must(st, "red", { type: "resolve", fight: 0 }, [1, 6, 6, 1, 6, 6, 6, 2]).state;
    expect(st.fights[0]!.passed).toEqual(["r1"]);
    expect(st.step).toEqual({ kind: "winner", side: "blue", fight: 0 });
    st = t.must(st, "blue", { type: "done" }).state;
    expect(st.step).toEqual({ kind: "rally", side: "red", fight: 0, units: ["r1"] });
    expect(refusal(t.play(st, "red", { type: "advance", unit: "r2", by: [0, -1] }))).toBe(
      "not-rallying $.unit",
    );
    expect(refusal(t.play(st, "red", { type: "advance", unit: "r1", by: [0, -5] }))).toBe("bad-move $.by");
    expect(refusal(t.play(st, "blue", { type: "done" }))).toBe("wrong-seat");
    const adv = t.must(st, "red", { type: "advance", unit: "r1", by: [0, -4] }).state;
    expect(adv.models.find((m) => m.id === "r1-2")!.y).toBe(26);
    // Or it charges instead (b1 is 19 y away, beyond I × 3 = 12 y: the shots are eaten, no move).
    const ch = t.must(st, "red", { type: "charge", unit: "r1", enemy: "b1" }, [6, 6, 6]).state;
    expect(ch.lastCharge).toMatchObject({ contact: false, gapY: 19 });
    // Or it holds: done ends the step, and the turn (every fight is resolved).
    const held = t.must(st, "red", { type: "done" }).state;
    expect(held).toMatchObject({ turn: 2, priority: "red", step: { kind: "move", side: "red" } });
  });
});
