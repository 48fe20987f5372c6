import { type LnlState, onMap } from "../../../core/lnl/state";

/**
 * A sniper attacks one chosen unit (core/lnl/sniper.ts): when the picked units are one sniper, the
 * page's fire controls aim at a unit of the target hex instead of the whole hex.
 */

/** The picked units are exactly one sniper. */
export const loneSniper = (s: LnlState, picked: readonly string[]) =>
  picked.length === 1 && onMap(s).some((u) => u.id === picked[0] && u.kind === "sniper");

/** The enemy units in `hex` the sniper `sniper` may choose from, by id. */
export function aimChoices(s: LnlState, sniper: string, hex: string): string[] {
  const side = onMap(s).find((u) => u.id === sniper)?.side;
  return onMap(s)
    .filter((u) => u.hex === hex && u.side !== side)
    .map((u) => u.id)
    .sort();
}
