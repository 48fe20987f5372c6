import type { HexfireUnit } from "./state";

/**
 * Seed 001's "Determine Hits": hits = AV − DV; on a full-strength unit 1 hit Shakes it, 2 Shake and
 * reduce it, 3 eliminate it (its weapons left in the hex). The card says nothing of a unit already
 * Shaken or reduced: project default, one ladder (seed-gaps 001): good → Shaken → Shaken and reduced
 * → eliminated, a rallied reduced unit standing one rung up; each hit is one rung.
 */

/** What hits do to a unit. */
export type HitEffect = "none" | "shaken" | "shaken-reduced" | "eliminated";

/** The rung a unit stands on (0: full strength, good order). */
export const rungOf = (u: Pick<HexfireUnit, "shaken" | "reduced">): number =>
  u.reduced ? (u.shaken ? 2 : 1) : u.shaken ? 1 : 0;

/** The effect of `hits` on a unit. */
export function hitEffect(u: Pick<HexfireUnit, "shaken" | "reduced">, hits: number): HitEffect {
  if (hits <= 0) return "none";
  const rung = rungOf(u) + hits;
  if (rung >= 3) return "eliminated";
  if (rung === 2) return "shaken-reduced";
  return "shaken";
}

/** Steps a unit loses to an effect (a full unit has two: reduced, then eliminated). */
export function stepsLost(u: Pick<HexfireUnit, "reduced">, e: HitEffect): number {
  if (e === "eliminated") return u.reduced ? 1 : 2;
  if (e === "shaken-reduced") return u.reduced ? 0 : 1;
  return 0;
}
