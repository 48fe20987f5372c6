import type { Policies } from "../../game/policy";
import { firefightBaseline } from "./baseline";
import type { FfDeps } from "./measure";
import { firefightOpponent } from "./opponent";
import { firefightRandom } from "./random";

/** Firefight's computer players, one per level (core/game/policy.ts), built from the edge's deps. */
export const firefightPolicies = (deps: FfDeps): Policies => ({
  random: firefightRandom(deps) as Policies["random"],
  baseline: firefightBaseline(deps) as Policies["baseline"],
  opponent: firefightOpponent(deps) as Policies["opponent"],
});
