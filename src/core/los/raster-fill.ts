import { bounds, distSqPointSegment, type Pt } from "../geom2d";

/**
 * Rasterising helpers for map grids: cell (c, r) has its centre at ((c + ½)·cell, (r + ½)·cell).
 * Scanline fills decide inside-ness by cell centre; boundary bands stamp the distance from each cell
 * centre to nearby edges only, so a 200-vertex hill costs a few thousand evaluations, not a million.
 */

/** A rectangle of cells, inclusive bounds. */
export interface CellBox {
  c0: number;
  r0: number;
  c1: number;
  r1: number;
}

/** The cells whose centres fall within `margin` inches of the points' bounding box, clipped to the grid. */
export function cellBox(
  points: readonly Pt[],
  margin: number,
  cell: number,
  cols: number,
  rows: number,
): CellBox | null {
  const { minX, minY, maxX, maxY } = bounds(points);
  const c0 = Math.max(0, Math.floor((minX - margin) / cell - 0.5));
  const r0 = Math.max(0, Math.floor((minY - margin) / cell - 0.5));
  const c1 = Math.min(cols - 1, Math.ceil((maxX + margin) / cell - 0.5));
  const r1 = Math.min(rows - 1, Math.ceil((maxY + margin) / cell - 0.5));
  if (c0 > c1 || r0 > r1) return null;
  return { c0, r0, c1, r1 };
}

/** Marks (1) the cells of `box` whose centres are inside the ring; `out` is box-local, row-major. */
export function fillInside(ring: readonly Pt[], box: CellBox, cell: number, out: Uint8Array): void {
  const w = box.c1 - box.c0 + 1;
  const xs: number[] = [];
  for (let r = box.r0; r <= box.r1; r++) {
    const y = (r + 0.5) * cell;
    xs.length = 0;
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > y !== yj > y) xs.push(((xj - xi) * (y - yi)) / (yj - yi) + xi);
    }
    xs.sort((a, b) => a - b);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const cStart = Math.max(box.c0, Math.ceil(xs[k]! / cell - 0.5));
      const cEnd = Math.min(box.c1, Math.ceil(xs[k + 1]! / cell - 0.5) - 1);
      for (let c = cStart; c <= cEnd; c++) out[(r - box.r0) * w + (c - box.c0)] = 1;
    }
  }
}

/**
 * For every cell of `box` within `band` inches of the polyline (closed when `closed`), stores the
 * distance from its centre to the polyline in `out` (box-local, row-major, pre-filled with +Infinity).
 */
export function stampDistance(
  points: readonly Pt[],
  closed: boolean,
  band: number,
  box: CellBox,
  cell: number,
  out: Float32Array,
): void {
  const w = box.c1 - box.c0 + 1;
  const n = points.length;
  const segs = closed ? n : n - 1;
  for (let s = 0; s < segs; s++) {
    const a = points[s]!;
    const b = points[(s + 1) % n]!;
    const c0 = Math.max(box.c0, Math.floor((Math.min(a[0], b[0]) - band) / cell - 0.5));
    const c1 = Math.min(box.c1, Math.ceil((Math.max(a[0], b[0]) + band) / cell - 0.5));
    const r0 = Math.max(box.r0, Math.floor((Math.min(a[1], b[1]) - band) / cell - 0.5));
    const r1 = Math.min(box.r1, Math.ceil((Math.max(a[1], b[1]) + band) / cell - 0.5));
    for (let r = r0; r <= r1; r++) {
      const y = (r + 0.5) * cell;
      for (let c = c0; c <= c1; c++) {
        const d = Math.sqrt(distSqPointSegment((c + 0.5) * cell, y, a, b));
        const k = (r - box.r0) * w + (c - box.c0);
        if (d < out[k]!) out[k] = d;
      }
    }
  }
}
