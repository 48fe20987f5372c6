import { skillCard } from "../../../core/lnl/skills";
import type { LnlState, UnitState } from "../../../core/lnl/state";

/**
 * The side panel's star-shell and hero lines (issue 21): at night, which hexes star shells light this
 * turn (they are also outlined on the table, picks.ts); a hero's skill card in its counter box.
 */

/** "Night: lit by star shells …" (nothing by day). */
export function LitLine({ v }: { v: LnlState }) {
  if (!v.night) return null;
  const lit = v.lit ?? [];
  return (
    <p className="hint" data-testid="lnl-lit">
      Night (DFT 10 / OFT: −3 / +3 beyond two hexes unless the target is lit).{" "}
      {lit.length ? `Lit by star shells this turn: ${lit.join(", ")}.` : "No hex is lit by a star shell."}
    </p>
  );
}

/** A hero's skill card, in its counter box. */
export function SkillMark({ u }: { u: UnitState }) {
  const card = skillCard(u.skill);
  if (!card) return null;
  return (
    <span data-testid={`lnl-skill-${u.id}`}>
      {" "}
      — skill card {card.name}: {card.text}
    </span>
  );
}
