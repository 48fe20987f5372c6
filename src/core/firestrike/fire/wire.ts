import { type Ctx, emit } from "../context";
import type { Zone } from "../oracle";
import { scaled } from "../query";
import type { GameState } from "../state";

/** Wire segments destroyed by tanks and barrages (seed 000 §1.2). */

/** True when this point of a wire feature lies in a gap already cut. */
export function isGapped(s: GameState, featureId: string, alongInches: number): boolean {
  return s.markers.wireGaps.some(
    (g) => g.featureId === featureId && Math.abs(g.alongInches - alongInches) <= g.widthInches / 2 + 1e-9,
  );
}

/** Cuts one segment of wire at a point (seed 000 §1.2: one segment, roughly a tank wide). */
export function cutWire(ctx: Ctx, featureId: string, alongInches: number, cause: string): void {
  ctx.s.markers.wireGaps.push({
    featureId,
    alongInches,
    widthInches: scaled(ctx.s, ctx.env.charts.distances.wireSegmentInches.value),
  });
  emit(ctx, { type: "wire-destroyed", featureId, alongInches, cause });
}

/** seed 000 §1.2: a barrage roll of a natural 6 destroys one segment of wire in the zone, if any. */
export function cutWireInZone(ctx: Ctx, zone: Zone, cause: string): void {
  const spots = ctx.env.oracle
    .wireInZone(zone)
    .filter((w) => !isGapped(ctx.s, w.featureId, w.alongFeatureInches))
    .sort((a, b) => a.featureId.localeCompare(b.featureId) || a.alongFeatureInches - b.alongFeatureInches);
  const first = spots[0];
  if (first) cutWire(ctx, first.featureId, first.alongFeatureInches, cause);
}
