import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../src/core/catalog/builtin";
import { firefightBot } from "../../src/core/firefight/bot";
import { builtinFirefightRules } from "../../src/core/firefight/builtin";
import type { Command } from "../../src/core/firefight/commands";
import { firefightRuleset } from "../../src/core/firefight/ruleset";
import type { FirefightState } from "../../src/core/firefight/state";
import { scriptedDice } from "../../src/core/game/dice";
import { blind, type FakeSight, fakeOracle, plainBody } from "../support/firefight";

// Regression (issue 39 item 5): the priority player could end the pairing with enemy units that see
// each other left unpaired. Seed 003, Pair off Units: "the priority player pairs off enemy units with
// line of sight to each other into fire fights. Any left over units … can join": pairing is the
// procedure, only joining is a choice. So `done` is refused while a blue and a red unit, both in no
// fire fight, see each other; which pairs to make stays the priority player's choice.
// Blue b1, b2 (priority) and red r1, r2, three trooper models each.

function start(sight: FakeSight) {
  const rs = firefightRuleset({
    catalog: builtinCatalog(),
    rules: builtinFirefightRules(),
    oracleFor: () => fakeOracle(sight),
  });
  const b = rs.parseBody(plainBody());
  if (!b.ok) throw new Error(JSON.stringify(b.error));
  const s = rs.start(b.value, scriptedDice([], "pairing"));
  if (!s.ok) throw new Error(JSON.stringify(s.error));
  const { game } = s.value;
  const history = { index: 0, before: () => s.value.state, dice: scriptedDice([], "pairing") };
  const play = (st: FirefightState, seat: string, c: Command) => game.apply(st, seat, c, history);
  const must = (st: FirefightState, seat: string, c: Command) => {
    const r = play(st, seat, c);
    if (!r.ok) throw new Error(r.error.message);
    return r.value.state;
  };
  // the movement phase passed: the pairing step
  const pairing = must(must(s.value.state, "blue", { type: "done" }), "red", { type: "done" });
  expect(pairing.step).toEqual({ kind: "pair" });
  return { play, must, pairing };
}

describe("repro: pairing is obligatory while enemy units see each other (seed 003, Pair off Units)", () => {
  it("done is refused while a couple that sees each other is unpaired, and says which", () => {
    const t = start({});
    const none = t.play(t.pairing, "blue", { type: "done" });
    expect(none.ok ? "ended" : none.error).toMatchObject({ code: "pairs-left" });
    expect(none.ok ? "" : none.error.message).toMatch(/^b1 and r1 see each other/);
    const one = t.must(t.pairing, "blue", { type: "pair", unit: "b1", enemy: "r1" });
    const still = t.play(one, "blue", { type: "done" });
    expect(still.ok ? "ended" : still.error.message).toMatch(/^b2 and r2 see each other/);
    const two = t.must(one, "blue", { type: "pair", unit: "b2", enemy: "r2" });
    expect(t.must(two, "blue", { type: "done" }).step).toEqual({ kind: "join", side: "blue" });
  });

  it("one-way sight owes no pair, and which pairs to make is the priority player's choice", () => {
    // r2 does not see b2 (b2 sees r2); every other couple sees each other both ways. Pairing b1–r1
    // leaves b2 with no free partner that sees it, so the pairing may end, though b1–r2 and b2–r1
    // would have made two fights: the seed asks for pairs while one can be made, not the most pairs.
    const t = start({ blocked: blind("r2", 3, "b2", 3) });
    const one = t.must(t.pairing, "blue", { type: "pair", unit: "b1", enemy: "r1" });
    expect(t.must(one, "blue", { type: "done" }).step).toEqual({ kind: "join", side: "blue" });
    // b2 is a left-over: it may join the fight against the lone r1, or not
    const two = t.must(t.pairing, "blue", { type: "pair", unit: "b1", enemy: "r2" });
    const owed = t.play(two, "blue", { type: "done" });
    expect(owed.ok ? "ended" : owed.error.message).toMatch(/^b2 and r1 see each other/);
  });

  it("a game with no sight at all pairs nothing and ends the pairing at once", () => {
    const all = [
      ...blind("b1", 3, "r1", 3),
      ...blind("b1", 3, "r2", 3),
      ...blind("b2", 3, "r1", 3),
      ...blind("b2", 3, "r2", 3),
    ];
    const t = start({ blocked: all });
    expect(t.play(t.pairing, "blue", { type: "done" }).ok).toBe(true);
  });

  it("the bot offers every free couple before done, so its games still get past the pairing", () => {
    const t = start({});
    const one = t.must(t.pairing, "blue", { type: "pair", unit: "b1", enemy: "r1" });
    const c = firefightBot.candidates(one, "blue", () => 0.5);
    expect(c.filter((x) => x.type === "pair")).toEqual([{ type: "pair", unit: "b2", enemy: "r2" }]);
    expect(c.at(-1)).toEqual({ type: "done" });
  });
});
