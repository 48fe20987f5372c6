import { distanceToRing, orientedRect, pointInPolygon, ringGap } from "../../geom2d";
import type { IndirectRow } from "../charts/schema";
import type { Ctx } from "../context";
import type { Zone } from "../oracle";
import { allBases, inPlay, isAir, statOf } from "../query";
import type { Base } from "../state";
import type { HitResult } from "../vocab";

/**
 * Which bases a barrage disc or airstrike square touches, and the indirect hit table. Reading of
 * seed 000 §1.1 ("players must decide how to control barrage contact"): a base is under a zone when
 * any part of its footprint touches it. Carried bases are hit through their vehicle; aviation is not
 * on the ground and is never under a zone.
 */

/** The footprint of a base as a ring. */
export const footprintOf = (b: Base) => orientedRect(b.x, b.y, b.frontageInches, b.depthInches, b.facing);

/** True when a base's footprint touches the zone. */
export function touchesZone(b: Base, zone: Zone): boolean {
  const fp = footprintOf(b);
  if (zone.shape === "disc") {
    const [cx, cy] = zone.center;
    return pointInPolygon(cx, cy, fp) || distanceToRing(cx, cy, fp) <= zone.diameterInches / 2;
  }
  const sq = orientedRect(zone.center[0], zone.center[1], zone.sideInches, zone.sideInches, zone.facing);
  return ringGap(sq, fp) === 0;
}

/** Bases in play under a zone, in id order. */
export function basesUnder(ctx: Ctx, zone: Zone): Base[] {
  return allBases(ctx.s).filter(
    (b) => inPlay(b) && !b.carriedBy && !isAir(statOf(ctx.env, b)) && touchesZone(b, zone),
  );
}

/** Reads the indirect hit table: the row for the final points, then the best result the roll reaches. */
export function readIndirectTable(rows: readonly IndirectRow[], points: number, total: number): HitResult {
  let row: IndirectRow | undefined;
  for (const r of rows) if (points >= r.minPoints) row = r;
  if (!row) return "-";
  if (total >= row.K) return "K";
  if (total >= row.I) return "I";
  if (total >= row.D) return "D";
  return "-";
}
