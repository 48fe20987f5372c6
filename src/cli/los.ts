import { losBetween } from "../core/los/line-of-sight";
import type { LosVerdict } from "../core/los/verdict";
import { verdictText } from "../core/los/verdict-text";
import { numberFlag, parseArgs } from "./args";
import { UserError } from "./io";
import { jsonLine, oneLine, printOut } from "./terminal";
import { loadWorld, unitOrFail } from "./world";

const USAGE = "usage: sightline los <table.json> <observerId> <targetId> [--json] [--lines] [--samples N]";

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
    reasons: rest.reasons.map((r) => ({ rule: r.rule, text: r.text })),
    ...(withLines ? { lines } : {}),
  };
}

/** `sightline los`'s arguments, checked before any file is read. */
export interface LosOptions {
  file: string;
  observerId: string;
  targetId: string;
  samples: number;
  json: boolean;
  lines: boolean;
}

/** Parses `sightline los`'s arguments, or throws a UserError (exit 2) naming what is wrong. */
export function losOptions(argv: readonly string[]): LosOptions {
  const args = parseArgs(argv, ["samples"], ["json", "lines"]);
  const [file, observerId, targetId, extra] = args.positionals;
  if (!file || !observerId || !targetId || extra !== undefined) throw new UserError(USAGE, 2);
  return {
    file,
    observerId,
    targetId,
    samples: numberFlag(args, "samples", 64),
    json: args.flags.has("json"),
    lines: args.flags.has("lines"),
  };
}

/** `sightline los`: can one unit see another, and why. Exit 0 whatever the verdict. */
export function losCommand(argv: readonly string[]): number {
  const { file, observerId, targetId, samples, json, lines } = losOptions(argv);
  const world = loadWorld(file);
  const observer = unitOrFail(world, observerId, file);
  const target = unitOrFail(world, targetId, file);
  if (observerId === targetId)
    throw new UserError(`${oneLine(file)}: observer and target are the same unit "${oneLine(observerId)}"`);
  const verdict = losBetween(world, observer, target, { coverSamples: samples });
  printOut(json ? jsonLine(verdictJson(verdict, lines)) : verdictText(verdict));
  return 0;
}
