import { describe, expect, it } from "vitest";
import type { FfMeasure } from "../../src/core/firefight/ai/measure";
import { chargePreview } from "../../src/core/firefight/ai/preview";
import type { FirefightState } from "../../src/core/firefight/state";
import { UNHURRIED } from "../../src/core/game/policy";
import { setupSeen } from "../../src/core/game/policy-play";
import { seededRandom } from "../../src/core/random";
import { firefight } from "../../src/rulesets/firefight";
import { rulesetGames } from "./ruleset-games";

// Issue 34 (Firefight's specifics): the opponent charges where the engine's own charge, previewed over
// its own dice (shots eaten, the big move, the melee, the Cg check, the fall back), is worth it, and not
// where the enemy stands beyond its big move. The farm's set-up, red's brutes moved in front of blue's
// second rifle team (y 4), red to act in the advance step.
describe("Firefight's opponent: charges", async () => {
  const g = await rulesetGames(firefight, "firefight-farm");
  const session = g.newGame("charge-1", 6);
  const start = session.now as FirefightState;
  const m = g.policies.opponent!.measure(setupSeen(session, "red")) as FfMeasure;
  /** the start with red's brutes in a line `gap` inches north of the rifle team's line (y 4) */
  const brutesAt = (gap: number): FirefightState => ({
    ...start,
    step: { kind: "advance", side: "red" },
    models: start.models.map((x) =>
      x.unit === "red-brutes" ? { ...x, x: 21 + Number(x.id.slice(-1)) * 1.5, y: 4 + 1 + gap } : x,
    ),
  });
  const decide = (s: FirefightState, seed: number) =>
    g.policies.opponent!.decide({ setup: setupSeen(session, "red"), view: s, toAct: ["red"] }, "red", m, {
      budget: UNHURRIED,
      rnd: seededRandom(seed),
    });

  it("seed charge-1: 6 inches from a rifle team, the brutes charge the team worth most, the preview's factors named", () => {
    const s = brutesAt(6);
    const d = decide(s, 1)!;
    expect(d.command).toMatchObject({ type: "charge", unit: "red-brutes" });
    const enemy = String(d.command.enemy);
    // the charge it made is the better of the two rifle teams in reach, and wins models on the dice
    const p = chargePreview(m.world, s, "red-brutes", enemy);
    const other = chargePreview(
      m.world,
      s,
      "red-brutes",
      enemy === "blue-rifles-1" ? "blue-rifles-2" : "blue-rifles-1",
    );
    expect(p.theirs).toBeGreaterThan(p.mine);
    expect(p.theirs - p.mine).toBeGreaterThanOrEqual(other.theirs - other.mine - 1e-9);
    const dealt = d.factors.find((f) => f.name === "expected damage dealt")!;
    expect(dealt.value).toBeCloseTo(p.theirs, 9);
    expect(dealt.detail).toContain("slain or fled");
  });

  it("seed charge-1: 14 inches away, beyond the brutes' 12 y big move, no charge", () => {
    const d = decide(brutesAt(14), 1)!;
    expect(d.command.type).not.toBe("charge");
  });
});
