import type { Pt } from "../geom2d";
import type { HillFeature } from "./schema";
import { groundYardsAt, type TerrainIndex } from "./terrain";

/**
 * The ground along a straight stretch of table, as a few points between which it runs straight:
 * what a wall needs to stand `heightYards` tall above the ground under every point of it
 * (docs/table-format.md), instead of floating over a hollow or sinking into a ridge.
 */

/** How far the ground may stray from a straight run between two profile points, yards. */
export const PROFILE_TOLERANCE_YARDS = 0.05;
/** The deepest a stretch is halved while looking for the ground's bends. */
const MAX_DEPTH = 14;

/**
 * Parameters t in [0, 1] along a→b (sorted, 0 and 1 included) where the ground under any of `lines`
 * (a→b moved sideways by each offset, inches) can change its law: every t where a line's distance to a
 * hill's outline edge is 0 or the band's width. Between two of them each hill's ground is one smooth
 * law (flat, a straight band, or a corner's round). Null when the lines pass near no hill. `only`
 * limits the hills looked at (a caller that knows which can matter).
 */
export function groundLawCuts(
  index: TerrainIndex,
  a: Pt,
  b: Pt,
  offsets: readonly number[] = [0],
  only?: (hill: HillFeature) => boolean,
): number[] | null {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy);
  if (len < 1e-9) return null;
  const nx = -dy / len;
  const ny = dx / len;
  const reach = Math.max(0, ...offsets.map(Math.abs));
  const cuts = new Set<number>([0, 1]);
  let touched = false;
  for (const h of index.hills) {
    const s = h.hill.slopeInches;
    if (
      Math.max(a[0], b[0]) + reach < h.minX ||
      Math.min(a[0], b[0]) - reach > h.maxX ||
      Math.max(a[1], b[1]) + reach < h.minY ||
      Math.min(a[1], b[1]) - reach > h.maxY ||
      (only && !only(h.hill))
    )
      continue;
    touched = true;
    const ring = h.hill.outline;
    for (const off of offsets) {
      const ax = a[0] + nx * off;
      const ay = a[1] + ny * off;
      for (let e = 0; e < ring.length; e++)
        edgeCuts(ax, ay, dx, dy, ring[e]!, ring[(e + 1) % ring.length]!, s, cuts);
    }
  }
  if (!touched) return null;
  return [...cuts].filter((t) => t >= 0 && t <= 1).sort((x, y) => x - y);
}

/**
 * Parameters t in [0, 1] along a→b (sorted, 0 and 1 included) between which the ground under every
 * one of `lines` (a→b moved sideways by each offset, inches) runs straight within
 * PROFILE_TOLERANCE_YARDS. Where the ground changes its law (a plateau's outline, the foot of a slope
 * band: every t where a line's distance to an outline edge is 0 or the band's width) the stretch is
 * cut there exactly; between those cuts the ground is smooth or bends once (a concave corner's
 * mitre), so halving until the midpoint and quarter points lie on the chord finds the rest. A
 * stretch clear of every hill comes back as [0, 1].
 */
export function groundBreaks(index: TerrainIndex, a: Pt, b: Pt, offsets: readonly number[] = [0]): number[] {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy);
  if (len < 1e-9) return [0, 1];
  const nx = -dy / len;
  const ny = dx / len;
  const sorted = groundLawCuts(index, a, b, offsets);
  if (!sorted) return [0, 1];
  const ground = (t: number, off: number) =>
    groundYardsAt(index, a[0] + dx * t + nx * off, a[1] + dy * t + ny * off);
  const straight = (t0: number, t1: number): boolean => {
    for (const off of offsets) {
      const g0 = ground(t0, off);
      const g1 = ground(t1, off);
      for (const f of [0.25, 0.5, 0.75]) {
        const g = ground(t0 + (t1 - t0) * f, off);
        if (Math.abs(g - (g0 + (g1 - g0) * f)) > PROFILE_TOLERANCE_YARDS) return false;
      }
    }
    return true;
  };
  const out: number[] = [0];
  const refine = (t0: number, t1: number, depth: number) => {
    if (depth < MAX_DEPTH && !straight(t0, t1)) {
      const tm = (t0 + t1) / 2;
      refine(t0, tm, depth + 1);
      refine(tm, t1, depth + 1);
      return;
    }
    out.push(t1);
  };
  for (let i = 0; i + 1 < sorted.length; i++)
    if (sorted[i + 1]! - sorted[i]! > 1e-9) refine(sorted[i]!, sorted[i + 1]!, 0);
  if (out[out.length - 1] !== 1) out[out.length - 1] = 1;
  return merged(
    out,
    offsets.map((off) => out.map((t) => ground(t, off))),
  );
}

