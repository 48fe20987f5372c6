import { bounds, distSqPointSegment, type Pt } from "../geom2d";

/**
 * A ring with its edges bucketed on a uniform grid, so inside tests and short-range distances look at
 * a handful of edges instead of all of them (contoured hills have hundreds of vertices, and the maps
 * and cover sampling ask for ground heights hundreds of thousands of times).
 */
export interface RingIndex {
  ring: readonly Pt[];
  minX: number;
  minY: number;
  bucket: number;
  cols: number;
  rows: number;
  /** edge indices per row band (for inside tests) */
  rowEdges: Int32Array[];
  /** edge indices per grid cell (for distances) */
  cellEdges: Int32Array[];
}

/** Buckets a ring's edges on a grid of `bucket` inches. */
export function indexRing(ring: readonly Pt[], bucket: number): RingIndex {
  const { minX, minY, maxX, maxY } = bounds(ring);
  const cols = Math.max(1, Math.ceil((maxX - minX) / bucket) + 1);
  const rows = Math.max(1, Math.ceil((maxY - minY) / bucket) + 1);
  const rowLists: number[][] = Array.from({ length: rows }, () => []);
  const cellLists: number[][] = Array.from({ length: rows * cols }, () => []);
  const n = ring.length;
  for (let e = 0; e < n; e++) {
    const a = ring[e]!;
    const b = ring[(e + 1) % n]!;
    const r0 = Math.floor((Math.min(a[1], b[1]) - minY) / bucket);
    const r1 = Math.floor((Math.max(a[1], b[1]) - minY) / bucket);
    const c0 = Math.floor((Math.min(a[0], b[0]) - minX) / bucket);
    const c1 = Math.floor((Math.max(a[0], b[0]) - minX) / bucket);
    for (let r = r0; r <= r1; r++) {
      rowLists[r]!.push(e);
      for (let c = c0; c <= c1; c++) cellLists[r * cols + c]!.push(e);
    }
  }
  return {
    ring,
    minX,
    minY,
    bucket,
    cols,
    rows,
    rowEdges: rowLists.map((l) => Int32Array.from(l)),
    cellEdges: cellLists.map((l) => Int32Array.from(l)),
  };
}

/** Even-odd inside test (same convention as geom2d.pointInPolygon), looking only at edges near y. */
export function ringContains(idx: RingIndex, x: number, y: number): boolean {
  const r = Math.floor((y - idx.minY) / idx.bucket);
  if (!(r >= 0 && r < idx.rows)) return false; // also a NaN y
  const ring = idx.ring;
  const n = ring.length;
  let inside = false;
  for (const e of idx.rowEdges[r]!) {
    const [xi, yi] = ring[(e + 1) % n]!;
    const [xj, yj] = ring[e]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Distance from (x, y) to the ring when it is at most `within` inches; otherwise +Infinity. */
export function ringDistanceWithin(idx: RingIndex, x: number, y: number, within: number): number {
  const c0 = Math.max(0, Math.floor((x - within - idx.minX) / idx.bucket));
  const c1 = Math.min(idx.cols - 1, Math.floor((x + within - idx.minX) / idx.bucket));
  const r0 = Math.max(0, Math.floor((y - within - idx.minY) / idx.bucket));
  const r1 = Math.min(idx.rows - 1, Math.floor((y + within - idx.minY) / idx.bucket));
  const ring = idx.ring;
  const n = ring.length;
  let best = within * within;
  let found = false;
  for (let r = r0; r <= r1; r++)
    for (let c = c0; c <= c1; c++)
      for (const e of idx.cellEdges[r * idx.cols + c]!) {
        const d = distSqPointSegment(x, y, ring[e]!, ring[(e + 1) % n]!);
        if (d <= best) {
          best = d;
          found = true;
        }
      }
  return found ? Math.sqrt(best) : Number.POSITIVE_INFINITY;
}
