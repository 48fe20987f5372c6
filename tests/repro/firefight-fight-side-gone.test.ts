import { describe, expect, it } from "vitest";
import { listedDice } from "../../src/core/firefight/dice";
import { resolveFireFight } from "../../src/core/firefight/fight";
import { both, fakeOracle, unitAt, worldWith } from "../support/firefight";

// Regression (issue 34's benchmark, seed 22 with a charging red): a won fight's charge destroyed a unit
// paired in a fight not yet resolved; resolving that fight handed the engine a side with no unit in play
// and it threw a TypeError (shots.ts: no enemy to pick) instead of a result. Now such a fight ends
// without a shot, won by no one, no die rolled.
describe("repro: a fire fight whose one side is no longer in play", () => {
  it("is resolved without a shot or a die, won by no one", () => {
    const f = both(unitAt("b", "blue", "trooper", 20, 10, 3), unitAt("r", "red", "trooper", 20, 20, 3));
    const dice = listedDice([]);
    const { forces, report } = resolveFireFight(worldWith(fakeOracle()), f, { a: ["b"], b: [] }, dice);
    expect(dice.used()).toBe(0);
    expect(report).toMatchObject({ loser: null, woundsBy: { a: 0, b: 0 }, volleys: [], tests: [] });
    expect(forces).toEqual(f);
  });
});
