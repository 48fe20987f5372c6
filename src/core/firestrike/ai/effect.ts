import { type Env, NO_DICE } from "../context";
import { previewDirectFire } from "../fire/direct";
import { readHitTable } from "../fire/direct-calc";
import { canBeImmobilized, statOf } from "../query";
import type { Base, GameState } from "../state";
import type { HitResult } from "../vocab";

/**
 * Expected effect of a shot (issue 34 item 2) under Firestrike's own fire rules: the engine's preview of
 * the shot (core/firestrike/fire/direct.ts: measured sight and cover at the bases' real poses, range,
 * code match, every die modifier) read against every face of the natural 1D20 on the hit table. Line
 * of sight comes from the measured oracle, so a target in dead ground has effect 0 and partial cover
 * enters as the rules' halving and modifiers.
 */

/**
 * What each hit result is worth, in bases (project default, docs/rulesets/firestrike-ai.md): a kill
 * removes a base; an immobilization takes a vehicle out of the manoeuvre; a damage point weakens every
 * later roll of the base (seed 000 §5.1 damage modifiers) and brings it nearer death.
 */
export const RESULT_WORTH: Readonly<Record<HitResult, number>> = { "-": 0, D: 0.35, I: 0.5, K: 1 };

/** One shot's measured facts and its expected worth. */
export interface ShotValue {
  /** the expected worth of the shot in bases (0: it cannot fire, or cannot see) */
  expected: number;
  /** chance of any effect (a result other than "-") */
  pHit: number;
  visible: boolean;
  rangeInches: number;
  coverFraction: number;
  /** the rules' reason when the shot is not legal (out of range, not seen…) */
  refusal: string | null;
}

const NONE = (why: string): ShotValue => ({
  expected: 0,
  pHit: 0,
  visible: false,
  rangeInches: Number.POSITIVE_INFINITY,
  coverFraction: 0,
  refusal: why,
});

/** The expected worth of `firer` shooting at `target` as they stand in `s` (either may be a moved copy). */
export function shotValue(s: GameState, env: Env, firer: Base, target: Base): ShotValue {
  const ctx = { s, env, dice: NO_DICE, out: [] };
  const calc = previewDirectFire(ctx, firer, target);
  if (!calc) return NONE(`${firer.id} has no direct fire weapon`);
  if (!calc.legal)
    return {
      ...NONE(calc.refusal?.message ?? "not legal"),
      visible: calc.visible,
      rangeInches: calc.rangeInches,
      coverFraction: calc.coverFraction,
    };
  const rows = canBeImmobilized(statOf(env, target))
    ? env.charts.directFire.hitTable.vehicle
    : env.charts.directFire.hitTable.personnel;
  let expected = 0;
  let hits = 0;
  for (let natural = 1; natural <= 20; natural++) {
    const r = readHitTable(rows, natural + calc.dieModifierTotal);
    expected += RESULT_WORTH[r] / 20;
    if (r !== "-") hits += 1 / 20;
  }
  return {
    expected,
    pHit: hits,
    visible: calc.visible,
    rangeInches: calc.rangeInches,
    coverFraction: calc.coverFraction,
    refusal: null,
  };
}

/** The longest direct-fire range of a base's weapons, table inches. */
export function reachOfFire(s: GameState, env: Env, b: Base): number {
  let r = 0;
  for (const w of statOf(env, b).weapons) if (w.fire !== "indirect") r = Math.max(r, w.rangeInches);
  return r * s.scaleFactor;
}
