import { ShapeUtils, Vector2 } from "three";
import { bounds, type Pt, signedArea } from "../core/geom2d";
import { groundBreaks } from "../core/table/ground-profile";
import { MAX_FEATURES } from "../core/table/limits";
import type { Feature, FeatureType, Table } from "../core/table/schema";
import {
  groundYardsAt,
  indexTerrain,
  prismSpanYards,
  smokeOutline,
  type TerrainIndex,
} from "../core/table/terrain";
import { ccw, offsetRingGroups } from "./rings";

/**
 * The line-of-sight mesh: simple, merged triangles in one unit system (table inches, with heights
 * converted from yards through the table's yardsPerInch, so sight lines keep true ground-scale
 * proportions), z up. Every triangle carries the index of the feature it belongs to, so a hit can
 * say what it hit. Roads, wire, minefields and water have no effect on sight and add no triangles;
 * trenches act by lowering the units in them (see core/units/placement.ts), not by a cut.
 */

/** What a triangle belongs to; index 0 is always the table's ground. */
export interface FeatureRef {
  id: string;
  type: FeatureType | "ground";
}

/** Triangle soup plus a feature index per triangle. */
export interface LosMeshData {
  /** 9 floats per triangle: x, y, z of three corners, inches */
  positions: Float32Array;
  /** feature index per triangle, into `features` */
  triFeature: Uint16Array;
  features: FeatureRef[];
}

class TriangleWriter {
  private data: number[] = [];
  private feats: number[] = [];
  constructor(private readonly inchesPerYard: number) {}
  /** Adds a triangle with corners given as [x, y] inches and heights in yards. */
  tri(a: Pt, za: number, b: Pt, zb: number, c: Pt, zc: number, feature: number): void {
    const s = this.inchesPerYard;
    this.data.push(a[0], a[1], za * s, b[0], b[1], zb * s, c[0], c[1], zc * s);
    this.feats.push(feature);
  }
  quad(a: Pt, za: number, b: Pt, zb: number, c: Pt, zc: number, d: Pt, zd: number, feature: number): void {
    this.tri(a, za, b, zb, c, zc, feature);
    this.tri(a, za, c, zc, d, zd, feature);
  }
  finish(features: FeatureRef[]): LosMeshData {
    return { positions: new Float32Array(this.data), triFeature: new Uint16Array(this.feats), features };
  }
}

function triangulate(ring: readonly Pt[]): number[][] {
  return ShapeUtils.triangulateShape(
    ring.map((p) => new Vector2(p[0], p[1])),
    [],
  );
}

/**
 * Flat tops are cut along a grid before triangulating: a plateau's outline triangulated whole gives
 * long slivers spanning the hill, whose boxes overlap everything and slow every BVH query.
 */
const TOP_GRID_INCHES = 2;
/**
 * How far below the ground a wall's foot reaches on a slope band, in levels: a band's rounded corner
 * is drawn as flat facets 22.5° apart, whose chords lie up to 1 − cos(11.25°) ≈ 1.9% of a level below
 * the true ground there (rings.ts), and a wall must not float over them.
 */
const WALL_FOOT_SINK_LEVELS = 0.02;

function addFlatTop(w: TriangleWriter, ring: readonly Pt[], z: number, f: number): void {
  const b = bounds(ring);
  const x0 = Math.floor(b.minX / TOP_GRID_INCHES);
  const x1 = Math.ceil(b.maxX / TOP_GRID_INCHES);
  const y0 = Math.floor(b.minY / TOP_GRID_INCHES);
  const y1 = Math.ceil(b.maxY / TOP_GRID_INCHES);
  if (x1 - x0 <= 1 && y1 - y0 <= 1) {
    for (const [a, b2, c] of triangulate(ring)) w.tri(ring[a!]!, z, ring[b2!]!, z, ring[c!]!, z, f);
    return;
  }
  for (let gx = x0; gx < x1; gx++)
    for (let gy = y0; gy < y1; gy++) {
      const piece = clipToRect(
        ring,
        gx * TOP_GRID_INCHES,
        gy * TOP_GRID_INCHES,
        (gx + 1) * TOP_GRID_INCHES,
        (gy + 1) * TOP_GRID_INCHES,
      );
      if (piece.length < 3 || Math.abs(signedArea(piece)) < 1e-9) continue;
      for (const [a, b2, c] of triangulate(piece)) w.tri(piece[a!]!, z, piece[b2!]!, z, piece[c!]!, z, f);
    }
}

