import type { LnlMap } from "./map";
import { type LnlState, onMap } from "./state";

/**
 * Star shells (card DFT 10 / OFT target line "night … not lit by a star shell (20.2)"; the card does
 * not say how one is fired). Every rule here is a **project default** after LnLT v5.1 20.2 as far as
 * it is known (unverified), marked so in docs/rulesets/lnl.md "Star shells":
 * - only at night; fired by a Good Order leader, squad or half-squad on foot that has not moved or
 *   fired this turn, as its activation (it ends Fired and Ops Complete, like laying smoke);
 * - at a hex within STAR_SHELL_RANGE hexes of it (no LOS needed: the shell goes up);
 * - at most STAR_SHELLS_PER_TURN per side per turn;
 * - it lights its hex and the six around it (those on the board) until the end of the turn.
 * No roll.
 */

export const STAR_SHELL_RANGE = 8;
export const STAR_SHELLS_PER_TURN = 1;
export const STAR_SHELL_FIRERS = ["leader", "squad", "half-squad"] as const;

export type StarShellEvent = { type: "star-shell"; unit: string; hex: string; lit: string[] };

/** Is a hex lit by a star shell now? */
export const isLit = (s: LnlState, hex: string) => (s.lit ?? []).includes(hex);

/** The state with the star shell fired, and the hexes it lights, or why not. */
export function fireStarShell(
  s: LnlState,
  seat: string,
  id: string,
  hex: string,
  map: LnlMap,
): { state: LnlState; event: StarShellEvent } | string {
  if (!s.night) return "star shells are fired only at night (the set-up's night option)";
  const u = onMap(s).find((x) => x.id === id);
  if (!u || u.side !== seat) return `no unit "${id}" of ${seat} on the map`;
  if (!(STAR_SHELL_FIRERS as readonly string[]).includes(u.kind))
    return `${id} is a ${u.kind}: only leaders, squads and half-squads fire star shells`;
  if (u.shaken) return `${id} is Shaken: it cannot fire a star shell`;
  if (u.carriedBy) return `${id} rides ${u.carriedBy}: it cannot fire a star shell`;
  if (u.opsComplete || u.fired || u.moved) return `${id} has already moved or fired this turn`;
  const fired = (s.starShells ?? []).filter((x) => x === seat).length;
  if (fired >= STAR_SHELLS_PER_TURN)
    return `${seat} has already fired ${STAR_SHELLS_PER_TURN === 1 ? "its star shell" : `${fired} star shells`} this turn`;
  const h = map.hex(hex);
  if (!h) return `no hex "${hex}" on the board`;
  const d = map.distance(u.hex, h.label);
  if (d > STAR_SHELL_RANGE)
    return `${h.label} is ${d} hexes from ${id}; a star shell reaches ${STAR_SHELL_RANGE}`;
  const around = [...map.board.hexes.values()].filter((x) => map.distance(h.label, x.label) === 1);
  const lights = [h.label, ...around.map((x) => x.label).sort()];
  const was = s.lit ?? [];
  const units = s.units.map((x) => (x.id === id ? { ...x, fired: true, opsComplete: true } : x));
  const state: LnlState = {
    ...s,
    units,
    lit: [...was, ...lights.filter((l) => !was.includes(l))],
    starShells: [...(s.starShells ?? []), seat],
  };
  return { state, event: { type: "star-shell", unit: id, hex: h.label, lit: lights } };
}
