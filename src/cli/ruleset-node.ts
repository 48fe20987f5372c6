import type { Session } from "../core/game/session";
import type { Invite } from "../net/protocol";
import type { BotOptions, BotResult } from "./bot-player";

/**
 * What a ruleset's Node part is (src/cli/rulesets/<id>/index.ts), apart from the list that builds the
 * rulesets (./rulesets.ts): a node part and the module type (src/rulesets/module.ts) import these
 * types from here, so neither reaches the list and no import circle ties src/cli to src/rulesets
 * (tests/import-circles.test.ts).
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
