import { distSqPointSegment, type Pt } from "../geom2d";
import type { Table } from "../table/schema";
import type { Placement } from "../units/placement";
import type { EdgeSide, LineMeet, PlateauView } from "./verdict";

/**
 * A unit on a plateau top, seen along one check's centre sight line (issue 39 item 2). The hill-edge
 * rule measures to the plateau's nearest edge, and `los b7 r1` said "14.9 yards from its edge" of an
 * edge behind b7, away from r1, while b7's own plateau hid r1: the line drops under its top 2" out,
 * 13" short of the edge b7 looks over. This says which edge is nearest, where it lies, which edge the
 * line looks over and how far back from it the unit stands, so the verdict can say both.
 */

const r2 = (n: number) => Math.round(n * 100) / 100;

/** The point of `ring`'s boundary nearest the base `footprint` (which lies inside it, or straddles it). */
export function nearestEdgePoint(footprint: readonly Pt[], ring: readonly Pt[]): { at: Pt; inches: number } {
  let best = Number.POSITIVE_INFINITY;
  let at: Pt = ring[0]!;
  const n = ring.length;
  // Between two rings that do not cross, the nearest points are a corner of one and its nearest
  // point on an edge of the other.
  for (const p of footprint)
    for (let i = 0; i < n; i++) {
      const a = ring[i]!;
      const b = ring[(i + 1) % n]!;
      const q = closestOnSegment(p, a, b);
      const d = Math.hypot(q[0] - p[0], q[1] - p[1]);
      if (d < best) {
        best = d;
        at = q;
      }
    }
  for (const v of ring)
    for (let i = 0; i < footprint.length; i++) {
      const d = Math.sqrt(
        distSqPointSegment(v[0], v[1], footprint[i]!, footprint[(i + 1) % footprint.length]!),
      );
      if (d < best) {
        best = d;
        at = v;
      }
    }
  return { at, inches: best };
}

function closestOnSegment(p: Pt, a: Pt, b: Pt): Pt {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 > 0 ? Math.min(1, Math.max(0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2)) : 0;
  return [a[0] + t * dx, a[1] + t * dy];
}

/** The least s in (0, 1] at which the segment p→q crosses the ring's boundary, or null. */
function firstCrossing(p: Pt, q: Pt, ring: readonly Pt[]): number | null {
  const rx = q[0] - p[0];
  const ry = q[1] - p[1];
  let best: number | null = null;
  for (let i = 0, n = ring.length; i < n; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % n]!;
    const sx = b[0] - a[0];
    const sy = b[1] - a[1];
    const den = rx * sy - ry * sx;
    if (Math.abs(den) < 1e-12) continue;
    const s = ((a[0] - p[0]) * sy - (a[1] - p[1]) * sx) / den;
    const u = ((a[0] - p[0]) * ry - (a[1] - p[1]) * rx) / den;
    if (s > 1e-9 && s <= 1 && u >= 0 && u <= 1 && (best === null || s < best)) best = s;
  }
  return best;
}

/** Where `at` lies seen from (x, y) toward `to`: within 60° of that way, more than 120° off it, or between. */
export function edgeSide(x: number, y: number, at: Pt, to: Pt): EdgeSide {
  const ex = at[0] - x;
  const ey = at[1] - y;
  const ox = to[0] - x;
  const oy = to[1] - y;
  const n = Math.hypot(ex, ey) * Math.hypot(ox, oy);
  if (n < 1e-12) return "aside";
  const cos = (ex * ox + ey * oy) / n;
  return cos >= 0.5 ? "toward" : cos <= -0.5 ? "behind" : "aside";
}

/**
 * `unit` on a plateau top, along the centre sight line `from` (its own sight point) → `to` (the other
 * end's), heights in yards; null on the flat or a slope band (a slope is the edge itself). `hides` is
 * set only where the lines do meet the plateau (`meets`), so a line an area rule ended short of it
 * does not blame it.
 */
export function plateauView(
  table: Table,
  unit: Placement,
  role: "observer" | "target",
  from: readonly [number, number, number],
  to: readonly [number, number, number],
  meets: readonly LineMeet[],
): PlateauView | null {
  const hill = unit.standing.hill;
  if (!hill || unit.standing.onSlope) return null;
  const top = hill.level * table.levelHeightYards;
  const nearest = nearestEdgePoint(unit.footprint, hill.outline);
  const p: Pt = [from[0], from[1]];
  const q: Pt = [to[0], to[1]];
  const len = Math.hypot(q[0] - p[0], q[1] - p[1]);
  const sEdge = firstCrossing(p, q, hill.outline);
  // The base's front: where the centre line leaves the footprint (a bare point has none).
  const sFront =
    unit.widthInches > 0 || unit.depthInches > 0 ? (firstCrossing(p, q, unit.footprint) ?? 0) : 0;
  let sDrop: number | null = null;
  if (to[2] < top) sDrop = from[2] <= top ? 0 : (from[2] - top) / (from[2] - to[2]);
  const hides =
    sEdge !== null && sDrop !== null && sDrop < sEdge && meets.some((m) => m.featureId === hill.id);
  const along = (s: number) => r2(Math.max(0, s - sFront) * len);
  return {
    unit: unit.id,
    role,
    hillId: hill.id,
    level: hill.level,
    nearestEdgeAt: [r2(nearest.at[0]), r2(nearest.at[1])],
    nearestEdgeInches: r2(nearest.inches),
    nearestEdgeSide: edgeSide(unit.x, unit.y, nearest.at, q),
    looksOverAt: sEdge === null ? null : [r2(p[0] + (q[0] - p[0]) * sEdge), r2(p[1] + (q[1] - p[1]) * sEdge)],
    standBackInches: sEdge === null ? null : along(sEdge),
    dropsBelowInches: sDrop !== null && (sEdge === null || sDrop < sEdge) ? along(sDrop) : null,
    hides,
  };
}
