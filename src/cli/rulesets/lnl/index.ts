import type { RulesetNode } from "../../ruleset-node";
import { lnlEnd } from "./lnl-report";

/**
 * Lock 'n Load's Node part (its module: src/rulesets/lnl.ts): `replay`'s end report and its calculator
 * `lnl-fire` (every modifier with its card line).
 */
export const lnlNode: RulesetNode = {
  end: lnlEnd,
  commands: {
    "lnl-fire": {
      usage: async () => (await import("./lnl-fire")).USAGE,
      run: async (a) => (await import("./lnl-fire")).lnlFireCommand(a),
    },
  },
};
