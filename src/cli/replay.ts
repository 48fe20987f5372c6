import { deployingSide } from "../core/firestrike/match/deployment";
import { type GameResult, gameResult } from "../core/firestrike/match/result";
import type { FirestrikeGame } from "../core/firestrike/match/ruleset";
import { firestrikeRuleset } from "../core/firestrike/match/ruleset";
import type { Session } from "../core/firestrike/match/session";
import { stepLabel } from "../core/firestrike/match/steps";
import { measuredOracle } from "../core/firestrike/measured/oracle";
import { allBases } from "../core/firestrike/query";
import type { Base } from "../core/firestrike/state";
import { parseGameText } from "../core/game/format";
import { type RulesetRegistry, registryOf } from "../core/game/ruleset";
import { type Session as AnySession, openSession } from "../core/game/session";
import type { Problem } from "../core/problems";
import { createWorld } from "../geometry/los/world";
import { parseArgs } from "./args";
import { cliFirefightRuleset, firefightEnd } from "./firefight-ruleset";
import { loadCharts, loadStats } from "./firestrike-data";
import { cliCatalog, readText, UserError } from "./io";
import { jsonLine, oneLine, printErr, printOut, problemReport } from "./terminal";

/**
 * `sightline replay <game.json> [--json]`: checks a saved game (`sightline-game/2` or /1, docs/game-format.md), of any ruleset the CLI knows,
 * and replays its log on the measured LOS engine, as the app does when it opens one. A legal game prints
 * where it ends: turn, step, result, and every base's position and status. An illegal one prints the
 * first refused entry with its JSON path (`$.commands[i]`) and the reason. Exit 0: a legal game; 1: an
 * illegal or unreadable file; 2: bad arguments.
 */

const USAGE = "usage: sightline replay <game.json> [--json] [--charts FILE] [--units FILE]";

/** One base where the game ends. */
interface BaseReport {
  id: string;
  side: string;
  statLine: string;
  x: number;
  y: number;
  facing: number;
  status: string;
  damage: number;
  carriedBy: string | null;
}

/** Where a legal game ends, as `--json` prints it. */
interface EndReport {
  file: string;
  ok: true;
  name: string;
  entries: number;
  /** "deploying" before the first turn, "playing", or "over" */
  phase: "deploying" | "playing" | "over";
  deploying: string | null;
  turn: number | null;
  turnLimit: number | null;
  step: string | null;
  conceded: string | null;
  result: GameResult | null;
  bases: BaseReport[];
}

const round = (n: number) => Math.round(n * 1000) / 1000;

function baseReport(b: Base): BaseReport {
  return {
    id: b.id,
    side: b.side,
    statLine: b.statLine,
    x: round(b.x),
    y: round(b.y),
    facing: round(b.facing),
    status: b.status,
    damage: b.damage,
    carriedBy: b.carriedBy,
  };
}

function endReport(file: string, s: Session): EndReport {
  const st = s.now.state;
  const over = st !== null && (st.over || s.now.conceded !== null);
  const placed = s.now.deployment.placed;
  const bases: BaseReport[] = st
    ? allBases(st).map(baseReport)
    : s.file.body.forces.bases.map((b) => {
        const p = Object.hasOwn(placed, b.id) ? placed[b.id] : undefined;
        return {
          id: b.id,
          side: b.side,
          statLine: b.statLine,
          x: round(p?.x ?? b.x),
          y: round(p?.y ?? b.y),
          facing: round(p?.facing ?? b.facing),
          status: p || b.carriedBy || b.towedBy ? "deployed" : "not deployed",
          damage: b.damage,
          carriedBy: b.carriedBy ?? null,
        };
      });
  return {
    file,
    ok: true,
    name: s.file.name,
    entries: s.file.commands.length,
    phase: st === null ? "deploying" : over ? "over" : "playing",
    deploying: st === null ? deployingSide(s.now.deployment) : null,
    turn: st?.turn ?? null,
    turnLimit: st?.turnLimit ?? null,
    step: st ? stepLabel(st.step) : null,
    conceded: s.now.conceded,
    result: st ? gameResult(st, s.env, s.file.body.table, s.now.conceded) : null,
    bases,
  };
}

