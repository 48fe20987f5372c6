import { err, ok, type Result } from "../result";
import { areasAt, standingAt } from "../table/terrain";
import type { Placement } from "../units/placement";
import { type LosOptions, losBetween } from "./line-of-sight";
import type { LosVerdict } from "./verdict";
import { type LosWorld, lookupUnit } from "./world";

/**
 * One end of a line-of-sight check: a unit of the table, or a bare point (issue 22: LOS from any
 * point). A point's height is its eye height as an observer and its top as a target; one number for
 * both keeps los(A, B) and los(B, A) the same check, as for units whose eye is their top.
 */
export type SightEnd =
  | { kind: "unit"; id: string }
  | { kind: "point"; x: number; y: number; heightYards: number };

/** The id a point end is named by in verdicts and reasons: "point (30.5, 12.25)". */
export function pointEndId(x: number, y: number): string {
  return `point (${x}, ${y})`;
}

/**
 * A bare point placed like a base with no size: one sight point at its centre, `heightYards` above the
 * ground there. It has no silhouette, so no cover is measured on it (losBetween); the areas and hill
 * level it stands in count as for a unit's base centre.
 */
export function pointPlacement(world: LosWorld, x: number, y: number, heightYards: number): Placement {
  const standing = standingAt(world.terrain, x, y);
  const ground = standing.groundYards;
  const footprint: [number, number][] = [
    [x, y],
    [x, y],
    [x, y],
    [x, y],
  ];
  return {
    id: pointEndId(x, y),
    side: "",
    type: "point",
    // project default: a point observes like a man on foot (nothing reads these for a point but the
    // hill-edge rule's "airborne", which is false for foot)
    category: "personnel",
    mobility: "foot",
    x,
    y,
    facing: 0,
    posture: "normal",
    widthInches: 0,
    depthInches: 0,
    footprint,
    groundYards: ground,
    bottomYards: ground,
    topYards: ground + heightYards,
    eyeYards: ground + heightYards,
    sunkYards: 0,
    sunkBy: null,
    standing,
    edgeDistanceInches: standing.hill ? (standing.onSlope ? 0 : standing.edgeDistanceInches) : null,
    areaIds: areasAt(world.terrain, x, y).map((a) => a.id),
  };
}

/** True for a placement made by pointPlacement (a base of no size). */
export const isPointPlacement = (p: Placement): boolean => p.widthInches === 0 && p.depthInches === 0;

/** Places one end, or says why it cannot be placed (unknown unit, a point off the table or of no height). */
export function placeEnd(world: LosWorld, end: SightEnd): Result<Placement, string> {
  if (end.kind === "unit") {
    const u = lookupUnit(world, end.id);
    return u.ok ? ok(u.placement) : err(u.error);
  }
  const { table } = world;
  const { x, y, heightYards } = end;
  if (!Number.isFinite(x) || !Number.isFinite(y) || x < 0 || y < 0 || x > table.width || y > table.depth)
    return err(`the point (${x}, ${y}) is off the ${table.width}×${table.depth}" table`);
  if (!(heightYards > 0) || !Number.isFinite(heightYards))
    return err(`the point (${x}, ${y}) needs a height above the ground, not ${heightYards} yd`);
  return ok(pointPlacement(world, x, y, heightYards));
}

const sameEnd = (a: SightEnd, b: SightEnd) =>
  a.kind === "unit" ? b.kind === "unit" && a.id === b.id : b.kind === "point" && a.x === b.x && a.y === b.y;

/** Line of sight between two ends (units or points), or an error naming what could not be placed. */
export function lineOfSightBetween(
  world: LosWorld,
  observer: SightEnd,
  target: SightEnd,
  opts: LosOptions = {},
): Result<LosVerdict, string> {
  const a = placeEnd(world, observer);
  if (!a.ok) return a;
  const b = placeEnd(world, target);
  if (!b.ok) return b;
  if (sameEnd(observer, target))
    return err(
      observer.kind === "unit"
        ? `observer and target are the same unit "${observer.id}"`
        : `observer and target are the same ${a.value.id}`,
    );
  return ok(losBetween(world, a.value, b.value, opts));
}
