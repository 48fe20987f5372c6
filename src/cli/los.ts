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

/** `sightline los`: can one unit see another, and why. Exit 0 whatever the verdict. */
export function losCommand(argv: readonly string[]): number {
  const args = parseArgs(argv, ["samples"], ["json", "lines"]);
  const [file, observerId, targetId, extra] = args.positionals;
  if (!file || !observerId || !targetId || extra) throw new UserError(USAGE, 2);
  const samples = numberFlag(args, "samples", 64, 16);
  const world = loadWorld(file);
  const observer = unitOrFail(world, observerId, file);
  const target = unitOrFail(world, targetId, file);
  if (observerId === targetId)
    throw new UserError(`${oneLine(file)}: observer and target are the same unit "${oneLine(observerId)}"`);
  const verdict = losBetween(world, observer, target, { coverSamples: samples });
  printOut(
    args.flags.has("json") ? jsonLine(verdictJson(verdict, args.flags.has("lines"))) : verdictText(verdict),
  );
  return 0;
}
