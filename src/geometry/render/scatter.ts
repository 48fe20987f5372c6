import { bounds, distanceToRing, type Pt, pointInPolygon } from "../../core/geom2d";
import { seededRandom } from "../../core/random";

/**
 * Deterministic placement of decorative instances: trees over a wood's canopy footprint, buildings in a
 * built-up block. Seeded by the feature id, so a table always looks the same and an edit to one wood
 * does not reshuffle the others. Decoration only: line of sight uses the feature's volume, not these.
 */

/** A 32-bit hash of a string (FNV-1a), used to seed per-feature randomness. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** One tree: where it stands and its size relative to the wood's height. */
export interface TreeSpot {
  x: number;
  y: number;
  /** 0.75..1.1 of the wood's height */
  heightShare: number;
  /** crown radius, inches */
  radiusInches: number;
  /** 0..1, picks a shade of green */
  tone: number;
}

/** Trees on a jittered grid over a wood's outline, kept a little inside its edge. */
export function scatterTrees(id: string, outline: readonly Pt[], spacingInches = 0.75): TreeSpot[] {
  const rnd = seededRandom(hashString(id));
  const b = bounds(outline);
  const out: TreeSpot[] = [];
  const rowH = spacingInches * 0.87;
  let row = 0;
  for (let y = b.minY + rowH / 2; y < b.maxY; y += rowH, row++) {
    for (let x = b.minX + (row % 2 ? spacingInches / 2 : 0); x < b.maxX; x += spacingInches) {
      const px = x + (rnd() - 0.5) * spacingInches * 0.6;
      const py = y + (rnd() - 0.5) * rowH * 0.6;
      const heightShare = 0.75 + rnd() * 0.35;
      const radiusInches = spacingInches * (0.45 + rnd() * 0.2);
      const tone = rnd();
      if (!pointInPolygon(px, py, outline)) continue;
      if (distanceToRing(px, py, outline) < radiusInches * 0.5) continue;
      out.push({ x: px, y: py, heightShare, radiusInches, tone });
    }
  }
  return out;
}

/** One building in a block: centre, footprint, turn and height share. */
export interface BuildingSpot {
  x: number;
  y: number;
  widthInches: number;
  depthInches: number;
  /** radians, counter-clockwise from +x */
  angle: number;
  /** 0.6..1 of the block's height */
  heightShare: number;
  tone: number;
}

function principalAngle(outline: readonly Pt[]): number {
  let best = 0;
  let angle = 0;
  for (let i = 0; i < outline.length; i++) {
    const p = outline[i]!;
    const q = outline[(i + 1) % outline.length]!;
    const len = Math.hypot(q[0] - p[0], q[1] - p[1]);
    if (len > best) {
      best = len;
      angle = Math.atan2(q[1] - p[1], q[0] - p[0]);
    }
  }
  return angle;
}

/**
 * Buildings on lots along the block's longest side, with streets between; every corner of every
 * building lies inside the outline.
 */
export function scatterBuildings(id: string, outline: readonly Pt[], lotInches = 1.1): BuildingSpot[] {
  const rnd = seededRandom(hashString(id));
  const angle = principalAngle(outline);
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  // Work in the block's own frame (u along the longest side), then turn back.
  const local = outline.map(([x, y]) => [x * c + y * s, -x * s + y * c] as Pt);
  const b = bounds(local);
  const out: BuildingSpot[] = [];
  for (let v = b.minY + lotInches / 2; v < b.maxY; v += lotInches) {
    for (let u = b.minX + lotInches / 2; u < b.maxX; u += lotInches) {
      if (rnd() < 0.12) continue; // an open yard or square
      const w = lotInches * (0.55 + rnd() * 0.3);
      const d = lotInches * (0.5 + rnd() * 0.3);
      const cu = u + (rnd() - 0.5) * (lotInches - w) * 0.8;
      const cv = v + (rnd() - 0.5) * (lotInches - d) * 0.8;
      const corners: Pt[] = [
        [cu - w / 2, cv - d / 2],
        [cu + w / 2, cv - d / 2],
        [cu + w / 2, cv + d / 2],
        [cu - w / 2, cv + d / 2],
      ];
      if (!corners.every((q) => pointInPolygon(q[0], q[1], local))) continue;
      out.push({
        x: cu * c - cv * s,
        y: cu * s + cv * c,
        widthInches: w,
        depthInches: d,
        angle,
        heightShare: 0.6 + rnd() * 0.4,
        tone: rnd(),
      });
    }
  }
  return out;
}
