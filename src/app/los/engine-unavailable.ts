import { err } from "../../core/result";
import type { LosEngine } from "./engine";

/**
 * Stand-in used until the line-of-sight engine (issue 3) is merged: every request answers with a clear
 * message instead of a verdict, so the panels show why there is nothing to see. Not a fake engine.
 */
export function unavailableEngine(): LosEngine {
  const why = "The line-of-sight engine is not part of this build yet.";
  return {
    lineOfSight: () => err(why),
    deadGround: () => Promise.reject(new Error(why)),
    threat: () => Promise.reject(new Error(why)),
  };
}
