import type { Pt } from "../../../core/geom2d";

/**
 * Range rings are measured from a unit's base edge and can run off the table near an edge; only the
 * part over the table is drawn. Clipping works on the ring as a closed polyline against the table's
 * rectangle, and returns the pieces that lie on the table, each an open polyline.
 */

/** The part of segment a→b inside [0,w]×[0,d] (Liang–Barsky), as parameters t0 ≤ t1, or null. */
function clipSegment(a: Pt, b: Pt, w: number, d: number): [number, number] | null {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  let t0 = 0;
  let t1 = 1;
  const edges: [number, number][] = [
    [-dx, a[0]],
    [dx, w - a[0]],
    [-dy, a[1]],
    [dy, d - a[1]],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const r = q / p;
    if (p < 0) t0 = Math.max(t0, r);
    else t1 = Math.min(t1, r);
    if (t0 > t1) return null;
  }
  return [t0, t1];
}

const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

/** The pieces of a closed ring that lie on a `width`×`depth` table, each an open polyline of 2+ points. */
export function clipRingToTable(ring: readonly Pt[], width: number, depth: number): Pt[][] {
  const n = ring.length;
  const pieces: Pt[][] = [];
  let current: Pt[] | null = null;
  for (let i = 0; i < n; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % n]!;
    const c = clipSegment(a, b, width, depth);
    if (!c) {
      current = null;
      continue;
    }
    const [t0, t1] = c;
    const from = lerp(a, b, t0);
    const to = lerp(a, b, t1);
    if (current && t0 === 0) current.push(to);
    else {
      current = [from, to];
      pieces.push(current);
    }
    if (t1 < 1) current = null;
  }
  // A ring that starts inside the table: its last piece runs into its first, so join them.
  if (pieces.length > 1) {
    const first = pieces[0]!;
    const last = pieces[pieces.length - 1]!;
    const [l, f] = [last[last.length - 1]!, first[0]!];
    if (l[0] === f[0] && l[1] === f[1]) {
      pieces[0] = [...last, ...first.slice(1)];
      pieces.pop();
    }
  }
  return pieces.filter((p) => p.length >= 2);
}
