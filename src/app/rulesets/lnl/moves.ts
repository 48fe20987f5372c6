import { applyLnl, seatsToAct } from "../../../core/lnl/apply";
import type { LnlCommand } from "../../../core/lnl/commands";
import type { Dice } from "../../../core/lnl/dice";
import type { LnlMap } from "../../../core/lnl/map";
import { type LnlState, onMap } from "../../../core/lnl/state";
import { fireOrders } from "./orders";
import type { LegalMove, MoveMode } from "./store";

/**
 * The hexes a picked stack may enter (issue 21, "legal moves highlighted by hex"), asked of the rules
 * themselves: each neighbouring hex is tried with the reducer on the state on screen, so the page can
 * never show a move the engine would refuse, nor hide one it allows. A move into an enemy hex rolls for
 * its melee at once; the dry run stops at the first roll, which the reducer reaches only once every
 * check has passed.
 */

const ROLLED = Symbol("rolled");
const probe: Dice = {
  roll() {
    throw ROLLED;
  },
};

/** The refusal of `units` moving to `to` in `mode`, or null when the rules allow it (and its cost). */
export function tryMove(
  s: LnlState,
  map: LnlMap,
  units: string[],
  to: string,
  mode: MoveMode,
): { why: string } | { cost: number; melee: boolean } {
  const seat = seatsToAct(s)[0];
  if (!seat) return { why: "the game is over" };
  try {
    const r = applyLnl(s, seat, { type: "move", units, to, mode }, map, probe);
    if (!r.ok) return { why: r.error.message };
    const e = r.value.events.find((x) => x.type === "move");
    return { cost: e && e.type === "move" ? e.cost : 0, melee: false };
  } catch (x) {
    if (x !== ROLLED) throw x;
    return { cost: 0, melee: true };
  }
}

/** Every hex next to the stack that the rules let it enter now, with its MP cost. */
export function legalMoves(s: LnlState, map: LnlMap, units: string[], mode: MoveMode): LegalMove[] {
  const first = onMap(s).find((u) => u.id === units[0]);
  if (!first) return [];
  const out: LegalMove[] = [];
  for (const h of map.board.hexes.values()) {
    if (map.distance(first.hex, h.label) !== 1) continue;
    const r = tryMove(s, map, units, h.label, mode);
    if (!("why" in r)) out.push({ hex: h.label, cost: r.cost, melee: r.melee });
  }
  return out.sort((a, b) => a.hex.localeCompare(b.hex));
}

/**
 * The rules' refusal of the picked units firing (at `target`, or Opportunity Fire in the window), or
 * null when the reducer gets as far as its first roll: the calculator's plan alone does not know who
 * has already moved or fired this turn, so the Fire button asks this too.
 */
export function fireRefusal(
  s: LnlState,
  map: LnlMap,
  firers: string[],
  target: string,
  opportunity: boolean,
): string | null {
  const orders = fireOrders(s, firers, opportunity ? (s.opWindow?.hex ?? target) : target);
  return dryRun(
    s,
    map,
    opportunity ? { type: "op-fire", firers: orders } : { type: "fire", firers: orders, target },
  );
}

/** The rules' refusal of a lone sniper's shot at unit `target`, or null (as fireRefusal). */
export const snipeRefusal = (s: LnlState, map: LnlMap, unit: string, target: string): string | null =>
  dryRun(s, map, { type: "snipe", unit, target });

/** The reducer's refusal of `command` by the seat to act, or null once it reaches its first roll. */
function dryRun(s: LnlState, map: LnlMap, command: LnlCommand): string | null {
  const seat = seatsToAct(s)[0];
  if (!seat) return "the game is over";
  try {
    const r = applyLnl(s, seat, command, map, probe);
    return r.ok ? null : r.error.message;
  } catch (x) {
    if (x !== ROLLED) throw x;
    return null;
  }
}
