import { type Hex, type HexGrid, hexAt, hexCorners, hexKey, hexNeighbors } from "./grid";

/**
 * The hexes and hexsides a segment crosses, exactly (issue 21, the hex half of the segment-crossing
 * query in core/los/crossings.ts). A hex is crossed where the segment runs through its open interior
 * (clipped against the hex's six sides, Cyrus–Beck); a hexside is crossed where the segment runs
 * along it, which no interior span sees: such a stretch is reported once, naming the hexes on both
 * sides, so a ruleset can trace it both ways (honeycomb-grid's traverser nudges one way only).
 * Touching a corner crosses nothing.
 */

/** A stretch of the segment inside one hex. */
export interface HexCrossing {
  kind: "hex";
  hex: Hex;
  enterT: number;
  exitT: number;
  enterInches: number;
  exitInches: number;
}

/** A stretch of the segment along a hexside, with the hex on its left and on its right (seen a→b). */
export interface HexsideCrossing {
  kind: "hexside";
  left: Hex;
  right: Hex;
  enterT: number;
  exitT: number;
  enterInches: number;
  exitInches: number;
}

/** The interior span of a + t·d, t in [0, 1], in a convex ring (counter-clockwise), or null. */
function clipConvex(
  ring: readonly (readonly [number, number])[],
  ax: number,
  ay: number,
  dx: number,
  dy: number,
  eps: number,
): [number, number] | null {
  let t0 = 0;
  let t1 = 1;
  const n = ring.length;
  for (let i = 0; i < n; i++) {
    const p = ring[i]!;
    const q = ring[(i + 1) % n]!;
    const ex = q[0] - p[0];
    const ey = q[1] - p[1];
    const len = Math.hypot(ex, ey);
    // Signed distance inside (left of a counter-clockwise edge) at t: s0 + t·sd.
    const s0 = (ex * (ay - p[1]) - ey * (ax - p[0])) / len;
    const sd = (ex * dy - ey * dx) / len;
    if (Math.abs(sd) < 1e-15) {
      if (s0 <= eps) return null; // parallel and on or outside this side: not in the open interior
      continue;
    }
    const t = (eps - s0) / sd;
    if (sd > 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 >= t1) return null;
  }
  return [t0, t1];
}

/** Every hex and hexside the segment a→b crosses, sorted by entry. */
export function hexCrossings(
  g: HexGrid,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): (HexCrossing | HexsideCrossing)[] {
  const dx = bx - ax;
  const dy = by - ay;
  const len = Math.hypot(dx, dy);
  const eps = 1e-9 * g.sizeInches;
  const candidates = new Map<string, Hex>();
  const steps = Math.max(1, Math.ceil((len / g.sizeInches) * 4));
  for (let k = 0; k <= steps; k++) {
    const h = hexAt(g, ax + (dx * k) / steps, ay + (dy * k) / steps);
    candidates.set(hexKey(h), h);
    for (const n of hexNeighbors(h)) candidates.set(hexKey(n), n);
  }
  const out: (HexCrossing | HexsideCrossing)[] = [];
  const sides = new Set<string>();
  const span = (t0: number, t1: number) => ({
    enterT: t0,
    exitT: t1,
    enterInches: t0 * len,
    exitInches: t1 * len,
  });
  for (const h of candidates.values()) {
    const ring = hexCorners(g, h);
    if (len === 0) {
      const s = clipConvex(ring, ax, ay, 0, 0, eps);
      if (s) out.push({ kind: "hex", hex: h, ...span(0, 0) });
      continue;
    }
    const s = clipConvex(ring, ax, ay, dx, dy, eps);
    if (s && (s[1] - s[0]) * len > eps) out.push({ kind: "hex", hex: h, ...span(s[0], s[1]) });
    // Sides the segment runs along: collinear with the side and overlapping it for some length.
    const ns = hexNeighbors(h);
    for (let i = 0; i < 6; i++) {
      const p = ring[i]!;
      const q = ring[(i + 1) % 6]!;
      const ex = q[0] - p[0];
      const ey = q[1] - p[1];
      const cross = (dx * ey - dy * ex) / (len * g.sizeInches);
      const off = (dx * (p[1] - ay) - dy * (p[0] - ax)) / len;
      if (Math.abs(cross) > 1e-9 || Math.abs(off) > 1e-7 * g.sizeInches) continue;
      const tp = ((p[0] - ax) * dx + (p[1] - ay) * dy) / (len * len);
      const tq = ((q[0] - ax) * dx + (q[1] - ay) * dy) / (len * len);
      const t0 = Math.max(0, Math.min(tp, tq));
      const t1 = Math.min(1, Math.max(tp, tq));
      if ((t1 - t0) * len <= eps) continue;
      const other = neighborAcross(g, h, ns, p, q);
      const key = [hexKey(h), hexKey(other)].sort().join("|");
      if (sides.has(key)) continue;
      sides.add(key);
      // Left of a→b: the hex whose centre lies on the positive side of the direction.
      const [hx, hy] = centerOf(ring);
      const hLeft = dx * (hy - ay) - dy * (hx - ax) > 0;
      out.push({ kind: "hexside", left: hLeft ? h : other, right: hLeft ? other : h, ...span(t0, t1) });
    }
  }
  return out.sort(
    (p, q) => p.enterT - q.enterT || p.exitT - q.exitT || (p.kind < q.kind ? -1 : p.kind > q.kind ? 1 : 0),
  );
}

const centerOf = (ring: readonly (readonly [number, number])[]): [number, number] => [
  ring.reduce((s, p) => s + p[0], 0) / ring.length,
  ring.reduce((s, p) => s + p[1], 0) / ring.length,
];

/** The neighbour sharing the side p–q: the one whose centre mirrors this one's across the side. */
function neighborAcross(
  g: HexGrid,
  h: Hex,
  ns: readonly Hex[],
  p: readonly [number, number],
  q: readonly [number, number],
): Hex {
  const mx = (p[0] + q[0]) / 2;
  const my = (p[1] + q[1]) / 2;
  const [cx, cy] = centerOf(hexCorners(g, h));
  const tx = 2 * mx - cx;
  const ty = 2 * my - cy;
  return ns.find((n) => {
    const c = centerOf(hexCorners(g, n));
    return Math.hypot(c[0] - tx, c[1] - ty) < 1e-6 * g.sizeInches;
  })!;
}
