import type { HexLosClass, HexSightRules } from "../los/hex-sight-rules";
import { effectOf, MAX_DEGRADING_COUNTED, SMOKE_LOS, SMOKE_OBSTACLE_YARDS } from "./terrain-effects";

/**
 * Lock 'n Load's reading of hex line of sight (issue 36 item 5), for the measured hex LOS of
 * core/los/hex-los.ts: the TEC's LOS column (terrain-effects.ts), smoke degrading, and at most two
 * degrading hexes counted, a third blocking (seed 004, DFT line 4 and OFT firer line 2).
 */

/**
 * The class of a table feature in the measured cast: a feature that names a hex terrain has the TEC's
 * class; hills, walls and hedges block as they stand (the cast meets them where they are tall
 * enough); smoke is SMOKE_LOS; the rest (minefields, wire) do not touch the line.
 */
function castClass(type: string): HexLosClass {
  switch (type) {
    case "woods":
    case "building":
    case "built-up":
    case "rubble":
    case "water":
    case "trench":
    case "road":
      return effectOf(type).los;
    case "hill":
    case "wall":
    case "hedge":
      return "blocking";
    case "smoke":
      return SMOKE_LOS;
    default:
      return "clear";
  }
}

/** Lock 'n Load's hex sight rules. */
export const lnlHexSight: HexSightRules = {
  name: "Lock 'n Load",
  terrain: (t) => effectOf(t),
  smoke: { los: SMOKE_LOS, obstacleYards: SMOKE_OBSTACLE_YARDS },
  castClass,
  degradingBlock: (labels) =>
    labels.length > MAX_DEGRADING_COUNTED
      ? `${labels.length} degrading hexes (${labels.join(", ")}): three block`
      : null,
};
