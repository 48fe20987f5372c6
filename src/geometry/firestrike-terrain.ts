import type { AreaTerrain, LinearTerrain } from "../core/firestrike/vocab";
import type { Pt } from "../core/geom2d";
import { distSqPointSegment } from "../core/geom2d";
import type { AreaFeature, Feature, HillFeature, Table } from "../core/table/schema";
import { areasAt, standingAt, type TerrainIndex } from "../core/table/terrain";

/**
 * The terrain half of the measured battlefield oracle: what lies under a point and along a straight
 * leg, from the validated table's features. Pure plane geometry (no three.js). A leg is cut exactly where
 * it crosses an area outline, a hill outline, the outer rim of a hill's slope band, or the edge of a
 * road or trench strip; each piece is classified at its midpoint, so the answer does not depend on a
 * sampling step.
 */

/** Where a piece of leg lies and what is there. */
export interface LegPiece {
  t0: number;
  t1: number;
  terrain: AreaTerrain[];
  featureIds: string[];
}

/** A strip of ground around a polyline: a road or a trench, `halfWidth` each side of its line. */
interface Strip {
  id: string;
  kind: "road" | "trench";
  path: readonly Pt[];
  halfWidth: number;
}

/** The linear obstacles a path can cross, with their rules kind. */
export interface Obstacle {
  id: string;
  kind: LinearTerrain;
  path: readonly Pt[];
  widthInches: number;
}

/** Area terrain of a table feature (water splits into fordable "water" and "deep-water"). */
export function areaKind(f: AreaFeature): AreaTerrain | null {
  switch (f.type) {
    case "woods":
    case "built-up":
    case "building":
    case "rubble":
    case "minefield":
      return f.type;
    case "water":
      return f.fordable ? "water" : "deep-water";
    default:
      return null;
  }
}

/** The rules kind of a linear feature, or null when it is not an obstacle to movement. */
export function obstacleKind(f: Feature): LinearTerrain | null {
  if (f.type === "wall" || f.type === "hedge") return f.type;
  if (f.type === "wire") return f.wireType === "heavy" ? "wire-heavy" : "wire-medium";
  return null;
}

/** Everything the terrain queries need from a table, indexed once. */
export interface TerrainModel {
  table: Table;
  index: TerrainIndex;
  strips: Strip[];
  obstacles: Obstacle[];
  hills: HillFeature[];
  areas: AreaFeature[];
}

/** Indexes a table for the oracle's terrain queries. */
export function terrainModel(table: Table, index: TerrainIndex): TerrainModel {
  const strips: Strip[] = [];
  const obstacles: Obstacle[] = [];
  const hills: HillFeature[] = [];
  const areas: AreaFeature[] = [];
  for (const f of table.features) {
    if (f.type === "road" || f.type === "trench")
      strips.push({ id: f.id, kind: f.type, path: f.path, halfWidth: f.widthInches / 2 });
    else if (f.type === "hill") hills.push(f);
    else if ("outline" in f) areas.push(f);
    const k = obstacleKind(f);
    if (k && "path" in f)
      obstacles.push({
        id: f.id,
        kind: k,
        path: f.path,
        widthInches: "widthInches" in f ? f.widthInches : f.thicknessInches,
      });
  }
  return { table, index, strips, obstacles, hills, areas };
}

const inStrip = (s: Strip, p: Pt): boolean => {
  const r2 = s.halfWidth * s.halfWidth;
  for (let i = 0; i + 1 < s.path.length; i++)
    if (distSqPointSegment(p[0], p[1], s.path[i]!, s.path[i + 1]!) <= r2) return true;
  return false;
};

/** The area terrain at a point, and the ids of the area features holding it. */
export function terrainAtPoint(m: TerrainModel, p: Pt): { terrain: AreaTerrain[]; featureIds: string[] } {
  const terrain: AreaTerrain[] = [];
  const featureIds: string[] = [];
  for (const f of areasAt(m.index, p[0], p[1])) {
    const k = areaKind(f);
    if (!k) continue;
    featureIds.push(f.id);
    if (!terrain.includes(k)) terrain.push(k);
  }
  if (standingAt(m.index, p[0], p[1], false).onSlope) terrain.push("hill-slope");
  for (const s of m.strips) if (inStrip(s, p) && !terrain.includes(s.kind)) terrain.push(s.kind);
  if (terrain.length === 0) terrain.push("open");
  return { terrain, featureIds };
}

/** Parameters t in (0, 1) where p→q crosses the segment a→b. */
function crossT(p: Pt, q: Pt, a: Pt, b: Pt): number | null {
  const rx = q[0] - p[0];
  const ry = q[1] - p[1];
  const sx = b[0] - a[0];
  const sy = b[1] - a[1];
  const d = rx * sy - ry * sx;
  if (Math.abs(d) < 1e-12) return null;
  const t = ((a[0] - p[0]) * sy - (a[1] - p[1]) * sx) / d;
  const u = ((a[0] - p[0]) * ry - (a[1] - p[1]) * rx) / d;
  if (t <= 0 || t >= 1 || u < -1e-12 || u > 1 + 1e-12) return null;
  return t;
}

