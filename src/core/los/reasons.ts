import { pointInPolygon } from "../geom2d";
import type { Table } from "../table/schema";
import type { Placement } from "../units/placement";
import type { CoverResult } from "./cover";
import type { LineTally } from "./line-of-sight";
import type { LineMeet, LosReason, PlateauView } from "./verdict";
import { featureWithType, inchesText, onHill, percentText, yardAdjective, yardsText } from "./wording";

const fmt = (n: number) => (Math.round(n * 10) / 10).toFixed(1);

function featureLabel(table: Table, id: string): string {
  if (id === "ground") return "the ground";
  if (id === "dug-in" || id === "hull-down") return `its ${id} position`;
  const f = table.features.find((x) => x.id === id);
  if (!f) return id;
  if (f.type === "hill") return `the crest of ${id} (hill, level ${f.level})`;
  return featureWithType(id, f.type);
}

/**
 * The observer's own plateau, when the lines' first hit on that hill is on its top (inside its
 * outline): not a crest between the two, the ground the observer stands on. (A line from outside
 * meets the target's plateau at its edge or slope, a crest indeed.)
 */
function ownPlateauHit(
  table: Table,
  id: string,
  at: [number, number],
  plateaus: readonly PlateauView[],
): PlateauView | undefined {
  const f = table.features.find((x) => x.id === id);
  if (f?.type !== "hill" || !pointInPolygon(at[0], at[1], f.outline)) return undefined;
  return plateaus.find((v) => v.hillId === id && v.role === "observer");
}

/** Reasons from the sight lines: what blocked them, where, and how many stayed clear. */
export function describeLines(
  observer: Placement,
  target: Placement,
  tally: LineTally,
  table: Table,
  plateaus: readonly PlateauView[] = [],
): LosReason[] {
  const out: LosReason[] = [];
  const of = `of ${tally.total} sight lines`;
  for (const [id, b] of tally.blockers) {
    if (b.areaRule) {
      const who = observer.areaIds.includes(id) ? observer.id : target.id;
      const limit = yardsText(b.areaRule.limitInches * table.yardsPerInch);
      out.push({
        rule: "area-edge-40yd",
        featureId: id,
        at: b.at,
        text: `${who} is inside ${featureWithType(id, b.type)}: ${b.count} ${of} run more than ${limit} through it; units in woods or built-up areas see out, and are seen, only within ${limit} of the edge, measured along each sight line`,
      });
    } else {
      const own = ownPlateauHit(table, id, b.at, plateaus);
      const label = own
        ? `${id} (hill, level ${own.level}), ${own.unit}'s own plateau,`
        : b.type === "hill"
          ? `the crest of ${id} (hill)`
          : featureWithType(id, b.type);
      const where = own ? ", where they drop below its top" : "";
      out.push({
        rule: b.type === "smoke" ? "smoke" : "terrain-blocks",
        featureId: id,
        at: b.at,
        text: `${label} blocks ${b.count} ${of}, first at (${fmt(b.at[0])}, ${fmt(b.at[1])})${where}`,
      });
    }
  }
  if (tally.clear > 0)
    out.push({ rule: "clear", text: `${tally.clear} ${of} from ${observer.id} to ${target.id} are clear` });
  return out;
}

const inches = inchesText;

/**
 * A unit's own plateau hiding the other end, said plainly (issue 39 item 2): how far back from the edge
 * it looks over it stands, along the centre sight line from its base's front, and where that line
 * goes under the plateau top.
 */
export function describePlateaus(
  plateaus: readonly PlateauView[],
  observer: Placement,
  target: Placement,
  table: Table,
  visible = false,
): LosReason[] {
  const out: LosReason[] = [];
  for (const v of plateaus) {
    if (!v.hides || v.standBackInches === null || v.looksOverAt === null) continue;
    const back = `${inches(v.standBackInches)} (${yardsText(v.standBackInches * table.yardsPerInch)})`;
    const edgeAt = `(${fmt(v.looksOverAt[0])}, ${fmt(v.looksOverAt[1])})`;
    const drop = inches(v.dropsBelowInches ?? 0);
    const whose = `${v.unit}'s own plateau ${v.hillId} (level ${v.level})`;
    out.push({
      rule: "own-plateau",
      featureId: v.hillId,
      at: v.looksOverAt,
      text:
        v.role === "observer"
          ? `${whose} hides ${target.id}${visible ? " from its centre sight line" : ""}: ${v.unit} stands ${back} back from the edge it looks over toward ${target.id}, at ${edgeAt}, and its centre sight line drops below the plateau top ${drop} in front of its base`
          : `${whose} hides it from ${observer.id}${visible ? "'s centre sight line" : ""}: ${v.unit} stands ${back} back from the edge it would be seen over from ${observer.id}, at ${edgeAt}, and the centre sight line stays under the plateau top until ${drop} in front of its base`,
    });
  }
  return out;
}

