import type { Decision, Seen } from "../../game/policy";
import { only } from "../../game/policy";
import type { Seat } from "../../game/ruleset";
import type { LnlState, UnitState } from "../state";
import { leaderLmIn, onMap } from "../state";
import { isMmc } from "../vocab";

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

/**
 * Whether `u` may try to rally now (apply.ts rally: a vehicle or SMC self-rallies; an MMC needs a Good
 * Order leader in its hex, project default).
 */
export function mayRally(s: LnlState, u: UnitState): boolean {
  if (!u.shaken || u.wreck || u.abandoned || s.rallyTried.includes(u.id)) return false;
  if (!isMmc(u.kind)) return true;
  return leaderLmIn(s, u.side, u.hex, u.id) > 0 || goodLeaderIn(s, u.side, u.hex);
}

/** Whether a Good Order leader of `side` stands in `hex` (what lets its MMCs rally). */
export const goodLeaderIn = (s: LnlState, side: string, hex: string): boolean =>
  onMap(s).some((l) => l.side === side && l.hex === hex && l.kind === "leader" && !l.shaken);

/**
 * The Rally Phase's next command for the seat (null outside it). `legalOnly` (the opponent): only the
 * rallies the rules allow are tried (an MMC with no Good Order leader in its hex is not), so that a
 * refusal does not end the phase before the units that may rally have tried.
 */
export function rallyDecision(s: LnlState, seat: Seat, attempt: number, legalOnly = false): Decision | null {
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
  const shaken = legalOnly
    ? mine.find((u) => mayRally(s, u))
    : mine.find((u) => u.shaken && !u.wreck && !u.abandoned && !s.rallyTried.includes(u.id));
  if (shaken) return only({ type: "rally", unit: shaken.id }, `${shaken.id} tries to rally`, "it is Shaken");
  return end;
}
