import type { RulesetCore } from "../game/module";
import { hexfireBot } from "./bot";
import { hexfireMapOf } from "./map";
import { hexfireRuleset } from "./ruleset";

/**
 * The hex fire/assault ruleset's rules part (src/rulesets/hexfire.ts loads it on demand): the ruleset
 * on the board's map (hex LOS measured on the edge's world of the table) and its bot hook. Without a
 * `fromTable`, a table alone is a set-up: its units by catalog type (setup.ts, CATALOG_TYPES).
 */
export const hexfireCore: RulesetCore = {
  ruleset: ({ catalog, world, perTable }) =>
    hexfireRuleset({ catalog, mapFor: perTable((table) => hexfireMapOf(world(table))!) }),
  bot: hexfireBot,
};
