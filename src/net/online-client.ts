import { Client, type Room } from "colyseus.js";
import {
  type Invite,
  type LogEntry,
  type Refusal,
  ROOM,
  SEAT_TAKEN,
  type SeatUpdate,
  type SnapshotReply,
  type Welcome,
  type WireUpdate,
} from "./protocol";
import { applyPatch } from "./view-patch";

/**
 * A seat's connection to an online game (the app and the bot use it; Node and the browser alike). It
 * joins with the invite token, keeps the log entries it is sent by index, and when the connection
 * drops it reconnects by itself: first with Colyseus's reconnection token (the seat is held for a
 * minute), then, if the room has gone (a server restart), by joining again with the invite token, which
 * resumes the stored game. A player seat is played on one connection at a time, the newest: when
 * another tab or device opens the seat, this one is closed with SEAT_TAKEN and gives up instead of
 * coming back (its come-backs say `resume`, so they never take the seat back from the newer one).
 *
 * Every command, undo and snapshot request waits in an outbox until it is answered: one sent while the
 * connection is down waits there, and on every new connection each one still unanswered is sent again
 * with its id (`cid`: the server answers a command it already applied with its first acceptance, and
 * does not apply it twice). One unanswered after COMMAND_TIMEOUT_MS, or when the reconnection gives
 * up, is answered here with an `error` (code "not-confirmed") that says so.
 */

export interface OnlineHandlers {
  welcome?(w: Welcome): void;
  update?(u: SeatUpdate): void;
  snapshot?(r: SnapshotReply): void;
  refused?(r: Refusal): void;
  error?(r: Refusal): void;
  /** connected: false while it reconnects; gaveUp when it could not */
  connection?(state: { connected: boolean; gaveUp?: boolean; reason?: string }): void;
  /** the commands and undos not answered yet changed (OnlineGame.unconfirmed) */
  outbox?(state: Unconfirmed): void;
}

/** The commands and undos sent and not answered yet, and how many of them wait for a re-send or went out again. */
export interface Unconfirmed {
  unanswered: number;
  /** sent on a connection that dropped, or while none was open: sent again on the next one */
  resending: number;
}

/**
 * How long a command, undo or snapshot request waits for its answer, re-sends included, before it is
 * answered "not-confirmed". Longer than the reconnection's tries (about 35 s), so one in flight when
 * the server restarts is re-sent and answered first.
 */
export const COMMAND_TIMEOUT_MS = 60_000;

/** How often and how long it tries to come back after a drop. */
const RETRIES = 20;
const RETRY_MS = 250;

