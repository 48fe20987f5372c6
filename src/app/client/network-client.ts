import { err, ok, type Result } from "../../core/result";
import { OnlineGame } from "../../net/online-client";
import type { Invite, LogEntry, Refusal as NetRefusal } from "../../net/protocol";
import type { GameClient, Refusal, SeatId, SeatSnapshot, Unsubscribe } from "./game-client";

/**
 * The online client: the host is a game server (src/server), reached over Colyseus (colyseus.js, via
 * src/net/online-client.ts). It holds one seat, the one its invite link names, and builds that seat's
 * snapshots from what the server sends it: the welcome (set-up as the seat may see it, opening events,
 * commitment) and each update (seatView, the log entries as the seat may see them, whose turn it is).
 * It never has the seed or another seat's secrets: the server never sends them. Reconnection is the
 * OnlineGame's (a dropped connection comes back by itself and re-sends what was not answered; a closed
 * tab resumes from the link).
 */

/** What a page shows about the connection. */
export interface ConnectionState {
  connected: boolean;
  gaveUp?: boolean;
  reason?: string;
  /** commands not confirmed by the server that wait to be (or were) sent again after a lost connection */
  resending?: number;
}

export class NetworkClient implements GameClient {
  private readonly watchers = new Set<(s: SeatSnapshot) => void>();
  private last: SeatSnapshot | null = null;
  private readonly waiting = new Map<number, (r: Result<void, Refusal>) => void>();
  /** snapshot requests waiting for their answer, by ref */
  private readonly asked = new Map<number, (s: SeatSnapshot | null) => void>();
  private game!: OnlineGame;
  private readonly readyWaiters = new Set<() => void>();
  /** the connection as last reported (the outbox's count is added to it) */
  private connection: ConnectionState = { connected: false, resending: 0 };

  private constructor(
    readonly invite: Invite,
    private readonly onConnection: (c: ConnectionState) => void,
  ) {}

  /** Joins the game of an invite link; rejects with the server's reason. */
  static async join(
    invite: Invite,
    onConnection: (c: ConnectionState) => void = () => undefined,
  ): Promise<NetworkClient> {
    const c = new NetworkClient(invite, onConnection);
    c.game = await OnlineGame.join(invite, {
      update: (u) => {
        const answer = u.accepted === undefined ? undefined : c.waiting.get(u.accepted);
        c.publish();
        if (answer && u.accepted !== undefined) {
          c.waiting.delete(u.accepted);
          answer(ok(undefined));
        }
      },
      snapshot: (r) => {
        const done = r.ref === undefined ? undefined : c.asked.get(r.ref);
        if (!done || r.ref === undefined) return;
        c.asked.delete(r.ref);
        done(r.snapshot as unknown as SeatSnapshot);
      },
      refused: (r) => c.answer(r),
      error: (r) => c.answer(r),
      connection: (s) => c.report({ ...s, resending: c.connection.resending }),
      outbox: (o) => {
        if (o.resending !== c.connection.resending) c.report({ ...c.connection, resending: o.resending });
      },
    });
    return c;
  }

  get ruleset(): string {
    return this.game.welcome?.ruleset ?? "";
  }

  get seats(): readonly SeatId[] {
    return this.game.seat ? [this.game.seat] : [];
  }

  /** The game is played with measured fog of war (the server sends only what the seat sees). */
  get fog(): boolean {
    return this.game.welcome?.options?.fog === true;
  }

  /** The game's commitment (SHA-256 of the seed the server rolls with), shown at the start. */
  get commitment(): string | null {
    return this.game.welcome?.commitment ?? null;
  }

  private report(s: ConnectionState) {
    this.connection = s;
    this.onConnection(s);
  }

  private answer(r: NetRefusal) {
    if (r.ref === undefined) return;
    // A refused snapshot request: the seat may not see it (null, as the GameClient says).
    const asked = this.asked.get(r.ref);
    if (asked) {
      this.asked.delete(r.ref);
      return asked(null);
    }
    const w = this.waiting.get(r.ref);
    if (!w) return;
    this.waiting.delete(r.ref);
    const { ref: _ref, ...why } = r;
    w(err(why));
  }

