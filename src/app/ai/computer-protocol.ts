import type { Decision, PolicyLevel, Seen } from "../../core/game/policy";
import type { Seat } from "../../core/game/ruleset";
import type { SeatSnapshot } from "../../core/game/seat-snapshot";

/**
 * The messages between the page and its computer-player worker (computer.worker.ts), plain data only.
 * A request carries what the computer's seat is shown and nothing else: `computerSeen` builds it from
 * that seat's snapshot (the set-up as the seat sees it, its view, whose action it is), so no dice seed,
 * no generator state and no other seat's view can reach the policy (tests/app/ai/computer-input.test.ts).
 */

/** A decision asked of the worker. */
export interface DecideRequest {
  kind: "decide";
  /** the page's number for this request (answers and progress name it) */
  id: number;
  /** the game it belongs to (the worker keeps one measure per game and level) */
  game: number;
  ruleset: string;
  level: PolicyLevel;
  seat: Seat;
  /** what the seat is shown: nothing more */
  seen: Seen;
  /** how many of its commands the engine refused at this point of the log */
  attempt: number;
  /** the decision's time budget, ms */
  budgetMs: number;
  /** seeds the policy's tie-breaks and samples (the page's own number, not the game's dice) */
  rndSeed: number;
}

/** What the page sends the worker (a decision runs to its end: the page drops an answer it no longer wants, or ends the worker). */
export type ToComputer = DecideRequest;

/** What the worker sends back: progress while it thinks, then the decision (or why there is none). */
export type FromComputer =
  | { kind: "progress"; id: number; ms: number; checks: number }
  | { kind: "decided"; id: number; ms: number; decision: Decision | null }
  | { kind: "failed"; id: number; message: string };

/** What a policy is given for `seat`: that seat's snapshot's set-up, view and seats to act, no more. */
export function computerSeen(snap: SeatSnapshot): Seen {
  return { setup: snap.setup, view: snap.view, toAct: [...snap.seatsToAct] };
}
