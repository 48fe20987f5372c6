import type { Elevation, SightRules } from "../los/sight-rules";
import { HALF_TOLERANCE } from "../los/wording";
import type { Table } from "../table/schema";
import { CONCEALING_AREA_TYPES, concealingAreaAt } from "./terrain";

/**
 * The firefight's half of line of sight (project defaults; seed 003 says nothing of how sight works):
 * no hill-edge rule; a model in woods, rubble or a built-up area is not hidden by that area's own walls
 * within a couple of y of its edge, and sees out as far; a target counts as covered for the engine's
 * report when more than half of it is hidden. What concealment and cover mean for the firefight's
 * dice is decided in `measuredFirefightOracle` below, from the measured shares.
 */
export const OWN_AREA_REACH_Y = 2;

export const FIREFIGHT_SIGHT: SightRules = {
  name: "firefight",
  ownAreaReachInches: (type: string, table: Table) =>
    CONCEALING_AREA_TYPES.has(type) || type === "building" ? OWN_AREA_REACH_Y / table.yardsPerInch : null,
  hillEdgeInches: () => null,
  hillEdge: (_table: Table, _a: Elevation, _b: Elevation) => ({
    check: { applies: false, unit: null, yardsFromEdge: null, ok: true },
    reason: null,
  }),
  cover: (table: Table, target, fraction) => {
    const inside = concealingAreaAt(table, target.x, target.y);
    return { covered: fraction > 0.5 + HALF_TOLERANCE || inside !== null, insideCovering: inside };
  },
  limits: () => ({ hillEdgeYards: 0, areaEdgeYards: OWN_AREA_REACH_Y }),
};
