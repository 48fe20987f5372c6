import type { SightRules } from "../../core/los/sight-rules";
import { RULESETS, type RulesetModule, rulesetModule } from "../../rulesets";

/**
 * Whose sight rules the page's LOS engine applies (issue 36 item 1): a game's own ruleset's while its
 * game is on, else the ruleset picked for the table tools ("Rules:", `losRules`), else the first of the
 * list with square sight rules. All from the ruleset list: the engine and the tools name no ruleset.
 */

/** The rulesets the table tools may apply: those with square sight rules, in the list's order. */
export const toolRulesets = (list: readonly RulesetModule[] = RULESETS): RulesetModule[] =>
  list.filter((m) => m.sight !== null);

/** The ruleset the table tools apply outside a game (the pick, else the first with sight rules). */
export function pickedRuleset(
  losRules: string | null,
  list: readonly RulesetModule[] = RULESETS,
): RulesetModule {
  const choices = toolRulesets(list);
  const m = choices.find((r) => r.id === losRules) ?? choices[0];
  if (!m) throw new Error("no ruleset of the list has square sight rules (internal)");
  return m;
}

/** The sight rules the page's LOS answers apply now. */
export function sightRulesNow(s: { match: { ruleset: string | null }; losRules: string | null }): SightRules {
  const game = s.match.ruleset ? rulesetModule(s.match.ruleset)?.sight : null;
  return game ?? pickedRuleset(s.losRules).sight!;
}
