import { lineIntersection, pointInPolygon, segmentsIntersect } from "../../geom2d";
import type { Ctx } from "../context";
import { footprintOf } from "../fire/zones";
import { isVehicle, statOf } from "../query";
import type { Base, Point } from "../state";

/**
 * Wrecks as obstacles. seed 000 §6.3 Break-up: an abandoned vehicle "remains as obstacle and
 * capture/recovery object"; §1.1 keeps destroyed vehicles on the table as wreck markers too.
 * Project default: a vehicle cannot drive through a wreck's footprint; foot troops pick their way
 * past. A wreck the mover already overlaps does not hold it (it may drive off it).
 */

/** True when this base's movement is stopped by wrecks (ground vehicles). */
export function stoppedByWrecks(ctx: Ctx, mover: Base): boolean {
  const line = statOf(ctx.env, mover);
  return isVehicle(line) && line.mobility !== "air";
}

/** The first wreck a path runs into: how far along the path, where, and which base it is. */
export function firstWreckAlong(
  ctx: Ctx,
  mover: Base,
  path: readonly Point[],
): { wreck: Base; alongInches: number; at: Point } | null {
  if (!stoppedByWrecks(ctx, mover)) return null;
  let best: { wreck: Base; alongInches: number; at: Point } | null = null;
  for (const b of Object.values(ctx.s.bases)) {
    if (b === mover || (b.status !== "abandoned" && b.status !== "destroyed")) continue;
    if (!isVehicle(statOf(ctx.env, b))) continue;
    const ring = footprintOf(b);
    if (pointInPolygon(path[0]![0], path[0]![1], ring)) continue;
    let walked = 0;
    for (let i = 0; i + 1 < path.length; i++) {
      const a = path[i]!;
      const c = path[i + 1]!;
      const len = Math.hypot(c[0] - a[0], c[1] - a[1]);
      let hit: { along: number; at: Point } | null = null;
      for (let k = 0; k < ring.length; k++) {
        const p = ring[k]!;
        const q = ring[(k + 1) % ring.length]!;
        if (!segmentsIntersect(a, c, p, q)) continue;
        const at = lineIntersection(a, c, p, q) ?? p;
        const along = Math.hypot(at[0] - a[0], at[1] - a[1]);
        if (!hit || along < hit.along) hit = { along, at: [at[0], at[1]] };
      }
      if (hit) {
        if (!best || walked + hit.along < best.alongInches)
          best = { wreck: b, alongInches: walked + hit.along, at: hit.at };
        break;
      }
      walked += len;
    }
  }
  return best;
}
