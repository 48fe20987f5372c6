import { bounds, type Pt } from "../geom2d";

/**
 * A ring's edges bucketed in a uniform grid, so that the crossings of a short stretch of sight line
 * with a long outline (a wood's 140-point edge) test a handful of edges instead of all of them. Built
 * once per ring and kept while the ring lives.
 */
interface RingEdges {
  ring: readonly Pt[];
  x0: number;
  y0: number;
  cell: number;
  cols: number;
  rows: number;
  /** edges of grid cell k: items[start[k] .. start[k + 1]) */
  start: Int32Array;
  items: Int32Array;
}

/** Padding of edge boxes and query boxes, inches: a crossing computed in floats stays inside it. */
const PAD = 1e-6;
const cache = new WeakMap<readonly Pt[], RingEdges>();

function ringEdges(ring: readonly Pt[]): RingEdges {
  const hit = cache.get(ring);
  if (hit) return hit;
  const n = ring.length;
  const box = bounds(ring);
  const x0 = box.minX - PAD;
  const y0 = box.minY - PAD;
  const x1 = box.maxX;
  const y1 = box.maxY;
  // About one edge per cell along the outline.
  const side = Math.max(x1 - x0, y1 - y0, PAD) + PAD;
  const per = Math.max(1, Math.min(64, Math.ceil(Math.sqrt(n))));
  const cell = side / per;
  const cols = Math.max(1, Math.ceil((x1 + PAD - x0) / cell));
  const rows = Math.max(1, Math.ceil((y1 + PAD - y0) / cell));
  const counts = new Int32Array(cols * rows + 1);
  const span = (i: number, visit: (k: number) => void) => {
    const p = ring[i]!;
    const q = ring[(i + 1) % n]!;
    const c0 = clamp(Math.floor((Math.min(p[0], q[0]) - PAD - x0) / cell), cols);
    const c1 = clamp(Math.floor((Math.max(p[0], q[0]) + PAD - x0) / cell), cols);
    const r0 = clamp(Math.floor((Math.min(p[1], q[1]) - PAD - y0) / cell), rows);
    const r1 = clamp(Math.floor((Math.max(p[1], q[1]) + PAD - y0) / cell), rows);
    for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) visit(r * cols + c);
  };
  for (let i = 0; i < n; i++) span(i, (k) => counts[k + 1]!++);
  for (let k = 0; k < cols * rows; k++) counts[k + 1]! += counts[k]!;
  const start = Int32Array.from(counts);
  const items = new Int32Array(start[cols * rows]!);
  for (let i = 0; i < n; i++) span(i, (k) => (items[counts[k]!++] = i));
  const edges = { ring, x0, y0, cell, cols, rows, start, items };
  cache.set(ring, edges);
  return edges;
}

const clamp = (k: number, n: number) => (k < 0 ? 0 : k >= n ? n - 1 : k);

/**
 * Parameter along a→b where the segment first leaves `ring` (1 if it never does).
 * `fromEnd` measures from b backwards and returns where the segment last enters the ring (0 if never).
 * With `withinInches`, only crossings that far from the measuring end are looked for: a result at
 * most that far from the end is exact (the same number as testing every edge); a result further away
 * only says the true one is further too.
 */
export function ringExitParam(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  ring: readonly Pt[],
  fromEnd: boolean,
  withinInches = Number.POSITIVE_INFINITY,
): number {
  const g = ringEdges(ring);
  const rx = bx - ax;
  const ry = by - ay;
  // The stretch of the segment to search: from the measuring end, withinInches long.
  const len = Math.sqrt(rx * rx + ry * ry);
  const f = len > withinInches ? withinInches / len : 1;
  const sx = fromEnd ? bx : ax;
  const sy = fromEnd ? by : ay;
  const ex = fromEnd ? bx - rx * f : ax + rx * f;
  const ey = fromEnd ? by - ry * f : ay + ry * f;
  const c0 = Math.floor((Math.min(sx, ex) - PAD - g.x0) / g.cell);
  const c1 = Math.floor((Math.max(sx, ex) + PAD - g.x0) / g.cell);
  const r0 = Math.floor((Math.min(sy, ey) - PAD - g.y0) / g.cell);
  const r1 = Math.floor((Math.max(sy, ey) + PAD - g.y0) / g.cell);
  let best = fromEnd ? 0 : 1;
  if (c1 < 0 || r1 < 0 || c0 >= g.cols || r0 >= g.rows) return best;
  const { start, items } = g;
  const n = ring.length;
  for (let r = Math.max(0, r0), rEnd = Math.min(g.rows - 1, r1); r <= rEnd; r++)
    for (let c = Math.max(0, c0), cEnd = Math.min(g.cols - 1, c1); c <= cEnd; c++) {
      const k = r * g.cols + c;
      for (let j = start[k]!, end = start[k + 1]!; j < end; j++) {
        const i = items[j]!;
        const p = ring[i]!;
        const q = ring[i + 1 === n ? 0 : i + 1]!;
        const ux = q[0] - p[0];
        const uy = q[1] - p[1];
        const den = rx * uy - ry * ux;
        if (den === 0) continue;
        const t = ((p[0] - ax) * uy - (p[1] - ay) * ux) / den;
        const u = ((p[0] - ax) * ry - (p[1] - ay) * rx) / den;
        if (u < 0 || u > 1 || t <= 0 || t >= 1) continue;
        if (fromEnd ? t > best : t < best) best = t;
      }
    }
  return best;
}
