import type { LosReason, LosVerdict } from "./verdict";

/**
 * A verdict in words, as `sightline los` prints it and the browser's LOS panel shows it: one formatter
 * for both, so the panel and the terminal read the same (a browser test compares them).
 */

const pct = (f: number) => `${Math.round(f * 100)}%`;

/** The headline: "b1 → r4: VISIBLE". */
export function verdictHeadline(v: LosVerdict): string {
  return `${v.observer} → ${v.target}: ${v.visible ? "VISIBLE" : "NOT VISIBLE"}`;
}

/** The labelled lines under the headline (distance, cover, hill edge, blocked by). */
export function verdictFacts(v: LosVerdict): { label: string; value: string }[] {
  const facts = [
    {
      label: "distance",
      value: `${v.distanceInches.toFixed(2)}" (${v.distanceYards} yards), closest base edge to closest base edge`,
    },
    {
      label: "cover",
      value: `${pct(v.coverFraction)}${v.covered ? " — covered: attack points halved" : " — not more than half covered"}${
        v.coverBy.length ? ` (${v.coverBy.map((c) => `${c.featureId} ${pct(c.share)}`).join(", ")})` : ""
      }`,
    },
    {
      label: "hill edge",
      value: v.hillEdge.applies
        ? `${v.hillEdge.unit} is the higher unit, ${v.hillEdge.yardsFromEdge} yards from its plateau edge: ${
            v.hillEdge.ok ? "within 40, allowed" : "too far, no line of sight"
          }`
        : "both on the same level: does not apply",
    },
  ];
  if (v.blockedBy.length) facts.push({ label: "blocked by", value: v.blockedBy.join(", ") });
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
