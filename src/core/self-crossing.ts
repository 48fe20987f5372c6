import type { Pt } from "./geom2d";
import { SweepOrder } from "./order-tree";
import { orient2d } from "./orient2d";

/**
 * Does a ring cross or touch itself? Small rings test every pair of edges; large ones (a woods
 * outline traced at 100,000 points) use a Shamos–Hoey sweep, O(n log n) in comparisons: every pair
 * test took over 120 s there, on the app's main thread too. Both use the exact orientation predicate,
 * so near-collinear neighbours on a finely sampled curve are never mistaken for a crossing.
 */

/** Where a ring first meets itself: two edges (by the index of their first point) and a point near it. */
export interface SelfIntersection {
  edgeA: number;
  edgeB: number;
  at: Pt;
}

/** Rings up to this many points test all pairs (and report the first pair in edge order). */
const ALL_PAIRS_MAX = 64;

/** Counts the exact edge-pair tests made, so tests can check the sweep's work without a clock. */
export interface CrossingStats {
  pairTests: number;
}

/** The first pair of non-adjacent edges of a ring that touch or cross (or adjacent edges that fold back), or null. */
export function findSelfIntersection(ring: readonly Pt[], stats?: CrossingStats): SelfIntersection | null {
  return ring.length <= ALL_PAIRS_MAX ? allPairs(ring, stats) : sweep(ring, stats);
}

/**
 * Exported for the oracle tests: the sweep on any ring, however small; `treeAfter` is how many edges
 * under the sweep line move its list from an array into a tree (0: the tree from the start).
 */
export function sweepSelfIntersection(
  ring: readonly Pt[],
  stats?: CrossingStats,
  treeAfter = 256,
): SelfIntersection | null {
  return sweep(ring, stats, treeAfter);
}

/** Exported for the oracle tests: every pair of edges, in edge order. */
export function allPairsSelfIntersection(
  ring: readonly Pt[],
  stats?: CrossingStats,
): SelfIntersection | null {
  return allPairs(ring, stats);
}

function allPairs(ring: readonly Pt[], stats?: CrossingStats): SelfIntersection | null {
  const n = ring.length;
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const hit = edgesMeet(ring, i, j, stats);
      if (hit) return hit;
    }
  return null;
}

/** Whether edges i and j (i ≠ j) of the ring share a point they should not. */
function edgesMeet(
  ring: readonly Pt[],
  i: number,
  j: number,
  stats?: CrossingStats,
): SelfIntersection | null {
  if (stats) stats.pairTests++;
  const n = ring.length;
  if (i > j) [i, j] = [j, i];
  const a = ring[i]!;
  const b = ring[(i + 1) % n]!;
  const c = ring[j]!;
  const d = ring[(j + 1) % n]!;
  if (j === i + 1 || (i === 0 && j === n - 1)) {
    // Adjacent edges share a vertex; they only overlap if they fold back onto each other.
    const shared = j === i + 1 ? b : a;
    const other1 = j === i + 1 ? a : b;
    const other2 = j === i + 1 ? d : c;
    const folds = orient2d(shared, other1, other2) === 0 && dot(shared, other1, other2) > 0;
    return folds ? { edgeA: i, edgeB: j, at: shared } : null;
  }
  return segmentsMeet(a, b, c, d) ? { edgeA: i, edgeB: j, at: meetingPoint(a, b, c, d) } : null;
}

function dot(o: Pt, p: Pt, q: Pt): number {
  return (p[0] - o[0]) * (q[0] - o[0]) + (p[1] - o[1]) * (q[1] - o[1]);
}

/** True when segments a–b and c–d share at least one point, decided exactly. */
export function segmentsMeet(a: Pt, b: Pt, c: Pt, d: Pt): boolean {
  const o1 = orient2d(a, b, c);
  const o2 = orient2d(a, b, d);
  const o3 = orient2d(c, d, a);
  const o4 = orient2d(c, d, b);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && inBox(a, b, c)) ||
    (o2 === 0 && inBox(a, b, d)) ||
    (o3 === 0 && inBox(c, d, a)) ||
    (o4 === 0 && inBox(c, d, b))
  );
}

function inBox(a: Pt, b: Pt, p: Pt): boolean {
  return (
    Math.min(a[0], b[0]) <= p[0] &&
    p[0] <= Math.max(a[0], b[0]) &&
    Math.min(a[1], b[1]) <= p[1] &&
    p[1] <= Math.max(a[1], b[1])
  );
}

