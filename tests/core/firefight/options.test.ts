import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { builtinFirefightRules } from "../../../src/core/firefight/builtin";
import type { Command } from "../../../src/core/firefight/commands";
import type { FirefightEvent } from "../../../src/core/firefight/game";
import { firefightRuleset } from "../../../src/core/firefight/ruleset";
import type { FirefightState } from "../../../src/core/firefight/state";
import { scriptedDice } from "../../../src/core/game/dice";
import { blind, fakeOracle, plainBody } from "../../support/firefight";

// The set-up's game option `naturalOneFails` (docs/rulesets/firefight.md, "1+ and 7+"): stored in the
// set-up, it wins over the rules data's setting for that game (so `sightline replay` plays it too).

function fightSaves(option: boolean | undefined) {
  const rules = builtinFirefightRules();
  const trooper = rules.profiles.get("trooper")!;
  const profiles = new Map(rules.profiles);
  // S 1 against T 6 is 1+ in the seed's table
  profiles.set("weak", { ...trooper, id: "weak", s: 1 });
  profiles.set("tough", { ...trooper, id: "tough", t: 6 });
  const rs = firefightRuleset({
    catalog: builtinCatalog(),
    rules: { ...rules, profiles },
    // r2 does not see b2: b1 against r1 is the one pair to make (pairing is obligatory, seed 003)
    oracleFor: () => fakeOracle({ blocked: blind("r2", 3, "b2", 3) }),
  });
  const body = plainBody();
  body.units[0]!.profile = "weak";
  body.units[2]!.profile = "tough";
  const b = rs.parseBody({ ...body, ...(option === undefined ? {} : { naturalOneFails: option }) });
  if (!b.ok) throw new Error(JSON.stringify(b.error));
  const s = rs.start(b.value, scriptedDice([]));
  if (!s.ok) throw new Error(JSON.stringify(s.error));
  const { game } = s.value;
  // blue's 3 shots hit (1s), the 1+ saves (rolled or not) come next, red's shots miss (6s), then Cg
  const dice = scriptedDice([1, 1, 1, 1, 1, 1, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6]);
  const history = { index: 0, before: () => s.value.state, dice };
  let st: FirefightState = s.value.state;
  let events: FirefightEvent[] = [];
  const must = (seat: string, c: Command) => {
    const r = game.apply(st, seat, c, history);
    if (!r.ok) throw new Error(r.error.message);
    st = r.value.state;
    events = r.value.events;
  };
  must("blue", { type: "done" });
  must("red", { type: "done" });
  must("blue", { type: "pair", unit: "b1", enemy: "r1" });
  must("blue", { type: "done" });
  must("blue", { type: "done" });
  must("red", { type: "done" });
  must("blue", { type: "done" });
  must("red", { type: "done" });
  must("red", { type: "resolve", fight: 0 });
  const fight = events.find((e) => e.type === "fight");
  if (fight?.type !== "fight") throw new Error("no fight");
  return fight.report.volleys[0]!.saves.map((x) => [x.target, x.roll, x.saved]);
}

describe("the naturalOneFails game option", () => {
  it("absent: the rules data's setting (false): 1+ saves without a die", () => {
    expect(fightSaves(undefined)).toEqual([
      [1, null, true],
      [1, null, true],
      [1, null, true],
    ]);
  });
  it("true in the set-up: each 1+ save is rolled and a natural 1 fails", () => {
    expect(fightSaves(true)).toEqual([
      [1, 1, false],
      [1, 1, false],
      [1, 1, false],
    ]);
  });
  it("a set-up that is not a boolean is refused, naming the field", () => {
    const rs = firefightRuleset({
      catalog: builtinCatalog(),
      rules: builtinFirefightRules(),
      oracleFor: () => fakeOracle(),
    });
    const b = rs.parseBody({ ...plainBody(), naturalOneFails: "yes" });
    expect(b.ok ? null : b.error[0]?.path).toBe("$.naturalOneFails");
  });
});
