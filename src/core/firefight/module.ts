import type { RulesetCore } from "../game/module";
import { firefightPolicies } from "./ai";
import { firefightBot } from "./bot";
import { builtinFirefightRules } from "./builtin";
import { measuredFirefightOracle } from "./measured";
import { firefightRuleset } from "./ruleset";

/**
 * The firefight's rules part (src/rulesets/firefight.ts loads it on demand): the ruleset with its
 * shipped rules data on the measured sight of the edge's worlds (FIREFIGHT_SIGHT), and its bot hook.
 * A set-up needs its units, which a table does not have: a game is made from a whole set-up. Its
 * computer players are in ai/.
 */
export const firefightCore: RulesetCore = {
  ruleset: ({ catalog, world, perTable }) => {
    const rules = builtinFirefightRules();
    return firefightRuleset({
      catalog,
      rules,
      oracleFor: perTable((table) => measuredFirefightOracle(world(table), rules)),
    });
  },
  bot: firefightBot,
  // its computer players (issue 34, docs/rulesets/firefight-ai.md)
  policies: firefightPolicies,
};
