import type { LnlMap } from "./map";
import { type LnlState, onMap } from "./state";

/**
 * Laying smoke (the card's smoke lines, DFT 6 and OFT firer 9, and degrading smoke hexes on the LOS,
 * need smoke in play; the card does not say how it is made). Project default after LnLT v5.1 7.0,
 * marked `project-default` in docs/rulesets/lnl.md "Smoke": a Good Order squad or half-squad that has
 * not acted this turn places a Smoke marker in its own hex or an adjacent one, as its activation (it
 * ends Fired and Ops Complete). No roll. Smoke comes off in the Administrative Phase (end of turn).
 */

export const SMOKE_LAYERS = ["squad", "half-squad"] as const;

export type SmokeEvent = { type: "smoke"; unit: string; hex: string };

/** The state with the smoke laid, or why not. */
export function laySmoke(s: LnlState, seat: string, id: string, hex: string, map: LnlMap): LnlState | string {
  const u = onMap(s).find((x) => x.id === id);
  if (!u || u.side !== seat) return `no unit "${id}" of ${seat} on the map`;
  if (!(SMOKE_LAYERS as readonly string[]).includes(u.kind))
    return `${id} is a ${u.kind}: only squads and half-squads lay smoke`;
  if (u.shaken) return `${id} is Shaken: it cannot lay smoke`;
  if (u.carriedBy) return `${id} rides ${u.carriedBy}: it cannot lay smoke`;
  if (u.opsComplete || u.fired || u.moved) return `${id} has already moved or fired this turn`;
  const h = map.hex(hex);
  if (!h) return `no hex "${hex}" on the board`;
  if (map.distance(u.hex, h.label) > 1) return `${h.label} is not ${id}'s hex or next to it`;
  if (s.smoke.includes(h.label)) return `${h.label} already holds smoke`;
  const units = s.units.map((x) => (x.id === id ? { ...x, fired: true, opsComplete: true } : x));
  return { ...s, units, smoke: [...s.smoke, h.label] };
}
