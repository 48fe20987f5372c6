import type { Catalog, CatalogEntry, Category, Mobility } from "../catalog/schema";
import type { Pt } from "../geom2d";
import type { Posture, Table, TableUnit } from "../table/schema";
import {
  areasAt,
  baseFootprint,
  footprintEdgeDistance,
  type Standing,
  standingAt,
  type TerrainIndex,
  trenchesUnder,
} from "../table/terrain";
import { POSTURE_DEFAULTS } from "./postures";

/** Why part of a silhouette is below the ground around it. */
export type SunkBy = { kind: "trench"; featureId: string } | { kind: "posture"; posture: Posture } | null;

/** A unit placed on the table: footprint, heights after posture and trench, and where it stands. */
export interface Placement {
  id: string;
  side: string;
  type: string;
  category: Category;
  mobility: Mobility;
  x: number;
  y: number;
  facing: number;
  posture: Posture;
  widthInches: number;
  depthInches: number;
  footprint: Pt[];
  /** ground height at the base centre, yards */
  groundYards: number;
  /** silhouette bottom and top, yards above the table datum */
  bottomYards: number;
  topYards: number;
  /** eye height, yards above the table datum */
  eyeYards: number;
  /** how far the silhouette sits below the local ground, yards, and why */
  sunkYards: number;
  sunkBy: SunkBy;
  standing: Standing;
  /** distance from the nearest point of the base to its plateau's edge, inches (null at level 0) */
  edgeDistanceInches: number | null;
  /** ids of the area features that hold the base centre */
  areaIds: string[];
}

/** Places one table unit, resolving catalog values, overrides, posture, trenches and ground height. */
export function placeUnit(index: TerrainIndex, catalog: Catalog, unit: TableUnit): Placement {
  const entry = catalog.byType.get(unit.type);
  if (!entry) throw new Error(`unknown unit type "${unit.type}" (validate the table first)`);
  return placeBase(index, entry, unit);
}

/** Places a base of a catalog type at a position (used for units and for hypothetical targets). */
export function placeBase(index: TerrainIndex, entry: CatalogEntry, unit: TableUnit): Placement {
  const [w, d] = unit.baseInches ?? entry.baseInches;
  const footprint = baseFootprint(unit.x, unit.y, w, d, unit.facing);
  const standing = standingAt(index, unit.x, unit.y);
  let height = entry.heightYards;
  let eye = entry.eyeYards;
  if (unit.posture === "prone") {
    height = entry.proneHeightYards ?? entry.heightYards * POSTURE_DEFAULTS.proneHeightShare;
    eye = Math.min(eye, height * POSTURE_DEFAULTS.proneEyeShare);
  }
  if (unit.heightYards !== undefined) height = unit.heightYards;
  if (unit.eyeYards !== undefined) eye = unit.eyeYards;
  eye = Math.min(eye, height);

  const exposed = POSTURE_DEFAULTS.exposedYards[entry.category];
  let sunkYards = 0;
  let sunkBy: SunkBy = null;
  if (unit.posture === "hull-down") {
    sunkYards = height * POSTURE_DEFAULTS.hullDownSunkShare;
    sunkBy = { kind: "posture", posture: "hull-down" };
  } else if (unit.posture === "dug-in") {
    sunkYards = Math.max(0, height - exposed);
    sunkBy = { kind: "posture", posture: "dug-in" };
  }
  if (entry.altitudeYards === 0) {
    for (const t of trenchesUnder(index, footprint)) {
      const s = Math.max(0, Math.min(t.depthYards, height - exposed));
      if (s > sunkYards) {
        sunkYards = s;
        sunkBy = { kind: "trench", featureId: t.id };
      }
    }
  }
  const ground = standing.groundYards;
  const bottom = ground + entry.altitudeYards - sunkYards;
  return {
    id: unit.id,
    side: unit.side,
    type: unit.type,
    category: entry.category,
    mobility: entry.mobility,
    x: unit.x,
    y: unit.y,
    facing: unit.facing,
    posture: unit.posture,
    widthInches: w,
    depthInches: d,
    footprint,
    groundYards: ground,
    bottomYards: bottom,
    topYards: bottom + height,
    eyeYards: bottom + eye,
    sunkYards,
    sunkBy,
    standing,
    edgeDistanceInches: standing.hill
      ? standing.onSlope
        ? 0
        : footprintEdgeDistance(footprint, standing.hill)
      : null,
    areaIds: areasAt(index, unit.x, unit.y).map((a) => a.id),
  };
}

/** Places every unit of a validated table. */
export function placeAll(index: TerrainIndex, catalog: Catalog, table: Table): Placement[] {
  return table.units.map((u) => placeUnit(index, catalog, u));
}
