import type { Ctx } from "../context";
import { allBases, inPlay, isAir, isAssaultFoot, poseOf, scaled, statOf } from "../query";
import type { Base } from "../state";

/** Base-to-base contact (seed 000 §6.4), through the oracle's closest-edge distance. */

/** True when two bases' closest edges are within the contact distance. */
export function inContact(ctx: Ctx, a: Base, b: Base): boolean {
  const limit = scaled(ctx.s, ctx.env.charts.distances.contactInches.value);
  return ctx.env.oracle.edgeDistance(poseOf(a), poseOf(b)) <= limit + 1e-9;
}

/** Enemy foot bases (infantry, towed artillery, mortars...) in contact with a base. */
export function enemyFootInContact(ctx: Ctx, base: Base): Base[] {
  return allBases(ctx.s).filter(
    (b) =>
      b.side !== base.side &&
      inPlay(b) &&
      !b.carriedBy &&
      isAssaultFoot(statOf(ctx.env, b)) &&
      inContact(ctx, base, b),
  );
}

/** Friendly drone bases in contact with a base (seed 000 §6.4 drones overhead). */
export function friendlyDronesInContact(ctx: Ctx, base: Base): Base[] {
  return allBases(ctx.s).filter(
    (b) => b.side === base.side && inPlay(b) && isAir(statOf(ctx.env, b)) && inContact(ctx, base, b),
  );
}
