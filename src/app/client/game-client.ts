import type { RuleError, Seat } from "../../core/game/ruleset";
import type { SeatLogItem, SeatSnapshot } from "../../core/game/seat-snapshot";
import type { Result } from "../../core/result";

/**
 * What the app talks to for one game (issue 24 item 7): the same interface for a hot-seat game, where
 * the page is the host and keeps the seed (`local-client.ts`), and for an online game, where the host is
 * a server and this client only sends and receives messages. Everything that crosses it is plain JSON
 * (a snapshot could be a Colyseus message as it stands) and every call that reaches the host is async,
 * so a network client is a drop-in: no session, generator or other seat's secrets ever leak out.
 *
 * A client plays one or more seats (hot-seat: every side; online: one). The page watches one seat at a
 * time: a hot-seat game switches the watched seat behind its hand-over screen, so each player only ever
 * has their own seat's view in the page.
 */

/** Who sends a command: a side id, `engine` (automatic steps) or `spectator` (core/game/ruleset.ts). */
export type SeatId = Seat;

/** Why the host refused something: the engine's or the ruleset's code and words, maybe the field at fault. */
export type Refusal = RuleError;

/**
 * One seat's snapshot (core/game/seat-snapshot.ts, where hosts build it): the ruleset, the seats, whose
 * view it is, the set-up and `seatView` as the seat may see them, the visible log, whose turn it is
 * (`seatsToAct`), undo and over. Plain JSON.
 */
export type { SeatLogItem, SeatSnapshot };

/** A subscription's end. */
export type Unsubscribe = () => void;

/** What a client is for one game. `V`, `C`, `E`, `N`: the ruleset's seat view, command, event and note. */
export interface GameClient<V = unknown, C = unknown, E = unknown, N = unknown> {
  /** the ruleset's id */
  readonly ruleset: string;
  /** the seats this client may play (hot-seat: every side; online: the one it holds) */
  readonly seats: readonly SeatId[];
  /**
   * Calls `listener` with `seat`'s snapshot now and after every change (an entry, an undo, another
   * player's move). Refused for a seat this client does not hold (spectator views aside).
   */
  watch(seat: SeatId, listener: (snapshot: SeatSnapshot<V, C, E, N>) => void): Unsubscribe;
  /** `seat`'s snapshot as it stands now (the last one a watcher was given), or null before the first */
  snapshot(seat: SeatId): SeatSnapshot<V, C, E, N> | null;
  /** `seat`'s snapshot after the first `n` entries of the log (replay); null when the seat may not see it */
  snapshotAt(seat: SeatId, n: number): Promise<SeatSnapshot<V, C, E, N> | null>;
  /**
   * Sends one command as `seat` (plain JSON; the host parses it). Resolves once the host has answered:
   * accepted (watchers have been given the new snapshot) or refused with the engine's reason.
   */
  play(seat: SeatId, command: unknown): Promise<Result<void, Refusal>>;
  /**
   * Asks to undo the last entry (allowed only while no dice were rolled for it and the rules allow).
   * A take-back (revert with a visible entry, its dice spent) is a ruleset's command, sent with `play`.
   */
  undo(seat: SeatId): Promise<Result<void, Refusal>>;
  /** The game file's text as `seat` may see it (the log up to the first entry hidden from it), for download. */
  fileText(seat: SeatId): Promise<Result<string, Refusal>>;
  /** Leaves the game: stops every watcher; an online client also leaves its room. */
  close(): void;
}
