import { distanceToRing } from "../geom2d";
import { standingAt } from "../table/terrain";
import type { Placement } from "../units/placement";
import { elevationOf } from "./elevation";
import { type OwnArea, ownAreasAt } from "./own-areas";
import { sightPoints } from "./sight-points";
import type { Elevation } from "./sight-rules";
import type { LosWorld } from "./world";

/** Who looks, for a map: eye points (heights in yards), where it stands, and its own areas. */
export interface MapObserver {
  id: string;
  x: number;
  y: number;
  eyeX: number[];
  eyeY: number[];
  eyeZ: number[];
  elevation: Elevation;
  own: OwnArea[];
  /**
   * threat maps: a cell counts for this observer only within reach: the gap between two squares
   * `baseInches` wide (axis-aligned), one on (x, y) and one on the cell's centre, at most `inches`
   * (e.g. a ruleset's longest weapon range, measured base edge to base edge); absent: no limit
   */
  reach?: { inches: number; baseInches: number };
}

/** Whether raster cell i lies within the observer's reach (always, without one). */
export function withinReach(observer: MapObserver, cols: number, cellInches: number, i: number): boolean {
  const reach = observer.reach;
  if (reach === undefined) return true;
  const dx = Math.max(0, Math.abs(((i % cols) + 0.5) * cellInches - observer.x) - reach.baseInches);
  const dy = Math.max(0, Math.abs((Math.floor(i / cols) + 0.5) * cellInches - observer.y) - reach.baseInches);
  return dx * dx + dy * dy <= reach.inches * reach.inches + 1e-9;
}

/** A map observer from a placed unit: its five eye points, as lineOfSight uses. */
export function observerFromPlacement(world: LosWorld, p: Placement): MapObserver {
  const pts = sightPoints(world.terrain, p);
  return {
    id: p.id,
    x: p.x,
    y: p.y,
    eyeX: pts.x,
    eyeY: pts.y,
    eyeZ: pts.eyeZ,
    elevation: elevationOf(p),
    own: ownAreasAt(world, p.x, p.y),
  };
}

/** A map observer at a bare point with an eye height above the ground there. */
export function observerAtPoint(
  world: LosWorld,
  x: number,
  y: number,
  eyeYards: number,
  id = "point",
): MapObserver {
  const s = standingAt(world.terrain, x, y);
  return {
    id,
    x,
    y,
    eyeX: [x],
    eyeY: [y],
    eyeZ: [s.groundYards + eyeYards],
    elevation: {
      id,
      level: s.level,
      hillId: s.hill?.id ?? null,
      onSlope: s.onSlope,
      edgeDistanceInches: s.edgeDistanceInches,
      airborne: false,
    },
    own: ownAreasAt(world, x, y),
  };
}

/**
 * How far eye point e sees, inches: an eye deeper inside one of its own woods or towns than the
 * area's sight limit sees nothing beyond that limit (every line out runs further than the limit
 * through the area: the ruleset's own-area reach, SightRules.ownAreaReachInches); otherwise Infinity.
 */
export function eyeReachInches(observer: MapObserver, e: number): number {
  let reach = Number.POSITIVE_INFINITY;
  // (An indexed loop: observers with and without areas hold arrays of different shapes, and
  // iterators over them made the optimised map code bail out.)
  for (let k = 0; k < observer.own.length; k++) {
    const a = observer.own[k]!;
    if (distanceToRing(observer.eyeX[e]!, observer.eyeY[e]!, a.ring) > a.limitInches)
      reach = Math.min(reach, a.limitInches);
  }
  return reach;
}

/** True when every eye point is deeper in its own woods or town than the sight limit: it sees only near. */
export function seesOnlyNear(observer: MapObserver): boolean {
  for (let e = 0; e < observer.eyeX.length; e++)
    if (eyeReachInches(observer, e) === Number.POSITIVE_INFINITY) return false;
  return observer.eyeX.length > 0;
}
