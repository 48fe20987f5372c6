import { footprintGap } from "../table/terrain";
import type { Placement } from "../units/placement";
import { castLine, newLineHit } from "./cast-line";
import { type CoverResult, coverFraction, DEFAULT_COVER_SAMPLES } from "./cover";
import { elevationOf } from "./elevation";
import { linesMeet } from "./line-meets";
import { type OwnArea, ownAreasAt } from "./own-areas";
import { plateauView } from "./plateau-view";
import { describeCover, describeLines, describeMeets, describePlateaus } from "./reasons";
import { sightPoints } from "./sight-points";
import type { LosVerdict, PlateauView, SightLine } from "./verdict";
import { roundShare, wilsonBand } from "./wording";
import { type LosWorld, lookupUnit } from "./world";

/** Options for a full line-of-sight check. */
export interface LosOptions {
  /** samples over the target's faces for the cover fraction (at least 64 is the standard) */
  coverSamples?: number;
  /**
   * Whether a blocked verdict lists every feature its lines pass under (`passesUnder`, extra casts
   * past each first hit): on by default for the one-pair verdict a player reads; callers that judge
   * many pairs for their `visible` and cover only (a search over candidate points, a bot) turn it off.
   */
  passesUnder?: boolean;
}

const r2 = (n: number) => Math.round(n * 100) / 100;
const r1 = (n: number) => Math.round(n * 10) / 10;

/** Tallies what the sight lines met, per feature. */
export interface LineTally {
  clear: number;
  total: number;
  /** feature id → lines it stopped and where it first stopped one */
  blockers: Map<string, { count: number; at: [number, number]; type: string; areaRule: OwnArea | null }>;
}

/**
 * Casts the sight lines from every eye point of `observer` to every top point of `target`
 * (5 × 5 = 25 lines), first hit from the observer, and tallies them.
 */
export function castSightLines(
  world: LosWorld,
  observer: Placement,
  target: Placement,
): { lines: SightLine[]; tally: LineTally } {
  const { geometry, terrain } = world;
  const eyes = sightPoints(terrain, observer);
  const tops = sightPoints(terrain, target);
  const ownA = ownAreasAt(world, observer.x, observer.y);
  const ownB = ownAreasAt(world, target.x, target.y);
  const hit = newLineHit();
  const lines: SightLine[] = [];
  const tally: LineTally = { clear: 0, total: 0, blockers: new Map() };
  for (let i = 0; i < eyes.x.length; i++) {
    const ax = eyes.x[i]!;
    const ay = eyes.y[i]!;
    const az = eyes.eyeZ[i]!;
    for (let j = 0; j < tops.x.length; j++) {
      const bx = tops.x[j]!;
      const by = tops.y[j]!;
      const bz = tops.topZ[j]!;
      castLine(geometry, ax, ay, az, bx, by, bz, ownA, ownB, true, hit);
      tally.total++;
      if (hit.feature < 0) {
        tally.clear++;
        lines.push({ from: [ax, ay, az], to: [bx, by, bz], blockedBy: null, hitAt: null });
        continue;
      }
      const id = geometry.featureIds[hit.feature]!;
      const at: [number, number, number] = [
        ax + (bx - ax) * hit.t,
        ay + (by - ay) * hit.t,
        az + (bz - az) * hit.t,
      ];
      lines.push({
        from: [ax, ay, az],
        to: [bx, by, bz],
        blockedBy: id,
        hitAt: [r2(at[0]), r2(at[1]), r2(at[2])],
      });
      const b = tally.blockers.get(id);
      if (b) b.count++;
      else
        tally.blockers.set(id, {
          count: 1,
          at: [r1(at[0]), r1(at[1])],
          type: geometry.featureTypes[hit.feature]!,
          areaRule: hit.areaRule,
        });
    }
  }
  return { lines, tally };
}

/** Measures cover on `target` as seen from `observer`'s centre eye. */
export function measureCover(
  world: LosWorld,
  observer: Placement,
  target: Placement,
  samples = DEFAULT_COVER_SAMPLES,
): CoverResult {
  const { terrain } = world;
  const eyes = sightPoints(terrain, observer);
  const tops = sightPoints(terrain, target);
  const ownA = ownAreasAt(world, observer.x, observer.y);
  const ownB = ownAreasAt(world, target.x, target.y);
  return coverFraction(
    world,
    { x: eyes.x[0]!, y: eyes.y[0]!, z: eyes.eyeZ[0]! },
    ownA,
    target,
    tops,
    ownB,
    samples,
  );
}

