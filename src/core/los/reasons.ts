import type { Table } from "../table/schema";
import type { Placement } from "../units/placement";
import type { CoverResult } from "./cover";
import type { LineTally } from "./line-of-sight";
import type { LosReason } from "./verdict";

const pct = (f: number) => `${Math.round(f * 100)}%`;
const fmt = (n: number) => (Math.round(n * 10) / 10).toFixed(1);

function featureLabel(table: Table, id: string): string {
  if (id === "ground") return "the ground";
  if (id === "dug-in" || id === "hull-down") return `its ${id} position`;
  const f = table.features.find((x) => x.id === id);
  if (!f) return id;
  if (f.type === "hill") return `the crest of ${id} (hill, level ${f.level})`;
  return `${id} (${f.type})`;
}

/** Reasons from the sight lines: what blocked them, where, and how many stayed clear. */
export function describeLines(
  observer: Placement,
  target: Placement,
  tally: LineTally,
  yardsPerInch: number,
): LosReason[] {
  const out: LosReason[] = [];
  const of = `of ${tally.total} sight lines`;
  for (const [id, b] of tally.blockers) {
    if (b.areaRule) {
      const who = observer.areaIds.includes(id) ? observer.id : target.id;
      const limit = Math.round(b.areaRule.limitInches * yardsPerInch);
      out.push({
        rule: "area-edge-40yd",
        featureId: id,
        at: b.at,
        text: `${who} is inside ${id} (${b.type}): ${b.count} ${of} run more than ${limit} yards through it; units in woods or built-up areas see out, and are seen, only within ${limit} yards of the edge`,
      });
    } else {
      const label = b.type === "hill" ? `the crest of ${id} (hill)` : `${id} (${b.type})`;
      out.push({
        rule: b.type === "smoke" ? "smoke" : "terrain-blocks",
        featureId: id,
        at: b.at,
        text: `${label} blocks ${b.count} ${of}, first at (${fmt(b.at[0])}, ${fmt(b.at[1])})`,
      });
    }
  }
  if (tally.clear > 0)
    out.push({ rule: "clear", text: `${tally.clear} ${of} from ${observer.id} to ${target.id} are clear` });
  return out;
}

/** Reasons from the cover measurement: how much is hidden, by what, and whether attack points halve. */
export function describeCover(
  target: Placement,
  cover: CoverResult,
  covered: boolean,
  insideId: string | null,
  table: Table,
): LosReason[] {
  const out: LosReason[] = [];
  if (target.sunkBy) {
    const by = target.sunkBy.kind === "trench" ? `in ${target.sunkBy.featureId}` : target.sunkBy.posture;
    out.push({
      rule: "dug-in",
      ...(target.sunkBy.kind === "trench" ? { featureId: target.sunkBy.featureId } : {}),
      text: `${target.id} is ${by}: ${fmt(target.sunkYards)} yards of its ${fmt(target.topYards - target.bottomYards)}-yard silhouette is below the ground around it`,
    });
  }
  const parts = [...cover.byFeature]
    .filter(([, s]) => s >= 0.005)
    .sort((a, b) => b[1] - a[1])
    .map(([id, s]) => {
      const f = table.features.find((x) => x.id === id);
      const slope = f?.type === "hill" ? " (reverse slope)" : "";
      return `${featureLabel(table, id)} hides ${pct(s)}${slope}`;
    });
  const detail = parts.length > 0 ? ` (${parts.join(", ")})` : "";
  if (insideId) {
    const f = table.features.find((x) => x.id === insideId);
    out.push({
      rule: "cover-more-than-half",
      featureId: insideId,
      text: `${target.id} is inside ${insideId} (${f?.type}): it counts as covered whatever the measured ${pct(cover.fraction)}${detail}; attack points are halved (seed 000 §5.1)`,
    });
  } else if (covered) {
    out.push({
      rule: "cover-more-than-half",
      text: `${target.id} is ${pct(cover.fraction)} covered${detail}: more than half covered, attack points are halved (seed 000 §5.1)`,
    });
  } else {
    out.push({
      rule: "cover-less-than-half",
      text:
        cover.fraction === 0
          ? `${target.id} is in the open (0% covered): no halving for cover`
          : `${target.id} is ${pct(cover.fraction)} covered${detail}: not more than half, no halving for cover`,
    });
  }
  return out;
}
