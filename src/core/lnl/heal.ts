import type { Dice } from "./dice";
import { type LnlState, onMap } from "./state";

/**
 * Medics (seed 004, Wounded: "Medics can heal the wounded"; Shaken: "Shaken medics cannot heal units
 * (or themselves)"). The card prints no procedure; project default (docs/rulesets/lnl.md "Medics"):
 * in its side's Rally Phase a Good Order medic tries once to heal one Wounded unit of its side in its
 * hex (itself included): 1d6 ≤ HEAL_NEED heals it: the Wounded marker comes off and an SMC turns back
 * to its Good Order side (a hero's wounded side flips back; heroes are never Shaken). A failed roll
 * changes nothing.
 */

/** Project default: a heal succeeds on 1d6 ≤ 4. */
export const HEAL_NEED = 4;

/** The card's line a Shaken medic is refused with. */
export const SHAKEN_MEDIC_LINE = "Shaken medics cannot heal units (or themselves) (card, Shaken)";

export interface HealEvent {
  type: "heal";
  medic: string;
  unit: string;
  roll: number;
  need: number;
  healed: boolean;
}

/** Why `medic` may not heal `unit` now, or null. Ids are matched by value (never used as keys). */
export function healRefusal(s: LnlState, seat: string, medic: string, unit: string): string | null {
  if (s.phase !== "rally") return "a medic heals in the Rally Phase (project default)";
  const m = onMap(s).find((u) => u.id === medic);
  if (!m || m.side !== seat) return `no unit "${medic}" of ${seat} on the map`;
  if (m.kind !== "medic") return `${medic} is a ${m.kind}, not a medic: only medics heal`;
  if (m.shaken) return `${medic}: ${SHAKEN_MEDIC_LINE}`;
  if ((s.healTried ?? []).includes(medic)) return `${medic} has already tried to heal this Rally Phase`;
  const w = onMap(s).find((u) => u.id === unit);
  if (!w || w.side !== seat) return `no unit "${unit}" of ${seat} on the map`;
  if (w.hex !== m.hex) return `${unit} is in ${w.hex}, not in the medic's hex ${m.hex}`;
  if (!w.wounded) return `${unit} is not Wounded`;
  return null;
}

/** The heal attempt (one die through `dice`), or why not. The input state is not changed. */
export function heal(
  s: LnlState,
  seat: string,
  medic: string,
  unit: string,
  dice: Dice,
): { state: LnlState; event: HealEvent } | { why: string } {
  const why = healRefusal(s, seat, medic, unit);
  if (why) return { why };
  const roll = dice.roll(6);
  const healed = roll <= HEAL_NEED;
  const units = s.units.map((u) =>
    u.id === unit && healed ? { ...u, wounded: false, shaken: u.kind === "hero" ? u.shaken : false } : u,
  );
  return {
    state: { ...s, units, healTried: [...(s.healTried ?? []), medic] },
    event: { type: "heal", medic, unit, roll, need: HEAL_NEED, healed },
  };
}
