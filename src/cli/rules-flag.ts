import type { SightRules } from "../core/los/sight-rules";
import { RULESETS } from "../rulesets";
import type { Args } from "./args";
import { UserError } from "./io";
import { oneLine } from "./terminal";

// `--rules`, read from the ruleset list: apart from world.ts, which a ruleset's Node part (its
// calculators) uses, so that no import circle runs from the list through a node part back to it.

/** The rulesets with square sight rules, the choices of `--rules` (the first is the default). */
const squareRulesets = () => RULESETS.filter((m) => m.sight !== null);

/** The `--rules` choices in words, for usages: `firestrike (default), firefight`. */
export const RULES_CHOICES = squareRulesets()
  .map((m, i) => (i === 0 ? `${m.id} (default)` : m.id))
  .join(", ");

/**
 * The sight rules `--rules <id>` names (a ruleset of the list with square sight rules), else the first
 * such ruleset's (Firestrike's): whose reading of the table the tools apply. An unknown id lists the choices.
 */
export function rulesFlag(args: Args): SightRules {
  const v = args.flags.get("rules");
  const choices = squareRulesets();
  if (v === undefined) return choices[0]!.sight!;
  const m = choices.find((r) => r.id === v);
  if (typeof v !== "string" || !m)
    throw new UserError(`--rules must be one of ${RULES_CHOICES}, not "${oneLine(String(v))}"`, 2);
  return m.sight!;
}
