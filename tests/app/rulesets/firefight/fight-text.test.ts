import { describe, expect, it } from "vitest";
import { fightLines } from "../../../../src/app/rulesets/firefight/fight-text";
import { listedDice } from "../../../../src/core/firefight/dice";
import { resolveFireFight } from "../../../../src/core/firefight/fight";
import { both, fakeOracle, unitAt, worldWith } from "../../../support/firefight";

/**
 * Issue 38 item 3, "fights paired 37 y apart end 0–0 with no dice shown": seed 003 step 1 gives no D6 to
 * a model out of range (rifles: 24 y), so the 0–0 is the rules' answer; the page must say why in words.
 */

describe("a resolved fire fight's words on the page", () => {
  it("says why no dice were rolled when the units stand 37 y apart, beyond rifle range", () => {
    // troopers carry rifles (24 y); bases 37 y apart edge to edge on a 1 y/inch table
    const f = both(unitAt("b", "blue", "trooper", 20, 5, 2), unitAt("r", "red", "trooper", 20, 43, 2));
    const dice = listedDice([]);
    const { report } = resolveFireFight(worldWith(fakeOracle({})), f, { a: ["b"], b: ["r"] }, dice);
    expect(dice.used()).toBe(0);
    const lines = fightLines(report);
    expect(lines[1]).toMatch(/neither side could shoot \(out of sight or range, seed 003 step 1\)/);
    const at = lines.indexOf("  b: no dice, no model of it may shoot");
    expect(at).toBeGreaterThan(1);
    expect(lines[at + 1]).toMatch(/^ {4}b-1: nearest target 37 y, beyond range 24 y: no shot$/);
    expect(lines).toContain("  r: no dice, no model of it may shoot");
    expect(lines.some((l) => /r-2: nearest target 37 y, beyond range 24 y/.test(l))).toBe(true);
    // the reasons come before the count of wounds, which stays the report's
    expect(lines.findIndex((l) => l.startsWith("  wounds inflicted: b 0, r 0"))).toBeGreaterThan(at);
  });

  it("adds nothing to a fight where both sides rolled (9 y apart, both in range)", () => {
    const f = both(unitAt("b", "blue", "trooper", 20, 10, 1), unitAt("r", "red", "trooper", 20, 20, 1));
    const { report } = resolveFireFight(
      worldWith(fakeOracle({})),
      f,
      { a: ["b"], b: ["r"] },
      listedDice([6, 6]),
    );
    expect(report.volleys).toHaveLength(2);
    expect(fightLines(report).join("\n")).not.toMatch(/no dice|neither side/);
  });
});
