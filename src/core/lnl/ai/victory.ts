import type { Seat } from "../../game/ruleset";
import { type LnlState, onMap, type UnitState } from "../state";
import { isMmc } from "../vocab";

/**
 * Playing to Lock 'n Load's end (issue 34 item 3; turn.ts `overCheck`, project default): at the turn
 * limit the side with more Good Order MMCs on the map wins. The opponent reads its lead in those:
 * ahead, a loss weighs more and it need not close in; level or behind it must break the enemy's
 * squads, so it closes in faster and losses weigh a little less. Either way fire at a hex holding Good
 * Order MMCs, and a stack's own Good Order MMCs' exposure, count more, most in the last turn (a unit
 * Shaken then does not rally before the end). Measured and dropped: behind, losses at 0.6 (its squads,
 * which the end counts, were shaken by going forward: docs/rulesets/lnl-ai.md).
 */

/** Good Order MMCs a side has on the map (what the end counts). */
export const goodOrderOf = (s: LnlState, side: string): number =>
  onMap(s).filter((u) => u.side === side && isMmc(u.kind) && !u.shaken).length;

/** How the seat weighs its decisions now, given its lead (project defaults). */
export interface Stance {
  lead: number;
  /** weight of damage taken against damage dealt */
  takenWeight: number;
  /** multiplier of progress toward the enemy */
  closeIn: number;
  /** extra worth of an attack's effect per MMC share of the target hex */
  mmcBonus: number;
  words: string;
}

/** The seat's stance: ahead it guards its lead, level or behind it attacks the enemy's MMCs. */
export function stanceOf(s: LnlState, seat: Seat): Stance {
  const other = s.sides.find((x) => x !== seat) ?? seat;
  const lead = goodOrderOf(s, seat) - goodOrderOf(s, other);
  const late = Math.max(0, s.turn - 1) / Math.max(1, s.turnLimit - 1);
  const mmcBonus = 0.5 + late;
  if (lead > 0)
    return {
      lead,
      takenWeight: 1.2 + late,
      closeIn: 1 - late,
      mmcBonus,
      words: `ahead by ${lead} Good Order MMCs: it guards the lead`,
    };
  if (lead === 0)
    return { lead, takenWeight: 1, closeIn: 1 + late, mmcBonus, words: "level in Good Order MMCs" };
  return {
    lead,
    takenWeight: 0.9,
    closeIn: 2 + late,
    mmcBonus,
    words: `behind by ${-lead} Good Order MMCs: it must break the enemy's squads`,
  };
}

/** The share of a hex's enemy units that are Good Order MMCs (what fire at it takes off their score). */
export const mmcShare = (s: LnlState, hex: string, seat: Seat): number => {
  const there = onMap(s).filter((u) => u.hex === hex && u.side !== seat && !u.carriedBy);
  return there.length === 0 ? 0 : there.filter((u) => isMmc(u.kind) && !u.shaken).length / there.length;
};

/** The share of a stack of the seat's that are Good Order MMCs (what its losses take off the seat's score). */
export const ownMmcShare = (stack: readonly UnitState[]): number =>
  stack.length === 0 ? 0 : stack.filter((u) => isMmc(u.kind) && !u.shaken).length / stack.length;
