import type { RulesetNode } from "../../ruleset-node";

/** Seed 002's Node part (its module: src/rulesets/ww2cm.ts): its calculator `ww2cm`. */
export const ww2cmNode: RulesetNode = {
  commands: {
    ww2cm: {
      usage: async () => (await import("./calculator")).USAGE,
      run: async (a) => (await import("./calculator")).ww2cmCommand(a),
    },
  },
};
