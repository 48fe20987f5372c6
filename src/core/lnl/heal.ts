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

/** Why `medic` may not heal `unit` now (and which field is at fault), or null. Ids are matched by value. */
export function healRefusal(
  s: LnlState,
  seat: string,
  medic: string,
  unit: string,
): { why: string; path: "$.medic" | "$.unit" } | null {
  const m = (why: string) => ({ why, path: "$.medic" as const });
  const u = (why: string) => ({ why, path: "$.unit" as const });
  if (s.phase !== "rally") return m("a medic heals in the Rally Phase (project default)");
  const med = onMap(s).find((x) => x.id === medic);
  if (!med || med.side !== seat) return m(`no unit "${medic}" of ${seat} on the map`);
  if (med.kind !== "medic") return m(`${medic} is a ${med.kind}, not a medic: only medics heal`);
  if (med.shaken) return m(`${medic}: ${SHAKEN_MEDIC_LINE}`);
  if ((s.healTried ?? []).includes(medic)) return m(`${medic} has already tried to heal this Rally Phase`);
  const w = onMap(s).find((x) => x.id === unit);
  if (!w || w.side !== seat) return u(`no unit "${unit}" of ${seat} on the map`);
  if (w.hex !== med.hex) return u(`${unit} is in ${w.hex}, not in the medic's hex ${med.hex}`);
  if (!w.wounded) return u(`${unit} is not Wounded`);
  return null;
}

/** The heal attempt (one die through `dice`), or why not. The input state is not changed. */
export function heal(
  s: LnlState,
  seat: string,
  medic: string,
  unit: string,
  dice: Dice,
): { state: LnlState; event: HealEvent } | { why: string; path: "$.medic" | "$.unit" } {
  const no = healRefusal(s, seat, medic, unit);
  if (no) return no;
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
