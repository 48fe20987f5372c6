import { bounds, type Pt, pointInPolygon } from "../geom2d";
import { type HexCrossing, type HexsideCrossing, hexCrossings } from "../hex/crossings";
import type { HexGrid } from "../hex/grid";
import type { FeatureType, Table } from "../table/schema";
import { pathHalfWidth } from "../table/terrain";

/**
 * Everything a segment crosses, in order (issue 24 item 6): the query hindrance-counting rulesets
 * need (a hex ruleset counts the hindrance hexes and hexsides a line passes; a free-form game the
 * woods a line runs through). Measured in 2D over the table's features, exactly: a polygon's
 * stretches come from the segment's crossings with its outline, a path's from the band of its width
 * round the centre line (round at the ends and joints), smoke's from its circle. Each stretch is
 * one entry, so a line that leaves a wood and re-enters it crosses it twice. No rule is applied
 * here: what a crossing means is the ruleset's (docs/line-of-sight.md, "Two halves").
 */

/** Where along the segment a crossing runs: parameters in [0, 1] from a, and inches from a. */
export interface CrossingSpan {
  enterT: number;
  exitT: number;
  enterInches: number;
  exitInches: number;
}

/** A stretch of the segment inside a table feature's footprint. */
export interface FeatureCrossing extends CrossingSpan {
  kind: "feature";
  featureId: string;
  type: FeatureType;
}

/**
 * One thing a segment crosses: a table feature, or on a hex board (`boardCrossings`) a hex
 * or a hexside it runs along (core/hex/crossings.ts), with the same span, so callers switch on `kind`
 * and sort all entries by `enterT` together.
 */
export type Crossing = FeatureCrossing | HexCrossing | HexsideCrossing;

/** Options for segmentCrossings. */
export interface CrossingOptions {
  /** only features of these types (default: every feature) */
  types?: ReadonlySet<string>;
}

/**
 * Every stretch of the segment a→b inside a feature of the table, sorted by entry (then exit, then
 * feature id). Stretches of one feature that touch are merged. A segment of no length crosses the
 * features whose footprint holds its point, with entry and exit 0.
 */
export function segmentCrossings(
  table: Pick<Table, "features">,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  opts: CrossingOptions = {},
): FeatureCrossing[] {
  const dx = bx - ax;
  const dy = by - ay;
  const len = Math.hypot(dx, dy);
  const sx0 = Math.min(ax, bx);
  const sx1 = Math.max(ax, bx);
  const sy0 = Math.min(ay, by);
  const sy1 = Math.max(ay, by);
  const out: FeatureCrossing[] = [];
  for (const f of table.features) {
    if (opts.types && !opts.types.has(f.type)) continue;
    let spans: [number, number][];
    if ("outline" in f) {
      const b = bounds(f.outline);
      if (b.maxX < sx0 || b.minX > sx1 || b.maxY < sy0 || b.minY > sy1) continue;
      spans = ringSpans(f.outline, ax, ay, dx, dy);
    } else if ("path" in f) {
      const r = pathHalfWidth(f);
      const b = bounds(f.path);
      if (b.maxX + r < sx0 || b.minX - r > sx1 || b.maxY + r < sy0 || b.minY - r > sy1) continue;
      const parts: [number, number][] = [];
      for (let i = 0; i + 1 < f.path.length; i++) {
        const s = capsuleSpan(f.path[i]!, f.path[i + 1]!, r, ax, ay, dx, dy);
        if (s) parts.push(s);
      }
      if (f.path.length === 1) {
        const s = circleSpan(f.path[0]![0], f.path[0]![1], r, ax, ay, dx, dy);
        if (s) parts.push(s);
      }
      spans = merge(parts);
    } else {
      const s = circleSpan(f.center[0], f.center[1], f.radiusInches, ax, ay, dx, dy);
      spans = s ? [s] : [];
    }
    for (const [t0, t1] of spans)
      out.push({
        kind: "feature",
        featureId: f.id,
        type: f.type,
        enterT: t0,
        exitT: t1,
        enterInches: t0 * len,
        exitInches: t1 * len,
      });
  }
  return out.sort(byEntry);
}

/**
 * Everything a segment crosses on a hex board: the features (as segmentCrossings) and the grid's hexes
 * and hexsides, in one list sorted by entry.
 */
export function boardCrossings(
  table: Pick<Table, "features">,
  grid: HexGrid,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  opts: CrossingOptions = {},
): Crossing[] {
  const out: Crossing[] = [
    ...segmentCrossings(table, ax, ay, bx, by, opts),
    ...hexCrossings(grid, ax, ay, bx, by),
  ];
  return out.sort(byEntry);
}

const byEntry = (p: Crossing, q: Crossing) =>
  p.enterT - q.enterT || p.exitT - q.exitT || byCode(tieKey(p), tieKey(q));

