import type { Policies, Policy } from "../../core/game/policy";
import { seededRandom } from "../../core/random";
import type { DecideRequest, FromComputer, ToComputer } from "./computer-protocol";

/**
 * The computer-player worker's handler, without the worker (computer.worker.ts hands it `postMessage`,
 * the clock and how a ruleset's policies are built; tests/app/ai/ run it in Node). It answers each
 * request with one decision of the ruleset's policy at the request's level, from the request's `seen`
 * alone, and reports progress while the policy weighs: each time the policy asks the clock whether its
 * budget is spent, at most every `PROGRESS_MS`.
 */

/** How often, at most, the worker reports that it is still thinking (ms). */
export const PROGRESS_MS = 150;

/** How the edge builds a ruleset's computer players (null: it has none). */
export type PoliciesFor = (ruleset: string) => Promise<Policies | null>;

/** The handler of one worker: call it with each message the page sends. */
export function createComputerHandler(
  post: (m: FromComputer) => void,
  policiesFor: PoliciesFor,
  now: () => number,
): (m: ToComputer) => Promise<void> {
  const policies = new Map<string, Promise<Policies | null>>();
  // one measure per game and level: made once from the set-up as the seat sees it
  const measures = new Map<string, { game: number; value: unknown }>();
  return async (m) => {
    try {
      let ps = policies.get(m.ruleset);
      if (!ps) policies.set(m.ruleset, (ps = policiesFor(m.ruleset)));
      const policy = (await ps)?.[m.level];
      if (!policy) {
        post({ kind: "failed", id: m.id, message: `${m.ruleset} has no "${m.level}" computer player` });
        return;
      }
      post(decide(policy, m, measures, now, post));
    } catch (e) {
      post({ kind: "failed", id: m.id, message: e instanceof Error ? e.message : String(e) });
    }
  };
}

function decide(
  policy: Policy,
  m: DecideRequest,
  measures: Map<string, { game: number; value: unknown }>,
  now: () => number,
  post: (m: FromComputer) => void,
): FromComputer {
  const t0 = now();
  const key = `${m.ruleset}\u0000${m.level}`;
  let measure = measures.get(key);
  if (!measure || measure.game !== m.game)
    measures.set(key, (measure = { game: m.game, value: policy.measure(m.seen.setup) }));
  let checks = 0;
  let told = t0;
  const clock = () => {
    const t = now();
    checks++;
    if (t - told >= PROGRESS_MS) {
      told = t;
      post({ kind: "progress", id: m.id, ms: t - t0, checks });
    }
    return t;
  };
  const decision = policy.decide(m.seen, m.seat, measure.value, {
    budget: { now: clock, deadline: t0 + m.budgetMs },
    rnd: seededRandom(m.rndSeed),
    attempt: m.attempt,
  });
  return { kind: "decided", id: m.id, ms: now() - t0, decision };
}
