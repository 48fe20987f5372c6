import { fileURLToPath } from "node:url";
import { firestrikeRuleset } from "../core/firestrike/match/ruleset";
import { measuredOracle } from "../core/firestrike/measured/oracle";
import { registryOf } from "../core/game/ruleset";
import type { Table } from "../core/table/schema";
import { createWorld } from "../geometry/los/world";
import { loadCharts, loadStats } from "./firestrike-data";
import { cliCatalog } from "./io";

/** How many tables' LOS worlds a server keeps (a world holds the table's mesh and BVH). */
const WORLDS = 8;

/**
 * What the game server needs from the CLI's data: the rulesets, the catalog and stats, terrain/. The
 * measured LOS oracle of a table is built once and shared by every room playing on that table (its
 * mesh and BVH are most of a room's memory otherwise), keyed by the table's JSON.
 */
export function serverDeps() {
  const charts = loadCharts(undefined);
  const stats = loadStats(charts, undefined);
  const catalog = cliCatalog();
  const worlds = new Map<string, ReturnType<typeof measuredOracle>>();
  const oracleFor = (table: Table) => {
    const key = JSON.stringify(table);
    let o = worlds.get(key);
    if (o) worlds.delete(key);
    else o = measuredOracle(createWorld(table, catalog));
    worlds.set(key, o);
    if (worlds.size > WORLDS) worlds.delete(worlds.keys().next().value!);
    return o;
  };
  return {
    rulesets: registryOf(firestrikeRuleset({ catalog, charts, stats, oracleFor })),
    catalog,
    stats,
    // Two levels below the root (src/cli, .build/cli), as the models are found.
    terrainDir: fileURLToPath(new URL("../../terrain", import.meta.url)),
  };
}
