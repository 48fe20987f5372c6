import type { Pt } from "../core/geom2d";
import { signedArea } from "../core/geom2d";

/** The ring in counter-clockwise order (x right, y away from the near edge). */
export function ccw(ring: readonly Pt[]): Pt[] {
  return signedArea(ring) >= 0 ? [...ring] : [...ring].reverse();
}

/**
 * Offsets a counter-clockwise ring outward by `d` inches: an arc around each convex corner and a
 * mitre at each concave one. That is exactly the line at distance `d` from the ring, which is what
 * the terrain height function uses for slope bands. Returns the offset points grouped per vertex.
 */
export function offsetRingGroups(ring: readonly Pt[], d: number, maxArcStepRad = Math.PI / 8): Pt[][] {
  const n = ring.length;
  const normals: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const p = ring[i]!;
    const q = ring[(i + 1) % n]!;
    const len = Math.hypot(q[0] - p[0], q[1] - p[1]);
    normals.push([(q[1] - p[1]) / len, -(q[0] - p[0]) / len]);
  }
  const groups: Pt[][] = [];
  for (let i = 0; i < n; i++) {
    const v = ring[i]!;
    const nPrev = normals[(i + n - 1) % n]!;
    const nNext = normals[i]!;
    const cross = nPrev[0] * nNext[1] - nPrev[1] * nNext[0];
    const dotN = nPrev[0] * nNext[0] + nPrev[1] * nNext[1];
    if (cross > 1e-9) {
      // Convex corner: sweep the normal counter-clockwise from the previous edge's to the next edge's.
      const a0 = Math.atan2(nPrev[1], nPrev[0]);
      let a1 = Math.atan2(nNext[1], nNext[0]);
      if (a1 < a0) a1 += 2 * Math.PI;
      const steps = Math.max(1, Math.ceil((a1 - a0) / maxArcStepRad));
      const g: Pt[] = [];
      for (let s = 0; s <= steps; s++) {
        const a = a0 + ((a1 - a0) * s) / steps;
        g.push([v[0] + Math.cos(a) * d, v[1] + Math.sin(a) * d]);
      }
      groups.push(g);
    } else {
      // Concave or straight: the two offset lines meet at the mitre point.
      const k = d / Math.max(1 + dotN, 1e-6);
      groups.push([[v[0] + (nPrev[0] + nNext[0]) * k, v[1] + (nPrev[1] + nNext[1]) * k]]);
    }
  }
  return groups;
}

/** The flattened outward offset ring. */
export function offsetRing(ring: readonly Pt[], d: number): Pt[] {
  return offsetRingGroups(ring, d).flat();
}
