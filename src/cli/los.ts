import { lineOfSightBetween, type SightEnd } from "../core/los/sight-end";
import type { SightRules } from "../core/los/sight-rules";
import type { LosVerdict } from "../core/los/verdict";
import { verdictText } from "../core/los/verdict-text";
import { numberFlag, parseArgs, pointFlag } from "./args";
import { openWorld } from "./open-world";
import { rulesFlag } from "./rules-flag";
import { jsonLine, oneLine, printOut } from "./terminal";
import { mark } from "./timing";
import { UserError } from "./user-error";

/** The command's usage, printed by `--help` and with a mistake. */
export const USAGE =
  "usage: sightline los <table.json> (<observerId> | --at X,Y [--eye-yards 2]) (<targetId> | --to X,Y [--target-height-yards 2]) [--json] [--lines] [--samples N] [--rules RULESET]";

/** The stable JSON shape of `sightline los --json`. */
export function verdictJson(v: LosVerdict, withLines: boolean): Record<string, unknown> {
  const { lines, ...rest } = v;
  return {
    observer: rest.observer,
    target: rest.target,
    visible: rest.visible,
    distanceInches: rest.distanceInches,
    distanceYards: rest.distanceYards,
    coverFraction: rest.coverFraction,
    covered: rest.covered,
    coverBy: rest.coverBy,
    hillEdge: rest.hillEdge,
    blockedBy: rest.blockedBy,
    passesUnder: rest.passesUnder,
    plateaus: rest.plateaus,
    reasons: rest.reasons.map((r) => ({ rule: r.rule, text: r.text })),
    ...(withLines ? { lines } : {}),
  };
}

/** `sightline los`'s arguments, checked before any file is read. */
export interface LosOptions {
  file: string;
  /** a unit by id, or a bare point (`--at X,Y --eye-yards E`, `--to X,Y --target-height-yards H`) */
  observer: SightEnd;
  target: SightEnd;
  samples: number;
  json: boolean;
  lines: boolean;
  /** whose reading of the table (`--rules`: a ruleset's sight rules; default Firestrike's) */
  rules: SightRules;
}

/** Parses `sightline los`'s arguments, or throws a UserError (exit 2) naming what is wrong. */
export function losOptions(argv: readonly string[]): LosOptions {
  const args = parseArgs(
    argv,
    ["samples", "at", "eye-yards", "to", "target-height-yards", "rules"],
    ["json", "lines"],
  );
  const at = pointFlag(args, "at");
  const to = pointFlag(args, "to");
  const [file, ...rest] = args.positionals;
  // The ids fill the ends that no point flag took, observer first.
  const wanted = (at ? 0 : 1) + (to ? 0 : 1);
  if (!file || rest.length !== wanted || rest.some((id) => id === "")) throw new UserError(USAGE, 2);
  if (!at && args.flags.has("eye-yards")) throw new UserError("--eye-yards goes with --at", 2);
  if (!to && args.flags.has("target-height-yards"))
    throw new UserError("--target-height-yards goes with --to", 2);
  const ids = [...rest];
  const observer: SightEnd = at
    ? { kind: "point", ...at, heightYards: numberFlag(args, "eye-yards", 2) }
    : { kind: "unit", id: ids.shift()! };
  const target: SightEnd = to
    ? { kind: "point", ...to, heightYards: numberFlag(args, "target-height-yards", 2) }
    : { kind: "unit", id: ids.shift()! };
  return {
    file,
    observer,
    target,
    samples: numberFlag(args, "samples", 64),
    json: args.flags.has("json"),
    lines: args.flags.has("lines"),
    rules: rulesFlag(args),
  };
}

/** `sightline los`: can one unit (or point) see another, and why. Exit 0 whatever the verdict. */
export async function losCommand(argv: readonly string[]): Promise<number> {
  const { file, observer, target, samples, json, lines, rules } = losOptions(argv);
  mark("los module loaded");
  const world = await openWorld(file, rules);
  const verdict = lineOfSightBetween(world, observer, target, { coverSamples: samples });
  mark("verdict");
  if (!verdict.ok) throw new UserError(`${oneLine(file)}: ${oneLine(verdict.error)}`);
  printOut(json ? jsonLine(verdictJson(verdict.value, lines)) : verdictText(verdict.value));
  return 0;
}
