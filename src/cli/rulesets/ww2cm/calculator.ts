import { scriptedDice } from "../../../core/game/dice";
import { parseGameText } from "../../../core/game/format";
import { registryOf } from "../../../core/game/ruleset";
import { openSession } from "../../../core/game/session";
import { calculateShot, calculationText } from "../../../core/ww2cm/calculator";
import { measuredWw2Oracle, type Ww2Oracle } from "../../../core/ww2cm/measured";
import { ww2cmRuleset } from "../../../core/ww2cm/ruleset";
import { WW2CM_SIGHT } from "../../../core/ww2cm/sight";
import type { Ww2State } from "../../../core/ww2cm/state";
import { createWorld } from "../../../geometry/los/world";
import { decimal, parseArgs } from "../../args";
import { cliCatalog, readText, UserError } from "../../io";
import { jsonLine, oneLine, printOut, problemReport } from "../../terminal";

/**
 * `sightline ww2cm <game.json> <unit> <x> <y>`: seed 002's shooting calculator on a game file (its
 * set-up, or the state its log reaches): each firing model's line, band, height, cover pieces and
 * modifiers, measured through the 3D table; `--roll` rolls it with dice from `--seed` (default "calc").
 */
export const USAGE = "usage: sightline ww2cm <game.json> <unit> <x-cm> <y-cm> [--roll] [--seed S] [--json]";

/** Runs the calculator; returns the exit code. */
export function ww2cmCommand(argv: readonly string[]): number {
  const args = parseArgs(argv, ["seed"], ["json", "roll"]);
  if (args.positionals.length !== 4) throw new UserError(USAGE, 2);
  const [file, unit, xs, ys] = args.positionals as [string, string, string, string];
  const x = decimal(xs);
  const y = decimal(ys);
  if (!Number.isFinite(x) || !Number.isFinite(y))
    throw new UserError(
      `the circle's centre must be two numbers of cm, not "${oneLine(xs)}" "${oneLine(ys)}"`,
      2,
    );
  const catalog = cliCatalog();
  const made: { oracle?: Ww2Oracle } = {};
  const rules = ww2cmRuleset({
    catalog,
    oracleFor: (table, kinds) => {
      const w = createWorld(table, catalog, WW2CM_SIGHT);
      made.oracle = measuredWw2Oracle(w, w.hits, kinds);
      return made.oracle;
    },
  });
  const registry = registryOf(rules);
  const parsed = parseGameText(readText(file), registry);
  if (!parsed.ok) throw new UserError(problemReport(file, parsed.error));
  const session = openSession(parsed.value, registry);
  if (!session.ok) throw new UserError(problemReport(file, session.error));
  const seed = args.flags.get("seed");
  const dice = args.flags.has("roll") ? scriptedDice([], seed === undefined ? "calc" : String(seed)) : null;
  const c = calculateShot(session.value.now as Ww2State, made.oracle!, unit, [x, y], dice);
  if ("error" in c) throw new UserError(oneLine(`${file}: ${c.error}`));
  printOut(args.flags.has("json") ? jsonLine(c) : calculationText(c).join("\n"));
  return 0;
}
