import { firefight } from "./firefight";
import { firestrike } from "./firestrike";
import { hexfire } from "./hexfire";
import { lnl } from "./lnl";
import type { RulesetModule } from "./module";
import { ww2cm } from "./ww2cm";

/**
 * Every ruleset Sightline knows, one module each (./module.ts), in the order the page's menus list
 * them: the one list the page (its menus, its table tools' "Rules:"), the CLI (`replay`, calculators,
 * `--rules`), the server (`sightline serve` builds every ruleset from it), `sightline bot` and the map
 * workers (sight rules by name) read. Adding a ruleset: its folders (core/<id>/, app/rulesets/<id>/,
 * cli/rulesets/<id>/), its module file here, and its entry below (docs/architecture.md).
 */
export const RULESETS: readonly RulesetModule[] = [firestrike, lnl, firefight, hexfire, ww2cm];

export type { RulesetCommand, RulesetModule } from "./module";

/** The module of a ruleset, by id, in `list` (null when it has none). */
export const rulesetModule = (id: string, list: readonly RulesetModule[] = RULESETS): RulesetModule | null =>
  list.find((m) => m.id === id) ?? null;

/**
 * The square sight rules of the rulesets in `list` (each once, by name): what a map worker can be
 * asked to map under, and the table tools' "Rules:" choices.
 */
export function sightRulesOf(list: readonly RulesetModule[] = RULESETS) {
  const out = new Map<string, NonNullable<RulesetModule["sight"]>>();
  for (const m of list) if (m.sight && !out.has(m.sight.name)) out.set(m.sight.name, m.sight);
  return [...out.values()];
}
