import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FirefightState } from "../../src/core/firefight/state";
import { UNHURRIED } from "../../src/core/game/policy";
import { playOut, seenBy, setupSeen } from "../../src/core/game/policy-play";
import { seededRandom } from "../../src/core/random";
import { firefight } from "../../src/rulesets/firefight";
import { lnl } from "../../src/rulesets/lnl";
import { rulesetGames } from "./ruleset-games";

// Issue 34: no decision uses another seat's hidden information. Firefight hides a side's deployment
// from the other until both have deployed (game.ts hideDeployment): blue deploys first at random
// (each run's seed scrambles its placements), and red's players must then decide the same whatever
// they are. Lock 'n Load hides nothing (counters are face up): the test says so, so that a ruleset
// change that starts hiding something is caught here and given its own property.

describe("Firefight's computer players read only their seat's view", async () => {
  const g = await rulesetGames(firefight, "firefight-farm");
  const start = g.newGame("secrets", 1, { deployment: true });
  const [blue, red] = start.game.seats as [string, string];
  const blueDeployed = (seed: number) =>
    playOut(start, new Map([[blue, { policy: g.policies.random!, rnd: seededRandom(seed) }]]), {
      maxEntries: 60,
      now: () => 0,
      budgetMs: 1000,
    }).session;
  const blueModels = (seed: number) => {
    const s = blueDeployed(seed).now as FirefightState;
    const own = new Set(s.units.filter((u) => u.side === blue).map((u) => u.id));
    return s.models.filter((m) => own.has(m.unit)).map((m) => [m.x, m.y]);
  };

  for (const level of ["opponent", "baseline", "random"] as const)
    it(`red's ${level} decides the same whatever blue's hidden deployment (fast-check seed 34)`, () => {
      const decide = (seed: number) => {
        const s = blueDeployed(seed);
        expect(s.game.seatsToAct(s.now)).toEqual([red]);
        const p = g.policies[level]!;
        return p.decide(seenBy(s, red), red, p.measure(setupSeen(s, red)), {
          budget: UNHURRIED,
          rnd: seededRandom(7),
        });
      };
      const first = decide(1);
      expect(first?.command.type).toBe("deploy");
      fc.assert(
        fc.property(fc.integer({ min: 2, max: 1_000_000 }), (seed) => {
          expect(blueModels(seed)).not.toEqual(blueModels(1));
          expect(decide(seed)).toEqual(first);
        }),
        { seed: 34, numRuns: 4 },
      );
    });
});

describe("Lock 'n Load hides nothing from either seat", async () => {
  const g = await rulesetGames(lnl, "lnl-crossroads");
  it("each seat's view is the whole state, so there is no secret to scramble", () => {
    const s = g.newGame("secrets", 1);
    for (const seat of s.game.seats) expect(s.game.seatView(s.now, seat)).toEqual(s.now);
  });
});
