import type { SightRules } from "../core/los/sight-rules";
import { lookupUnit } from "../core/los/world";
import type { Placement } from "../core/units/placement";
import type { MeasuredWorld } from "../geometry/los/scene-world";
import { RULESETS } from "../rulesets";
import type { Args } from "./args";
import { oneLine } from "./terminal";
import { UserError } from "./user-error";

// `--rules` and unit lookup, apart from world.ts (which builds worlds with three.js and validates with
// zod): the short commands read them before they know whether the disk cache spares both (issue 37).

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

/** Places a unit by id, or fails with the list of ids on the table. */
export function unitOrFail(world: MeasuredWorld, id: string, file: string): Placement {
  const found = lookupUnit(world, id);
  if (!found.ok) throw new UserError(`${oneLine(file)}: ${oneLine(found.error)}`);
  return found.placement;
}
