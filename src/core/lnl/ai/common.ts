import type { Decision, Seen } from "../../game/policy";
import { only } from "../../game/policy";
import type { Seat } from "../../game/ruleset";
import type { LnlState } from "../state";
import { onMap } from "../state";

/**
 * What both Lock 'n Load computer players share: reading the seat's view (nothing in it is hidden:
 * counters are face up) and the Rally Phase, which both play the same way: a medic heals the wounded
 * in its hex, every Shaken unit tries to rally, then the phase ends for the seat.
 */

/** The seat's view (the whole state: ruleset.ts seatView). */
export const stateOf = (seen: Seen): LnlState | null => {
  const s = seen.view as LnlState | null;
  return s && typeof s === "object" && Array.isArray(s.units) ? s : null;
};

/** The seat's "pass" (ends its impulse, its moving stack's activation, or declines Opportunity Fire). */
export const pass = (why: string): Decision => only({ type: "pass" }, "pass", why);

/** The Rally Phase's next command for the seat (null outside it). */
export function rallyDecision(s: LnlState, seat: Seat, attempt: number): Decision | null {
  if (s.phase !== "rally") return null;
  const end = only({ type: "end-rally" }, "end of the Rally Phase", "every rally and heal tried");
  if (attempt > 0) return end;
  const mine = onMap(s).filter((u) => u.side === seat);
  const tried = s.healTried ?? [];
  for (const medic of mine.filter((u) => u.kind === "medic" && !tried.includes(u.id)))
    for (const w of mine.filter((u) => u.wounded && u.hex === medic.hex))
      return only(
        { type: "heal", medic: medic.id, unit: w.id },
        `${medic.id} heals ${w.id}`,
        "a wounded unit in the medic's hex",
      );
  const shaken = mine.find((u) => u.shaken && !u.wreck && !u.abandoned && !s.rallyTried.includes(u.id));
  if (shaken) return only({ type: "rally", unit: shaken.id }, `${shaken.id} tries to rally`, "it is Shaken");
  return end;
}
