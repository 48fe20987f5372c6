import type { Policy } from "../../game/policy";
import { hookPolicy } from "../../game/policy-hook";
import { lnlBot } from "../bot";

/** Lock 'n Load's random player: its bot hook's candidates (core/game/policy-hook.ts). */
export const lnlRandom = (): Policy => hookPolicy(lnlBot);
