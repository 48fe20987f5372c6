import type { LosReason, LosVerdict } from "./verdict";
import { inchesText, percentText, yardsText } from "./wording";

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

const SIDE_WORDS = {
  toward: "toward",
  aside: "to one side of the line to",
  behind: "behind it, away from",
} as const;

/**
 * The hill-edge fact: which unit, how far from which edge (our reading of seed 000 §1.2 measures to
 * the nearest, docs/line-of-sight.md), where that edge lies, and, when the unit's own plateau hides
 * the other end, that the rule's allowance is not the call.
 */
function hillEdgeFact(v: LosVerdict): string {
  const limit = v.limits.hillEdgeYards;
  const { unit, yardsFromEdge, ok, applies } = v.hillEdge;
  if (!applies || yardsFromEdge === null) return "both on the same level: does not apply";
  const view = v.plateaus.find((p) => p.unit === unit);
  const other = unit === v.observer ? v.target : v.observer;
  const edge = view
    ? `its plateau's nearest edge (${SIDE_WORDS[view.nearestEdgeSide]} ${other})`
    : "its plateau edge";
  const hidden =
    view?.hides && view.standBackInches !== null
      ? `; ${ok ? "but" : "and"} its own plateau hides ${view.role === "observer" ? other : "it"}: it stands ${inchesText(view.standBackInches)} back from the edge it ${view.role === "observer" ? "looks" : "would be seen"} over`
      : "";
  return `${unit} is the higher unit, ${yardsText(yardsFromEdge)} from ${edge}: ${
    ok ? `within ${limit}, allowed` : `more than ${limit}, no line of sight`
  }${hidden}`;
}

/** The features met in order, short: `ridge-2 2.0" (b7's own plateau), ridge-3 2.3", …`. */
function meetsFact(v: LosVerdict): string {
  return v.passesUnder
    .map(
      (m) => `${m.featureId} ${inchesText(m.inches)}${m.plateauOf ? ` (${m.plateauOf}'s own plateau)` : ""}`,
    )
    .join(", ");
}

/** The labelled lines under the headline (distance, cover, hill edge, blocked by, in order). */
export function verdictFacts(v: LosVerdict): { label: string; value: string }[] {
  const facts = [
    {
      label: "distance",
      value: `${v.distanceInches.toFixed(2)}" (${v.distanceYards} yards), closest base edge to closest base edge`,
    },
    { label: "cover", value: coverFact(v) },
    { label: "hill edge", value: hillEdgeFact(v) },
  ];
  // "Blocked by" only on a NOT VISIBLE verdict; a seen target may still have some lines stopped.
  if (v.blockedBy.length)
    facts.push(
      v.visible
        ? { label: "some lines", value: `stopped by ${v.blockedBy.join(", ")}` }
        : { label: "blocked by", value: v.blockedBy.join(", ") },
    );
  // Everything those lines meet, nearest first, where there is more than their first blocker.
  if (v.passesUnder.length > 1) facts.push({ label: "in order", value: meetsFact(v) });
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