/** A point where the two meeting segments meet: the crossing, or an end of one lying on the other. */
function meetingPoint(a: Pt, b: Pt, c: Pt, d: Pt): Pt {
  for (const [p, s, t] of [
    [c, a, b],
    [d, a, b],
    [a, c, d],
    [b, c, d],
  ] as const)
    if (orient2d(s, t, p) === 0 && inBox(s, t, p)) return p;
  const r0 = b[0] - a[0];
  const r1 = b[1] - a[1];
  const s0 = d[0] - c[0];
  const s1 = d[1] - c[1];
  const t = ((c[0] - a[0]) * s1 - (c[1] - a[1]) * s0) / (r0 * s1 - r1 * s0);
  return [a[0] + t * r0, a[1] + t * r1];
}

/** Lexicographic order of points: x, then y. */
function cmpPt(p: Pt, q: Pt): number {
  return p[0] - q[0] || p[1] - q[1];
}

/**
 * Shamos–Hoey: sweep a vertical line left to right over the edges; the edges it cuts are kept in
 * order from bottom to top. If the ring meets itself, the leftmost meeting point is found when its
 * two edges become neighbours in that order, or when an edge starts or ends on another. Edges that
 * start at a point are added before edges that end there are removed, so a touch at a vertex is seen.
 */
function sweep(ring: readonly Pt[], stats?: CrossingStats, treeAfter = 256): SelfIntersection | null {
  const n = ring.length;
  if (n < 3) return null;
  const left: Pt[] = new Array(n);
  const right: Pt[] = new Array(n);
  for (let e = 0; e < n; e++) {
    const p = ring[e]!;
    const q = ring[(e + 1) % n]!;
    const pFirst = cmpPt(p, q) <= 0;
    left[e] = pFirst ? p : q;
    right[e] = pFirst ? q : p;
  }
  // Event k: edge k >> 1; even = the edge starts, odd = it ends.
  const events = new Int32Array(2 * n);
  for (let k = 0; k < 2 * n; k++) events[k] = k;
  const at = (k: number): Pt => ((k & 1) === 0 ? left[k >> 1]! : right[k >> 1]!);
  events.sort((x, y) => cmpPt(at(x), at(y)) || (x & 1) - (y & 1));

  const status = new SweepOrder(treeAfter);
  /** >0 when p is above edge e's line, <0 below, 0 on it (on the edge itself while it is active). */
  const side = (e: number, p: Pt) => orient2d(left[e]!, right[e]!, p);
  /** First position of the run of active edges through p, and the position after it. */
  const runAt = (p: Pt): [number, number] => {
    const lo = status.countWhile((e) => side(e, p) > 0);
    let end = lo;
    for (let e = status.at(end); e !== undefined && side(e, p) === 0; e = status.at(++end));
    return [lo, end];
  };
  const meet = (i: number | undefined, j: number | undefined) =>
    i === undefined || j === undefined ? null : edgesMeet(ring, i, j, stats);

  for (const k of events) {
    const e = k >> 1;
    if ((k & 1) === 0) {
      const p = left[e]!;
      const [lo, end] = runAt(p);
      let pos = lo;
      for (let r = lo; r < end; r++) {
        const other = status.at(r)!;
        const hit = meet(e, other);
        if (hit) return hit;
        // Only an edge sharing p's vertex is left in the run; order by where this edge heads.
        if (side(other, right[e]!) >= 0) pos = r + 1;
      }
      status.insert(pos, e);
      const hit = meet(e, status.at(pos - 1)) ?? meet(e, status.at(pos + 1));
      if (hit) return hit;
    } else {
      const [lo, end] = runAt(right[e]!);
      let pos = -1;
      for (let r = lo; r < end; r++) {
        const other = status.at(r)!;
        if (other === e) pos = r;
        else {
          const hit = meet(e, other);
          if (hit) return hit;
        }
      }
      // Not in its run only if the order was already broken by a crossing not yet seen; look everywhere.
      for (let r = 0; pos < 0 && r < status.length; r++) if (status.at(r) === e) pos = r;
      if (pos < 0) continue;
      status.removeAt(pos);
      const hit = meet(status.at(pos - 1), status.at(pos));
      if (hit) return hit;
    }
  }
  return null;
}