/**
 * Can `observer` see `target`? Geometry first (at least one clear sight line, passing the ends' own
 * areas as far as the world's SightRules let them), then the rules: the ruleset's hill-edge check and
 * its cover decision on the measured share (for Firestrike seed 000 §1.2 and §5.1,
 * src/core/firestrike/sight/rules.ts). Units never block sight lines (project default: bases are
 * abstract groups).
 */
export function losBetween(
  world: LosWorld,
  observer: Placement,
  target: Placement,
  opts: LosOptions = {},
): LosVerdict {
  const { table, rules } = world;
  const { lines, tally } = castSightLines(world, observer, target);
  // Only this one-pair verdict looks past each line's first hit and along the centre line (the maps
  // never do): every feature the lines meet, in order, and the plateaus the two stand on.
  const passesUnder =
    tally.clear < tally.total && opts.passesUnder !== false ? linesMeet(world, observer, target, lines) : [];
  const centre = lines[0]!;
  const plateaus = [
    plateauView(table, observer, "observer", centre.from, centre.to, passesUnder),
    plateauView(table, target, "target", centre.to, centre.from, passesUnder),
  ].filter((p): p is PlateauView => p !== null);
  const elevation = (p: Placement, other: Placement) => {
    const e = elevationOf(p);
    const view = plateaus.find((v) => v.unit === p.id);
    return view
      ? { ...e, nearestEdge: { at: view.nearestEdgeAt, side: view.nearestEdgeSide, otherId: other.id } }
      : e;
  };
  const edge = rules.hillEdge(table, elevation(observer, target), elevation(target, observer));
  // A bare point has no silhouette to cover (sight-end.ts): nothing is measured on it.
  const cover: CoverResult =
    target.widthInches === 0 && target.depthInches === 0
      ? { fraction: 0, byFeature: new Map(), samples: 0, effectiveSamples: 0 }
      : measureCover(world, observer, target, opts.coverSamples ?? DEFAULT_COVER_SAMPLES);
  const { covered, insideCovering } = rules.cover(table, target, cover.fraction);
  const visible = tally.clear > 0 && edge.check.ok;
  const distanceInches = footprintGap(observer.footprint, target.footprint);
  const band = wilsonBand(cover.fraction, cover.effectiveSamples);
  const reasons = [
    ...(edge.reason ? [edge.reason] : []),
    ...describeLines(observer, target, tally, table, plateaus),
    ...describePlateaus(plateaus, observer, target, table, visible),
    ...describeMeets(observer, target, passesUnder, visible),
    ...describeCover(target, cover, covered, insideCovering, table, { visible, band }),
  ];
  return {
    observer: observer.id,
    target: target.id,
    visible,
    distanceInches: r2(distanceInches),
    distanceYards: Math.round(distanceInches * table.yardsPerInch),
    coverFraction: roundShare(cover.fraction),
    covered,
    coverBand: band.map(r2) as [number, number],
    coverSamples: cover.samples,
    coverBy: [...cover.byFeature]
      .map(([featureId, share]) => ({ featureId, share: r2(share) }))
      .sort((a, b) => b.share - a.share),
    hillEdge: edge.check,
    limits: rules.limits(table),
    blockedBy: [...tally.blockers.keys()],
    passesUnder,
    plateaus,
    reasons,
    lines,
  };
}

/** Line of sight between two units of the table by id, or an error naming the unknown id. */
export function lineOfSight(
  world: LosWorld,
  observerId: string,
  targetId: string,
  opts: LosOptions = {},
): { ok: true; value: LosVerdict } | { ok: false; error: string } {
  const a = lookupUnit(world, observerId);
  if (!a.ok) return a;
  const b = lookupUnit(world, targetId);
  if (!b.ok) return b;
  if (observerId === targetId)
    return { ok: false, error: `observer and target are the same unit "${observerId}"` };
  return { ok: true, value: losBetween(world, a.placement, b.placement, opts) };
}