/**
 * Sutherland–Hodgman clip of a ring to an axis-aligned rectangle. A concave ring may come back with
 * zero-width bridges along the rectangle's edges; they triangulate to nothing that a ray can hit.
 */
function clipToRect(ring: readonly Pt[], x0: number, y0: number, x1: number, y1: number): Pt[] {
  let out: Pt[] = [...ring];
  const edges: [(p: Pt) => boolean, (a: Pt, b: Pt) => Pt][] = [
    [(p) => p[0] >= x0, (a, b) => [x0, a[1] + ((b[1] - a[1]) * (x0 - a[0])) / (b[0] - a[0])]],
    [(p) => p[0] <= x1, (a, b) => [x1, a[1] + ((b[1] - a[1]) * (x1 - a[0])) / (b[0] - a[0])]],
    [(p) => p[1] >= y0, (a, b) => [a[0] + ((b[0] - a[0]) * (y0 - a[1])) / (b[1] - a[1]), y0]],
    [(p) => p[1] <= y1, (a, b) => [a[0] + ((b[0] - a[0]) * (y1 - a[1])) / (b[1] - a[1]), y1]],
  ];
  for (const [inside, cross] of edges) {
    const input = out;
    out = [];
    for (let i = 0; i < input.length; i++) {
      const cur = input[i]!;
      const prev = input[(i + input.length - 1) % input.length]!;
      if (inside(cur)) {
        if (!inside(prev)) out.push(cross(prev, cur));
        out.push(cur);
      } else if (inside(prev)) out.push(cross(prev, cur));
    }
    if (out.length === 0) break;
  }
  return out;
}

function addHill(
  w: TriangleWriter,
  ring0: readonly Pt[],
  level: number,
  slope: number,
  lh: number,
  f: number,
): void {
  const ring = ccw(ring0);
  const top = level * lh;
  const foot = (level - 1) * lh;
  addFlatTop(w, ring, top, f);
  const groups = offsetRingGroups(ring, slope);
  const n = ring.length;
  for (let i = 0; i < n; i++) {
    const v = ring[i]!;
    const g = groups[i]!;
    for (let j = 0; j + 1 < g.length; j++) w.tri(v, top, g[j]!, foot, g[j + 1]!, foot, f);
    const next = ring[(i + 1) % n]!;
    const gNext = groups[(i + 1) % n]!;
    w.quad(v, top, g[g.length - 1]!, foot, gNext[0]!, foot, next, top, f);
  }
}

function addPrism(
  w: TriangleWriter,
  index: TerrainIndex,
  ring0: readonly Pt[],
  heightYards: number,
  f: number,
): void {
  const ring = ccw(ring0);
  const { low, top } = prismSpanYards(index, ring, heightYards);
  addFlatTop(w, ring, top, f);
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    w.quad(a, low, b, low, b, top, a, top, f);
  }
}

/**
 * A wall or hedge: a thin box along each leg of its path, `heightYards` tall above the ground under
 * every point of it (docs/table-format.md). Each leg is cut where the ground under either face bends
 * (core/table/ground-profile.ts), so over a hill edge no part floats above the flat or sinks into the
 * slope. On a slope band the foot reaches a little below the ground (WALL_FOOT_SINK_LEVELS of a
 * level), because the mesh draws a band's rounded corners as flat facets under the true ground.
 */
