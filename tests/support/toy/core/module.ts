import type { BotHook } from "../../../../src/core/game/bot";
import type { RulesetCore } from "../../../../src/core/game/module";
import { toyRuleset } from "./ruleset";

/**
 * The toy's rules part (its module loads it on demand, as src/rulesets/<id>.ts loads core/<id>/module):
 * the ruleset needs nothing of the edge's deps (no table, no line of sight, no data), and has no
 * set-up from a table (`fromTable` absent: a game is made from a whole set-up only).
 */

/** Its bot: shoot when it may, else take cover (the engine judges both). */
const toyBot: BotHook = {
  ruleset: toyRuleset.id,
  candidates: () => [{ type: "shoot" }, { type: "cover" }],
};

export const toyCore: RulesetCore = { ruleset: () => toyRuleset, bot: toyBot };
