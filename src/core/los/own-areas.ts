import type { Pt } from "../geom2d";
import type { AreaFeature, Table } from "../table/schema";
import type { TerrainIndex } from "../table/terrain";
import { areasAt } from "../table/terrain";
import type { SightGeometry } from "./sight-geometry";

/**
 * Areas a unit stands inside. Project default (seed 000 is silent): a unit in woods, a built-up area or
 * a building sees out, and is seen from outside, only within `areaEdgeYards` (table setting, 40 by
 * default) of the area's edge; sight lines through such an area are blocked. Rubble hides a unit in
 * it without limiting what it sees. Smoke is never "own": a unit in smoke neither sees nor is seen.
 * We measure "within 40 yards of the edge" along each sight line: the part of the line inside the
 * unit's own area may be at most that long.
 */
export const EDGE_LIMITED_AREAS = ["woods", "built-up", "building"] as const;
/** Area types whose own walls do not block the units inside them. */
export const OWN_AREA_TYPES: ReadonlySet<string> = new Set([...EDGE_LIMITED_AREAS, "rubble"]);
/** Area types in which a unit always counts as covered (seed 000 §5.1 names woods, ruins, rubble). */
export const COVERING_AREA_TYPES: ReadonlySet<string> = new Set(["woods", "built-up", "building", "rubble"]);

/** An area a unit is inside, with what the sight-line rule allows. */
export interface OwnArea {
  feature: AreaFeature;
  index: number;
  ring: readonly Pt[];
  /** longest stretch of a sight line inside this area, inches (Infinity for rubble) */
  limitInches: number;
}

/** The own areas holding the point (x, y). */
export function ownAreasAt(
  table: Table,
  terrain: TerrainIndex,
  geometry: SightGeometry,
  x: number,
  y: number,
): OwnArea[] {
  const out: OwnArea[] = [];
  for (const a of areasAt(terrain, x, y)) {
    if (!OWN_AREA_TYPES.has(a.type)) continue;
    const limited = (EDGE_LIMITED_AREAS as readonly string[]).includes(a.type);
    out.push({
      feature: a,
      index: geometry.featureIndex(a.id),
      ring: a.outline,
      limitInches: limited ? table.los.areaEdgeYards / table.yardsPerInch : Number.POSITIVE_INFINITY,
    });
  }
  return out;
}