function addThinWall(
  w: TriangleWriter,
  index: TerrainIndex,
  path: readonly Pt[],
  heightYards: number,
  thickness: number,
  f: number,
): void {
  const lh = index.levelHeightYards;
  const sink = WALL_FOOT_SINK_LEVELS * lh;
  const foot = (g: number) => (Math.abs(g / lh - Math.round(g / lh)) < 1e-9 ? g : g - sink);
  for (let i = 0; i + 1 < path.length; i++) {
    const p = path[i]!;
    const q = path[i + 1]!;
    const len = Math.hypot(q[0] - p[0], q[1] - p[1]);
    const nx = (-(q[1] - p[1]) / len) * (thickness / 2);
    const ny = ((q[0] - p[0]) / len) * (thickness / 2);
    const ts = groundBreaks(index, p, q, [-thickness / 2, thickness / 2]);
    const at = (t: number): Pt =>
      t === 0 ? p : t === 1 ? q : [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t];
    // Each face's ground at a cut: the left face (−n) and the right (+n), as [corner, ground].
    const left = ts.map((t) => {
      const c = at(t);
      const x: Pt = [c[0] - nx, c[1] - ny];
      return { x, g: groundYardsAt(index, x[0], x[1]) };
    });
    const right = ts.map((t) => {
      const c = at(t);
      const x: Pt = [c[0] + nx, c[1] + ny];
      return { x, g: groundYardsAt(index, x[0], x[1]) };
    });
    const n = ts.length - 1;
    for (let k = 0; k < n; k++) {
      const l0 = left[k]!;
      const l1 = left[k + 1]!;
      const r0 = right[k]!;
      const r1 = right[k + 1]!;
      const h = heightYards;
      w.quad(l0.x, foot(l0.g), l1.x, foot(l1.g), l1.x, l1.g + h, l0.x, l0.g + h, f);
      if (k === n - 1) w.quad(l1.x, foot(l1.g), r1.x, foot(r1.g), r1.x, r1.g + h, l1.x, l1.g + h, f);
      w.quad(r1.x, foot(r1.g), r0.x, foot(r0.g), r0.x, r0.g + h, r1.x, r1.g + h, f);
      if (k === 0) w.quad(r0.x, foot(r0.g), l0.x, foot(l0.g), l0.x, l0.g + h, r0.x, r0.g + h, f);
      w.quad(l0.x, l0.g + h, l1.x, l1.g + h, r1.x, r1.g + h, r0.x, r0.g + h, f);
    }
  }
}

function addFeature(w: TriangleWriter, index: TerrainIndex, table: Table, feature: Feature, f: number): void {
  switch (feature.type) {
    case "hill":
      addHill(w, feature.outline, feature.level, feature.slopeInches, table.levelHeightYards, f);
      return;
    case "woods":
    case "built-up":
    case "building":
    case "rubble":
      addPrism(w, index, feature.outline, feature.heightYards, f);
      return;
    case "wall":
    case "hedge":
      addThinWall(w, index, feature.path, feature.heightYards, feature.thicknessInches, f);
      return;
    case "smoke":
      addPrism(w, index, smokeOutline(feature.center, feature.radiusInches), feature.heightYards, f);
      return;
    case "water":
    case "minefield":
    case "road":
    case "wire":
    case "trench":
      return;
  }
}

/** Builds the line-of-sight triangles for a validated table. */
export function buildLosMesh(table: Table, index: TerrainIndex = indexTerrain(table)): LosMeshData {
  const w = new TriangleWriter(1 / table.yardsPerInch);
  const features: FeatureRef[] = [{ id: "ground", type: "ground" }];
  // The ground in tiles, for the same reason as flat tops.
  for (let x = 0; x < table.width; x += TOP_GRID_INCHES * 2)
    for (let y = 0; y < table.depth; y += TOP_GRID_INCHES * 2) {
      const x1 = Math.min(table.width, x + TOP_GRID_INCHES * 2);
      const y1 = Math.min(table.depth, y + TOP_GRID_INCHES * 2);
      w.quad([x, y], 0, [x1, y], 0, [x1, y1], 0, [x, y1], 0, 0);
    }
  for (const feature of table.features) {
    const f = features.length;
    features.push({ id: feature.id, type: feature.type });
    addFeature(w, index, table, feature, f);
  }
  // The validator refuses more than MAX_FEATURES, so a validated table never gets here.
  if (features.length > MAX_FEATURES + 1)
    throw new Error(`too many features for one table (${MAX_FEATURES} at most)`);
  return w.finish(features);
}
