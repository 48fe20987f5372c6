import { lnlMapOf } from "../core/lnl/map";
import { lnlRuleset } from "../core/lnl/ruleset";
import { createWorld } from "../geometry/los/world";
import { cliCatalog } from "./io";
import { lnlEnd } from "./lnl-report";
import type { RulesetCli } from "./rulesets";

/**
 * Lock 'n Load's command-line half (src/cli/rulesets.ts): the ruleset on the measured LOS engine (the
 * board's map measures hex LOS on the table's BVH world), and how `sightline replay` reports where a
 * game ends. Its calculator, `sightline lnl-fire`, is lnl-fire.ts.
 */
export const lnlCli: RulesetCli = {
  ruleset: () => {
    const catalog = cliCatalog();
    return lnlRuleset({ catalog, mapFor: (table) => lnlMapOf(createWorld(table, catalog))! });
  },
  end: lnlEnd,
};
