import type { Table } from "../table/schema";
import type { Placement } from "../units/placement";
import type { EdgeSide, HillEdgeCheck, LosReason } from "./verdict";

/**
 * The seam between the two halves of line of sight (docs/line-of-sight.md, "Two halves"): core/los
 * measures (sight lines through the BVH, cover shares, dead-ground maps), and each ruleset says what
 * the measurements mean through one SightRules object. The measured engine reads a ruleset's numbers
 * once per table, observer or map (never per cell or per line), so the tuned map code runs as fast as
 * when the numbers were written into it. Firestrike's rules are in src/core/firestrike/sight/.
 */
export interface SightRules {
  /** the ruleset's name, for messages and caches */
  readonly name: string;
  /**
   * Own areas: for an area feature of this type, how far a sight line may run inside it when one of
   * its ends stands in it, inches: Infinity when the walls of the area never block the units inside it
   * (a rubble field hides its men without limiting their sight); null when the type is not an own
   * area at all (its walls block lines from inside as from outside). An eye deeper in its own area
   * than the reach sees nothing beyond the reach (eyeReachInches), and a target deeper in an area than
   * its reach is seen only from inside it.
   */
  ownAreaReachInches(type: string, table: Table): number | null;
  /**
   * The hill-edge allowance, inches, or null when the ruleset has none: of two units on different hill
   * levels the higher must stand within this distance of its plateau's edge (a unit on a slope band is
   * at the edge; flying units are exempt), or neither sees the other. Maps apply it cell by cell from
   * the raster's edge distances; `hillEdge` says the same for one pair, with its reason.
   */
  hillEdgeInches(table: Table): number | null;
  /** The hill-edge check of one pair (the same rule as hillEdgeInches), with the reason to print. */
  hillEdge(table: Table, a: Elevation, b: Elevation): { check: HillEdgeCheck; reason: LosReason | null };
  /**
   * How cover decides: given the measured share of the target hidden, whether it counts as covered,
   * and the id of the area whose standing in makes it covered whatever the share (null if none).
   */
  cover(
    table: Table,
    target: Placement,
    fraction: number,
  ): { covered: boolean; insideCovering: string | null };
  /** The table's numbers the rules applied, reported with each verdict. */
  limits(table: Table): { hillEdgeYards: number; areaEdgeYards: number };
}

/** Where a unit (or a hypothetical target) stands, for the hill-edge rule. */
export interface Elevation {
  id: string;
  level: number;
  hillId: string | null;
  onSlope: boolean;
  /** distance from the nearest point of the base to its plateau's edge, inches; null at level 0 */
  edgeDistanceInches: number | null;
  /** aircraft and drones fly: the plateau rule is about ground units */
  airborne: boolean;
  /**
   * For one pair's check (never the maps): the point of the plateau's edge nearest the base, and where
   * it lies seen from the unit toward `otherId`, so a reason can say which edge it measured.
   */
  nearestEdge?: { at: [number, number]; side: EdgeSide; otherId: string };
}

/**
 * The square sight rules of a ruleset that reads none (a hex ruleset: its LOS is measured hex by hex):
 * its worlds carry these, and any square reading asked of them is a bug that names the ruleset.
 */
export function noSquareSight(ruleset: string): SightRules {
  const none = (): never => {
    throw new Error(`the ruleset "${ruleset}" reads no square line of sight (internal)`);
  };
  return {
    name: `${ruleset}:none`,
    ownAreaReachInches: none,
    hillEdgeInches: none,
    hillEdge: none,
    cover: none,
    limits: none,
  };
}