const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Ties broken by kind, then by what is crossed, so the order never depends on the table's order. */
const tieKey = (c: Crossing): string =>
  c.kind === "feature"
    ? `feature ${c.featureId}`
    : c.kind === "hex"
      ? `hex ${c.hex.q},${c.hex.r}`
      : `hexside ${c.left.q},${c.left.r}`;

/** The stretches of a + t·d, t in [0, 1], inside a ring (even-odd, as pointInPolygon). */
function ringSpans(ring: readonly Pt[], ax: number, ay: number, dx: number, dy: number): [number, number][] {
  if (dx === 0 && dy === 0) return pointInPolygon(ax, ay, ring) ? [[0, 0]] : [];
  const ts = [0, 1];
  const n = ring.length;
  for (let i = 0; i < n; i++) {
    const p = ring[i]!;
    const q = ring[(i + 1) % n]!;
    const ex = q[0] - p[0];
    const ey = q[1] - p[1];
    const den = dx * ey - dy * ex;
    if (den === 0) continue; // parallel: an edge run along adds no crossing the midpoints miss
    const wx = p[0] - ax;
    const wy = p[1] - ay;
    const t = (wx * ey - wy * ex) / den;
    const u = (wx * dy - wy * dx) / den;
    if (t > 0 && t < 1 && u >= 0 && u <= 1) ts.push(t);
  }
  ts.sort((x, y) => x - y);
  const spans: [number, number][] = [];
  for (let k = 0; k + 1 < ts.length; k++) {
    const t0 = ts[k]!;
    const t1 = ts[k + 1]!;
    if (t1 <= t0) continue;
    const m = (t0 + t1) / 2;
    if (!pointInPolygon(ax + dx * m, ay + dy * m, ring)) continue;
    const last = spans[spans.length - 1];
    if (last && last[1] === t0) last[1] = t1;
    else spans.push([t0, t1]);
  }
  return spans;
}

/** The stretch of a + t·d, t in [0, 1], within r of the point (cx, cy), or null. */
function circleSpan(
  cx: number,
  cy: number,
  r: number,
  ax: number,
  ay: number,
  dx: number,
  dy: number,
): [number, number] | null {
  const fx = ax - cx;
  const fy = ay - cy;
  const a = dx * dx + dy * dy;
  const c = fx * fx + fy * fy - r * r;
  if (a === 0) return c <= 0 ? [0, 0] : null;
  const b = fx * dx + fy * dy;
  const disc = b * b - a * c;
  if (disc < 0) return null;
  const s = Math.sqrt(disc);
  return clip((-b - s) / a, (-b + s) / a);
}

/** The stretch of a + t·d, t in [0, 1], within r of the segment p–q (a capsule, convex), or null. */
function capsuleSpan(
  p: Pt,
  q: Pt,
  r: number,
  ax: number,
  ay: number,
  dx: number,
  dy: number,
): [number, number] | null {
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  const add = (s: [number, number] | null) => {
    if (!s) return;
    lo = Math.min(lo, s[0]);
    hi = Math.max(hi, s[1]);
  };
  add(circleSpan(p[0], p[1], r, ax, ay, dx, dy));
  add(circleSpan(q[0], q[1], r, ax, ay, dx, dy));
  // The rectangle between the end circles: 0 ≤ along ≤ L and |across| ≤ r, each a slab.
  const ex = q[0] - p[0];
  const ey = q[1] - p[1];
  const L = Math.hypot(ex, ey);
  if (L > 0) {
    const ux = ex / L;
    const uy = ey / L;
    const along0 = (ax - p[0]) * ux + (ay - p[1]) * uy;
    const alongD = dx * ux + dy * uy;
    const across0 = (ax - p[0]) * -uy + (ay - p[1]) * ux;
    const acrossD = dx * -uy + dy * ux;
    const s1 = slab(along0, alongD, 0, L);
    const s2 = slab(across0, acrossD, -r, r);
    if (s1 && s2) add(clip(Math.max(s1[0], s2[0]), Math.min(s1[1], s2[1])));
  }
  return lo <= hi ? [lo, hi] : null;
}

/** The t in [0, 1] with lo ≤ v0 + t·dv ≤ hi, or null. */
function slab(v0: number, dv: number, lo: number, hi: number): [number, number] | null {
  if (dv === 0) return v0 >= lo && v0 <= hi ? [0, 1] : null;
  const t0 = (lo - v0) / dv;
  const t1 = (hi - v0) / dv;
  return clip(Math.min(t0, t1), Math.max(t0, t1));
}

function clip(t0: number, t1: number): [number, number] | null {
  const a = Math.max(0, t0);
  const b = Math.min(1, t1);
  return a <= b ? [a, b] : null;
}

/** Sorts and merges overlapping or touching stretches. */
function merge(parts: [number, number][]): [number, number][] {
  parts.sort((x, y) => x[0] - y[0]);
  const out: [number, number][] = [];
  for (const s of parts) {
    const last = out[out.length - 1];
    if (last && s[0] <= last[1]) last[1] = Math.max(last[1], s[1]);
    else out.push([s[0], s[1]]);
  }
  return out;
}
