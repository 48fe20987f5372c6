import type { Policies } from "../../game/policy";
import type { GameDeps } from "../match/position";
import { firestrikeBaseline } from "./baseline";
import { firestrikeOpponent } from "./opponent";
import { firestrikeRandom } from "./random";

/** Firestrike's computer players, one per level (core/game/policy.ts), built from the edge's deps. */
export const firestrikePolicies = (deps: GameDeps): Policies => ({
  random: firestrikeRandom(deps) as Policies["random"],
  baseline: firestrikeBaseline(deps) as Policies["baseline"],
  opponent: firestrikeOpponent(deps) as Policies["opponent"],
});
