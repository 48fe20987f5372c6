import { groundYardsAt, type TerrainIndex } from "../table/terrain";
import type { Placement } from "../units/placement";

/** How far toward each corner the corner eye and sample points sit (1 = on the corner). */
export const CORNER_INSET = 0.8;

/**
 * The points a unit sees from and is seen at: its base centre and four inset corners, each at the
 * ground height under that point (the silhouette is draped over slopes, as a base on a real hill
 * tilts), lifted by altitude and lowered when dug in or in a trench. Eye points are at eye height;
 * top points at silhouette height. With eye height equal to silhouette height the two sets coincide,
 * which is what makes los(A, B) and los(B, A) agree.
 */
export interface SightPoints {
  x: number[];
  y: number[];
  /** ground under each point, yards */
  ground: number[];
  eyeZ: number[];
  topZ: number[];
  /** bottom of the silhouette relative to the local ground (altitude − sunk), yards */
  lift: number;
  heightYards: number;
  eyeHeightYards: number;
}

/** The five sight points of a placed unit. */
export function sightPoints(terrain: TerrainIndex, p: Placement): SightPoints {
  const c = p.footprint;
  const xs = [p.x];
  const ys = [p.y];
  // A base of no size (a bare point, sight-end.ts) is its centre alone: four more copies of it would
  // only repeat the same sight lines.
  if (p.widthInches > 0 || p.depthInches > 0)
    for (const corner of c) {
      xs.push(p.x + (corner[0] - p.x) * CORNER_INSET);
      ys.push(p.y + (corner[1] - p.y) * CORNER_INSET);
    }
  const lift = p.bottomYards - p.groundYards;
  const height = p.topYards - p.bottomYards;
  const eye = p.eyeYards - p.bottomYards;
  const ground = xs.map((x, i) => (i === 0 ? p.groundYards : groundYardsAt(terrain, x, ys[i]!)));
  return {
    x: xs,
    y: ys,
    ground,
    eyeZ: ground.map((g) => g + lift + eye),
    topZ: ground.map((g) => g + lift + height),
    lift,
    heightYards: height,
    eyeHeightYards: eye,
  };
}
