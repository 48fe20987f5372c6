import { readFileSync } from "node:fs";
import { builtinCatalog } from "../../src/core/catalog/builtin";
import { builtinCharts } from "../../src/core/firestrike/charts/builtin";
import { firestrikeCore } from "../../src/core/firestrike/module";
import { FIRESTRIKE_SIGHT } from "../../src/core/firestrike/sight/rules";
import { builtinStats } from "../../src/core/firestrike/stats/builtin";
import { commitmentOf } from "../../src/core/game/dice";
import { validateGame } from "../../src/core/game/format";
import type { RulesetDeps } from "../../src/core/game/module";
import type { Policies } from "../../src/core/game/policy";
import { registryOf } from "../../src/core/game/ruleset";
import { openSession, type Session } from "../../src/core/game/session";
import type { Table } from "../../src/core/table/schema";
import { createWorld } from "../../src/geometry/los/world";

/**
 * Firestrike games for the computer players' tests: the rules part's ruleset and policies on the
 * measured LOS (one world per table, shared), and a new game on a shipped table with a host seed.
 */

const catalog = builtinCatalog();
const worlds = new Map<Table, unknown>();
const deps: RulesetDeps<{
  charts: ReturnType<typeof builtinCharts>;
  stats: ReturnType<typeof builtinStats>;
}> = {
  catalog,
  data: { charts: builtinCharts(), stats: builtinStats() },
  world: (t) => createWorld(t, catalog, FIRESTRIKE_SIGHT),
  perTable: <T>(make: (t: Table) => T) => {
    return (t: Table): T => {
      if (!worlds.has(t)) worlds.set(t, make(t));
      return worlds.get(t) as T;
    };
  },
};

const ruleset = firestrikeCore.ruleset(deps);
const registry = registryOf(ruleset);

/** Firestrike's computer players, one per level. */
export const policies: Policies = firestrikeCore.policies!(deps);

/** A new Firestrike game on `terrain/<table>.json` with the host's seed `seed`. */
export function newGame(table: string, seed: string, o: { deployed: boolean; turns: number }): Session {
  const text = readFileSync(new URL(`../../terrain/${table}.json`, import.meta.url), "utf8");
  const made = firestrikeCore.fromTable!(text, { file: `${table}.json`, ...o }, deps);
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  const json = {
    format: "sightline-game/3",
    ...made.value,
    seed,
    commitment: commitmentOf(seed),
    commands: [],
  };
  const f = validateGame(json, registry);
  if (!f.ok) throw new Error(JSON.stringify(f.error));
  const s = openSession(f.value, registry);
  if (!s.ok) throw new Error(JSON.stringify(s.error));
  return s.value;
}

export { registry };
