import { describe, expect, it } from "vitest";
import type { FfMeasure } from "../../src/core/firefight/ai/measure";
import { fightPreview } from "../../src/core/firefight/ai/preview";
import type { FirefightState } from "../../src/core/firefight/state";
import { commitmentOf } from "../../src/core/game/dice";
import { validateGame } from "../../src/core/game/format";
import { UNHURRIED } from "../../src/core/game/policy";
import { setupSeen } from "../../src/core/game/policy-play";
import { openSession } from "../../src/core/game/session";
import { seededRandom } from "../../src/core/random";
import { firefight } from "../../src/rulesets/firefight";
import { plainBody, row } from "../support/firefight";
import { rulesetGames } from "./ruleset-games";

// Issue 34 (pick fights it wins): the opponent pairs by the fight previewed on the engine's rules
// (preview.ts: the volleys both ways, the Cg checks, the fall backs). A plain table (no terrain), red to
// pair: red's r1 (six troopers) at y 14 faces two blue teams 11" away, b1 (five troopers, first in unit
// order) and b2 (two); r2 stands beyond every range. The two fights slay alike, but b2 shoots back
// with two rifles, not five: r1 pairs with b2.
describe("Firefight's opponent: pairing", async () => {
  const g = await rulesetGames(firefight, "firefight-farm");
  const body = plainBody();
  const file = validateGame(
    {
      format: "sightline-game/3",
      ruleset: "firefight",
      ...body,
      units: [
        { id: "b1", side: "blue", profile: "trooper", models: row("b1-", 10, 26, 5) },
        { id: "b2", side: "blue", profile: "trooper", models: row("b2-", 30, 2, 2) },
        { id: "r1", side: "red", profile: "trooper", models: row("r1-", 16, 14, 6) },
        { id: "r2", side: "red", profile: "trooper", models: row("r2-", 2, 46, 3) },
      ],
      turnLimit: 6,
      seed: "pair-1",
      commitment: commitmentOf("pair-1"),
      commands: [],
    },
    g.registry,
  );
  if (!file.ok) throw new Error(JSON.stringify(file.error));
  const opened = openSession(file.value, g.registry);
  if (!opened.ok) throw new Error(JSON.stringify(opened.error));
  const session = opened.value;
  const s: FirefightState = { ...(session.now as FirefightState), step: { kind: "pair" }, priority: "red" };
  const m = g.policies.opponent!.measure(setupSeen(session, "red")) as FfMeasure;

  it("seed pair-1: it pairs r1 with the team that shoots back least, its factors the previews'", () => {
    const big = fightPreview(m.world, s, ["r1"], ["b1"]);
    const small = fightPreview(m.world, s, ["r1"], ["b2"]);
    expect(small.theirs - small.mine).toBeGreaterThan(big.theirs - big.mine);
    const d = g.policies.opponent!.decide(
      { setup: setupSeen(session, "red"), view: s, toAct: ["red"] },
      "red",
      m,
      {
        budget: UNHURRIED,
        rnd: seededRandom(1),
      },
    )!;
    expect(d.command).toEqual({ type: "pair", unit: "r1", enemy: "b2" });
    const dealt = d.factors.find((f) => f.name === "expected damage dealt")!;
    expect(dealt.value).toBeCloseTo(small.theirs, 9);
    expect(dealt.detail).toContain("slain or fled");
  });
});
