import { describe, expect, it } from "vitest";
import type { PolicyLevel } from "../../src/core/game/policy";
import { type PlayOutcome, playOut } from "../../src/core/game/policy-play";
import { logFile, openSession, type Session } from "../../src/core/game/session";
import { seededRandom } from "../../src/core/random";
import { firefight } from "../../src/rulesets/firefight";
import { lnl } from "../../src/rulesets/lnl";
import { rulesetGames } from "./ruleset-games";

// Issue 34: whole Firefight and Lock 'n Load games in Node between computer players, seeded, one turn
// each (npm run bench:ai plays longer ones and measures win rates: none is asserted here). The clock
// handed in never moves, so no decision depends on the machine's speed.

const cases = [
  { m: firefight, fixture: "firefight-farm", moves: ["move", "pair"] },
  { m: lnl, fixture: "lnl-crossroads", moves: ["fire", "move"] },
] as const;

for (const { m, fixture, moves } of cases)
  describe(`whole ${m.name} games between computer players`, async () => {
    const g = await rulesetGames(m, fixture);
    const game = (seed: number, other: PolicyLevel): PlayOutcome<Session> => {
      const start = g.newGame(`ai-${m.id}-${seed}`, 1);
      const [a, b] = start.game.seats as [string, string];
      return playOut(
        start,
        new Map([
          [a, { policy: g.policies.opponent!, rnd: seededRandom(seed) }],
          [b, { policy: g.policies[other]!, rnd: seededRandom(seed + 1) }],
        ]),
        { maxEntries: 400, now: () => 0, budgetMs: 1 },
      );
    };
    let first: PlayOutcome<Session>;

    it(`opponent against the baseline, seed 1: over, explained, and the log replays`, () => {
      first = game(1, "baseline");
      expect(first.reason).toBe("over");
      const seat = first.session.game.seats[0]!;
      const mine = first.decisions.filter((d) => d.seat === seat);
      expect(mine.length).toBeGreaterThan(3);
      for (const d of mine) {
        expect(d.decision.summary).not.toBe("");
        expect(d.decision.factors.length).toBeGreaterThan(0);
      }
      const kinds = new Set(mine.filter((d) => d.accepted).map((d) => d.decision.command.type));
      for (const k of moves) expect(kinds).toContain(k);
      // a measured choice names what it beat
      expect(mine.some((d) => d.decision.alternatives.length > 0)).toBe(true);
      expect(mine.some((d) => d.decision.factors.some((f) => f.name === "expected damage taken"))).toBe(true);
      const replayed = openSession(logFile(first.session, null), g.registry);
      expect(replayed.ok ? null : replayed.error).toBeNull();
    });

    it("the same seed gives the same game", () => {
      expect(game(1, "baseline").session.file.commands).toEqual(first.session.file.commands);
    });

    it("opponent against the random player, seed 2: over", () => {
      expect(game(2, "random").reason).toBe("over");
    });
  });
