import type { RulesetNode } from "../../ruleset-node";

/**
 * The hex fire/assault ruleset's Node part (its module: src/rulesets/hexfire.ts): its calculator
 * `hexfire-fire` (fire and assault, every card line with its measurement).
 */
export const hexfireNode: RulesetNode = {
  commands: {
    "hexfire-fire": {
      usage: async () => (await import("./hexfire-fire")).USAGE,
      run: async (a) => (await import("./hexfire-fire")).hexfireFireCommand(a),
    },
  },
};
