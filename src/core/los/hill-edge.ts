import type { Table } from "../table/schema";
import type { HillEdgeCheck, LosReason } from "./verdict";
import { yardsText } from "./wording";

/** Where a unit (or a hypothetical target) stands for the hill-edge rule. */
export interface Elevation {
  id: string;
  level: number;
  hillId: string | null;
  onSlope: boolean;
  /** distance from the nearest point of the base to its plateau's edge, inches; null at level 0 */
  edgeDistanceInches: number | null;
  /** aircraft and drones fly: the plateau rule is about ground units */
  airborne: boolean;
}

/**
 * seed 000 §1.2: units within 40 yards of a hill's edge (the line where slope meets flat top) may spot
 * and be spotted by those on lower levels; otherwise they are too far from the edge of the plateau.
 * When the two stand on different levels, the higher one must be within 40 yards of its plateau's
 * edge; a unit on a slope band is at the edge. The rule does not apply to airborne units (project
 * default: the seed's plateaus are about ground sighting).
 */
export function hillEdgeCheck(
  table: Table,
  a: Elevation,
  b: Elevation,
): { check: HillEdgeCheck; reason: LosReason | null } {
  if (a.airborne || b.airborne || a.level === b.level) {
    return { check: { applies: false, unit: null, yardsFromEdge: null, ok: true }, reason: null };
  }
  const [high, low] = a.level > b.level ? [a, b] : [b, a];
  const yardsFromEdge = (high.edgeDistanceInches ?? 0) * table.yardsPerInch;
  const limit = table.los.hillEdgeYards;
  const ok = yardsFromEdge <= limit + 1e-9;
  const where = high.onSlope
    ? `is on the slope of ${high.hillId} (level ${high.level}), which counts as its edge`
    : `is on level ${high.level} of ${high.hillId}, ${yardsText(yardsFromEdge)} from its edge`;
  const text = ok
    ? `${high.id} ${where} (within ${limit}): it may spot and be spotted from level ${low.level}`
    : `${high.id} ${where}: it cannot see or be seen from level ${low.level}`;
  return {
    check: { applies: true, unit: high.id, yardsFromEdge: Math.round(yardsFromEdge * 10) / 10, ok },
    reason: { rule: "hill-edge-40yd", text, ...(high.hillId ? { featureId: high.hillId } : {}) },
  };
}
