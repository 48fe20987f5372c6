import { builtinCatalog } from "../../core/catalog/builtin";
import type { Policies } from "../../core/game/policy";
import { noSquareSight } from "../../core/los/sight-rules";
import { createWorld } from "../../geometry/los/world";
import { type RulesetModule, rulesetModule } from "../../rulesets";

/**
 * A ruleset's computer players as the page's worker builds them (an edge: it reads the ruleset list):
 * the rules part's `policies` on measured LOS worlds built in the worker, with the data shipped in the
 * code (`builtinData`: the page reads no files). Null when the ruleset has none.
 */
export async function pagePolicies(id: string, list?: readonly RulesetModule[]): Promise<Policies | null> {
  const m = rulesetModule(id, list);
  if (!m) throw new Error(`this Sightline has no ruleset "${id}"`);
  const core = await m.core();
  if (!core.policies) return null;
  const catalog = builtinCatalog();
  // a hex ruleset reads its own hex LOS on the world (as the CLI's bot builds it)
  const sight = m.sight ?? noSquareSight(m.id);
  const worlds = new Map<unknown, unknown>();
  return core.policies({
    catalog,
    data: core.builtinData?.(),
    world: (t) => createWorld(t, catalog, sight),
    perTable: (make) => (t) => {
      // each game's set-up arrives as a new copy: keep the last few tables only
      if (worlds.size > 4) worlds.clear();
      if (!worlds.has(t)) worlds.set(t, make(t));
      return worlds.get(t) as ReturnType<typeof make>;
    },
  });
}
