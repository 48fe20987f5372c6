import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { builtinFirefightRules } from "../../../src/core/firefight/builtin";
import type { Command } from "../../../src/core/firefight/commands";
import { listedDice } from "../../../src/core/firefight/dice";
import { resolveFireFight } from "../../../src/core/firefight/fight";
import { READY_FORCES, readyGameBody } from "../../../src/core/firefight/forces";
import { firefightRuleset } from "../../../src/core/firefight/ruleset";
import type { FirefightState } from "../../../src/core/firefight/state";
import { scriptedDice } from "../../../src/core/game/dice";
import { parseTableText } from "../../../src/core/table/validate";
import {
  blind,
  both,
  type FakeSight,
  fakeOracle,
  plainBody,
  unitAt,
  worldWith,
} from "../../support/firefight";

// The turn's steps with a fake sight oracle (who sees whom is set by each test): pairing needs mutual
// LOS, left-overs join a fight against a lone unit, units in a fight do not advance, the non-priority
// player picks the order, the winner advances.

const body = plainBody();

function start(sight: FakeSight = {}) {
  const rs = firefightRuleset({
    catalog: builtinCatalog(),
    rules: builtinFirefightRules(),
    oracleFor: () => fakeOracle(sight),
  });
  const b = rs.parseBody(body);
  if (!b.ok) throw new Error(JSON.stringify(b.error));
  const s = rs.start(b.value, scriptedDice([], "turn-1"));
  if (!s.ok) throw new Error(JSON.stringify(s.error));
  const { game } = s.value;
  const history = { index: 0, before: () => s.value.state, dice: scriptedDice([], "turn-1") };
  const play = (st: FirefightState, seat: string, c: Command) => game.apply(st, seat, c, history);
  const must = (st: FirefightState, seat: string, c: Command) => {
    const r = play(st, seat, c);
    if (!r.ok) throw new Error(r.error.message);
    return r.value.state;
  };
  return { game, state: s.value.state, play, must };
}

/** From the start to the pairing step. */
const toPairing = (t: ReturnType<typeof start>) =>
  t.must(t.must(t.state, "blue", { type: "done" }), "red", { type: "done" });

