import type { AnyRuleset, RulesetRegistry } from "../core/game/ruleset";
import { registryOf } from "../core/game/ruleset";
import type { Session } from "../core/game/session";

/**
 * The rulesets the CLI knows (issue 24 item 7): one entry per ruleset, the only place a ruleset is
 * added to the command line. `sightline replay` opens a game of any of them; each may bring its own
 * commands (its calculators: Firestrike's `fire`), listed in `sightline --help` and dispatched by
 * main.ts. A ruleset's code is imported only when a command needs it (`load`, the calculators' `run`),
 * so `sightline validate` never loads a rules engine.
 *
 * Adding a ruleset: write `src/cli/<name>-cli.ts` exporting a `RulesetCli` (how to build the ruleset
 * from the data files, and how `replay` reports where a game ends), and add an entry below.
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

/** A ruleset's command-line half, loaded when a command needs it. */
export interface RulesetCli {
  /** the ruleset, with the data files the command was given */
  ruleset(data: DataOptions): AnyRuleset;
  /** where a replayed game ends, in words and as JSON */
  end?: EndReporter;
}

/** A command of a ruleset's own (a calculator). */
export interface Calculator {
  name: string;
  /** its line in `sightline --help` */
  help: string;
  /** its whole usage, for `sightline <name> --help` (imported when asked for, like `run`) */
  usage(): Promise<string>;
  run(argv: readonly string[]): number | Promise<number>;
}

/** One ruleset as the CLI knows it. */
export interface CliRuleset {
  /** the ruleset's id, as game files name it */
  id: string;
  name: string;
  load(): Promise<RulesetCli>;
  calculators: readonly Calculator[];
}

export const CLI_RULESETS: readonly CliRuleset[] = [
  {
    id: "firestrike",
    name: "Firestrike",
    load: async () => (await import("./firestrike-cli")).firestrikeCli,
    calculators: [
      {
        name: "fire",
        help: "fire <table.json> <firer> <target> [--weapon NAME] [--roll N] [--json]    Firestrike direct-fire calculator",
        usage: async () => (await import("./fire")).USAGE,
        run: async (a) => (await import("./fire")).fireCommand(a),
      },
    ],
  },
  {
    id: "lnl",
    name: "Lock 'n Load Tactical (seed 004)",
    load: async () => (await import("./lnl-cli")).lnlCli,
    calculators: [
      {
        name: "lnl-fire",
        help: "lnl-fire <table.json> <firer> <target> [--roll D6,...] [--json]    Lock 'n Load DFT calculator: every modifier with its card line",
        usage: async () => (await import("./lnl-fire")).USAGE,
        run: async (a) => (await import("./lnl-fire")).lnlFireCommand(a),
      },
    ],
  },
  {
    id: "firefight",
    name: "Firefight (seed 003)",
    load: async () => (await import("./firefight-cli")).firefightCli,
    calculators: [
      {
        name: "firefight",
        help: "firefight <table.json> <unit> <enemy-unit> [--dice N,N,...] [--json]    firefight (seed 003) fire-fight calculator",
        usage: async () => (await import("./firefight")).USAGE,
        run: async (a) => (await import("./firefight")).firefightCommand(a),
      },
    ],
  },
];

/** The rulesets the CLI knows, built with the data files given, and their end reporters by id. */
export async function loadRulesets(
  data: DataOptions,
  known: readonly CliRuleset[] = CLI_RULESETS,
): Promise<{ registry: RulesetRegistry; reporters: Record<string, EndReporter> }> {
  const loaded = await Promise.all(known.map(async (r) => ({ id: r.id, cli: await r.load() })));
  const reporters: Record<string, EndReporter> = {};
  for (const { id, cli } of loaded) if (cli.end) reporters[id] = cli.end;
  return { registry: registryOf(...loaded.map(({ cli }) => cli.ruleset(data))), reporters };
}

/** Every ruleset's calculators, by command name (a name two rulesets both claim is a bug: it throws). */
export function calculatorCommands(known: readonly CliRuleset[] = CLI_RULESETS): Map<string, Calculator> {
  const out = new Map<string, Calculator>();
  for (const r of known)
    for (const c of r.calculators) {
      if (out.has(c.name)) throw new Error(`two rulesets claim the command "${c.name}" (internal)`);
      out.set(c.name, c);
    }
  return out;
}
