import { losBetween } from "../core/los/line-of-sight";
import type { LosVerdict } from "../core/los/verdict";
import { numberFlag, parseArgs } from "./args";
import { UserError } from "./io";
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

/** The verdict as a player reads it at the table. */
export function verdictText(v: LosVerdict): string {
  const pct = (f: number) => `${Math.round(f * 100)}%`;
  const out = [
    `${v.observer} → ${v.target}: ${v.visible ? "VISIBLE" : "NOT VISIBLE"}`,
    `  distance   ${v.distanceInches.toFixed(2)}" (${v.distanceYards} yards), closest base edge to closest base edge`,
    `  cover      ${pct(v.coverFraction)}${v.covered ? " — covered: attack points halved" : " — not more than half covered"}${
      v.coverBy.length ? ` (${v.coverBy.map((c) => `${c.featureId} ${pct(c.share)}`).join(", ")})` : ""
    }`,
    `  hill edge  ${
      v.hillEdge.applies
        ? `${v.hillEdge.unit} is the higher unit, ${v.hillEdge.yardsFromEdge} yards from its plateau edge: ${v.hillEdge.ok ? "within 40, allowed" : "too far, no line of sight"}`
        : "both on the same level: does not apply"
    }`,
  ];
  if (v.blockedBy.length) out.push(`  blocked by ${v.blockedBy.join(", ")}`);
  out.push("  reasons:");
  for (const r of v.reasons) out.push(`    [${r.rule}] ${r.text}`);
  return out.join("\n");
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
    throw new UserError(`${file}: observer and target are the same unit "${observerId}"`);
  const verdict = losBetween(world, observer, target, { coverSamples: samples });
  console.log(
    args.flags.has("json")
      ? JSON.stringify(verdictJson(verdict, args.flags.has("lines")))
      : verdictText(verdict),
  );
  return 0;
}