function endText(r: EndReport): string {
  const lines = [`${r.file}: ok: ${JSON.stringify(r.name)}, ${r.entries} entries replayed`];
  if (r.phase === "deploying") lines.push(`ends in deployment: ${r.deploying ?? "nobody"} is placing bases`);
  else
    lines.push(
      `ends at turn ${r.turn} of ${r.turnLimit}, step ${r.step}${r.phase === "over" ? " (game over)" : ""}`,
    );
  if (r.result) {
    const winner = r.result.winner ? `${r.result.winner} wins` : "draw";
    lines.push(`${r.result.over ? "result" : "standing"}: ${winner} (${r.result.reason})`);
    for (const x of r.result.sides)
      lines.push(
        `  ${x.side}: ${x.inPlay} of ${x.bases} bases in play, ${x.lost} lost, ${x.abandoned} abandoned, ${x.hqLost} HQ lost, ${x.points} objective points${x.objectives.length ? ` (${x.objectives.join(", ")})` : ""}`,
      );
  }
  lines.push("bases:");
  for (const b of r.bases)
    lines.push(
      `  ${b.id} (${b.side}, ${b.statLine}) at (${b.x}, ${b.y}) facing ${b.facing}: ${b.status}${b.damage ? `, ${b.damage} damage` : ""}${b.carriedBy ? `, carried by ${b.carriedBy}` : ""}`,
    );
  // Each line is one line: an id or name from the file cannot start another.
  return lines.map(oneLine).join("\n");
}

/** The parsed arguments of `sightline replay`. */
export interface ReplayOptions {
  file: string;
  json: boolean;
  charts: string | undefined;
  units: string | undefined;
}

/** Parses `replay`'s arguments before any file is read (bad arguments: exit 2). */
export function replayOptions(argv: readonly string[]): ReplayOptions {
  const args = parseArgs(argv, ["charts", "units"], ["json"]);
  if (args.positionals.length !== 1) throw new UserError(USAGE, 2);
  if (args.positionals[0] === "") throw new UserError(`the game file name is empty\n${USAGE}`, 2);
  return {
    file: args.positionals[0]!,
    json: args.flags.has("json"),
    charts: args.flags.get("charts") as string | undefined,
    units: args.flags.get("units") as string | undefined,
  };
}

/** How the CLI reports where a game of one ruleset ends (Firestrike's is below; others get `plainEnd`). */
export interface EndReporter {
  report(file: string, session: AnySession): { json: Record<string, unknown>; text: string };
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

const firestrikeEnd: EndReporter = {
  report(file, s) {
    const session = s as unknown as Session;
    const r = endReport(file, { ...session, env: (s.game as FirestrikeGame).env });
    return { json: r as unknown as Record<string, unknown>, text: endText(r) };
  },
};

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
): Replayed {
  const parsed = parseGameText(text, rulesets);
  if (!parsed.ok) return { ok: false, problems: parsed.error };
  const session = openSession(parsed.value, rulesets);
  if (!session.ok) return { ok: false, problems: session.error };
  const end = (reporters[parsed.value.ruleset] ?? { report: plainEnd }).report(file, session.value);
  return { ok: true, ...end };
}

/** The rulesets the CLI knows, with the data files it was given. */
export function cliRulesets(opts: {
  charts: string | undefined;
  units: string | undefined;
}): RulesetRegistry {
  const charts = loadCharts(opts.charts);
  const stats = loadStats(charts, opts.units);
  const catalog = cliCatalog();
  return registryOf(
    firestrikeRuleset({
      catalog,
      charts,
      stats,
      oracleFor: (table) => measuredOracle(createWorld(table, catalog)),
    }),
    cliFirefightRuleset(catalog),
  );
}

/** Runs the command; returns the exit status. */
export function replayCommand(argv: readonly string[]): number {
  const { file, json, ...opts } = replayOptions(argv);
  const rulesets = cliRulesets(opts);
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
  const r = replayText(file, text, rulesets, { firestrike: firestrikeEnd, firefight: firefightEnd });
  if (!r.ok) return fail(r.problems);
  printOut(json ? jsonLine(r.json) : r.text);
  return 0;
}
