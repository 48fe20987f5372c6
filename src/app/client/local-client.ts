import type { GameFile } from "../../core/game/format";
import { serializeGame } from "../../core/game/format";
import { ENGINE_SEAT, type RulesetRegistry, SPECTATOR_SEAT } from "../../core/game/ruleset";
import { seatFileLength, seatSnapshot } from "../../core/game/seat-snapshot";
import { logFile, openSession, playAs, type Session, undo } from "../../core/game/session";
import type { Problem } from "../../core/problems";
import { err, ok, type Result } from "../../core/result";
import type { GameClient, Refusal, SeatId, SeatSnapshot, Unsubscribe } from "./game-client";

/**
 * The hot-seat client: the page is the host. It holds the session (core/game), the seed and the whole
 * log, and gives the page only seat snapshots (`seatSnapshot`), exactly as a server would send them, so
 * the UI above it cannot tell it from a network client. Only the host's own hooks (`hostFileText`, the
 * `changed` callback for autosave) see the whole file.
 */

/** What the host needs besides the file: the rulesets, and how a ruleset stamps a file it saves. */
export interface LocalHost {
  registry: RulesetRegistry;
  /**
   * The file to save from a session (Firestrike stamps its charts and stats versions); default: the
   * log file. `host`: the host's own copy, with the seed; otherwise the seed only once the game is over.
   */
  fileOf?(session: Session, savedAt: string | null, opts: { host: boolean }): GameFile;
  /** called after every accepted change, with the host's whole file text (autosave) */
  changed?(hostFileText: string): void;
  now?(): Date;
}

const refusal = (code: string, message: string): { ok: false; error: Refusal } => err({ code, message });

/** A hot-seat game hosted in the page. */
export class LocalClient implements GameClient {
  private session: Session;
  private readonly watchers = new Map<SeatId, Set<(s: SeatSnapshot) => void>>();
  private readonly last = new Map<SeatId, SeatSnapshot>();
  private closed = false;

  private constructor(
    session: Session,
    private readonly host: LocalHost,
  ) {
    this.session = session;
  }

  /** Opens a validated game file (replaying its log); an entry the rules refuse is a problem naming it. */
  static open(file: GameFile, host: LocalHost): Result<LocalClient, Problem[]> {
    const s = openSession(file, host.registry);
    return s.ok ? ok(new LocalClient(s.value, host)) : s;
  }

  get ruleset(): string {
    return this.session.file.ruleset;
  }

  /** Every side: everyone plays at this page. */
  get seats(): readonly SeatId[] {
    return this.session.game.seats;
  }

  private holds(seat: SeatId): boolean {
    return seat === SPECTATOR_SEAT || seat === ENGINE_SEAT || this.session.game.seats.includes(seat);
  }

  watch(seat: SeatId, listener: (snapshot: SeatSnapshot) => void): Unsubscribe {
    if (this.closed || !this.holds(seat)) return () => {};
    let set = this.watchers.get(seat);
    if (!set) this.watchers.set(seat, (set = new Set()));
    set.add(listener);
    listener(this.snapshotNow(seat));
    return () => {
      set.delete(listener);
      if (set.size === 0) this.watchers.delete(seat);
    };
  }

  snapshot(seat: SeatId): SeatSnapshot | null {
    return this.holds(seat) && !this.closed ? this.snapshotNow(seat) : null;
  }

  private snapshotNow(seat: SeatId): SeatSnapshot {
    let s = this.last.get(seat);
    if (!s) this.last.set(seat, (s = seatSnapshot(this.session, seat)));
    return s;
  }

  snapshotAt(seat: SeatId, n: number): Promise<SeatSnapshot | null> {
    return Promise.resolve(this.snapshotAtNow(seat, n));
  }

  play(seat: SeatId, command: unknown): Promise<Result<void, Refusal>> {
    return Promise.resolve(this.playNow(seat, command));
  }

  undo(seat: SeatId): Promise<Result<void, Refusal>> {
    return Promise.resolve(this.undoNow(seat));
  }

  fileText(seat: SeatId): Promise<Result<string, Refusal>> {
    return Promise.resolve(this.fileTextNow(seat));
  }

  /*
   * The same answers at once. The page is the host, so they need not wait; Firestrike's UI still acts
   * on them in the same call (it selects the base it just placed, say), which a network client cannot
   * do: that UI moving onto the promises above is the step before it plays online.
   */

  /** `play`, answered at once (watchers have been given the new snapshot when it returns). */
  playNow(seat: SeatId, command: unknown): Result<void, Refusal> {
    if (this.closed) return refusal("not-allowed", "the game was closed");
    const r = playAs(this.session, seat, command);
    if (!r.ok) return err(r.error);
    this.adopt(r.value);
    return ok(undefined);
  }

  /** `undo`, answered at once. */
  undoNow(seat: SeatId): Result<void, Refusal> {
    if (this.closed) return refusal("not-allowed", "the game was closed");
    if (seat === SPECTATOR_SEAT || !this.holds(seat))
      return refusal("wrong-seat", `${seat} may not undo in this game`);
    const r = undo(this.session);
    if (!r.ok) return err(r.error);
    this.adopt(r.value);
    return ok(undefined);
  }

  /** `snapshotAt`, answered at once. */
  snapshotAtNow(seat: SeatId, n: number): SeatSnapshot | null {
    return this.closed || !this.holds(seat) ? null : seatSnapshot(this.session, seat, n);
  }

  /** `fileText`, answered at once;  */
  fileTextNow(seat: SeatId): Result<string, Refusal> {
    if (this.closed || !this.holds(seat)) return refusal("wrong-seat", `${seat} has no file of this game`);
    const n = seatFileLength(this.session, seat);
    const f = this.fileOf(false);
    const file = {
      ...f,
      commands: f.commands.slice(0, n),
      entrySeats: f.entrySeats.slice(0, n),
      rolls: f.rolls.slice(0, n),
    };
    return ok(serializeGame(file, this.host.registry));
  }

  /** The host's whole file (every entry, the seed): for the page's own autosave, never for a seat. */
  hostFileText(): string {
    return serializeGame(this.fileOf(true), this.host.registry);
  }

  close(): void {
    this.closed = true;
    this.watchers.clear();
    this.last.clear();
  }

  private fileOf(host: boolean): GameFile {
    const at = (this.host.now?.() ?? new Date()).toISOString();
    return this.host.fileOf
      ? this.host.fileOf(this.session, at, { host })
      : logFile(this.session, at, { host });
  }

  private adopt(session: Session): void {
    this.session = session;
    this.last.clear();
    this.host.changed?.(this.hostFileText());
    for (const [seat, set] of [...this.watchers]) {
      const snap = this.snapshotNow(seat);
      for (const l of [...set]) l(snap);
    }
  }
}
