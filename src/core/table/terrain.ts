import {
  bounds,
  distanceToRing,
  orientedRect,
  type Pt,
  pointInPolygon,
  ringBoundaryDistance,
  ringGap,
  segmentsIntersect,
} from "../geom2d";
import { indexRing, type RingIndex, ringContains, ringDistanceWithin } from "./ring-index";
import type { AreaFeature, Feature, HillFeature, Table, TrenchFeature } from "./schema";

/**
 * Terrain queries on a validated table: ground height, which plateau a point stands on, which areas
 * hold it. Pure functions; the mesh builder in src/geometry follows the same height function, so a
 * ray cast on the mesh and these answers agree.
 */

interface IndexedHill {
  hill: HillFeature;
  edges: RingIndex;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

interface IndexedArea {
  feature: AreaFeature;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Precomputed bounding boxes for fast terrain lookups; build once per table. */
export interface TerrainIndex {
  table: Table;
  hills: IndexedHill[];
  areas: IndexedArea[];
  trenches: TrenchFeature[];
  levelHeightYards: number;
}

/** Indexes a table's hills, areas and trenches. */
export function indexTerrain(table: Table): TerrainIndex {
  const hills: IndexedHill[] = [];
  const areas: IndexedArea[] = [];
  const trenches: TrenchFeature[] = [];
  for (const f of table.features) {
    if (f.type === "hill") {
      const b = bounds(f.outline);
      hills.push({
        hill: f,
        edges: indexRing(f.outline, Math.max(0.5, f.slopeInches)),
        minX: b.minX - f.slopeInches,
        minY: b.minY - f.slopeInches,
        maxX: b.maxX + f.slopeInches,
        maxY: b.maxY + f.slopeInches,
      });
    } else if ("outline" in f) {
      areas.push({ feature: f, ...bounds(f.outline) });
    } else if (f.type === "trench") trenches.push(f);
  }
  // Highest level first so the first plateau found is the one stood on.
  hills.sort((a, b) => b.hill.level - a.hill.level);
  return { table, hills, areas, trenches, levelHeightYards: table.levelHeightYards };
}

/** Where a point stands relative to the stacked plateaus. */
export interface Standing {
  /** hill level stood on; 0 for the table's base level */
  level: number;
  /** the plateau stood on (top or slope band), or null at level 0 */
  hill: HillFeature | null;
  /** true on a slope band, which counts as being at that plateau's edge */
  onSlope: boolean;
  /** distance to the plateau's edge (its outline), inches; 0 on a slope; null at level 0 */
  edgeDistanceInches: number | null;
  /** ground height, yards above the table */
  groundYards: number;
}

/**
 * The plateau under (x, y) and the ground height there (`measureEdge` false skips the distance to the
 * edge, leaving it NaN on plateau tops, for callers that only need level and height). A hill's top is flat at level × levelHeight;
 * its slope band falls linearly with distance from the outline down to the level below.
 */
export function standingAt(index: TerrainIndex, x: number, y: number, measureEdge = true): Standing {
  const lh = index.levelHeightYards;
  let best: Standing = { level: 0, hill: null, onSlope: false, edgeDistanceInches: null, groundYards: 0 };
  for (const h of index.hills) {
    if (x < h.minX || x > h.maxX || y < h.minY || y > h.maxY) continue;
    const hill = h.hill;
    const top = hill.level * lh;
    if (top <= best.groundYards) continue;
    const inside = ringContains(h.edges, x, y);
    if (inside) {
      const d = measureEdge ? distanceToRing(x, y, hill.outline) : Number.NaN;
      best = { level: hill.level, hill, onSlope: false, edgeDistanceInches: d, groundYards: top };
      continue;
    }
    const d = ringDistanceWithin(h.edges, x, y, hill.slopeInches);
    if (d < hill.slopeInches) {
      const g = (hill.level - 1) * lh + lh * (1 - d / hill.slopeInches);
      if (g > best.groundYards)
        best = { level: hill.level, hill, onSlope: true, edgeDistanceInches: 0, groundYards: g };
    }
  }
  return best;
}

/** Ground height in yards at (x, y): standingAt's height, without the edge distance it also measures. */
export function groundYardsAt(index: TerrainIndex, x: number, y: number): number {
  const lh = index.levelHeightYards;
  let best = 0;
  for (const h of index.hills) {
    if (x < h.minX || x > h.maxX || y < h.minY || y > h.maxY) continue;
    const hill = h.hill;
    const top = hill.level * lh;
    if (top <= best) continue;
    if (ringContains(h.edges, x, y)) {
      best = top;
      continue;
    }
    const d = ringDistanceWithin(h.edges, x, y, hill.slopeInches);
    if (d < hill.slopeInches) {
      const g = (hill.level - 1) * lh + lh * (1 - d / hill.slopeInches);
      if (g > best) best = g;
    }
  }
  return best;
}

/** Area features (woods, built-up, building, rubble, water, minefield) whose outline holds (x, y). */
export function areasAt(index: TerrainIndex, x: number, y: number): AreaFeature[] {
  const out: AreaFeature[] = [];
  for (const a of index.areas) {
    if (x < a.minX || x > a.maxX || y < a.minY || y > a.maxY) continue;
    if (pointInPolygon(x, y, a.feature.outline)) out.push(a.feature);
  }
  return out;
}

/** Trenches whose line passes under a base footprint (a base sitting on the trench tape is in it). */
export function trenchesUnder(index: TerrainIndex, footprint: readonly Pt[]): TrenchFeature[] {
  return index.trenches.filter((t) => {
    for (const p of t.path) if (pointInPolygon(p[0], p[1], footprint)) return true;
    for (let i = 0; i + 1 < t.path.length; i++)
      for (let j = 0; j < footprint.length; j++)
        if (
          segmentsIntersect(t.path[i]!, t.path[i + 1]!, footprint[j]!, footprint[(j + 1) % footprint.length]!)
        )
          return true;
    return false;
  });
}

/** Distance, in inches, from a base footprint to a plateau's edge; 0 when the base overlaps the edge. */
export function footprintEdgeDistance(footprint: readonly Pt[], hill: HillFeature): number {
  for (const p of footprint) if (!pointInPolygon(p[0], p[1], hill.outline)) return 0;
  return ringBoundaryDistance(footprint, hill.outline);
}

/** Distance between two base footprints, closest edge to closest edge (0 when touching). */
export function footprintGap(a: readonly Pt[], b: readonly Pt[]): number {
  return ringGap(a, b);
}

/** The footprint of a base: width across the facing, depth along it. */
export function baseFootprint(
  x: number,
  y: number,
  widthInches: number,
  depthInches: number,
  facing: number,
): Pt[] {
  return orientedRect(x, y, widthInches, depthInches, facing);
}

/**
 * Vertical extent of an area feature's block (woods, built-up, building, rubble, smoke), in yards:
 * from the lowest ground under its outline to its height above the highest. The LOS mesh and the map
 * rasters both use this, so they agree exactly.
 */
export function prismSpanYards(
  index: TerrainIndex,
  ring: readonly Pt[],
  heightYards: number,
): { low: number; top: number } {
  let low = Number.POSITIVE_INFINITY;
  let high = 0;
  let cx = 0;
  let cy = 0;
  for (const p of ring) {
    cx += p[0] / ring.length;
    cy += p[1] / ring.length;
    const g = groundYardsAt(index, p[0], p[1]);
    low = Math.min(low, g);
    high = Math.max(high, g);
  }
  const gc = groundYardsAt(index, cx, cy);
  return { low: Math.min(low, gc), top: Math.max(high, gc) + heightYards };
}

/** The polygon standing for a round smoke cloud (16 sides), shared by the LOS mesh and the rasters. */
export function smokeOutline(center: Pt, radiusInches: number, sides = 16): Pt[] {
  const ring: Pt[] = [];
  for (let i = 0; i < sides; i++) {
    const a = (i / sides) * Math.PI * 2;
    ring.push([center[0] + Math.cos(a) * radiusInches, center[1] + Math.sin(a) * radiusInches]);
  }
  return ring;
}

/** Half the width of a path feature's footprint, inches. */
export function pathHalfWidth(f: Extract<Feature, { path: unknown }>): number {
  switch (f.type) {
    case "wall":
    case "hedge":
      return f.thicknessInches / 2;
    default:
      return f.widthInches / 2;
  }
}