/** A message waiting for its answer. */
interface Outgoing {
  type: "command" | "undo" | "snapshot";
  message: { ref: number } & Record<string, unknown>;
  /** it went out on a connection that dropped, or on none */
  resend: boolean;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Whether a join that failed may just be tried again: 409, a room being opened for the same game by
 * another join (it is there then); or a seat reservation that expired before this client's socket
 * reached the room (Colyseus holds a reserved seat 15 s: a browser on a loaded machine, at load 30 on
 * two cores, opened its socket later and showed "could not be joined: seat reservation expired").
 */
export function joinAgain(e: unknown): boolean {
  const x = e as { code?: unknown; message?: unknown } | null;
  return x?.code === 409 || /seat reservation expired/.test(String(x?.message ?? ""));
}

/** 12 random characters of A-Z a-z 0-9 _ -: this client's part of its commands' ids. */
function clientId(): string {
  const abc = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-";
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(12)), (b) => abc[b & 63]).join("");
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class OnlineGame {
  welcome: Welcome | null = null;
  update: SeatUpdate | null = null;
  /** every entry this seat has been sent, by index */
  readonly entries = new Map<number, LogEntry>();
  private room: Room | null = null;
  private closed = false;
  private nextRef = 1;
  private readonly client: Client;
  /** the messages waiting for their answer, by ref, in the order they were sent */
  private readonly outbox = new Map<number, Outgoing>();
  private readonly id = clientId();

  private constructor(
    readonly invite: Invite,
    private readonly handlers: OnlineHandlers,
    private readonly timeoutMs: number,
  ) {
    this.client = new Client(invite.server);
  }

  /**
   * Joins the game of an invite. Rejects with the server's reason (an unknown invite, no such game).
   * `timeoutMs`: how long a message waits for its answer (COMMAND_TIMEOUT_MS; tests pass less).
   */
  static async join(
    invite: Invite,
    handlers: OnlineHandlers = {},
    { timeoutMs = COMMAND_TIMEOUT_MS }: { timeoutMs?: number } = {},
  ): Promise<OnlineGame> {
    const g = new OnlineGame(invite, handlers, timeoutMs);
    for (let i = 0; ; i++) {
      try {
        g.attach(await g.client.joinOrCreate(ROOM, { game: invite.game, token: invite.token }));
        return g;
      } catch (e) {
        // (ten tries, ~5 s: under load the other process lists its room late)
        if (i >= 10 || !joinAgain(e)) throw e;
        await sleep(100 * (i + 1));
      }
    }
  }

  /** The seat this connection plays (after the welcome). */
  get seat(): string | null {
    return this.welcome?.seat ?? null;
  }

  get connected(): boolean {
    return this.room !== null;
  }

  /**
   * Sends a command (now, or once connected again); returns its ref (the `refused`, `error` or
   * `update.accepted` that answers it).
   */
  send(command: Record<string, unknown>): number {
    const ref = this.nextRef++;
    return this.post("command", { ref, cid: `${this.id}.${ref}`, command });
  }

  /** Asks to undo this seat's last entry; returns its ref (answered by `update.accepted` or `refused`). */
  undo(): number {
    const ref = this.nextRef++;
    return this.post("undo", { ref, cid: `${this.id}.${ref}` });
  }

  /** Asks for this seat's snapshot after `n` entries; returns its ref (answered by `snapshot` or `refused`). */
  askSnapshot(n: number): number {
    const ref = this.nextRef++;
    return this.post("snapshot", { ref, n });
  }

  /** The commands and undos not answered yet (the page's "not confirmed, re-sending"). */
  get unconfirmed(): Unconfirmed {
    let unanswered = 0;
    let resending = 0;
    for (const o of this.outbox.values())
      if (o.type !== "snapshot") {
        unanswered++;
        if (o.resend) resending++;
      }
    return { unanswered, resending };
  }

  /** Puts a message in the outbox and sends it if connected. */
  private post(type: Outgoing["type"], message: Outgoing["message"]): number {
    const timer = setTimeout(() => {
      const what = type === "snapshot" ? "this snapshot request" : `this ${type}`;
      this.expire(
        message.ref,
        `the server did not confirm ${what} in ${Math.round(this.timeoutMs / 1000)} s${this.room ? "" : " (the connection is lost)"}: it may or may not have been played; the game shows what the server has`,
      );
    }, this.timeoutMs);
    (timer as { unref?(): void }).unref?.();
    this.outbox.set(message.ref, { type, message, resend: this.room === null, timer });
    this.room?.send(type, message);
    this.outboxChanged();
    return message.ref;
  }

  /** The message `ref` is answered (by the server, or here): out of the outbox. */
  private settle(ref: number | undefined): void {
    const o = ref === undefined ? undefined : this.outbox.get(ref);
    if (!o) return;
    clearTimeout(o.timer);
    this.outbox.delete(ref!);
    this.outboxChanged();
  }

  /** Answers `ref` here with "not-confirmed" (no answer came in time, or the server did not come back). */
  private expire(ref: number, message: string): void {
    if (!this.outbox.has(ref)) return;
    this.settle(ref);
    this.handlers.error?.({ ref, code: "not-confirmed", message });
  }

  private outboxChanged(): void {
    this.handlers.outbox?.(this.unconfirmed);
  }

  /** Sends any message as it is (the tests' forged and malformed messages). */
  sendRaw(type: string, message: unknown): void {
    this.room?.send(type, message);
  }

  /** Drops the connection without leaving the seat (a test's lost network); it then reconnects. */
  drop(): void {
    (this.room?.connection as unknown as { close?(code?: number): void })?.close?.(4999);
  }

  async leave(): Promise<void> {
    this.closed = true;
    for (const o of this.outbox.values()) clearTimeout(o.timer);
    this.outbox.clear();
    const r = this.room;
    this.room = null;
    if (r) await r.leave(true).catch(() => undefined);
  }

  private attach(room: Room) {
    this.room = room;
    room.onMessage("welcome", (w: Welcome) => {
      this.welcome = w;
      this.handlers.welcome?.(w);
    });
    room.onMessage("update", (w: WireUpdate) => {
      const { viewPatch, ...rest } = w;
      let view: unknown;
      try {
        // The change from the view held, or the whole view (after a join or a reconnect).
        view = viewPatch ? applyPatch(this.update?.view, viewPatch) : w.view;
      } catch {
        // A patch that does not fit what this seat holds: reconnect, which sends the whole view.
        this.drop();
        return;
      }
      // (After the patch: a command whose answer did not fit stays in the outbox and is re-sent.)
      this.settle(w.accepted);
      const u: SeatUpdate = { ...rest, view };
      // An undo shortened the log: what this seat holds from `n` on is no longer in it.
      for (const i of [...this.entries.keys()]) if (i >= u.n) this.entries.delete(i);
      for (const e of u.entries) this.entries.set(e.index, e);
      this.update = u;
      this.handlers.update?.(u);
    });
    room.onMessage("snapshot", (r: SnapshotReply) => {
      this.settle(r.ref);
      this.handlers.snapshot?.(r);
    });
    room.onMessage("refused", (r: Refusal) => {
      this.settle(r.ref);
      this.handlers.refused?.(r);
    });
    room.onMessage("error", (r: Refusal) => {
      this.settle(r.ref);
      this.handlers.error?.(r);
    });
    room.onLeave((code, reason) => {
      if (this.room === room) this.room = null;
      if (this.closed || code === 1000) return;
      if (code === SEAT_TAKEN) return this.takenOver(reason);
      // What went out on this connection may never have arrived, or its answer was lost: send it again.
      for (const o of this.outbox.values()) o.resend = true;
      this.outboxChanged();
      this.handlers.connection?.({ connected: false, reason: `closed (${code})` });
      void this.comeBack(room.reconnectionToken);
    });
    // Everything still unanswered, in the order it was first sent, with its id (never applied twice).
    for (const o of this.outbox.values()) {
      o.resend = true;
      room.send(o.type, o.message);
    }
    this.handlers.connection?.({ connected: true });
  }

  private async comeBack(reconnectionToken: string) {
    for (let i = 0; i < RETRIES && !this.closed; i++) {
      await sleep(Math.min(RETRY_MS * (i + 1), 2000));
      try {
        this.attach(await this.client.reconnect(reconnectionToken));
        return;
      } catch {
        try {
          const options = { game: this.invite.game, token: this.invite.token, resume: true };
          this.attach(await this.client.joinOrCreate(ROOM, options));
          return;
        } catch (e) {
          if ((e as { code?: number }).code === SEAT_TAKEN) return this.takenOver((e as Error).message);
          // the server is away: try again
        }
      }
    }
    if (this.closed) return;
    this.handlers.connection?.({ connected: false, gaveUp: true, reason: "the server did not come back" });
    for (const ref of [...this.outbox.keys()])
      this.expire(
        ref,
        "the server did not come back: this was not confirmed (open your link again to see the game)",
      );
  }

  /** Another connection plays this seat now: stop, and say so. */
  private takenOver(reason: string | undefined) {
    this.closed = true;
    const why = reason || "this seat was opened on another connection (another tab or device)";
    this.handlers.connection?.({ connected: false, gaveUp: true, reason: why });
    for (const ref of [...this.outbox.keys()]) this.expire(ref, `${why}: this was not confirmed here`);
  }
}
