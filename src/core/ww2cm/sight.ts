import type { Elevation, SightRules } from "../los/sight-rules";
import { HALF_TOLERANCE } from "../los/wording";
import type { Table } from "../table/schema";

/**
 * Seed 002's half of line of sight for the table tools and maps (project defaults; the seed says only
 * "within line of site"): no hill-edge rule, a model inside woods or a building sees out (its own area
 * does not hide it within 2 cm of the edge), and more than half hidden counts as covered in the LOS
 * report. The rules themselves count cover pieces along each firing line (./measured.ts).
 */
const OWN_AREA_REACH_CM = 2;

export const WW2CM_SIGHT: SightRules = {
  name: "ww2cm",
  ownAreaReachInches: (type: string) =>
    type === "woods" || type === "building" || type === "built-up" ? OWN_AREA_REACH_CM / 2.54 : null,
  hillEdgeInches: () => null,
  hillEdge: (_table: Table, _a: Elevation, _b: Elevation) => ({
    check: { applies: false, unit: null, yardsFromEdge: null, ok: true },
    reason: null,
  }),
  cover: (_table: Table, _target, fraction) => ({
    covered: fraction > 0.5 + HALF_TOLERANCE,
    insideCovering: null,
  }),
  limits: (table: Table) => ({
    hillEdgeYards: 0,
    areaEdgeYards: (OWN_AREA_REACH_CM / 2.54) * table.yardsPerInch,
  }),
};
