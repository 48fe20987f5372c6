/**
 * Plane geometry on table coordinates (inches). Pure functions over [x, y] tuples;
 * shared by the validator, the terrain queries and the mesh builder.
 */

/** A point on the table, [x, y] in inches. */
export type Pt = readonly [number, number];

const EPS = 1e-9;

/** Signed area; positive when the ring runs counter-clockwise (x right, y away). */
export function signedArea(ring: readonly Pt[]): number {
  let a = 0;
  for (let i = 0, n = ring.length; i < n; i++) {
    const p = ring[i]!;
    const q = ring[(i + 1) % n]!;
    a += p[0] * q[1] - q[0] * p[1];
  }
  return a / 2;
}

/** Even-odd point-in-polygon test; points exactly on the boundary may go either way. */
export function pointInPolygon(x: number, y: number, ring: readonly Pt[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Squared distance from (x, y) to the segment a–b. */
export function distSqPointSegment(x: number, y: number, a: Pt, b: Pt): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  let t = len2 > 0 ? ((x - a[0]) * dx + (y - a[1]) * dy) / len2 : 0;
  t = Math.min(1, Math.max(0, t));
  const ex = a[0] + t * dx - x;
  const ey = a[1] + t * dy - y;
  return ex * ex + ey * ey;
}

/** Distance from (x, y) to an open polyline. */
export function distanceToPolyline(x: number, y: number, path: readonly Pt[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i + 1 < path.length; i++)
    best = Math.min(best, distSqPointSegment(x, y, path[i]!, path[i + 1]!));
  return Math.sqrt(best);
}

/** Distance from (x, y) to the boundary of a closed ring. */
export function distanceToRing(x: number, y: number, ring: readonly Pt[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0, n = ring.length; i < n; i++)
    best = Math.min(best, distSqPointSegment(x, y, ring[i]!, ring[(i + 1) % n]!));
  return Math.sqrt(best);
}

function orient(a: Pt, b: Pt, c: Pt): number {
  const v = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
  return Math.abs(v) < EPS ? 0 : v > 0 ? 1 : -1;
}

function onSegment(a: Pt, b: Pt, p: Pt): boolean {
  return (
    Math.min(a[0], b[0]) - EPS <= p[0] &&
    p[0] <= Math.max(a[0], b[0]) + EPS &&
    Math.min(a[1], b[1]) - EPS <= p[1] &&
    p[1] <= Math.max(a[1], b[1]) + EPS
  );
}

/** True when segments a–b and c–d share at least one point. */
export function segmentsIntersect(a: Pt, b: Pt, c: Pt, d: Pt): boolean {
  const o1 = orient(a, b, c);
  const o2 = orient(a, b, d);
  const o3 = orient(c, d, a);
  const o4 = orient(c, d, b);
  if (o1 !== o2 && o3 !== o4) return true;
  if (o1 === 0 && onSegment(a, b, c)) return true;
  if (o2 === 0 && onSegment(a, b, d)) return true;
  if (o3 === 0 && onSegment(c, d, a)) return true;
  if (o4 === 0 && onSegment(c, d, b)) return true;
  return false;
}

/** Where the lines through a–b and c–d cross, or null when parallel. */
export function lineIntersection(a: Pt, b: Pt, c: Pt, d: Pt): Pt | null {
  const r0 = b[0] - a[0];
  const r1 = b[1] - a[1];
  const s0 = d[0] - c[0];
  const s1 = d[1] - c[1];
  const den = r0 * s1 - r1 * s0;
  if (Math.abs(den) < EPS) return null;
  const t = ((c[0] - a[0]) * s1 - (c[1] - a[1]) * s0) / den;
  return [a[0] + t * r0, a[1] + t * r1];
}

/** Shortest distance between segments a–b and c–d (0 when they touch). */
export function segmentDistance(a: Pt, b: Pt, c: Pt, d: Pt): number {
  if (segmentsIntersect(a, b, c, d)) return 0;
  return Math.sqrt(
    Math.min(
      distSqPointSegment(a[0], a[1], c, d),
      distSqPointSegment(b[0], b[1], c, d),
      distSqPointSegment(c[0], c[1], a, b),
      distSqPointSegment(d[0], d[1], a, b),
    ),
  );
}

/** Shortest distance between the boundaries of two rings (0 when they cross). */
export function ringBoundaryDistance(a: readonly Pt[], b: readonly Pt[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < a.length; i++) {
    const p = a[i]!;
    const q = a[(i + 1) % a.length]!;
    for (let j = 0; j < b.length; j++) {
      best = Math.min(best, segmentDistance(p, q, b[j]!, b[(j + 1) % b.length]!));
      if (best === 0) return 0;
    }
  }
  return best;
}

/** True when ring `inner` lies inside ring `outer` with at least `margin` inches to spare. */
export function ringInsideRing(inner: readonly Pt[], outer: readonly Pt[], margin: number): boolean {
  const first = inner[0];
  if (!first || !pointInPolygon(first[0], first[1], outer)) return false;
  return ringBoundaryDistance(inner, outer) >= margin - 1e-9;
}

/** Axis-aligned bounds of a point list. */
export function bounds(points: readonly Pt[]): { minX: number; minY: number; maxX: number; maxY: number } {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const [x, y] of points) {
    if (x < minX) minX = x;
    if (y < minY) minY = y;
    if (x > maxX) maxX = x;
    if (y > maxY) maxY = y;
  }
  return { minX, minY, maxX, maxY };
}

