import { own } from "../../own";
import type { Ctx } from "../context";
import { emit } from "../context";
import { roll } from "../dice";
import { DONE, type Outcome } from "../errors";
import type { Modifier } from "../events";
import { enemyOf, inPlay, mod, sideOf } from "../query";

/**
 * Step 1a, HQ Broadcast marker discovery (seed 000 turn sequence 1a and "HQ Discovery Die Roll
 * Modifiers"). Reading: the roll is 1D20 (as every other roll) for each HQ carrying last turn's
 * Broadcast marker; a modified total at or above the owning side's discovery rating discovers it.
 * The −4 per lost HQ counts the opposing side's losses ("their own command structure is disrupted").
 * Every old Broadcast marker is removed after its roll; step 1d places this turn's.
 */

/** True when NBC warfare is active (a setup flag or a persistent NBC marker, seed 000 4c). */
export const nbcActive = (ctx: Ctx): boolean =>
  ctx.s.nbcActive || ctx.s.markers.persistent.some((m) => m.kind === "NBC");

/** The discovery roll's modifiers for an HQ of `side`. */
export function discoveryModifiers(ctx: Ctx, side: string): Modifier[] {
  const c = ctx.env.charts.command;
  const mods: Modifier[] = [];
  const enemyLost = sideOf(ctx.s, enemyOf(ctx.s, side)).hqLost;
  if (enemyLost > 0)
    mods.push(
      mod("enemy-hq-lost", c.discoveryPerEnemyHqLost, `${enemyLost} enemy HQ base(s) lost`, enemyLost),
    );
  if (nbcActive(ctx)) mods.push(mod("nbc", c.discoveryNbc, "NBC warfare in progress"));
  return mods;
}

/** Runs step 1a. */
export function rollDiscovery(ctx: Ctx): Outcome {
  const old = ctx.s.markers.broadcast.filter((m) => m.turn < ctx.s.turn);
  const rolled = new Set<string>();
  for (const m of old) {
    const hq = own(ctx.s.bases, m.hq);
    if (hq && inPlay(hq) && !rolled.has(hq.id)) {
      rolled.add(hq.id);
      const rating = sideOf(ctx.s, hq.side).discoveryRating;
      const r = roll(ctx, {
        purpose: "discovery",
        base: hq.id,
        side: hq.side,
        against: rating,
        modifiers: discoveryModifiers(ctx, hq.side),
        decide: (total) => (total >= rating ? "discovered" : "not discovered"),
      });
      if (!r.ok) return r;
      if (r.value.total >= rating) {
        hq.discovered = true;
        emit(ctx, { type: "marker", kind: "discovered", action: "placed", base: hq.id, side: hq.side });
      }
    }
    emit(ctx, { type: "marker", kind: "broadcast", action: "removed", base: m.hq, side: m.side, at: m.at });
  }
  ctx.s.markers.broadcast = ctx.s.markers.broadcast.filter((m) => m.turn >= ctx.s.turn);
  return DONE;
}
