import type { RulesetCore } from "../game/module";
import { lnlPolicies } from "./ai";
import { lnlBot } from "./bot";
import { lnlMapOf } from "./map";
import { lnlRuleset } from "./ruleset";

/**
 * Lock 'n Load's rules part (src/rulesets/lnl.ts loads it on demand): the ruleset on the board's map
 * (hex LOS measured on the edge's world of the table), and its bot hook. A table's counters are its
 * set-up, so a game is made from a table's name with no more.
 */
export const lnlCore: RulesetCore = {
  ruleset: ({ catalog, world, perTable }) =>
    lnlRuleset({ catalog, mapFor: perTable((table) => lnlMapOf(world(table))!) }),
  bot: lnlBot,
  // its computer players (issue 34, docs/rulesets/lnl-ai.md)
  policies: lnlPolicies,
};
