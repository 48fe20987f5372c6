import type { Ctx } from "../context";
import { emit } from "../context";
import { isGapped } from "../fire/wire";
import { carryAlong } from "../movement/move";
import { firstWreckAlong } from "../movement/wrecks";
import { facingOf, statOf } from "../query";
import type { Base, Point } from "../state";
import type { AreaTerrain } from "../vocab";

/**
 * Straight-line reaction moves (seed 000 §6.3 Hide, Withdraw, Rout). Reading: reaction moves pay terrain
 * costs like any move (as the sibling game 1943 says), stop before impassable terrain or obstacles, and
 * stop at the table edge.
 */

/** The terrain kinds the charts count as cover. */
export function coverKinds(ctx: Ctx): AreaTerrain[] {
  return (Object.keys(ctx.env.charts.terrain) as AreaTerrain[]).filter(
    (t) => ctx.env.charts.terrain[t].cover,
  );
}

/** True when a point lies in cover. */
export function inCover(ctx: Ctx, p: Point): boolean {
  const kinds = coverKinds(ctx);
  return ctx.env.oracle.terrainAt(p).terrain.some((t) => kinds.includes(t));
}

/** Distance along `dir` from `p` to the table edge. */
export function toEdge(ctx: Ctx, p: Point, dir: Point): number {
  const w = ctx.env.oracle.widthInches;
  const d = ctx.env.oracle.depthInches;
  let t = Number.POSITIVE_INFINITY;
  if (dir[0] > 1e-12) t = Math.min(t, (w - p[0]) / dir[0]);
  if (dir[0] < -1e-12) t = Math.min(t, -p[0] / dir[0]);
  if (dir[1] > 1e-12) t = Math.min(t, (d - p[1]) / dir[1]);
  if (dir[1] < -1e-12) t = Math.min(t, -p[1] / dir[1]);
  return Math.max(0, t);
}

/** How far a reaction move got, and the movement it cost. */
export interface Reach {
  distance: number;
  cost: number;
}

/**
 * How far along `dir` a base gets from its position with `budget` inches of movement, going at most
 * `maxDistance`: terrain multipliers slow it, impassable terrain and obstacles stop it.
 */
export function reach(ctx: Ctx, base: Base, dir: Point, budget: number, maxDistance: number): Reach {
  if (maxDistance <= 1e-9 || budget <= 1e-9) return { distance: 0, cost: 0 };
  const from: Point = [base.x, base.y];
  const to: Point = [from[0] + dir[0] * maxDistance, from[1] + dir[1] * maxDistance];
  const mobility = statOf(ctx.env, base).mobility;
  const t = ctx.env.oracle.terrainAlong([from, to]);
  let limit = maxDistance;
  for (const x of t.crossings) {
    if (
      (x.kind === "wire-heavy" || x.kind === "wire-medium") &&
      isGapped(ctx.s, x.featureId, x.alongFeatureInches)
    )
      continue;
    if (ctx.env.charts.linear[x.kind].cross[mobility] === "impassable")
      limit = Math.min(limit, Math.max(0, x.alongPathInches - 0.01));
  }
  const wreck = firstWreckAlong(ctx, base, [from, to]);
  if (wreck) limit = Math.min(limit, Math.max(0, wreck.alongInches - 0.01));
  let gone = 0;
  let cost = 0;
  for (const leg of t.legs) {
    const kinds: AreaTerrain[] = leg.terrain.includes("road") ? ["road"] : leg.terrain;
    let mult = 1;
    for (const k of kinds) {
      const c = ctx.env.charts.terrain[k].cost[mobility];
      mult = c === "impassable" ? Number.POSITIVE_INFINITY : Math.max(mult, c);
    }
    if (!Number.isFinite(mult)) break;
    const length = Math.min(leg.lengthInches, limit - gone);
    if (length <= 0) break;
    const can = (budget - cost) / mult;
    if (can < length) {
      gone += can;
      cost = budget;
      break;
    }
    gone += length;
    cost += length * mult;
  }
  return { distance: gone, cost };
}

/** Moves a base `distance` along `dir`, facing `facing`, carrying its passengers along. */
export function slide(ctx: Ctx, base: Base, dir: Point, distance: number, facing?: number): void {
  const from: Point = [base.x, base.y];
  base.x += dir[0] * distance;
  base.y += dir[1] * distance;
  base.facing = facing ?? facingOf(dir);
  base.movedInches += distance;
  if (distance > 0) {
    base.digIn = null;
    base.entrenched = false;
    base.hullDown = false;
  }
  emit(ctx, {
    type: "moved",
    base: base.id,
    mode: "reaction",
    from,
    to: [base.x, base.y],
    costInches: 0,
    movedInches: distance,
  });
  carryAlong(ctx, base, from);
}
