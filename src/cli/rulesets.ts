import type { AnyRuleset, RulesetRegistry } from "../core/game/ruleset";
import { registryOf } from "../core/game/ruleset";
import { noSquareSight } from "../core/los/sight-rules";
import type { Table } from "../core/table/schema";
import { RULESETS, type RulesetModule } from "../rulesets";
import type { CommandPart, DataOptions, EndReporter, RulesetNode } from "./ruleset-node";

/**
 * The rulesets as the command line and the server know them: every module of the one list
 * (src/rulesets/index.ts), built with their node parts (src/cli/rulesets/<id>/). `sightline replay`
 * opens a game of any of them; each may bring its own commands (its calculators: Firestrike's `fire`),
 * listed in `sightline --help` from the module and run by its node part. A ruleset's code is imported
 * only when a command needs it, so `sightline validate` never loads a rules engine. Every function takes
 * the list (default: RULESETS), so a test can hand in one with a ruleset of its own.
 */

export type { CommandPart, DataOptions, EndReporter, RulesetNode } from "./ruleset-node";

/** `make` once per table, for a process that meets few tables (a CLI command). */
const everyTime = <T>(make: (table: Table) => T) => make;

/**
 * A module's ruleset on the measured LOS engine, with its data files read by its node part. `perTable`
 * keeps what a ruleset makes per table (the server shares them among rooms; default: made each time).
 */
export async function cliRuleset(
  m: RulesetModule,
  files: DataOptions,
  perTable: <T>(make: (table: Table) => T) => (table: Table) => T = everyTime,
): Promise<{ ruleset: AnyRuleset; node: RulesetNode; data: unknown }> {
  // Imported here, not at the top: main.ts reads this file for `--help`, which needs no BVH, and the
  // catalog's reader brings zod's schemas (tests/cli/lazy-imports.test.ts).
  const [core, node, { createWorld }, { cliCatalog }] = await Promise.all([
    m.core(),
    m.node(),
    import("../geometry/los/world"),
    import("./io"),
  ]);
  const catalog = cliCatalog();
  const data = node.data?.(files);
  const sight = m.sight ?? noSquareSight(m.id);
  const ruleset = core.ruleset({ catalog, data, world: (t) => createWorld(t, catalog, sight), perTable });
  if (ruleset.id !== m.id)
    throw new Error(`the module "${m.id}" built the ruleset "${ruleset.id}" (internal)`);
  return { ruleset, node, data };
}

/** The rulesets of `list`, built with the data files given, and their end reporters by id. */
export async function loadRulesets(
  data: DataOptions,
  list: readonly RulesetModule[] = RULESETS,
): Promise<{ registry: RulesetRegistry; reporters: Record<string, EndReporter> }> {
  const built = await Promise.all(list.map((m) => cliRuleset(m, data)));
  const reporters: Record<string, EndReporter> = {};
  for (const { ruleset, node } of built) if (node.end) reporters[ruleset.id] = node.end;
  return { registry: registryOf(...built.map((b) => b.ruleset)), reporters };
}

/** A command of a ruleset's own, as main.ts dispatches it. */
export interface Calculator extends CommandPart {
  name: string;
  help: string;
}

/** Every ruleset's commands, by name (a name two rulesets both claim is a bug: it throws). */
export function calculatorCommands(list: readonly RulesetModule[] = RULESETS): Map<string, Calculator> {
  const out = new Map<string, Calculator>();
  for (const m of list)
    for (const { name, help } of m.commands ?? []) {
      if (out.has(name)) throw new Error(`two rulesets claim the command "${name}" (internal)`);
      const part = async () => {
        const c = (await m.node()).commands?.[name];
        if (!c) throw new Error(`the ruleset "${m.id}" lists the command "${name}" but has none (internal)`);
        return c;
      };
      out.set(name, {
        name,
        help,
        usage: async () => (await part()).usage(),
        run: async (a) => (await part()).run(a),
      });
    }
  return out;
}
