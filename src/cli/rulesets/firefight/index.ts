import type { RulesetNode } from "../../ruleset-node";
import { firefightEnd } from "./cli";

/**
 * The firefight's Node part (its module: src/rulesets/firefight.ts): `replay`'s end report and its
 * calculator `firefight`. Its rules data is shipped (core/firefight/builtin.ts): no files to read.
 */
export const firefightNode: RulesetNode = {
  end: firefightEnd,
  commands: {
    firefight: {
      usage: async () => (await import("./firefight")).USAGE,
      run: async (a) => (await import("./firefight")).firefightCommand(a),
    },
  },
};
