import { type GameFile, parseGameText } from "../core/game/format";
import type { RulesetRegistry } from "../core/game/ruleset";
import { type Session as AnySession, openSession } from "../core/game/session";
import type { Problem } from "../core/problems";
import { RULESETS, type RulesetModule } from "../rulesets";
import { parseArgs } from "./args";
import { readText, UserError } from "./io";
import { type EndReporter, loadRulesets } from "./rulesets";
import { jsonLine, oneLine, printErr, printOut, problemReport } from "./terminal";

/**
 * `sightline replay <game.json> [--json] [--verify]`: checks a saved game (`sightline-game/3`, /2 or /1,
 * docs/game-format.md) of any ruleset the CLI knows (rulesets.ts), and replays its log on the measured
 * LOS engine, as the app does when it opens one. A legal game prints where it ends (the ruleset's end
 * reporter: for Firestrike turn, step, result, and every base's position and status) and what became of
 * its dice: verified against the revealed seed, or replayed from the recorded rolls. An illegal one
 * prints the first refused entry with its JSON path (`$.commands[i]`) and the reason, or each recorded
 * roll the seed does not give (`$.commands[i].rolls[j]`). `--verify` insists on the check: a file whose
 * seed is not revealed is then refused. Exit 0: a legal game; 1: an illegal or unreadable file, or
 * nothing to verify; 2: bad arguments.
 */

/** The command's usage, printed by `--help` and with a mistake. */
export const USAGE = "usage: sightline replay <game.json> [--json] [--verify] [--charts FILE] [--units FILE]";

/** The parsed arguments of `sightline replay`. */
export interface ReplayOptions {
  file: string;
  json: boolean;
  verify: boolean;
  charts: string | undefined;
  units: string | undefined;
}

/** Parses `replay`'s arguments before any file is read (bad arguments: exit 2). */
export function replayOptions(argv: readonly string[]): ReplayOptions {
  const args = parseArgs(argv, ["charts", "units"], ["json", "verify"]);
  if (args.positionals.length !== 1) throw new UserError(USAGE, 2);
  if (args.positionals[0] === "") throw new UserError(`the game file name is empty\n${USAGE}`, 2);
  return {
    file: args.positionals[0]!,
    json: args.flags.has("json"),
    verify: args.flags.has("verify"),
    charts: args.flags.get("charts") as string | undefined,
    units: args.flags.get("units") as string | undefined,
  };
}

/** Any ruleset's ending: the entries replayed, whether the game is over and who may act. */
export function plainEnd(file: string, s: AnySession): { json: Record<string, unknown>; text: string } {
  const over = s.game.over(s.now);
  const toAct = s.game.seatsToAct(s.now);
  const json = {
    file,
    ok: true,
    ruleset: s.file.ruleset,
    name: s.file.name,
    entries: s.file.commands.length,
    over,
    toAct,
  };
  const text = [
    `${file}: ok: ${JSON.stringify(s.file.name)} (${s.file.ruleset}), ${json.entries} entries replayed`,
    over ? "the game is over" : `to act: ${toAct.join(", ") || "nobody"}`,
  ];
  return { json, text: text.map(oneLine).join("\n") };
}

/** What became of a replayed game's dice. */
export interface DiceReport {
  scheme: string;
  commitment: string;
  /** "verified": every recorded roll is the seed's; "recorded": replayed from the record, no seed;
   * "derived": the seed is known but the file records no rolls (a sightline-game/1 or /2 file) */
  check: "verified" | "recorded" | "derived";
  text: string;
}

function diceReport(f: GameFile, over: boolean): DiceReport {
  const recorded = f.openingRolls !== null || f.rolls.some((r) => r !== null);
  const base = { scheme: f.dice, commitment: f.commitment };
  if (f.seed === null)
    return {
      ...base,
      check: "recorded",
      text: `${over ? "finished game" : "unfinished game"}: replayed from its recorded rolls (seed not revealed)`,
    };
  if (!recorded)
    return {
      ...base,
      check: "derived",
      text: "rolls derived from the file's seed (the file records none, as sightline-game/1 and /2 saves)",
    };
  return {
    ...base,
    check: "verified",
    text: `rolls verified against the revealed seed${over ? "" : " (the host's copy of an unfinished game)"}`,
  };
}

/** What a replay gives: the ending, or the problems (the first refused entry with `$.commands[i]`). */
export type Replayed =
  | { ok: true; json: Record<string, unknown>; text: string }
  | { ok: false; problems: Problem[] };

/**
 * Checks and replays a game file's text with the ruleset it names (issue 24 item 7): what
 * `sightline replay` runs, callable in-process with a registry a test extends (its toy ruleset).
 */
export function replayText(
  file: string,
  text: string,
  rulesets: RulesetRegistry,
  reporters: Readonly<Record<string, EndReporter>> = {},
  opts: { verify?: boolean } = {},
): Replayed {
  const parsed = parseGameText(text, rulesets);
  if (!parsed.ok) return { ok: false, problems: parsed.error };
  if (opts.verify && parsed.value.seed === null)
    return {
      ok: false,
      problems: [
        {
          path: "$.seed",
          message:
            "cannot verify the rolls: the seed is not revealed (it is written when the game is over); without --verify the game replays from its recorded rolls",
        },
      ],
    };
  const session = openSession(parsed.value, rulesets);
  if (!session.ok) return { ok: false, problems: session.error };
  const s = session.value;
  const end = (reporters[parsed.value.ruleset] ?? { report: plainEnd }).report(file, s);
  const dice = diceReport(parsed.value, s.game.over(s.now));
  return { ok: true, json: { ...end.json, dice }, text: `${end.text}\n${oneLine(dice.text)}` };
}

/** Runs the command over the rulesets of `list` (default: the list); returns the exit status. */
export async function replayCommand(
  argv: readonly string[],
  list: readonly RulesetModule[] = RULESETS,
): Promise<number> {
  const { file, json, verify, ...data } = replayOptions(argv);
  const { registry, reporters } = await loadRulesets(data, list);
  const fail = (problems: Problem[]): number => {
    if (json) printOut(jsonLine({ file, ok: false, problems }));
    else printErr(`${problemReport(file, problems)}\n${oneLine(file)}: not a legal game`);
    return 1;
  };
  let text: string;
  try {
    text = readText(file);
  } catch (e) {
    if (e instanceof UserError) return fail([{ path: "$", message: e.message.replace(`${file}: `, "") }]);
    throw e;
  }
  const r = replayText(file, text, registry, reporters, { verify });
  if (!r.ok) return fail(r.problems);
  printOut(json ? jsonLine(r.json) : r.text);
  return 0;
}
