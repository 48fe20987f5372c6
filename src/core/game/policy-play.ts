import type { Decision, Policy, Seen } from "./policy";
import type { Seat } from "./ruleset";
import { playAs, type Session } from "./session";

/**
 * A whole game between computer players, in one process (issue 34: the Node games of the tests and of
 * `npm run bench:ai`). Each seat's player is handed exactly what a client of that seat is sent (the
 * set-up as it sees it, its view, whose action it is) and never the session; its command goes through
 * the engine like any other (`playAs`), so a refused command is counted, not trusted. Bounded: it stops
 * at `maxEntries` entries, or when no seat to act has anything to send.
 */

/** A seat's computer player: its policy and its own seeded generator. */
export interface SeatPlayer {
  policy: Policy;
  rnd: () => number;
}

/** One decision made during the game, with the time it took on the caller's clock. */
export interface DecisionRecord {
  /** the log's length when it was made */
  at: number;
  seat: Seat;
  decision: Decision;
  ms: number;
  accepted: boolean;
  /** the engine's reason when it refused the command */
  refusal?: string;
}

export interface PlayOutcome<T extends Session> {
  session: T;
  over: boolean;
  /** why it stopped */
  reason: "over" | "max-entries" | "stuck";
  decisions: DecisionRecord[];
}

export interface PlayOptions {
  /** stop after this many entries in the log */
  maxEntries: number;
  /** the caller's clock (ms): budgets and the decisions' times */
  now: () => number;
  /** each decision's time budget, ms */
  budgetMs: number;
  /**
   * the clock the budgets run on (default `now`): a clock that never moves makes every decision
   * independent of the machine's speed while `now` still times them (the benchmark)
   */
  budgetNow?: () => number;
  /** every decision as it is made (progress, logs) */
  onDecision?(d: DecisionRecord): void;
}

/** How many refusals at one point of the log end a seat's turn to try. */
// a measured policy ends its part after one refusal; a bot hook's random player (policy-hook.ts) walks
// its candidates, which need not be legal, so it is given as many tries as a hook offers commands
const ATTEMPTS = 16;

/** The set-up as `seat` may see it. */
export const setupSeen = (session: Session, seat: Seat): unknown =>
  session.game.setupView ? session.game.setupView(seat) : session.file.body;

/** What `seat` is shown now: the same three things a seat snapshot carries. */
export const seenBy = (session: Session, seat: Seat): Seen => ({
  setup: setupSeen(session, seat),
  view: session.game.seatView(session.now, seat),
  toAct: session.game.seatsToAct(session.now),
});

/** Plays `session` on with the computer players of `players` until it ends or stops (see above). */
export function playOut<T extends Session>(
  start: T,
  players: ReadonlyMap<Seat, SeatPlayer>,
  o: PlayOptions,
): PlayOutcome<T> {
  let session = start;
  const decisions: DecisionRecord[] = [];
  const measures = new Map<Seat, unknown>();
  const refusedAt = new Map<Seat, { at: number; n: number }>();
  for (;;) {
    const n = session.file.commands.length;
    if (session.game.over(session.now)) return { session, over: true, reason: "over", decisions };
    if (n >= o.maxEntries) return { session, over: false, reason: "max-entries", decisions };
    let moved = false;
    for (const seat of session.game.seatsToAct(session.now)) {
      const p = players.get(seat);
      if (!p) continue;
      const r = refusedAt.get(seat);
      const attempt = r && r.at === n ? r.n : 0;
      if (attempt >= ATTEMPTS) continue;
      if (!measures.has(seat)) measures.set(seat, p.policy.measure(setupSeen(session, seat)));
      const t0 = o.now();
      const clock = o.budgetNow ?? o.now;
      const d = p.policy.decide(seenBy(session, seat), seat, measures.get(seat), {
        budget: { now: clock, deadline: clock() + o.budgetMs },
        rnd: p.rnd,
        attempt,
      });
      const ms = o.now() - t0;
      if (!d) continue;
      const played = playAs(session, seat, d.command);
      const rec: DecisionRecord = { at: n, seat, decision: d, ms, accepted: played.ok };
      if (played.ok) session = played.value;
      else {
        rec.refusal = played.error.message;
        refusedAt.set(seat, { at: n, n: attempt + 1 });
      }
      decisions.push(rec);
      o.onDecision?.(rec);
      moved = true;
      break;
    }
    if (!moved) return { session, over: false, reason: "stuck", decisions };
  }
}
