import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
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
import type { FromSetupWorker, SetupPort } from "../server/setup-pool";
import { loadCharts, loadStats } from "./firestrike-data";
import { cliCatalog } from "./io";

/** How many tables' LOS worlds a server keeps (a world holds the table's mesh and BVH). */
const WORLDS = 8;

/** `make` of a table, kept for the last `worlds` tables (keyed by the table's JSON). */
function sharedByTable<T>(make: (table: Table) => T, worlds = WORLDS): (table: Table) => T {
  const kept = new Map<string, T>();
  return (table) => {
    const key = JSON.stringify(table);
    let o = kept.get(key);
    if (o !== undefined) kept.delete(key);
    else o = make(table);
    kept.set(key, o);
    if (kept.size > worlds) kept.delete(kept.keys().next().value!);
    return o;
  };
}

/**
 * What the game server needs from the CLI's data: every ruleset (Firestrike, firefight, Lock 'n Load), the catalog and stats, terrain/. The
 * measured LOS oracle of a table is built once and shared by every room playing on that table (its
 * mesh and BVH are most of a room's memory otherwise), keyed by the table's JSON.
 */
export function serverDeps(o: { worlds?: number } = {}) {
  const worlds = o.worlds ?? WORLDS;
  const charts = loadCharts(undefined);
  const stats = loadStats(charts, undefined);
  const catalog = cliCatalog();
  const oracleFor = sharedByTable((table) => measuredOracle(createWorld(table, catalog)), worlds);
  // Firefight and Lock 'n Load as the CLI builds them (src/cli/rulesets.ts), their sight worlds shared
  // by table in the same way.
  const ffRules = builtinFirefightRules();
  const firefight = firefightRuleset({
    catalog,
    rules: ffRules,
    oracleFor: sharedByTable(
      (table) => measuredFirefightOracle(createWorld(table, catalog, FIREFIGHT_SIGHT), ffRules),
      worlds,
    ),
  });
  const lnl = lnlRuleset({
    catalog,
    mapFor: sharedByTable((table) => lnlMapOf(createWorld(table, catalog))!, worlds),
  });
  return {
    rulesets: registryOf(firestrikeRuleset({ catalog, charts, stats, oracleFor }), firefight, lnl),
    catalog,
    stats,
    // Two levels below the root (src/cli, .build/cli), as the models are found.
    terrainDir: fileURLToPath(new URL("../../terrain", import.meta.url)),
    // New games' set-ups are built in a worker thread with these same deps (setup-worker-node.ts).
    setupWorker: spawnSetupWorker,
  };
}

/** Starts a set-up worker thread (src/server/setup-pool.ts). */
export function spawnSetupWorker(): SetupPort {
  // From the CLI bundle (.build/cli, scripts/build-cli.mjs) the bundled entry beside it; from the
  // TypeScript sources, the entry that goes through tsx (as node-pool.ts starts map workers).
  const entry = import.meta.url.endsWith(".ts") ? "./setup-worker.mjs" : "./setup-worker.js";
  // A set-up too large for 1 GiB stops the worker (the request gets a 500), not the server.
  const worker = new Worker(new URL(entry, import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: 1024 },
  });
  // An idle worker does not keep the process alive; the server stops it when it closes.
  worker.unref();
  let stopping = false;
  return {
    post: (m) => worker.postMessage(m),
    onMessage: (h) => {
      worker.on("message", (m: FromSetupWorker) => h(m));
    },
    onExit: (h) => {
      worker.on("error", (e) => h(String(e.message ?? e)));
      worker.once("exit", (code) => {
        if (!stopping) h(`exit code ${code}`);
      });
    },
    terminate: () => {
      stopping = true;
      void worker.terminate();
    },
  };
}