/**
 * Drops the cuts the ground does not bend at: most of a contoured outline's cuts lie where the ground
 * keeps its slope (a band's side, a plateau's top), and each cut kept costs a wall piece's triangles.
 * A run of cuts is kept as one piece while every cut inside it lies on the run's chord, under every
 * line, within PROFILE_TOLERANCE_YARDS.
 */
function merged(ts: number[], grounds: number[][]): number[] {
  const keep = [0];
  let anchor = 0;
  for (let j = 2; j < ts.length; j++) {
    const t0 = ts[anchor]!;
    const span = ts[j]! - t0;
    let onChord = true;
    for (const g of grounds) {
      for (let k = anchor + 1; k < j && onChord; k++) {
        const f = (ts[k]! - t0) / span;
        if (Math.abs(g[k]! - (g[anchor]! + (g[j]! - g[anchor]!) * f)) > PROFILE_TOLERANCE_YARDS)
          onChord = false;
      }
      if (!onChord) break;
    }
    if (!onChord) {
      anchor = j - 1;
      keep.push(anchor);
    }
  }
  keep.push(ts.length - 1);
  return keep.map((k) => ts[k]!);
}

/**
 * Adds the t where the line (ax, ay) + t·(dx, dy) crosses the edge p→q itself or the boundary of the
 * band `s` inches round it (two sides and two end circles): the places where a slope band's law can
 * change along the line.
 */
function edgeCuts(ax: number, ay: number, dx: number, dy: number, p: Pt, q: Pt, s: number, out: Set<number>) {
  const minX = Math.min(p[0], q[0]) - s;
  const maxX = Math.max(p[0], q[0]) + s;
  const minY = Math.min(p[1], q[1]) - s;
  const maxY = Math.max(p[1], q[1]) + s;
  if (Math.max(ax, ax + dx) < minX || Math.min(ax, ax + dx) > maxX) return;
  if (Math.max(ay, ay + dy) < minY || Math.min(ay, ay + dy) > maxY) return;
  const ex = q[0] - p[0];
  const ey = q[1] - p[1];
  const el = Math.hypot(ex, ey);
  if (el < 1e-12) return;
  const ux = ex / el;
  const uy = ey / el;
  // The edge and the band's two sides: lines parallel to the edge at signed distance 0 and ±s.
  const cross = dx * uy - dy * ux;
  if (Math.abs(cross) > 1e-12)
    for (const off of [0, s, -s]) {
      // Solve (a + t·d − p − off·n) × u = 0 for t, with n = (−uy, ux) the edge's left normal.
      const px = p[0] - uy * off;
      const py = p[1] + ux * off;
      const t = ((px - ax) * uy - (py - ay) * ux) / cross;
      if (t < 0 || t > 1) continue;
      const along = (ax + dx * t - p[0]) * ux + (ay + dy * t - p[1]) * uy;
      if (along >= 0 && along <= el) out.add(t);
    }
  // The end circles of radius s round p and q.
  const dd = dx * dx + dy * dy;
  for (const c of [p, q]) {
    const fx = ax - c[0];
    const fy = ay - c[1];
    const bq = 2 * (fx * dx + fy * dy);
    const cq = fx * fx + fy * fy - s * s;
    const disc = bq * bq - 4 * dd * cq;
    if (disc < 0) continue;
    const r = Math.sqrt(disc);
    for (const t of [(-bq - r) / (2 * dd), (-bq + r) / (2 * dd)]) if (t >= 0 && t <= 1) out.add(t);
  }
}
