import { describe, expect, it } from "vitest";
import { wilson95 } from "../../src/cli/bench-ai-stats";
import { stanceOf as ffStance, standingOf } from "../../src/core/firefight/ai/victory";
import type { FirefightState } from "../../src/core/firefight/state";
import { viewOf } from "../../src/core/firestrike/ai/common";
import type { FsMeasure } from "../../src/core/firestrike/ai/measure";
import { movedTo } from "../../src/core/firestrike/ai/moves";
import { holdFactor, mayHold, touches } from "../../src/core/firestrike/ai/objectives";
import { objectiveHolders } from "../../src/core/firestrike/match/result";
import { allBases } from "../../src/core/firestrike/query";
import type { GameState } from "../../src/core/firestrike/state";
import { seenBy, setupSeen } from "../../src/core/game/policy-play";
import { stanceOf as lnlStance } from "../../src/core/lnl/ai/victory";
import type { LnlState } from "../../src/core/lnl/state";
import { overCheck } from "../../src/core/lnl/turn";
import { firefight } from "../../src/rulesets/firefight";
import { lnl } from "../../src/rulesets/lnl";
import { newGame, policies } from "./firestrike-games";
import { rulesetGames } from "./ruleset-games";

// Issue 34 item 3: each opponent plays to its ruleset's end. These check the readings of the end
// against the engines' own judgement of it, and the benchmark's interval against published values.

describe("bench:ai's Wilson 95% interval", () => {
  // reference values (Newcombe 1998, Statistics in Medicine 17:857, method 3): 15/148 → 0.0624–0.1605,
  // 81/263 → 0.2553–0.3662, 0/10 → 0–0.2775; 8/8 → 0.6756–1
  it.each([
    [0, 10, 0, 0.278],
    [8, 8, 0.676, 1],
    [15, 148, 0.062, 0.16],
    [81, 263, 0.255, 0.366],
  ])("%i of %i: %f–%f", (k, n, lo, hi) => {
    expect(wilson95(k, n)).toEqual([lo, hi]);
  });
});

describe("Firestrike: objectives held as the engine counts them", () => {
  const session = newGame("ridge-and-village", "victory-1", { deployed: true, turns: 12 });
  const blue = session.game.seats[0]!;
  const s = viewOf(seenBy(session, blue)).state as GameState;
  const m = policies.opponent!.measure(setupSeen(session, blue)) as FsMeasure;
  const objectives = m.body.table.objectives;
  const mine = allBases(s).filter((b) => b.side === blue);
  const b = mine.find((x) => mayHold(m.env, x))!;

  it.each(objectives.map((o) => [o.id, o] as const))(
    "a blue combat base moved onto %s holds it, for the engine too",
    (_id, o) => {
      const there = movedTo(b, o.at);
      expect(touches(there, o)).toBe(true);
      const f = holdFactor(s, m.env, objectives, b, there, mine);
      expect(f.value).toBeGreaterThan(0);
      // the engine's count on a copy of the state with the base moved there
      const copy = structuredClone(s) as GameState;
      const moved = allBases(copy).find((x) => x.id === b.id)!;
      moved.x = o.at[0];
      moved.y = o.at[1];
      moved.facing = there.facing;
      const held = objectiveHolders(copy, m.env, m.body.table).find((x) => x.id === o.id)!;
      expect(held.holder === blue || held.contested).toBe(true);
    },
  );

  it("where it stands (the deployment zone) it holds nothing", () => {
    expect(holdFactor(s, m.env, objectives, b, b, mine).value).toBe(0);
  });
});

describe("Firefight and Lock 'n Load: the lead as the engine would judge the end", async () => {
  const ff = await rulesetGames(firefight, "firefight-farm");
  const ln = await rulesetGames(lnl, "lnl-crossroads");

  it("Firefight farm, seed victory-1: blue's 12 models lead red's 10; blue guards, red trades, all in by the end", () => {
    const s = ff.newGame("victory-1", 6).now as FirefightState;
    expect([standingOf(s, "blue"), standingOf(s, "red")]).toEqual([12, 10]);
    const b = ffStance(s, "blue");
    const r = ffStance(s, "red");
    expect(b.lead).toBe(2);
    expect(r.lead).toBe(-2);
    expect(b.takenWeight).toBeGreaterThan(r.takenWeight);
    expect(r.closeIn).toBeGreaterThanOrEqual(b.closeIn);
    // the last turn: behind, a model lost costs red nothing (the game is lost unless it slays)
    const last = { ...s, turn: 6 };
    expect(ffStance(last, "red").takenWeight).toBe(0);
    expect(ffStance(last, "red").closeIn).toBeGreaterThan(ffStance(last, "blue").closeIn);
    expect(ffStance(last, "blue").takenWeight).toBeGreaterThan(ffStance(s, "blue").takenWeight);
  });

  it("Lock 'n Load crossroads, seed victory-1: the side ahead is the one the engine would declare", () => {
    const s = ln.newGame("victory-1", 6).now as LnlState;
    const judged = overCheck(s, true)!.winner;
    for (const side of s.sides) {
      const st = lnlStance(s, side);
      if (judged === null) expect(st.lead).toBe(0);
      else expect(st.lead > 0).toBe(side === judged);
    }
  });
});
