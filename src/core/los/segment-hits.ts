import type { CrossingSpan } from "./crossings";

/**
 * Everything a segment crosses in 3D (issue 24 item 6, the all-hits query): every place the segment
 * a→b meets the table's line-of-sight surfaces, in order, and from those the stretches it runs inside
 * each feature's solid (a wood's canopy, a hill, a building), with entry and exit. The measured half
 * only: what a crossing means (hindrance, blocking, cover) is the ruleset's. The 2D counterpart over
 * the features' footprints is crossings.ts (`segmentCrossings`); the stretches here have its span shape,
 * so a ruleset can sort both together.
 *
 * src/geometry answers it from the BVH (geometry/los/bvh-segment-hits.ts); core stays three-free and
 * only knows this interface. Points are (x, y) inches and heights in yards, as in SightGeometry.
 */

/** One meeting of the segment with a feature's surface. */
export interface SurfaceHit {
  /** the segment parameter, 0 at a, 1 at b */
  t: number;
  /** the horizontal distance from a, inches (what a tabletop measures) */
  inches: number;
  featureIndex: number;
  featureId: string;
  /** the feature's type ("ground" for the table's ground, index 0) */
  type: string;
  /**
   * true when the segment passes from outside the feature's solid to inside (it meets the outward
   * face of the surface: the mesh's triangles wind outward), false when it passes out
   */
  entering: boolean;
}

/** A stretch of the segment inside one feature's solid. */
export interface SolidCrossing extends CrossingSpan {
  kind: "solid";
  featureIndex: number;
  featureId: string;
  type: string;
}

/** The all-hits query on one table's geometry. */
export interface SegmentHitQuery {
  /** feature id per feature index; index 0 is the table's ground */
  readonly featureIds: readonly string[];
  /** feature type per feature index ("ground" for index 0) */
  readonly featureTypes: readonly string[];
  /**
   * Every meeting of a→b (t in [0, 1]) with a surface, sorted by t (then feature index, then exits
   * before entries). A segment along an edge two triangles share meets both: each is listed.
   */
  surfaceHits(ax: number, ay: number, az: number, bx: number, by: number, bz: number): SurfaceHit[];
}

/**
 * The stretches inside each feature's solid, from sorted surface hits: an entry opens a stretch and an
 * exit closes it; an exit with none open means a started inside (the stretch runs from 0), an entry
 * never closed means b lies inside (it runs to 1). Sorted by entry, then exit, then feature id. So a
 * line that leaves a wood and re-enters it crosses it twice, as in segmentCrossings.
 */
export function solidCrossings(hits: readonly SurfaceHit[], lengthInches: number): SolidCrossing[] {
  const open = new Map<number, SurfaceHit | null>();
  const out: SolidCrossing[] = [];
  const span = (from: number, to: number, h: SurfaceHit): SolidCrossing => ({
    kind: "solid",
    featureIndex: h.featureIndex,
    featureId: h.featureId,
    type: h.type,
    enterT: from,
    exitT: to,
    enterInches: from * lengthInches,
    exitInches: to * lengthInches,
  });
  const seen = new Set<number>();
  for (const h of hits) {
    const at = open.get(h.featureIndex);
    if (h.entering) {
      if (at === undefined || at === null) open.set(h.featureIndex, h);
    } else if (at) {
      out.push(span(at.t, h.t, h));
      open.set(h.featureIndex, null);
    } else if (!seen.has(h.featureIndex)) out.push(span(0, h.t, h));
    // A second exit with nothing open (a shared edge met twice) adds nothing.
    seen.add(h.featureIndex);
  }
  for (const h of open.values()) if (h) out.push(span(h.t, 1, h));
  return out.sort(
    (p, q) =>
      p.enterT - q.enterT ||
      p.exitT - q.exitT ||
      (p.featureId < q.featureId ? -1 : p.featureId > q.featureId ? 1 : 0),
  );
}

/** The stretches of a→b inside each feature's solid, in 3D (x, y inches; heights yards). */
export function segmentSolids(
  q: SegmentHitQuery,
  ax: number,
  ay: number,
  az: number,
  bx: number,
  by: number,
  bz: number,
): SolidCrossing[] {
  return solidCrossings(q.surfaceHits(ax, ay, az, bx, by, bz), Math.hypot(bx - ax, by - ay));
}
