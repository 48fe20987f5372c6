import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { builtinCharts } from "../../../src/core/firestrike/charts/builtin";
import type { GameDeps } from "../../../src/core/firestrike/match/position";
import { measuredOracle } from "../../../src/core/firestrike/measured/oracle";
import { FIRESTRIKE_SIGHT } from "../../../src/core/firestrike/sight/rules";
import { builtinStats } from "../../../src/core/firestrike/stats/builtin";
import { createWorld } from "../../../src/geometry/los/world";

/** Game dependencies with the measured oracle over the LOS engine: what the app and the CLI use. */
export function measuredDeps(): GameDeps {
  const catalog = builtinCatalog();
  return {
    catalog,
    charts: builtinCharts(),
    stats: builtinStats(),
    oracleFor: (table) => measuredOracle(createWorld(table, catalog, FIRESTRIKE_SIGHT)),
  };
}
