import { type Ctx, emit } from "../context";
import { roll } from "../dice";
import { DONE, type Outcome } from "../errors";
import { allBases, inPlay, lostHqsInChain, mod } from "../query";
import { applyReaction } from "./reactions";
import { moraleColumn, moraleReaction, tensModifier } from "./table";

/**
 * Step 5b damage morale (seed 000 §6.2), step 2d rally (§3.4) and step 5e immobilized effects.
 * Readings: the "Casualty Morale Test phase" where an immobilized vehicle rolls for morale (§5.1) is
 * step 5b; damage or immobilization suffered after step 5b is checked at the next turn's step 5b.
 * Step 5e "Roll for immobilized base effects" is the roll that frees temporarily immobilized vehicles.
 */

/** Runs step 5b: every base due a check rolls the Tens die and reacts. */
export function rollDamageMorale(ctx: Ctx): Outcome {
  const m = ctx.env.charts.morale;
  for (const base of allBases(ctx.s)) {
    if (!inPlay(base) || !base.moraleDue) continue;
    base.moraleDue = false;
    const extra = base.immobilized === "permanent" ? m.immobilizedExtraHits.value : 0;
    const r = roll(ctx, {
      purpose: "tens",
      base: base.id,
      decide: (_t, n) => {
        const col = moraleColumn(ctx.env.charts, base.hits, n, extra);
        const shift = tensModifier(ctx.env.charts, n).value;
        return `${base.hits} hits, Tens ${shift}: ${base.grade} column ${col} = ${moraleReaction(ctx.env.charts, base.grade, col)}`;
      },
    });
    if (!r.ok) return r;
    const n = r.value.natural;
    const column = moraleColumn(ctx.env.charts, base.hits, n, extra);
    const reaction = moraleReaction(ctx.env.charts, base.grade, column);
    emit(ctx, { type: "reaction", base: base.id, reaction, hits: base.hits, column });
    applyReaction(ctx, base, reaction);
  }
  return DONE;
}

/** Runs step 2d: pinned bases roll 1D20 − 4 per lost HQ in their chain ≥ their grade's Rally value. */
export function rollRally(ctx: Ctx): Outcome {
  const m = ctx.env.charts.morale;
  for (const base of allBases(ctx.s)) {
    // seed 000 §6.3/§6.4: retreating bases and tied assaults cannot rally yet.
    if (!inPlay(base) || !base.pinned || base.retreat || base.assaultTied) continue;
    const need = m.rally[base.grade];
    const lost = lostHqsInChain(ctx, base);
    const mods =
      lost > 0
        ? [mod("lost-hq", m.rallyPerLostHq, `${lost} HQ base(s) lost in the chain of command`, lost)]
        : [];
    const r = roll(ctx, {
      purpose: "rally",
      base: base.id,
      against: need,
      modifiers: mods,
      decide: (t) => (t >= need ? "rallied" : "still pinned"),
    });
    if (!r.ok) return r;
    if (r.value.total >= need) {
      base.pinned = false;
      emit(ctx, { type: "rallied", base: base.id });
    }
  }
  return DONE;
}

/** Runs step 5e: temporarily immobilized vehicles try to free themselves (project default roll). */
export function rollImmobilizedEffects(ctx: Ctx): Outcome {
  const need = ctx.env.charts.movement.recoverFromTemporary.value;
  for (const base of allBases(ctx.s)) {
    if (!inPlay(base) || base.immobilized !== "temporary") continue;
    const r = roll(ctx, {
      purpose: "recover",
      base: base.id,
      against: need,
      decide: (t) => (t >= need ? "free" : "stuck"),
    });
    if (!r.ok) return r;
    if (r.value.total >= need) {
      base.immobilized = "none";
      emit(ctx, { type: "mobile-again", base: base.id });
    }
  }
  return DONE;
}
