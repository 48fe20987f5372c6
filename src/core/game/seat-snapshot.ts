import type { Seat } from "./ruleset";
import { type JournalItem, positionAt, type Session, undoProblem } from "./session";

/**
 * Everything one seat may know of a game at one moment, as plain JSON (issue 24 items 3 and 7): what a
 * host (the hot-seat page, a server) sends a seat's client. Built from the ruleset's `seatView` of the
 * state and the ruleset's `logView` of each entry, never from anything the seat may not see; the seed
 * and the dice generator never appear (the session's journal holds neither).
 */

/** One entry of the log as a seat may see it. */
export type SeatLogItem<C = unknown, E = unknown, N = unknown> = JournalItem<C, E, N>;

/** One seat's snapshot of a game. */
export interface SeatSnapshot<V = unknown, C = unknown, E = unknown, N = unknown> {
  /** the ruleset's id (`firestrike`…): the app picks the ruleset's UI with it */
  ruleset: string;
  /** the game's name */
  name: string;
  /** the seats that play, in the set-up's order */
  seats: Seat[];
  /** whose view this is */
  seat: Seat;
  /** the set-up as the seat may see it (the ruleset's `setupView`; by default the file's set-up) */
  setup: unknown;
  /** the ruleset's `seatView` of the state now, or at `replayAt` */
  view: V;
  /** events of the start of play (opening dice) that belong to no entry */
  opening: E[];
  /** the log up to the position shown, each entry as this seat may see it; entries hidden from it left out */
  log: SeatLogItem<C, E, N>[];
  /** how many entries the whole log has (hidden ones included) */
  entries: number;
  /** the position shown: null for now, n for after the first n entries (replay) */
  replayAt: number | null;
  /** the seats that may act at the position shown (the engine's included when it may): whose turn it is */
  seatsToAct: Seat[];
  /** whether the last entry may be undone now, and why not (never during replay) */
  undo: { allowed: boolean; why: string | null };
  /** the game is over at the position shown */
  over: boolean;
}

/** What `seat` may see of the log up to `n` entries, judged at the state `at` (the game now). */
function visibleLog(session: Session, seat: Seat, at: unknown, n: number): SeatLogItem[] {
  const game = session.game;
  const out: SeatLogItem[] = [];
  for (const j of session.journal.slice(0, n)) {
    if (!game.logView) {
      out.push(j);
      continue;
    }
    const seen = game.logView(at, seat, j);
    if (seen) out.push({ ...j, entry: seen.entry, events: seen.events });
  }
  return out;
}

/**
 * `seat`'s snapshot of a session, now or after the first `replayAt` entries. A snapshot shares the
 * session's (immutable) values; a host that sends it over a network serializes it as it stands.
 */
export function seatSnapshot(session: Session, seat: Seat, replayAt: number | null = null): SeatSnapshot {
  const total = session.file.commands.length;
  const n = replayAt === null ? total : Math.max(0, Math.min(replayAt, total));
  const state = n === total ? session.now : positionAt(session, n);
  const why = undoProblem(session);
  return {
    ruleset: session.file.ruleset,
    name: session.file.name,
    seats: [...session.game.seats],
    seat,
    setup: session.game.setupView ? session.game.setupView(seat) : session.file.body,
    view:
      n === total
        ? session.game.seatView(state, seat)
        : session.game.replayView
          ? session.game.replayView(state, session.now, seat)
          : session.game.seatView(state, seat),
    opening: session.opening,
    // What the seat may see of the log is judged now: what was hidden at an earlier position may
    // have been revealed since (Firestrike: every placement, once the first turn began).
    log: visibleLog(session, seat, session.now, n),
    entries: total,
    replayAt: replayAt === null ? null : n,
    seatsToAct: session.game.seatsToAct(state),
    undo: { allowed: replayAt === null && why === null, why },
    over: session.game.over(state),
  };
}

/**
 * How many entries of the log `seat` may have in a file it downloads: the log up to the first entry
 * hidden from it or redacted (so the file still replays), all of it when nothing is hidden.
 */
export function seatFileLength(session: Session, seat: Seat): number {
  const game = session.game;
  if (!game.logView) return session.file.commands.length;
  const first = session.journal.findIndex((j) => game.logView!(session.now, seat, j)?.entry !== j.entry);
  return first < 0 ? session.file.commands.length : first;
}
