import { orientedRect } from "../../geom2d";
import type { Ctx } from "../context";
import type { Modifier } from "../events";
import { friendlyDronesInContact } from "../movement/contact";
import { facingVector, mod } from "../query";
import type { Base } from "../state";

/**
 * The Infantry Assault die roll modifiers (seed 000 §6.4). Each applies when half or more of the
 * side's involved bases qualify, except drones, which need only one drone touching one involved base.
 */

/** The four sides of a base an enemy can touch. */
export type BaseSide = "front" | "right" | "rear" | "left";

/**
 * Which side of `base` the `enemy` touches: the enemy's footprint, seen in the base's own frame, overlaps
 * the band straight ahead or behind (front or rear) or the band to either flank (right or left). Bases
 * that meet only corner to corner touch no side.
 */
export function sideTouched(base: Base, enemy: Base): BaseSide | null {
  const [fx, fy] = facingVector(base.facing);
  const corners = orientedRect(enemy.x, enemy.y, enemy.frontageInches, enemy.depthInches, enemy.facing);
  const us = corners.map(([x, y]) => (x - base.x) * fy - (y - base.y) * fx);
  const vs = corners.map(([x, y]) => (x - base.x) * fx + (y - base.y) * fy);
  const overlap = (lo: number, hi: number, half: number) => Math.min(hi, half) - Math.max(lo, -half);
  const eps = 0.05;
  const u = (Math.min(...us) + Math.max(...us)) / 2;
  const v = (Math.min(...vs) + Math.max(...vs)) / 2;
  if (overlap(Math.min(...us), Math.max(...us), base.frontageInches / 2) > eps)
    return v >= 0 ? "front" : "rear";
  if (overlap(Math.min(...vs), Math.max(...vs), base.depthInches / 2) > eps) return u >= 0 ? "right" : "left";
  return null;
}

/** The light fire defence of the best closed cover a base is in (dug-in bases count as trench cover). */
export function closedCoverValue(ctx: Ctx, base: Base): number {
  const chart = ctx.env.charts.terrain;
  let best = base.entrenched || base.digIn?.complete ? chart.trench.lightFireDefence : 0;
  for (const t of ctx.env.oracle.terrainAt([base.x, base.y]).terrain)
    if (chart[t].cover && !chart[t].openSided) best = Math.max(best, chart[t].lightFireDefence);
  return best;
}

/** The modifiers for one side of an assault, given its involved bases and who touches whom. */
export function assaultModifiers(
  ctx: Ctx,
  mine: readonly Base[],
  contacts: ReadonlyMap<string, Base[]>,
): Modifier[] {
  const a = ctx.env.charts.assault;
  const n = mine.length;
  const half = (k: number) => k * 2 >= n;
  const count = (p: (b: Base) => boolean) => mine.filter(p).length;
  const mods: Modifier[] = [];
  if (half(count((b) => b.grade === "elite"))) mods.push(mod("elite", a.elite, "half or more are elite"));
  if (half(count((b) => b.grade === "veteran")))
    mods.push(mod("veteran", a.veteran, "half or more are veteran"));
  if (half(count((b) => closedCoverValue(ctx, b) >= a.coverDefenceAtLeast.value)))
    mods.push(
      mod("cover-10", a.cover, `half or more are in #${a.coverDefenceAtLeast.value} cover or better`),
    );
  if (mine.some((b) => friendlyDronesInContact(ctx, b).length > 0))
    mods.push(mod("drones", a.drones, "friendly drones in contact with an involved base"));
  if (half(count((b) => b.grade === "inexperienced")))
    mods.push(mod("inexperienced", a.inexperienced, "half or more are inexperienced"));
  if (half(count((b) => b.damage >= a.damagedAtLeast.value)))
    mods.push(mod("damaged", a.damaged, `half or more have ${a.damagedAtLeast.value}+ damage points`));
  // A unit is hit on two sides when its bases in contact are touched on two or more of their four sides.
  const unitSides = new Map<string, Set<BaseSide>>();
  for (const b of mine) {
    const s = unitSides.get(b.formation) ?? new Set<BaseSide>();
    for (const e of contacts.get(b.id) ?? []) {
      const side = sideTouched(b, e);
      if (side) s.add(side);
    }
    unitSides.set(b.formation, s);
  }
  if (half(count((b) => (unitSides.get(b.formation)?.size ?? 0) >= 2)))
    mods.push(mod("two-sides", a.twoSides, "half or more belong to units in contact on two or more sides"));
  if (half(count((b) => b.grade === "militia")))
    mods.push(mod("militia", a.militia, "half or more are militia"));
  return mods;
}
