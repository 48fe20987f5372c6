import type { LosReason, LosVerdict } from "./verdict";
import { percentText, yardsText } from "./wording";

/**
 * A verdict in words, as `sightline los` prints it and the browser's LOS panel shows it: one formatter
 * for both, so the panel and the terminal read the same (a browser test compares them).
 */

/** The headline: "b1 → r4: VISIBLE". */
export function verdictHeadline(v: LosVerdict): string {
  return `${v.observer} → ${v.target}: ${v.visible ? "VISIBLE" : "NOT VISIBLE"}`;
}

/** The cover fact: the share, the decision, its sampling band, and what hides the target. */
function coverFact(v: LosVerdict): string {
  const lead = v.visible ? "" : "if it could be seen: ";
  // A bare point target (sight-end.ts) has no silhouette: no share, no band; an area may still cover it.
  if (v.coverSamples === 0)
    return `${lead}not measured, no silhouette to sample${v.covered ? " — covered by the area it is in: attack points halved" : ""}`;
  const [lo, hi] = v.coverBand;
  // Only where the measured share makes the call (a unit inside woods is covered whatever it reads).
  const close = lo <= 0.5 && hi > 0.5 && v.covered === v.coverFraction > 0.5;
  const band = `95% sampling band ${percentText(lo)}-${percentText(hi)} at ${v.coverSamples} samples${
    close ? ": too close to call, more samples may change it" : ""
  }`;
  const by = v.coverBy.length
    ? `; ${v.coverBy.map((c) => `${c.featureId} ${percentText(c.share)}`).join(", ")}`
    : "";
  // seed 000 §5.1: "more than half covered"; on a NOT VISIBLE verdict, as it would be if seen.
  return `${lead}${percentText(v.coverFraction)}${
    v.covered ? " — covered: attack points halved" : " — not more than half covered"
  } (${band}${by})`;
}

/** The labelled lines under the headline (distance, cover, hill edge, blocked by). */
export function verdictFacts(v: LosVerdict): { label: string; value: string }[] {
  const limit = v.limits.hillEdgeYards;
  const facts = [
    {
      label: "distance",
      value: `${v.distanceInches.toFixed(2)}" (${v.distanceYards} yards), closest base edge to closest base edge`,
    },
    { label: "cover", value: coverFact(v) },
    {
      label: "hill edge",
      value:
        v.hillEdge.applies && v.hillEdge.yardsFromEdge !== null
          ? `${v.hillEdge.unit} is the higher unit, ${yardsText(v.hillEdge.yardsFromEdge)} from its plateau edge: ${
              v.hillEdge.ok ? `within ${limit}, allowed` : `more than ${limit}, no line of sight`
            }`
          : "both on the same level: does not apply",
    },
  ];
  // "Blocked by" only on a NOT VISIBLE verdict; a seen target may still have some lines stopped.
  if (v.blockedBy.length)
    facts.push(
      v.visible
        ? { label: "some lines", value: `stopped by ${v.blockedBy.join(", ")}` }
        : { label: "blocked by", value: v.blockedBy.join(", ") },
    );
  return facts;
}

/** One reason as the CLI prints it: "[rule] text". */
export function reasonLine(r: LosReason): string {
  return `[${r.rule}] ${r.text}`;
}

/** The whole verdict as text, as `sightline los` prints it without --json. */
export function verdictText(v: LosVerdict): string {
  return [
    verdictHeadline(v),
    ...verdictFacts(v).map((f) => `  ${f.label.padEnd(10)} ${f.value}`),
    "  reasons:",
    ...v.reasons.map((r) => `    ${reasonLine(r)}`),
  ].join("\n");
}
