import type { AnyRuleset, RulesetRegistry } from "../core/game/ruleset";
import { registryOf } from "../core/game/ruleset";
import type { Session } from "../core/game/session";
import { noSquareSight } from "../core/los/sight-rules";
import type { Table } from "../core/table/schema";
import type { Invite } from "../net/protocol";
import { RULESETS, type RulesetModule } from "../rulesets";
import type { BotOptions, BotResult } from "./bot-player";

/**
 * The rulesets as the command line and the server know them: every module of the one list
 * (src/rulesets/index.ts), built with their node parts (src/cli/rulesets/<id>/). `sightline replay`
 * opens a game of any of them; each may bring its own commands (its calculators: Firestrike's `fire`),
 * listed in `sightline --help` from the module and run by its node part. A ruleset's code is imported
 * only when a command needs it, so `sightline validate` never loads a rules engine. Every function takes
 * the list (default: RULESETS), so a test can hand in one with a ruleset of its own.
 */

/** The data files a command was given (`--charts`, `--units`): a ruleset reads those it uses. */
export interface DataOptions {
  charts: string | undefined;
  units: string | undefined;
}

/** How `replay` reports where a game of one ruleset ends (rulesets without one get `plainEnd`). */
export interface EndReporter {
  report(file: string, session: Session): { json: Record<string, unknown>; text: string };
}

/** A command of a ruleset's own (a calculator), as its node part runs it. */
export interface CommandPart {
  /** its whole usage, for `sightline <name> --help` */
  usage(): Promise<string>;
  run(argv: readonly string[]): number | Promise<number>;
}

/** A ruleset's Node part (src/cli/rulesets/<id>/index.ts): what only Node does for it. */
export interface RulesetNode<D = unknown> {
  /** its data, read from files (the command's `--charts`, `--units`); absent: it has none to read */
  data?(files: DataOptions): D;
  /** where a replayed game ends, in words and as JSON */
  end?: EndReporter;
  /** its commands, by the names its module lists */
  commands?: Readonly<Record<string, CommandPart>>;
  /** a bot of its own for `sightline bot` (absent: the rules part's bot hook plays, through hook-bot.ts) */
  bot?(invite: Invite, o: BotOptions): Promise<BotResult>;
}

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
