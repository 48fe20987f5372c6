import type { GameFile } from "../../core/game/format";
import type { RulesetRegistry } from "../../core/game/ruleset";
import type { Session } from "../../core/game/session";
import type { Result } from "../../core/result";
import type { Refusal, SeatId, SeatSnapshot } from "../client/game-client";
import type { TableBefore } from "./table-back";

/**
 * What a ruleset's UI hands the one game shell (`shell.ts`, issue 36 item 2): how the page builds its
 * core ruleset (with the page's LOS engine), how a seat's snapshot goes into the store and onto the
 * table, and the few hot-seat choices that differ between rulesets (whose view a shared screen shows,
 * which seat a command is sent as, when the screen is handed over). Everything else a game does in the
 * page (hot-seat, online, replay, autosave and resume, undo, leaving) is the shell's, the same for every
 * ruleset. An adapter never holds a client, a session or a log: it only reads the snapshots it is given.
 */
export interface GameAdapter {
  /** the ruleset's id (the `ruleset` of its game files) */
  readonly id: string;
  /** the rulesets a game file of this page is read with (the ruleset built with the page's LOS engine) */
  readonly registry: RulesetRegistry;
  /** how the hot-seat host stamps a file it saves (default: the log file) */
  fileOf?(session: Session, savedAt: string | null, opts: { host: boolean }): GameFile;

  /**
   * A game opens (or is joined, `online`) with this first snapshot: a fresh UI state for it in the
   * ruleset's part of the store, the game tool, the shell's `match.ruleset`.
   */
  begin(first: SeatSnapshot, opts: { online: boolean }): void;
  /**
   * Puts a seat's snapshot in the store and its units on the table. `live` is the game now (equal to
   * `snap` unless `snap.replayAt` is set); `source` names the table's origin when the game opens.
   */
  publish(snap: SeatSnapshot, opts: { live: SeatSnapshot; source?: string }): void;
  /** Shows (or, with null, takes down) the hand-over screen for the named side ("play" after deployment). */
  handOver(to: string | null): void;
  /** Shows the host's refusal (or a shell's own: "leave replay to play on"). */
  refused(why: Refusal): void;
  /** Ctrl+Z in a game (default: the shell's undo; a ruleset may ask the player first). */
  undoKey?(): void;
  /** The game was left: the ruleset resets its part of the store and gives the table back. */
  left(before: TableBefore | null, opts: { online: boolean }): void;

  /* Hot-seat only (online, the page holds one seat and shows and sends as it). */

  /** The seat whose view the shared screen shows (default: the player at the table). */
  shownSeat?(live: SeatSnapshot, player: SeatId): SeatId;
  /** The side at the table: whose controls the page shows (default: the first seat to act, else `current`). */
  playerOf?(live: SeatSnapshot, current: SeatId | null): SeatId | null;
  /** The seat a command is sent as (default: the player at the table). */
  seatOf?(command: unknown, live: SeatSnapshot, player: SeatId): SeatId;
  /**
   * The hand-over after a change (default: the new player when the player changed and the game is not
   * over). `command` is the accepted command (absent after an undo; `opening` when the game opens).
   */
  handOverAfter?(change: {
    before: SeatId | null;
    after: SeatId | null;
    live: SeatSnapshot;
    command?: unknown;
    opening?: boolean;
  }): string | null;
}

/** What a ruleset's UI facade may ask of the shell (the shell's public face, for the adapters). */
export interface ShellApi {
  /** Sends `command` as `seat`; resolves with the host's answer (a refusal is also shown). */
  play(seat: SeatId, command: unknown): Promise<Result<void, Refusal>>;
  /** The last `play`'s answer when the host gave it in the same call (hot-seat), else null (sent). */
  readonly answered: Result<void, Refusal> | null;
}