/**
 * Where p→q enters and leaves the capsule of radius r around segment a→b. The distance from a point
 * moving along a line to a segment is convex, so the inside part is one interval: find the closest
 * approach by ternary search, then each end by bisection.
 */
function capsuleCuts(p: Pt, q: Pt, a: Pt, b: Pt, r: number, out: number[]): void {
  const r2 = r * r;
  const d2 = (t: number) => distSqPointSegment(p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t, a, b);
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 60; i++) {
    const m1 = lo + (hi - lo) / 3;
    const m2 = hi - (hi - lo) / 3;
    if (d2(m1) <= d2(m2)) hi = m2;
    else lo = m1;
  }
  const tm = (lo + hi) / 2;
  if (d2(tm) > r2) return;
  const edge = (inside: number, outside: number) => {
    let i = inside;
    let o = outside;
    for (let k = 0; k < 50; k++) {
      const m = (i + o) / 2;
      if (d2(m) <= r2) i = m;
      else o = m;
    }
    return (i + o) / 2;
  };
  if (d2(0) > r2) out.push(edge(tm, 0));
  if (d2(1) > r2) out.push(edge(tm, 1));
}

function boxHit(p: Pt, q: Pt, pts: readonly Pt[], pad: number): boolean {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const [x, y] of pts) {
    if (x < minX) minX = x;
    if (y < minY) minY = y;
    if (x > maxX) maxX = x;
    if (y > maxY) maxY = y;
  }
  return !(
    Math.max(p[0], q[0]) < minX - pad ||
    Math.min(p[0], q[0]) > maxX + pad ||
    Math.max(p[1], q[1]) < minY - pad ||
    Math.min(p[1], q[1]) > maxY + pad
  );
}

/** Splits the leg p→q where its terrain can change, and says what lies on each piece. */
export function legPieces(m: TerrainModel, p: Pt, q: Pt): LegPiece[] {
  const cuts: number[] = [0, 1];
  const ring = (r: readonly Pt[]) => {
    for (let i = 0; i < r.length; i++) {
      const t = crossT(p, q, r[i]!, r[(i + 1) % r.length]!);
      if (t !== null) cuts.push(t);
    }
  };
  for (const a of m.areas) if (boxHit(p, q, a.outline, 0)) ring(a.outline);
  for (const h of m.hills) {
    if (!boxHit(p, q, h.outline, h.slopeInches)) continue;
    ring(h.outline);
    const n = h.outline.length;
    for (let i = 0; i < n; i++)
      capsuleCuts(p, q, h.outline[i]!, h.outline[(i + 1) % n]!, h.slopeInches, cuts);
  }
  for (const s of m.strips) {
    if (!boxHit(p, q, s.path, s.halfWidth)) continue;
    for (let i = 0; i + 1 < s.path.length; i++)
      capsuleCuts(p, q, s.path[i]!, s.path[i + 1]!, s.halfWidth, cuts);
  }
  cuts.sort((x, y) => x - y);
  const pieces: LegPiece[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const t0 = cuts[i]!;
    const t1 = cuts[i + 1]!;
    if (t1 - t0 < 1e-9) continue;
    const tm = (t0 + t1) / 2;
    const here = terrainAtPoint(m, [p[0] + (q[0] - p[0]) * tm, p[1] + (q[1] - p[1]) * tm]);
    const last = pieces[pieces.length - 1];
    if (
      last &&
      last.terrain.join() === here.terrain.join() &&
      last.featureIds.join() === here.featureIds.join()
    )
      last.t1 = t1;
    else pieces.push({ t0, t1, ...here });
  }
  return pieces;
}

/** Linear obstacles p→q crosses: where, and how far along the obstacle's own line. */
export function obstacleCrossings(
  m: TerrainModel,
  p: Pt,
  q: Pt,
): { obstacle: Obstacle; t: number; at: Pt; alongFeatureInches: number }[] {
  const out: { obstacle: Obstacle; t: number; at: Pt; alongFeatureInches: number }[] = [];
  for (const o of m.obstacles) {
    if (!boxHit(p, q, o.path, 0)) continue;
    let along = 0;
    for (let i = 0; i + 1 < o.path.length; i++) {
      const a = o.path[i]!;
      const b = o.path[i + 1]!;
      const t = crossT(p, q, a, b);
      const segLen = Math.hypot(b[0] - a[0], b[1] - a[1]);
      if (t !== null) {
        const at: Pt = [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t];
        out.push({ obstacle: o, t, at, alongFeatureInches: along + Math.hypot(at[0] - a[0], at[1] - a[1]) });
      }
      along += segLen;
    }
  }
  return out.sort((x, y) => x.t - y.t || x.obstacle.id.localeCompare(y.obstacle.id));
}