describe("the turn", () => {
  it("pairs only units that see each other both ways", () => {
    // r1's models cannot see any of b1's: b1 sees r1, r1 does not see b1.
    const t = start({
      blocked: [
        "r1-1>b1-1",
        "r1-1>b1-2",
        "r1-1>b1-3",
        "r1-2>b1-1",
        "r1-2>b1-2",
        "r1-2>b1-3",
        "r1-3>b1-1",
        "r1-3>b1-2",
        "r1-3>b1-3",
      ],
    });
    const s = toPairing(t);
    const one = t.play(s, "blue", { type: "pair", unit: "b1", enemy: "r1" });
    expect(one.ok ? null : one.error.message).toBe(
      "b1 and r1 do not both have line of sight to each other (measured)",
    );
    const notYours = t.play(s, "red", { type: "pair", unit: "r2", enemy: "b2" });
    expect(notYours.ok ? null : notYours.error.message).toMatch(/blue's part of the turn \(pair\)/);
    expect(t.play(s, "blue", { type: "pair", unit: "b2", enemy: "r2" }).ok).toBe(true);
  });

  it("lets a left-over join against a lone unit, then keeps units in a fight from advancing", () => {
    // r2 does not see b2: once b1 and r1 are paired, b2 is left over (nothing more to pair).
    const t = start({ blocked: blind("r2", 3, "b2", 3) });
    let s = t.must(toPairing(t), "blue", { type: "pair", unit: "b1", enemy: "r1" });
    s = t.must(s, "blue", { type: "done" });
    expect(s.step).toEqual({ kind: "join", side: "blue" });
    s = t.must(s, "blue", { type: "join", unit: "b2", fight: 0 });
    expect(s.fights[0]).toMatchObject({ a: ["b1", "b2"], b: ["r1"] });
    s = t.must(s, "blue", { type: "done" });
    // Red's r2 may not join: the fight's blue side is already two units.
    const r2 = t.play(s, "red", { type: "join", unit: "r2", fight: 0 });
    expect(r2.ok ? null : r2.error.message).toMatch(/several units against one/);
    s = t.must(s, "red", { type: "done" });
    expect(s.step).toEqual({ kind: "advance", side: "blue" });
    const inFight = t.play(s, "blue", { type: "advance", unit: "b1", by: [0, 1] });
    expect(inFight.ok ? null : inFight.error.message).toMatch(/in a fire fight/);
    s = t.must(s, "blue", { type: "done" });
    // r2 is in no fight: it advances up to 2 × I = 8 y, not more.
    const far = t.play(s, "red", { type: "advance", unit: "r2", by: [0, -8.5] });
    expect(far.ok ? null : far.error.message).toMatch(/more than the 8 y allowed/);
    s = t.must(s, "red", { type: "advance", unit: "r2", by: [0, -8] });
    s = t.must(s, "red", { type: "done" });
    expect(s.step).toEqual({ kind: "fights" });
    // Red, the non-priority player, picks the fight; blue may not.
    const blue = t.play(s, "blue", { type: "resolve", fight: 0 });
    expect(blue.ok ? null : blue.error.message).toMatch(/red's part of the turn/);
    const r = t.play(s, "red", { type: "resolve", fight: 0 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const fight = r.value.events.find((e) => e.type === "fight");
    expect(fight && fight.type === "fight" && fight.report.fight).toEqual({ a: ["b1", "b2"], b: ["r1"] });
  });

  it("the movement phase: the priority side first, each unit once, up to I y", () => {
    const t = start();
    expect(t.state.step).toEqual({ kind: "move", side: "blue" });
    expect(t.play(t.state, "red", { type: "move", unit: "r1", by: [0, -1] }).ok).toBe(false);
    // A trooper's I is 4: 4 y is allowed, 4.5 is not; a unit moves once per step.
    const tooFar = t.play(t.state, "blue", { type: "move", unit: "b1", by: [0, 4.5] });
    expect(tooFar.ok ? null : tooFar.error.path).toBe("$.by");
    const s = t.must(t.state, "blue", { type: "move", unit: "b1", by: [0, 4] });
    const again = t.play(s, "blue", { type: "move", unit: "b1", by: [0, 1] });
    expect(again.ok ? null : again.error.code).toBe("moved");
    expect(t.must(s, "blue", { type: "done" }).step).toEqual({ kind: "move", side: "red" });
  });

  it("ends the turn after the fights and passes priority", () => {
    const t = start({
      hidden: [
        "b1-1",
        "b1-2",
        "b1-3",
        "b2-1",
        "b2-2",
        "b2-3",
        "r1-1",
        "r1-2",
        "r1-3",
        "r2-1",
        "r2-2",
        "r2-3",
      ],
    });
    let s = toPairing(t);
    for (const [seat, c] of [
      ["blue", { type: "done" }],
      ["blue", { type: "done" }],
      ["red", { type: "done" }],
      ["blue", { type: "done" }],
      ["red", { type: "done" }],
    ] as const)
      s = t.must(s, seat, c);
    expect(s).toMatchObject({ turn: 2, priority: "red", step: { kind: "move", side: "red" } });
  });
});

describe("several against one", () => {
  it("the lone unit's models each shoot the nearest enemy unit they can see and reach", () => {
    const f = both(
      unitAt("a", "blue", "trooper", 10, 10, 1),
      unitAt("c", "blue", "trooper", 20, 10, 1),
      unitAt("x", "red", "trooper", 10, 20, 2, { dx: 10 }),
    );
    // x-1 (above a) and x-2 (above c): each shoots the unit straight ahead.
    const w = worldWith(fakeOracle());
    const { report } = resolveFireFight(w, f, { a: ["a", "c"], b: ["x"] }, listedDice([6, 6, 6, 6, 1, 1]));
    const xs = report.shooters.filter((l) => l.unit === "x").map((l) => [l.model, l.target]);
    expect(xs).toEqual([
      ["x-1", "a"],
      ["x-2", "c"],
    ]);
    expect(report.volleys.map((v) => [v.attacker, v.target, v.rolls.length])).toEqual([
      ["a", "x", 1],
      ["c", "x", 1],
      ["x", "a", 1],
      ["x", "c", 1],
    ]);
  });
});

describe("the ready-made forces", () => {
  it("deploy in the shipped table's zones and start a game", () => {
    const text = readFileSync(new URL("../../../terrain/firefight-farm.json", import.meta.url), "utf8");
    const t = parseTableText(text, builtinCatalog());
    if (!t.ok) throw new Error("table");
    const rs = firefightRuleset({
      catalog: builtinCatalog(),
      rules: builtinFirefightRules(),
      oracleFor: () => fakeOracle(),
    });
    const [a, b] = READY_FORCES as [(typeof READY_FORCES)[0], (typeof READY_FORCES)[0]];
    for (const [x, y] of [
      [a, b],
      [b, a],
    ] as const) {
      const json = readyGameBody(JSON.parse(text), t.value, [
        { id: "blue", name: "Blue", force: x },
        { id: "red", name: "Red", force: y },
      ]);
      const parsed = rs.parseBody(json);
      expect(parsed.ok ? [] : parsed.error).toEqual([]);
      if (!parsed.ok) continue;
      for (const m of parsed.value.models) {
        const side = parsed.value.units.find((u) => u.id === m.unit)!.side;
        expect(side === "blue" ? m.y <= 8 : m.y >= 40).toBe(true);
      }
      expect(rs.start(parsed.value, scriptedDice()).ok).toBe(true);
    }
  });
});
