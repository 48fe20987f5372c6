import { fileURLToPath } from "node:url";
import { builtinFirefightRules } from "../core/firefight/builtin";
import { FIREFIGHT_SIGHT, measuredFirefightOracle } from "../core/firefight/measured";
import { firefightRuleset } from "../core/firefight/ruleset";
import { firestrikeRuleset } from "../core/firestrike/match/ruleset";
import { measuredOracle } from "../core/firestrike/measured/oracle";
import { registryOf } from "../core/game/ruleset";
import { lnlMapOf } from "../core/lnl/map";
import { lnlRuleset } from "../core/lnl/ruleset";
import type { Table } from "../core/table/schema";
import { createWorld } from "../geometry/los/world";
import { loadCharts, loadStats } from "./firestrike-data";
import { cliCatalog } from "./io";

/** How many tables' LOS worlds a server keeps (a world holds the table's mesh and BVH). */
const WORLDS = 8;

/** `make` of a table, kept for the last WORLDS tables (keyed by the table's JSON). */
function sharedByTable<T>(make: (table: Table) => T): (table: Table) => T {
  const kept = new Map<string, T>();
  return (table) => {
    const key = JSON.stringify(table);
    let o = kept.get(key);
    if (o !== undefined) kept.delete(key);
    else o = make(table);
    kept.set(key, o);
    if (kept.size > WORLDS) kept.delete(kept.keys().next().value!);
    return o;
  };
}

/**
 * What the game server needs from the CLI's data: every ruleset (Firestrike, firefight, Lock 'n Load), the catalog and stats, terrain/. The
 * measured LOS oracle of a table is built once and shared by every room playing on that table (its
 * mesh and BVH are most of a room's memory otherwise), keyed by the table's JSON.
 */
export function serverDeps() {
  const charts = loadCharts(undefined);
  const stats = loadStats(charts, undefined);
  const catalog = cliCatalog();
  const oracleFor = sharedByTable((table) => measuredOracle(createWorld(table, catalog)));
  // Firefight and Lock 'n Load as the CLI builds them (src/cli/rulesets.ts), their sight worlds shared
  // by table in the same way.
  const ffRules = builtinFirefightRules();
  const firefight = firefightRuleset({
    catalog,
    rules: ffRules,
    oracleFor: sharedByTable((table) =>
      measuredFirefightOracle(createWorld(table, catalog, FIREFIGHT_SIGHT), ffRules),
    ),
  });
  const lnl = lnlRuleset({
    catalog,
    mapFor: sharedByTable((table) => lnlMapOf(createWorld(table, catalog))!),
  });
  return {
    rulesets: registryOf(firestrikeRuleset({ catalog, charts, stats, oracleFor }), firefight, lnl),
    catalog,
    stats,
    // Two levels below the root (src/cli, .build/cli), as the models are found.
    terrainDir: fileURLToPath(new URL("../../terrain", import.meta.url)),
  };
}
