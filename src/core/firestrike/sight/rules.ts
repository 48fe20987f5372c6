import type { Elevation, SightRules } from "../../los/sight-rules";
import type { EdgeSide, HillEdgeCheck, LosReason } from "../../los/verdict";
import { HALF_TOLERANCE, yardsText } from "../../los/wording";
import type { Table } from "../../table/schema";
import type { Placement } from "../../units/placement";

/**
 * Firestrike's half of line of sight (seed 000): what core/los's measurements mean under its rules.
 * The measured engine calls these through the SightRules interface (src/core/los/sight-rules.ts).
 */

/**
 * Project default (seed 000 is silent): a unit in woods, a built-up area or a building sees out, and
 * is seen from outside, only within `areaEdgeYards` (table setting, 40 by default) of the area's
 * edge; sight lines through such an area are blocked. Rubble hides a unit in it without limiting what
 * it sees. Smoke is never "own": a unit in smoke neither sees nor is seen. We measure "within 40 yards
 * of the edge" along each sight line: the part of the line inside the unit's own area may be at most
 * that long.
 */
export const EDGE_LIMITED_AREAS = ["woods", "built-up", "building"] as const;
/** Area types whose own walls do not block the units inside them. */
export const OWN_AREA_TYPES: ReadonlySet<string> = new Set([...EDGE_LIMITED_AREAS, "rubble"]);
/** Area types in which a unit always counts as covered (seed 000 §5.1 names woods, ruins, rubble). */
export const COVERING_AREA_TYPES: ReadonlySet<string> = new Set(["woods", "built-up", "building", "rubble"]);

const fmt = (n: number) => (Math.round(n * 10) / 10).toFixed(1);

/** Where the nearest edge lies, in words: "behind b7, away from r1". */
function sideWords(id: string, side: EdgeSide, otherId: string): string {
  if (side === "toward") return `on the side toward ${otherId}`;
  if (side === "behind") return `behind ${id}, away from ${otherId}`;
  return `to one side of the line to ${otherId}`;
}

/**
 * seed 000 §1.2: units within 40 yards of a hill's edge (the line where slope meets flat top) may spot
 * and be spotted by those on lower levels; otherwise they are too far from the edge of the plateau.
 * When the two stand on different levels, the higher one must be within 40 yards (the table's
 * `los.hillEdgeYards`) of its plateau's edge; a unit on a slope band is at the edge. The rule does not
 * apply to airborne units (project default: the seed's plateaus are about ground sighting).
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
  // Our reading of §1.2: the distance is to the plateau's nearest edge, whichever way it lies
  // (docs/line-of-sight.md); the reason says where that edge is, so an edge behind the unit is not
  // read as the one it looks over.
  const edge = high.nearestEdge
    ? `its nearest edge, at (${fmt(high.nearestEdge.at[0])}, ${fmt(high.nearestEdge.at[1])}) ${sideWords(high.id, high.nearestEdge.side, high.nearestEdge.otherId)}`
    : "its edge";
  const where = high.onSlope
    ? `is on the slope of ${high.hillId} (level ${high.level}), which counts as its edge`
    : `is on level ${high.level} of ${high.hillId}, ${yardsText(yardsFromEdge)} from ${edge}`;
  const text = ok
    ? `${high.id} ${where} (within ${limit}): it may spot and be spotted from level ${low.level}`
    : `${high.id} ${where}: it cannot see or be seen from level ${low.level}`;
  return {
    check: { applies: true, unit: high.id, yardsFromEdge: Math.round(yardsFromEdge * 10) / 10, ok },
    reason: { rule: "hill-edge-40yd", text, ...(high.hillId ? { featureId: high.hillId } : {}) },
  };
}

/** Firestrike's sight rules (seed 000 §1.2, §5.1 and the project's area-edge default). */
export const FIRESTRIKE_SIGHT: SightRules = {
  name: "firestrike",
  ownAreaReachInches(type, table) {
    if (!OWN_AREA_TYPES.has(type)) return null;
    return (EDGE_LIMITED_AREAS as readonly string[]).includes(type)
      ? table.los.areaEdgeYards / table.yardsPerInch
      : Number.POSITIVE_INFINITY;
  },
  hillEdgeInches: (table) => table.los.hillEdgeYards / table.yardsPerInch,
  hillEdge: hillEdgeCheck,
  cover(table: Table, target: Placement, fraction: number) {
    const inside = target.areaIds.find((id) => {
      const f = table.features.find((x) => x.id === id);
      return f !== undefined && COVERING_AREA_TYPES.has(f.type);
    });
    // seed 000 §5.1 "more than half": a share one rounding error over a half is a half, not more.
    return {
      covered: fraction > 0.5 + HALF_TOLERANCE || inside !== undefined,
      insideCovering: inside ?? null,
    };
  },
  limits: (table) => ({ hillEdgeYards: table.los.hillEdgeYards, areaEdgeYards: table.los.areaEdgeYards }),
};
