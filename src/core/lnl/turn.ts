import type { RuleError } from "../game/ruleset";
import { ok, type Result } from "../result";
import type { LnlEvent } from "./apply";
import { type LnlState, onMap, otherSide } from "./state";
import { isMmc } from "./vocab";

/**
 * The LnL turn's bookkeeping (split from apply.ts): the refusal and result type every command
 * handler returns, the end of an activation and of an Opportunity Fire window, passing an impulse (two
 * passes end the Operations Phase and the turn), and the game's end.
 */

export type Out = Result<{ state: LnlState; events: LnlEvent[] }, RuleError>;

export function closeWindow(s: LnlState): Out {
  const a = s.activation!;
  const movers = a.units.filter((id) => {
    const u = s.units.find((x) => x.id === id)!;
    return !u.eliminated && !u.shaken && !u.wounded;
  });
  let st: LnlState = { ...s, opWindow: null };
  const events: LnlEvent[] = [{ type: "pass", side: otherSide(s, a.side) }];
  if (movers.length === 0 || a.mpLeft === 0 || movers.length !== a.units.length) {
    st = endActivation(st);
    events.push({ type: "activation-ends", side: a.side });
  }
  return ok({ state: st, events });
}

/** The activation ends: its units are Ops Complete; the other side's impulse. */
export function endActivation(s: LnlState): LnlState {
  const a = s.activation;
  const side = a?.side ?? s.toAct;
  const units = s.units.map((u) => (a?.units.includes(u.id) ? { ...u, opsComplete: true } : u));
  return { ...s, units, activation: null, opWindow: null, spotted: [], toAct: otherSide(s, side), passes: 0 };
}

export function passImpulse(s: LnlState, seat: string): Out {
  const passes = s.passes + 1;
  const events: LnlEvent[] = [{ type: "pass", side: seat }];
  if (passes < 2) return ok({ state: { ...s, passes, toAct: otherSide(s, seat) }, events });
  // Administrative Phase: markers off (project default: smoke lasts the turn it was made), next turn.
  const units = s.units.map((u) => ({
    ...u,
    moved: false,
    assaultMoved: false,
    lowCrawl: false,
    stealth: false,
    fired: false,
    opsComplete: false,
  }));
  const turn = s.turn + 1;
  if (turn > s.turnLimit) {
    const over = overCheck({ ...s, units }, true)!;
    events.push({ type: "over", ...over });
    return ok({
      state: { ...s, units, phase: "over", winner: over.winner, endWhy: over.why, passes: 0 },
      events,
    });
  }
  events.push({ type: "phase", phase: "rally", turn });
  const st = {
    ...s,
    units,
    turn,
    phase: "rally" as const,
    rallyDone: [],
    rallyTried: [],
    healTried: [],
    toAct: s.sides[0]!,
    passes: 0,
    smoke: [],
    lit: [], // star shells light the hexes until the end of the turn (star-shell.ts)
    starShells: [],
  };
  return ok({ state: st, events });
}

/**
 * The end (project default: the card gives no victory conditions): a side with no unit left loses;
 * at the turn limit the side with more Good Order MMCs wins (a draw when equal).
 */
export function overCheck(s: LnlState, timeUp = false): { winner: string | null; why: string } | null {
  for (const side of s.sides)
    if (!onMap(s).some((u) => u.side === side && !u.wreck))
      return { winner: otherSide(s, side), why: `${side} has no unit left` };
  if (!timeUp) return null;
  const score = (side: string) =>
    onMap(s).filter((u) => u.side === side && isMmc(u.kind) && !u.shaken).length;
  const [a, b] = s.sides as [string, string];
  const sa = score(a);
  const sb = score(b);
  return {
    winner: sa === sb ? null : sa > sb ? a : b,
    why: `turn limit: Good Order MMCs ${a} ${sa}, ${b} ${sb}`,
  };
}
