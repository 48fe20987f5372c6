import type { Placement } from "../units/placement";
import type { Elevation } from "./sight-rules";

/** The hill-edge view of a placed unit. */
export function elevationOf(p: Placement): Elevation {
  return {
    id: p.id,
    level: p.standing.level,
    hillId: p.standing.hill?.id ?? null,
    onSlope: p.standing.onSlope,
    edgeDistanceInches: p.edgeDistanceInches,
    airborne: p.mobility === "air",
  };
}
