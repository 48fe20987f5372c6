import { describe, expect, it } from "vitest";
import { playOut } from "../../src/core/game/policy-play";
import { seededRandom } from "../../src/core/random";
import { firefight } from "../../src/rulesets/firefight";
import { rulesetGames } from "./ruleset-games";

// Issue 34: Firefight's random player plays every command kind the rules allow and lets the game
// progress. Before its repair (ai/random.ts) the bench's seeds 6 and 20 stopped "stuck" in the pairing:
// the hook reshuffled its couples at every try and missed the one legal pair 16 times running.

describe("Firefight's random player", async () => {
  const g = await rulesetGames(firefight, "firefight-farm");
  const game = (seed: number) => {
    const start = g.newGame(`bench-ai-${seed}`, 6);
    const [blue, red] = start.game.seats as [string, string];
    // the bench's seat order and generators for an even seed: the opponent red, random blue
    return playOut(
      start,
      new Map([
        [red, { policy: g.policies.opponent!, rnd: seededRandom(seed) }],
        [blue, { policy: g.policies.random!, rnd: seededRandom(seed + 7919) }],
      ]),
      { maxEntries: 5000, now: () => 0, budgetMs: 1 },
    );
  };

  for (const seed of [20])
    it(`bench seed ${seed}: the game is played to its end, every pair the random player sends legal`, () => {
      const out = game(seed);
      expect(out.reason).toBe("over");
      const pairs = out.decisions.filter((d) => d.seat === "blue" && d.decision.command.type === "pair");
      expect(pairs.length).toBeGreaterThan(0);
      expect(pairs.filter((d) => !d.accepted)).toEqual([]);
    });

  it("random against random, seeds 1-4: it charges, and its charges are played", () => {
    const kinds = new Set<string>();
    for (let seed = 1; seed <= 4; seed++) {
      const start = g.newGame(`random-${seed}`, 6);
      const [a, b] = start.game.seats as [string, string];
      const out = playOut(
        start,
        new Map([
          [a, { policy: g.policies.random!, rnd: seededRandom(seed) }],
          [b, { policy: g.policies.random!, rnd: seededRandom(seed + 1) }],
        ]),
        { maxEntries: 5000, now: () => 0, budgetMs: 1 },
      );
      expect(out.reason, `seed ${seed}`).toBe("over");
      for (const d of out.decisions) if (d.accepted) kinds.add(String(d.decision.command.type));
    }
    for (const k of ["move", "pair", "advance", "resolve", "charge", "done"]) expect(kinds).toContain(k);
  });
});