/** A feature met, in words: "ridge-3 (hill, level 3)", "ridge-2 (hill, level 2, b7's own plateau)". */
function meetLabel(m: LineMeet, observer: Placement, target: Placement): string {
  if (m.type === "ground") return "the ground";
  if (m.type === "hill")
    return `${m.featureId} (hill, level ${m.level}${m.plateauOf ? `, ${m.plateauOf}'s own plateau` : ""})`;
  if (m.areaEdge) {
    const who = observer.areaIds.includes(m.featureId) ? observer.id : target.id;
    return `${featureWithType(m.featureId, m.type)}, where the sight limit of ${who}'s own area ends them,`;
  }
  return featureWithType(m.featureId, m.type);
}

/**
 * Every feature the blocked lines meet, in the order met (nearest first), so a call can be read past
 * its first blocker: said when they meet more than one.
 */
export function describeMeets(
  observer: Placement,
  target: Placement,
  meets: readonly LineMeet[],
  visible: boolean,
): LosReason[] {
  if (meets.length < 2) return [];
  const parts = meets.map(
    (m) =>
      `${meetLabel(m, observer, target)} ${inches(m.inches)} out at (${fmt(m.at[0])}, ${fmt(m.at[1])}), ${m.lines} ${m.lines === 1 ? "line" : "lines"}`,
  );
  const which = visible ? "the stopped sight lines" : "the sight lines";
  return [
    {
      rule: "lines-meet",
      featureId: meets[0]!.featureId,
      at: meets[0]!.at,
      text: `in order along ${which} from ${observer.id}, they meet ${parts.join("; then ")}`,
    },
  ];
}

/** What the cover reason needs to know of the rest of the verdict. */
export interface CoverContext {
  /** whether the target is seen: on a NOT VISIBLE verdict the cover is what it would be if seen */
  visible: boolean;
  /** the sampling error band of the measured share */
  band: [number, number];
}

/** Reasons from the cover measurement: how much is hidden, by what, and whether attack points halve. */
export function describeCover(
  target: Placement,
  cover: CoverResult,
  covered: boolean,
  insideId: string | null,
  table: Table,
  ctx: CoverContext,
): LosReason[] {
  const out: LosReason[] = [];
  // A bare point target (sight-end.ts) has no silhouette: only the areas it stands in can cover it.
  if (target.widthInches === 0 && target.depthInches === 0) {
    const lead = ctx.visible ? "" : "If it could be seen: ";
    const f = insideId ? table.features.find((x) => x.id === insideId) : undefined;
    out.push(
      insideId
        ? {
            rule: "cover-more-than-half",
            featureId: insideId,
            text: `${lead}${target.id} is inside ${featureWithType(insideId, f?.type ?? "area")}: a unit there counts as covered; attack points are halved (seed 000 §5.1)`,
          }
        : {
            rule: "cover-not-measured",
            text: `${target.id} is a bare point with no silhouette: no cover is measured on it`,
          },
    );
    return out;
  }
  if (target.sunkBy) {
    const by = target.sunkBy.kind === "trench" ? `in ${target.sunkBy.featureId}` : target.sunkBy.posture;
    out.push({
      rule: "dug-in",
      ...(target.sunkBy.kind === "trench" ? { featureId: target.sunkBy.featureId } : {}),
      text: `${target.id} is ${by}: ${yardsText(target.sunkYards)} of its ${yardAdjective(target.topYards - target.bottomYards)} silhouette is below the ground around it`,
    });
  }
  const centre: [number, number] = [target.x, target.y];
  const parts = [...cover.byFeature]
    .filter(([, s]) => s >= 0.005)
    .sort((a, b) => b[1] - a[1])
    .map(([id, s]) => {
      const f = table.features.find((x) => x.id === id);
      // A reverse slope only where the target stands on the hill beyond its crest from the observer.
      const slope =
        f?.type === "hill" && onHill(table, id, target.footprint, centre) ? " (reverse slope)" : "";
      return `${featureLabel(table, id)} hides ${percentText(s)}${slope}`;
    });
  const detail = parts.length > 0 ? ` (${parts.join(", ")})` : "";
  // On a NOT VISIBLE verdict the cover is said as what it would be, were the target seen.
  const lead = ctx.visible ? "" : "If it could be seen: ";
  const [lo, hi] = ctx.band;
  const close =
    lo <= 0.5 && hi > 0.5
      ? `; the sampling band (${percentText(lo)}-${percentText(hi)} at ${cover.samples} samples) straddles one half, so the call is within the sampling error and more samples may change it`
      : "";
  const share = percentText(cover.fraction);
  if (insideId) {
    const f = table.features.find((x) => x.id === insideId);
    out.push({
      rule: "cover-more-than-half",
      featureId: insideId,
      text: `${lead}${target.id} is inside ${featureWithType(insideId, f?.type ?? "area")}: it counts as covered whatever the measured ${share}${detail}; attack points are halved (seed 000 §5.1)`,
    });
  } else if (covered) {
    out.push({
      rule: "cover-more-than-half",
      text: `${lead}${target.id} is ${share} covered${detail}: more than half covered, attack points are halved (seed 000 §5.1)${close}`,
    });
  } else {
    out.push({
      rule: "cover-less-than-half",
      text:
        cover.fraction === 0
          ? `${lead}${target.id} is in the open (0% covered): no halving for cover`
          : `${lead}${target.id} is ${share} covered${detail}: not more than half, no halving for cover${close}`,
    });
  }
  return out;
}
