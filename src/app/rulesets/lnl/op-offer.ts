import { planShot, type ShotPlan } from "../../../core/lnl/fire";
import type { LnlMap } from "../../../core/lnl/map";
import { type LnlState, onMap } from "../../../core/lnl/state";
import { fireRefusal } from "./moves";
import { fireOrders } from "./orders";

/**
 * The Opportunity Fire offer (issue 38 item 3): in an OF window, the stacks of the side to act that the
 * rules let fire at the moving stack, each with its shot as the calculator plans it. Who may fire is
 * asked of the reducer (moves.ts `fireRefusal`, one dry run a unit), so the offer never lists a stack the
 * engine would refuse; a hex's eligible units are offered together (combined fire) when the rules take
 * them together, else each alone. Worked out on a new snapshot (picks.ts), never in render.
 */

/** A stack that may take the Opportunity Fire, and its shot before the dice. */
export interface OfferStack {
  hex: string;
  units: string[];
  plan: ShotPlan;
}

/** The stacks of `seat` that may fire at the window's stack, by hex label. */
export function opFireOffer(s: LnlState, map: LnlMap, seat: string): OfferStack[] {
  const w = s.opWindow;
  if (!w) return [];
  const byHex = new Map<string, string[]>();
  for (const u of onMap(s)) {
    if (u.side !== seat || fireRefusal(s, map, [u.id], w.hex, true) !== null) continue;
    byHex.set(u.hex, [...(byHex.get(u.hex) ?? []), u.id]);
  }
  const out: OfferStack[] = [];
  const add = (hex: string, units: string[]) => {
    const plan = planShot(s, map, {
      firers: fireOrders(s, units, w.hex),
      targetHex: w.hex,
      opportunity: true,
      spottedThisImpulse: w.spotted,
      movingNow: w.movers,
    });
    if (plan.ok) out.push({ hex, units, plan: plan.value });
  };
  for (const [hex, units] of byHex) {
    if (units.length === 1 || fireRefusal(s, map, units, w.hex, true) === null) add(hex, units);
    else for (const id of units) add(hex, [id]);
  }
  return out.sort((a, b) => a.hex.localeCompare(b.hex) || a.units.join().localeCompare(b.units.join()));
}
