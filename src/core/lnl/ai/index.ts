import type { Policies } from "../../game/policy";
import { lnlBaseline } from "./baseline";
import type { LnlPolicyDeps } from "./measure";
import { lnlOpponent } from "./opponent";
import { lnlRandom } from "./random";

/** Lock 'n Load's computer players, one per level (core/game/policy.ts), built from the edge's deps. */
export const lnlPolicies = (deps: LnlPolicyDeps): Policies => ({
  random: lnlRandom(),
  baseline: lnlBaseline(deps) as Policies["baseline"],
  opponent: lnlOpponent(deps) as Policies["opponent"],
});
