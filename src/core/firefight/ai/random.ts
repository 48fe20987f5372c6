import type { Policy } from "../../game/policy";
import { hookPolicy } from "../../game/policy-hook";
import { firefightBot } from "../bot";

/** Firefight's random player: its bot hook's candidates (core/game/policy-hook.ts). */
export const firefightRandom = (): Policy => hookPolicy(firefightBot);
