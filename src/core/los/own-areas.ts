import type { Pt } from "../geom2d";
import type { AreaFeature } from "../table/schema";
import { areasAt } from "../table/terrain";
import type { LosWorld } from "./world";

/**
 * An area a unit stands inside whose walls do not block its own sight lines near it, with how far a
 * line may run inside it: which areas these are, and their reach, are the ruleset's
 * (SightRules.ownAreaReachInches; Firestrike's woods/built-up 40-yard rule is in
 * src/core/firestrike/sight/rules.ts). The measured engine passes a line through its own areas
 * near each end and stops it where it has run further inside than the reach (cast-line.ts).
 */
export interface OwnArea {
  feature: AreaFeature;
  index: number;
  ring: readonly Pt[];
  /** longest stretch of a sight line inside this area, inches (Infinity: unlimited) */
  limitInches: number;
}

/** The own areas holding the point (x, y), under the world's sight rules. */
export function ownAreasAt(
  world: Pick<LosWorld, "table" | "terrain" | "geometry" | "rules">,
  x: number,
  y: number,
): OwnArea[] {
  const { table, terrain, geometry, rules } = world;
  const out: OwnArea[] = [];
  for (const a of areasAt(terrain, x, y)) {
    const reach = rules.ownAreaReachInches(a.type, table);
    if (reach === null) continue;
    out.push({ feature: a, index: geometry.featureIndex(a.id), ring: a.outline, limitInches: reach });
  }
  return out;
}
