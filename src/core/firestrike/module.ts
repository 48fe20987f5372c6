import type { RulesetCore } from "../game/module";
import { err, ok } from "../result";
import { parseTableText } from "../table/validate";
import { firestrikePolicies } from "./ai";
import { builtinCharts } from "./charts/builtin";
import type { Charts } from "./charts/schema";
import { firestrikeRuleset } from "./match/ruleset";
import { measuredOracle } from "./measured/oracle";
import { setupFromTable } from "./setup/from-table";
import { builtinStats } from "./stats/builtin";
import type { StatBook } from "./stats/schema";

/**
 * Firestrike's rules part (src/rulesets/firestrike.ts loads it on demand): the ruleset on the measured
 * LOS of the edge's worlds, and a set-up from a table whose units become the forces. Its bot is its
 * node part's (src/cli/rulesets/firestrike/bot-player.ts), which tries candidates on the measured LOS.
 */

/** What Firestrike reads from data files: the charts and the unit stat lines. */
export interface FirestrikeData {
  charts: Charts;
  stats: StatBook;
}

export const firestrikeCore: RulesetCore<FirestrikeData> = {
  ruleset: ({ catalog, data, world, perTable }) =>
    firestrikeRuleset({
      catalog,
      charts: data.charts,
      stats: data.stats,
      oracleFor: perTable((table) => measuredOracle(world(table))),
    }),
  policies: ({ catalog, data, world, perTable }) =>
    firestrikePolicies({
      catalog,
      charts: data.charts,
      stats: data.stats,
      oracleFor: perTable((table) => measuredOracle(world(table))),
    }),
  builtinData: () => ({ charts: builtinCharts(), stats: builtinStats() }),
  fromTable(tableText, req, { catalog, data }) {
    const table = parseTableText(tableText, catalog);
    if (!table.ok) return err(table.error.map((p) => ({ ...p, message: `${req.file}: ${p.message}` })));
    const forces = setupFromTable(table.value, data.stats);
    if (!forces.ok) return err(forces.error.map((p) => ({ ...p, path: `$.table${p.path.slice(1)}` })));
    return ok({
      ruleset: "firestrike",
      name: req.name ?? `${table.value.name}: Firestrike online`,
      table: JSON.parse(tableText) as unknown,
      forces: { ...forces.value, turnLimit: req.turns ?? table.value.turnLimit },
      deployed: req.deployed,
    });
  },
};
