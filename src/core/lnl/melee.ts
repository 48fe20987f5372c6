import type { Dice } from "./dice";
import { type LnlState, leaderLmIn, onMap, type UnitState } from "./state";

/**
 * Melee (the card prints only its Shaken line "surrender in melee" and its Hero line "one column
 * shift"; the melee table is cut off, rules-reference §B.004). Project default after LnLT v5.1 8.0,
 * every value marked `project-default` in docs/rulesets/lnl.md "Melee":
 * - a stack moving (normal movement) into a hex with enemy units starts a melee there at once;
 * - simultaneous resolution: each side rolls 1d6 + its melee FP (the IFP and SW FP of its Good Order
 *   units) + the LM of its best Good Order leader + 1 if a hero is with it (the card's "one column
 *   shift"; seed 004, hero creation: several heroes do not give several shifts);
 * - the higher total eliminates every enemy unit in the hex; equal totals roll again (attacker first),
 *   at most `MELEE_MAX_ROLLS` rolls in all: still tied after the last, the defender holds the hex and
 *   the attackers are eliminated (project default, so a melee always ends and a hex never holds both sides);
 * - Shaken units surrender (card): they add nothing and are eliminated whoever wins.
 */

/** project-default: what a side with a hero adds to its melee roll (the card's one column shift, once). */
export const HERO_MELEE_BONUS = 1;

/** project-default: rolls a melee may take before a tie goes to the defender (was unbounded). */
export const MELEE_MAX_ROLLS = 3;

/** A side's melee firepower: Good Order units' IFP plus the FP of the SWs they carry. */
export function meleeFp(units: readonly UnitState[]): number {
  return units
    .filter((u) => !u.shaken)
    .reduce((n, u) => n + u.ifp + u.sw.reduce((k, w) => k + w.firepower, 0), 0);
}

export interface MeleeSide {
  side: string;
  units: string[];
  fp: number;
  lm: number;
  heroes: number;
  rolls: number[];
  total: number;
}
export interface MeleeEvent {
  type: "melee";
  hex: string;
  attacker: MeleeSide;
  defender: MeleeSide;
  winner: string;
  eliminated: string[];
  surrendered: string[];
}

/** Resolves the melee in `hex`, `attacker` the side that moved in. Returns the new units and the event. */
export function resolveMelee(
  s: LnlState,
  hex: string,
  attacker: string,
  dice: Dice,
): { units: UnitState[]; event: MeleeEvent } {
  const here = onMap(s).filter((u) => u.hex === hex);
  const defender = here.find((u) => u.side !== attacker)!.side;
  const sideOf = (side: string): MeleeSide => {
    const us = here.filter((u) => u.side === side);
    return {
      side,
      units: us.map((u) => u.id),
      fp: meleeFp(us),
      lm: leaderLmIn(s, side, hex),
      heroes: us.filter((u) => u.kind === "hero" && !u.shaken).length,
      rolls: [],
      total: 0,
    };
  };
  const a = sideOf(attacker);
  const d = sideOf(defender);
  // seed 004, hero creation: "Несколько героев не приносят нескольких сдвигов" (several heroes, one shift).
  const base = (m: MeleeSide) => m.fp + m.lm + (m.heroes > 0 ? HERO_MELEE_BONUS : 0);
  do {
    const ra = dice.roll(6);
    const rd = dice.roll(6);
    a.rolls.push(ra);
    d.rolls.push(rd);
    a.total = ra + base(a);
    d.total = rd + base(d);
  } while (a.total === d.total && a.rolls.length < MELEE_MAX_ROLLS);
  const winner = a.total > d.total ? attacker : defender;
  const loser = winner === attacker ? d : a;
  const surrendered = here.filter((u) => u.shaken && u.side !== loser.side).map((u) => u.id);
  const eliminated = [...loser.units, ...surrendered];
  const units = s.units.map((u) => (eliminated.includes(u.id) ? { ...u, eliminated: true } : u));
  return { units, event: { type: "melee", hex, attacker: a, defender: d, winner, eliminated, surrendered } };
}
