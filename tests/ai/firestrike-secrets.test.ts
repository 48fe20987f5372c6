import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { UNHURRIED } from "../../src/core/game/policy";
import { playOut, seenBy, setupSeen } from "../../src/core/game/policy-play";
import { seededRandom } from "../../src/core/random";
import { newGame, policies } from "./firestrike-games";

// Issue 34: no decision uses another seat's hidden information. Firestrike hides a side's placements
// from the other until the first turn (core/firestrike/match/ruleset.ts). Blue deploys first, at
// placements drawn from each run's seed (the secrets scrambled); red's opponent then decides from
// its seat's view, which must give the same decision whatever blue's placements are.

describe("Firestrike's computer players read only their seat's view", () => {
  const start = newGame("ridge-and-village", "secrets", { deployed: false, turns: 1 });
  const [blue, red] = start.game.seats as [string, string];
  /** The game once blue has deployed at random (seed `seed`) and handed over to red. */
  const blueDeployed = (seed: number) =>
    playOut(start, new Map([[blue, { policy: policies.random!, rnd: seededRandom(seed) }]]), {
      maxEntries: 40,
      now: () => 0,
      budgetMs: 1000,
    }).session;

  for (const level of ["opponent", "baseline", "random"] as const)
    it(`red's ${level} decides the same whatever blue's hidden placements (fast-check seed 34)`, () => {
      const decide = (seed: number) => {
        const s = blueDeployed(seed);
        expect(s.game.seatsToAct(s.now)).toEqual([red]);
        const p = policies[level]!;
        return p.decide(seenBy(s, red), red, p.measure(setupSeen(s, red)), {
          budget: UNHURRIED,
          rnd: seededRandom(7),
        });
      };
      const first = decide(1);
      expect(first?.command.type).toBe("deploy");
      fc.assert(
        fc.property(fc.integer({ min: 2, max: 1_000_000 }), (seed) => {
          // the secrets did differ: blue's placements are not the first run's
          const a = blueDeployed(seed).now as { deployment: { placed: unknown } };
          const b = blueDeployed(1).now as { deployment: { placed: unknown } };
          expect(a.deployment.placed).not.toEqual(b.deployment.placed);
          expect(decide(seed)).toEqual(first);
        }),
        { seed: 34, numRuns: 6 },
      );
    });
});