  private build(): SeatSnapshot | null {
    const w = this.game.welcome;
    const u = this.game.update;
    if (!w || !u) return null;
    const log = [...this.game.entries.values()].sort((a, b) => a.index - b.index) as (LogEntry & {
      entry: unknown;
    })[];
    // A take-back marks the entry it reverted (the server sends that entry once, before).
    const takenBack = new Set(log.flatMap((e) => (e.takeBackOf === null ? [] : [e.takeBackOf])));
    return {
      ruleset: w.ruleset,
      name: w.name,
      seats: w.seats,
      seat: w.seat,
      setup: w.setup,
      view: u.view,
      opening: w.opening,
      log: log.map((e) => ({ ...e, takenBack: e.takenBack || takenBack.has(e.index) })),
      entries: u.n,
      replayAt: null,
      seatsToAct: u.toAct,
      undo: u.undo,
      over: u.over,
    };
  }

  private publish() {
    this.last = this.build();
    if (!this.last) return;
    for (const r of this.readyWaiters) r();
    this.readyWaiters.clear();
    for (const l of this.watchers) l(this.last);
  }

  /**
   * Resolves once the server has sent this seat's first view (the welcome and the first update come
   * just after joining); rejects after `ms` without one.
   */
  ready(ms = 15_000): Promise<void> {
    if (this.last ?? this.build()) return Promise.resolve();
    return new Promise((done, fail) => {
      const t = setTimeout(() => {
        this.readyWaiters.delete(ok);
        fail(new Error(`the server sent no view of the game in ${ms / 1000} s`));
      }, ms);
      const ok = () => {
        clearTimeout(t);
        done();
      };
      this.readyWaiters.add(ok);
    });
  }

  watch(seat: SeatId, listener: (snapshot: SeatSnapshot) => void): Unsubscribe {
    if (seat !== this.game.seat) throw new Error(`this client holds ${this.game.seat}, not ${seat}`);
    this.watchers.add(listener);
    const now = this.last ?? this.build();
    if (now) listener(now);
    return () => this.watchers.delete(listener);
  }

  snapshot(seat: SeatId): SeatSnapshot | null {
    return seat === this.game.seat ? (this.last ?? this.build()) : null;
  }

  /**
   * Online replay: the server's snapshot of this seat after `n` entries (only what the seat may see:
   * core/game/seat-snapshot.ts, and under fog of war what it saw then); null for another seat or when
   * the server refuses (n out of the log).
   */
  snapshotAt(seat: SeatId, n: number): Promise<SeatSnapshot | null> {
    if (seat !== this.game.seat) return Promise.resolve(null);
    return new Promise((done) => this.asked.set(this.game.askSnapshot(n), done));
  }

  play(seat: SeatId, command: unknown): Promise<Result<void, Refusal>> {
    if (seat !== this.game.seat)
      return Promise.resolve(
        err({ code: "wrong-seat", message: `this client plays ${this.game.seat}, not ${seat}` }),
      );
    if (command === null || typeof command !== "object" || Array.isArray(command))
      return Promise.resolve(err({ code: "malformed", message: "a command is a JSON object" }));
    return new Promise((done) => {
      const ref = this.game.send(command as Record<string, unknown>);
      this.waiting.set(ref, done);
    });
  }

  /**
   * Undoes this seat's last entry: the server allows it only to the seat that made it, before anyone
   * acted after it, and only as the engine's undo does (no dice rolled for it).
   */
  undo(seat: SeatId): Promise<Result<void, Refusal>> {
    if (seat !== this.game.seat)
      return Promise.resolve(
        err({ code: "wrong-seat", message: `this client plays ${this.game.seat}, not ${seat}` }),
      );
    return new Promise((done) => this.waiting.set(this.game.undo(), done));
  }

  async fileText(_seat?: SeatId): Promise<Result<string, Refusal>> {
    const { server, game, token } = this.invite;
    try {
      const r = await fetch(
        `${server}/api/games/${encodeURIComponent(game)}/log?seat=${encodeURIComponent(token)}`,
      );
      const text = await r.text();
      return r.ok
        ? ok(text)
        : err({ code: "http", message: `the server answered ${r.status}: ${text.slice(0, 200)}` });
    } catch (e) {
      return err({ code: "offline", message: `the server cannot be reached (${String(e)})` });
    }
  }

  /** Drops the connection without leaving the seat (a test's lost network); it then comes back by itself. */
  drop(): void {
    this.game.drop();
  }

  close(): void {
    this.watchers.clear();
    for (const w of this.waiting.values()) w(err({ code: "closed", message: "the game was left" }));
    this.waiting.clear();
    for (const a of this.asked.values()) a(null);
    this.asked.clear();
    void this.game.leave();
  }
}