/** The four corners of a rectangle centred at (cx, cy), `width` across the facing and `depth` along it. */
export function orientedRect(cx: number, cy: number, width: number, depth: number, facingDeg: number): Pt[] {
  // facing 0 = +y, clockwise: forward = (sin θ, cos θ), right = (cos θ, −sin θ)
  const t = (facingDeg * Math.PI) / 180;
  const fx = Math.sin(t);
  const fy = Math.cos(t);
  const rx = fy;
  const ry = -fx;
  const hw = width / 2;
  const hd = depth / 2;
  return [
    [cx - rx * hw - fx * hd, cy - ry * hw - fy * hd],
    [cx + rx * hw - fx * hd, cy + ry * hw - fy * hd],
    [cx + rx * hw + fx * hd, cy + ry * hw + fy * hd],
    [cx - rx * hw + fx * hd, cy - ry * hw + fy * hd],
  ];
}

/** True when polyline `path` crosses or enters the ring. */
export function polylineTouchesRing(path: readonly Pt[], ring: readonly Pt[]): boolean {
  for (const p of path) if (pointInPolygon(p[0], p[1], ring)) return true;
  for (let i = 0; i + 1 < path.length; i++) {
    for (let j = 0; j < ring.length; j++) {
      if (segmentsIntersect(path[i]!, path[i + 1]!, ring[j]!, ring[(j + 1) % ring.length]!)) return true;
    }
  }
  return false;
}

/** Closest distance between two convex-or-not rings' areas (0 when they overlap). */
export function ringGap(a: readonly Pt[], b: readonly Pt[]): number {
  const a0 = a[0]!;
  const b0 = b[0]!;
  if (pointInPolygon(a0[0], a0[1], b) || pointInPolygon(b0[0], b0[1], a)) return 0;
  return ringBoundaryDistance(a, b);
}

/** True when two convex rings overlap by more than a touch (separating axis test). */
export function ringsOverlap(a: readonly Pt[], b: readonly Pt[]): boolean {
  for (const ring of [a, b])
    for (let i = 0; i < ring.length; i++) {
      const p = ring[i]!;
      const q = ring[(i + 1) % ring.length]!;
      const nx = q[1] - p[1];
      const ny = p[0] - q[0];
      const proj = (r: readonly Pt[]) => r.map((v) => v[0] * nx + v[1] * ny);
      const pa = proj(a);
      const pb = proj(b);
      const len = Math.hypot(nx, ny) || 1;
      const gap = Math.max(Math.min(...pb) - Math.max(...pa), Math.min(...pa) - Math.max(...pb)) / len;
      if (gap >= -1e-6) return false;
    }
  return true;
}
