import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { registryOf } from "../core/game/ruleset";
import type { Table } from "../core/table/schema";
import { RULESETS, type RulesetModule } from "../rulesets";
import type { FromSetupWorker, SetupPort } from "../server/setup-pool";
import type { TableSetupOf } from "../server/setups";
import { cliCatalog } from "./io";
import { cliRuleset } from "./rulesets";

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
 * What the game server needs from the CLI's data: every ruleset of the list (src/rulesets/index.ts;
 * `rulesets` for a test's own list), each with its data files and its set-up from a table, and
 * terrain/. What a ruleset makes per table (its measured LOS oracle: the table's mesh and BVH, most of
 * a room's memory otherwise) is built once and shared by every room playing on that table, keyed by
 * the table's JSON.
 */
export async function serverDeps(o: { worlds?: number; rulesets?: readonly RulesetModule[] } = {}) {
  const worlds = o.worlds ?? WORLDS;
  const catalog = cliCatalog();
  const none = { charts: undefined, units: undefined };
  const built = await Promise.all(
    (o.rulesets ?? RULESETS).map(async (m) => {
      const [{ ruleset, data }, core] = await Promise.all([
        cliRuleset(m, none, (make) => sharedByTable(make, worlds)),
        m.core(),
      ]);
      const fromTable = core.fromTable;
      const setup: TableSetupOf | null = fromTable
        ? (text, req) => fromTable(text, req, { catalog, data })
        : null;
      return { ruleset, setup };
    }),
  );
  return {
    rulesets: registryOf(...built.map((b) => b.ruleset)),
    tableSetups: new Map(built.flatMap((b) => (b.setup ? [[b.ruleset.id, b.setup] as const] : []))),
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
