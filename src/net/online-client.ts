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
 */

export interface OnlineHandlers {
  welcome?(w: Welcome): void;
  update?(u: SeatUpdate): void;
  snapshot?(r: SnapshotReply): void;
  refused?(r: Refusal): void;
  error?(r: Refusal): void;
  /** connected: false while it reconnects; gaveUp when it could not */
  connection?(state: { connected: boolean; gaveUp?: boolean; reason?: string }): void;
}

/** How often and how long it tries to come back after a drop. */
const RETRIES = 20;
const RETRY_MS = 250;

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

  private constructor(
    readonly invite: Invite,
    private readonly handlers: OnlineHandlers,
  ) {
    this.client = new Client(invite.server);
  }

  /** Joins the game of an invite. Rejects with the server's reason (an unknown invite, no such game). */
  static async join(invite: Invite, handlers: OnlineHandlers = {}): Promise<OnlineGame> {
    const g = new OnlineGame(invite, handlers);
    // A room being opened for the same game by another join answers 409: join again, it is there then.
    for (let i = 0; ; i++) {
      try {
        g.attach(await g.client.joinOrCreate(ROOM, { game: invite.game, token: invite.token }));
        return g;
      } catch (e) {
        // (ten tries, ~5 s: under load the other process lists its room late)
        if (i >= 10 || (e as { code?: number }).code !== 409) throw e;
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

  /** Sends a command; returns its ref (the `refused` or the `update.accepted` that answers it). */
  send(command: Record<string, unknown>): number {
    const ref = this.nextRef++;
    this.room?.send("command", { ref, command });
    return ref;
  }

  /** Asks to undo this seat's last entry; returns its ref (answered by `update.accepted` or `refused`). */
  undo(): number {
    const ref = this.nextRef++;
    this.room?.send("undo", { ref });
    return ref;
  }

  /** Asks for this seat's snapshot after `n` entries; returns its ref (answered by `snapshot` or `refused`). */
  askSnapshot(n: number): number {
    const ref = this.nextRef++;
    this.room?.send("snapshot", { ref, n });
    return ref;
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
      const u: SeatUpdate = { ...rest, view };
      // An undo shortened the log: what this seat holds from `n` on is no longer in it.
      for (const i of [...this.entries.keys()]) if (i >= u.n) this.entries.delete(i);
      for (const e of u.entries) this.entries.set(e.index, e);
      this.update = u;
      this.handlers.update?.(u);
    });
    room.onMessage("snapshot", (r: SnapshotReply) => this.handlers.snapshot?.(r));
    room.onMessage("refused", (r: Refusal) => this.handlers.refused?.(r));
    room.onMessage("error", (r: Refusal) => this.handlers.error?.(r));
    room.onLeave((code, reason) => {
      if (this.room === room) this.room = null;
      if (this.closed || code === 1000) return;
      if (code === SEAT_TAKEN) return this.takenOver(reason);
      this.handlers.connection?.({ connected: false, reason: `closed (${code})` });
      void this.comeBack(room.reconnectionToken);
    });
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
    if (!this.closed)
      this.handlers.connection?.({ connected: false, gaveUp: true, reason: "the server did not come back" });
  }

  /** Another connection plays this seat now: stop, and say so. */
  private takenOver(reason: string | undefined) {
    this.closed = true;
    this.handlers.connection?.({
      connected: false,
      gaveUp: true,
      reason: reason || "this seat was opened on another connection (another tab or device)",
    });
  }
}
