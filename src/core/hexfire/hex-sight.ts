import type { HexLosClass, HexSightRules } from "../los/hex-sight-rules";
import { terrainOf } from "./data";

/**
 * The hex fire/assault ruleset's reading of hex line of sight (seed 001 prints no LOS rule: its
 * reading, docs/rulesets/hexfire.md "Line of sight"): woods, buildings and built-up hexes block; light
 * woods, brush, orchards, grain and rubble hinder (degrading), and two hindering hexes between the end
 * hexes block (Conflict of Heroes' "two hindrances block" reading, project default); hills, walls and
 * hedges block where the 3D cast meets them; smoke hinders.
 */

/** Hindering hexes a line may cross and stay open. */
export const MAX_HINDERING = 1;

function castClass(type: string): HexLosClass {
  switch (type) {
    case "woods":
    case "building":
    case "built-up":
    case "rubble":
    case "water":
    case "trench":
    case "road":
      return terrainOf(type).los;
    case "hill":
    case "wall":
    case "hedge":
      return "blocking";
    case "smoke":
      return "degrading";
    default:
      return "clear";
  }
}

/** The ruleset's hex sight rules. */
export const hexfireHexSight: HexSightRules = {
  name: "Hex fire/assault",
  terrain: (t) => {
    const r = terrainOf(t);
    return { los: r.los, obstacleYards: r.obstacleYards };
  },
  smoke: { los: "degrading", obstacleYards: 20 },
  castClass,
  degradingBlock: (labels) =>
    labels.length > MAX_HINDERING
      ? `${labels.length} hindering hexes (${labels.join(", ")}): two block`
      : null,
};
