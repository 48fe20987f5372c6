import type { ShotSpec } from "./fire";
import { type LnlState, onMap } from "./state";

/**
 * Snipers (seed 004, Shaken: "Shaken snipers cannot fire, but may try to rally by themselves"). The
 * card prints no sniper attack; project default after LnLT's snipers (docs/rulesets/lnl.md "Snipers"):
 * in its own impulse a Good Order sniper that has not moved or fired attacks ONE chosen enemy unit in
 * LOS and within its range, alone (no combined fire, no SW, no leader's LM): the DFT procedure with
 * the sniper's IFP and the DFT modifiers against 1d6 + the target hex's TM; a hit makes that unit
 * alone take a damage check. The sniper is marked Fired and Ops Complete. It is not spotted by firing
 * (the game hides no counter; its `spotted` list holds only movers, so the shot adds nothing to it).
 * Snipers do not Opportunity Fire and never join a `fire` command.
 */

/** The card's line a Shaken sniper is refused with. */
export const SHAKEN_SNIPER_LINE =
  "Shaken snipers cannot fire, but may try to rally by themselves (card, Shaken)";

/** The shot of `sniper` at unit `target`, or why it may not be taken (LOS and range: planShot's). */
export function sniperShot(s: LnlState, seat: string, sniper: string, target: string): ShotSpec | string {
  const u = onMap(s).find((x) => x.id === sniper);
  if (!u || u.side !== seat) return `no unit "${sniper}" of ${seat} on the map`;
  if (u.kind !== "sniper") return `${sniper} is a ${u.kind}, not a sniper`;
  if (u.shaken) return `${sniper}: ${SHAKEN_SNIPER_LINE}`;
  if (s.activation) return `the ${s.activation.units.join(", ")} stack is moving; pass first`;
  if (u.moved || u.fired || u.opsComplete || u.assaultMoved || u.lowCrawl || u.stealth)
    return `${sniper} has already moved or fired this turn`;
  const t = onMap(s).find((x) => x.id === target);
  if (!t || t.side === seat) return `no enemy unit "${target}" on the map`;
  if (t.skill === "sniper-proof")
    return `${target} is a hero with the Sniper-Proof skill card: snipers may not pick it (skills.ts)`;
  return {
    firers: [{ unit: sniper }],
    targetHex: t.hex,
    opportunity: false,
    spottedThisImpulse: false,
    movingNow: [],
    aimedAt: target,
  };
}
