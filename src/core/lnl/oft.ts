import type { Dice } from "./dice";
import { type Modifier, total } from "./modifiers";

/**
 * Ordnance fire (the card's OFT). The card prints only the OFT modifiers; the to-hit and armour
 * procedure is a project default after LnLT v5.1 13.0/15.0 (ordnance rolls to hit, then the
 * penetration roll is compared with the target's armour), with the values below marked
 * `project-default` (docs/rulesets/lnl.md "OFT to-hit and armour").
 */

/** project-default: the to-hit number of an ordnance SW (the counter's own value where it gives one). */
export const ORDNANCE_TO_HIT = 4;
/** project-default: an armoured vehicle's armour factor when its counter gives none. */
export const DEFAULT_ARMOR = 3;

/** The result of an OFT shot's rolls. */
export interface OftRolls {
  toHitRoll: number;
  /** the to-hit roll + every OFT modifier (firer and target lines) */
  toHitTotal: number;
  toHitNumber: number;
  hit: boolean;
  /** penetration: 1d6 + the ordnance's FP, against the armour; null when it missed */
  penRoll: number | null;
  penTotal: number | null;
  armor: number;
  penetrated: boolean;
}

/**
 * The to-hit roll: 1d6 + the OFT modifiers (positive makes a hit harder), a hit when the total is at
 * most the to-hit number; then on a hit the penetration roll: 1d6 + the ordnance FP, penetrating when
 * it is higher than the armour. The dice are drawn in that order (to-hit, then penetration on a hit).
 */
export function rollOft(
  modifiers: readonly Modifier[],
  ordnanceFp: number,
  armor: number,
  dice: Dice,
  toHitNumber = ORDNANCE_TO_HIT,
): OftRolls {
  const toHitRoll = dice.roll(6);
  const toHitTotal = toHitRoll + total(modifiers);
  const hit = toHitTotal <= toHitNumber;
  if (!hit)
    return {
      toHitRoll,
      toHitTotal,
      toHitNumber,
      hit,
      penRoll: null,
      penTotal: null,
      armor,
      penetrated: false,
    };
  const penRoll = dice.roll(6);
  const penTotal = penRoll + ordnanceFp;
  return { toHitRoll, toHitTotal, toHitNumber, hit, penRoll, penTotal, armor, penetrated: penTotal > armor };
}
