import {
  type AuthContext,
  type Client,
  type Deferred,
  getMessageBytes,
  Protocol,
  Room,
  ServerError,
} from "@colyseus/core";
import type { z } from "zod";
import { type RulesetRegistry, type Seat, SPECTATOR_SEAT } from "../core/game/ruleset";
import { SEAT_TAKEN } from "../net/protocol";
import { HostedGame, type SeatCursor } from "./host";
import {
  commandMessageSchema,
  jsonSize,
  MAX_MESSAGE_BYTES,
  quickCommandMessage,
  RateLimit,
  type Refusal,
  snapshotMessageSchema,
  undoMessageSchema,
} from "./messages";
import { claim, openElsewhere, opened, release, untilListed } from "./one-room";
import {
  type Admission,
  admission,
  atTheDoor,
  DEFAULT_LIMITS,
  type Held,
  type JoinOptions,
  roomCapacity,
  type SeatLimits,
  type Ticket,
  ticketOf,
} from "./seat-limits";
import type { GameStore } from "./store";

/**
 * One Colyseus room per online game (`filterBy(["game"])`: every client of a game lands in the same
 * room, on whichever process holds it). The room has no Schema state: each client is sent JSON
 * messages made for its seat alone (`HostedGame.update`), because what a seat may see is the ruleset's
 * `seatView`, not a filter over shared state (and @view filtering has known bugs: items of an
 * ArraySchema must each be added to a StateView, @view fields stay undefined after a late `view.add`).
 * The invite token is checked at the door (the static `onAuth`, seat-limits.ts) before a room is found
 * or opened, so an unknown token never opens or holds a room; a seat is reserved only within the
 * room's limits (`_reserveSeat`); a dropped client may reconnect within RECONNECT_SECONDS with its
 * reconnection token.
 */

/** What the server gives every room. */
export interface RoomDeps {
  store: GameStore;
  rulesets: RulesetRegistry;
  /** commands a second per client, and the burst allowed (project defaults 20 and 40) */
  rate?: number;
  burst?: number;
  /** how many connections a room takes (seat-limits.ts; project defaults DEFAULT_LIMITS) */
  limits?: Partial<SeatLimits>;
}

let deps: RoomDeps | null = null;
/** Sets the store and rulesets the rooms of this process use (one matchmaker per process). */
export const setRoomDeps = (d: RoomDeps) => {
  deps = d;
};

/** How long a dropped client's seat waits for it. */
export const RECONNECT_SECONDS = 60;

interface SeatData {
  seat: Seat;
  /** what this client was sent of the log */
  cursor: SeatCursor;
  limit: RateLimit;
  /** when the last error was sent (errors to a flooding client are themselves limited) */
  lastError: number;
  /** a newer connection took its seat over: it is closed and not held for a reconnection */
  replaced?: boolean;
}

/**
 * How long this process took over each accepted command or undo (play, store, every seat's update),
 * in ms, since the last `takeTimings()`: the benchmark reads it (`/api/health?timings`) to tell the
 * server's part of a round trip from the bots' and the network's.
 */
let timings: number[] = [];
/** The bytes of each update sent (as it goes on the socket), since the last `takeTimings()`. */
let updateBytes: number[] = [];
export const takeTimings = (): { commandMs: number[]; updateBytes: number[] } => {
  const t = { commandMs: timings, updateBytes };
  timings = [];
  updateBytes = [];
  return t;
};

/** How long a stand-in room (GameRoom.standIn) stays before it closes itself. */
const STAND_IN_MS = 5_000;

export class GameRoom extends Room {
  /** onCreate sets it from the game's seats (seat-limits.ts's roomCapacity); a stand-in has 0. */
  override maxClients = 64;
  private host!: HostedGame;
  private limits: SeatLimits = DEFAULT_LIMITS;
  /** dropped player clients awaiting reconnection, by seat (a newer join of the seat cancels the wait) */
  private readonly waiting = new Map<Deferred<Client>, Seat>();

  /** The door: the token and the open room's limits, before any room is found or opened (seat-limits.ts). */
  static override async onAuth(_token: string, options: JoinOptions, context: AuthContext): Promise<Ticket> {
    if (!deps) throw new Error("the game rooms have no store (internal)");
    return atTheDoor(deps.store, options, context);
  }

  override async onCreate(options: JoinOptions) {
    if (!deps) throw new Error("the game rooms have no store (internal)");
    // No Schema state, so no patches: Colyseus's 20-a-second patch timer would only tick, in every
    // room, idle ones too (0 stops it; messages are sent as they are made).
    this.patchRate = 0;
    // The door checked the token; a room asked for by any other way still never replays a game for one.
    const id = ticketOf(deps.store, options, null).game;
    // One room per game (one-room.ts): a second room for a game open or opening here waits until the
    // first is listed, then stands in for it; so does one for a game open on another process.
    if (!claim(id)) {
      if (await untilListed(id)) return this.standIn();
      throw new ServerError(409, "this game's room is already open: join again");
    }
    let h: ReturnType<typeof HostedGame.open>;
    try {
      if (await openElsewhere(id)) {
        release(id, null);
        return this.standIn();
      }
      h = HostedGame.open(deps.store, deps.rulesets, id);
    } catch (e) {
      release(id, null);
      throw e;
    }
    if (!h.ok) {
      release(id, null);
      throw new ServerError(404, h.error.map((p) => `${p.path} ${p.message}`).join("; "));
    }
    opened(id, this);
    this.host = h.value;
    this.limits = { ...DEFAULT_LIMITS, ...deps.limits };
    this.maxClients = roomCapacity(this.host.seats, this.limits);
    this.onMessage("command", (client, message) =>
      this.guarded(client, message, "command", commandMessageSchema, quickCommandMessage, (ref, m) => {
        const t0 = performance.now();
        const r = this.host.play((client.userData as SeatData).seat, m.command, m.cid);
        if (!r.ok) return this.refuse(client, ref, r.error);
        // A re-send of a command already applied (its answer was lost): only the sender hears, again.
        if (r.value.again) return this.sendUpdate(client, { ref, index: r.value.index });
        this.sendAll(client, ref, r.value.index);
        if (timings.length < 100_000) timings.push(performance.now() - t0);
      }),
    );
    this.onMessage("undo", (client, message) =>
      this.guarded(client, message, "undo", undoMessageSchema, null, (ref, m) => {
        const r = this.host.undo((client.userData as SeatData).seat, m.cid);
        if (!r.ok) return this.refuse(client, ref, r.error);
        if (r.value.again) return this.sendUpdate(client, { ref, index: r.value.index });
        this.sendAll(client, ref, r.value.index);
      }),
    );
    this.onMessage("snapshot", (client, message) =>
      this.guarded(client, message, "snapshot", snapshotMessageSchema, null, (ref, m) => {
        const r = this.host.snapshotAt((client.userData as SeatData).seat, m.n);
        if (!r.ok) return this.refuse(client, ref, r.error);
        client.send("snapshot", { ...(ref !== undefined ? { ref } : {}), snapshot: r.value });
      }),
    );
    this.onMessage("*", (client, type) =>
      this.fail(client, {
        code: "unknown-message",
        message: `there is no message "${String(type).slice(0, 40)}": send "command", "undo" or "snapshot"`,
      }),
    );
  }

  /**
   * A second room for a game whose room is open (one-room.ts): left out of the listings (locked), with
   * no seat to give (maxClients 0), so reserving a seat in it fails with the SeatReservationError that
   * Colyseus's joinOrCreate retries on, and the retry finds the first room. It holds no game and
   * closes itself after a few seconds.
   */
  private standIn() {
    this.maxClients = 0;
    this.listing.locked = true;
    this.autoDispose = false;
    const t = setTimeout(() => void this.disconnect(), STAND_IN_MS);
    t.unref?.();
  }

  override onDispose() {
    if (this.host) release(this.host.id, this);
  }

  /** Whether one more connection with `ticket` may come in now (the door asks, in-process or over Redis). */
  admissionOf(ticket: Ticket): Admission {
    // A stand-in has no host and no places: Colyseus refuses its seats by itself.
    if (!this.host) return { ok: true };
    if (ticket.game !== this.host.id)
      return { ok: false, code: 403, message: "this invite is not one of this game's" };
    const held: Held[] = [];
    for (const c of this.clients)
      if (c.auth && !(c.userData as SeatData | undefined)?.replaced)
        held.push({ ticket: c.auth, live: true });
    // Seats reserved for clients joining or coming back (one being joined now is in `clients` instead).
    for (const [, auth] of Object.values(this.reservedSeats))
      if (auth) held.push({ ticket: auth, live: false });
    return admission(ticket, held, this.host.seats, this.limits);
  }

  /** Colyseus's seat reservation, within the room's limits (the door's answer may be stale by now). */
  protected override async _reserveSeat(
    sessionId: string,
    joinOptions?: unknown,
    authData?: Ticket,
    seconds?: number,
    allowReconnection = false,
    devModeReconnection?: boolean,
  ): Promise<boolean> {
    // Refused here, Colyseus tries the join again, and the door then says why.
    if (!allowReconnection && authData && !this.admissionOf(authData).ok) return false;
    return super._reserveSeat(
      sessionId,
      joinOptions,
      authData,
      seconds,
      allowReconnection,
      devModeReconnection,
    );
  }

  override onJoin(client: Client, _options: unknown, auth: Ticket) {
    const data: SeatData = {
      seat: auth.seat,
      cursor: { next: 0, pending: [] },
      limit: new RateLimit(deps!.rate, deps!.burst),
      lastError: -Infinity,
    };
    client.userData = data;
    client.send("welcome", this.host.welcome(auth.seat));
    this.sendUpdate(client);
    if (auth.seat !== SPECTATOR_SEAT) this.takeOver(client, auth.seat);
  }

  /** The newest connection of a player seat plays it: older ones are closed, a dropped one's wait ends. */
  private takeOver(newest: Client, seat: Seat) {
    for (const c of this.clients) {
      const d = c.userData as SeatData | undefined;
      if (c === newest || !d || d.seat !== seat || d.replaced) continue;
      d.replaced = true;
      c.leave(SEAT_TAKEN, `seat ${seat} was opened on another connection (another tab or device)`);
    }
    for (const [wait, s] of this.waiting)
      if (s === seat) wait.reject(new Error(`seat ${seat} was taken over`));
  }

  override async onLeave(client: Client, consented: boolean) {
    const d = client.userData as SeatData | undefined;
    if (consented || d?.replaced) return;
    const wait = this.allowReconnection(client, RECONNECT_SECONDS);
    // (a plain rejected promise, not a Deferred, when the client never joined or the room is closing)
    if (d && d.seat !== SPECTATOR_SEAT && "reject" in wait) this.waiting.set(wait, d.seat);
    try {
      const back = await wait;
      // Whatever happened while it was away, with the whole view (updates sent while it was away were
      // lost: a patch on the view it holds would not fit).
      (back.userData as SeatData).cursor.view = undefined;
      this.sendUpdate(back);
    } catch {
      // It did not come back in time, or a newer connection took its seat: the place is free again.
    } finally {
      this.waiting.delete(wait);
    }
  }

  /** The client's update; `accepted`: it answers the client's own command (its ref, the entry's index). */
  private sendUpdate(client: Client, accepted?: { ref: number | undefined; index: number }) {
    const d = client.userData as SeatData;
    const update = this.host.update(d.seat, d.cursor);
    // Encoded here (as client.send would) to count its bytes for the benchmark.
    const bytes = getMessageBytes.raw(
      Protocol.ROOM_DATA,
      "update",
      accepted === undefined
        ? update
        : { ...update, accepted: accepted.ref ?? -1, acceptedIndex: accepted.index },
    );
    if (updateBytes.length < 100_000) updateBytes.push(bytes.length);
    client.enqueueRaw(bytes);
  }

  private fail(client: Client, r: Refusal) {
    const d = client.userData as SeatData | undefined;
    const t = performance.now();
    if (d && t - d.lastError < 200) return;
    if (d) d.lastError = t;
    client.send("error", r);
  }

  /** Refusals are answered one by one (not rate-limited like errors): the bot learns from them. */
  private refuse(client: Client, ref: number | undefined, r: Refusal) {
    client.send("refused", { ...(ref !== undefined ? { ref } : {}), ...r });
  }

  /** After an accepted entry or undo: every client its update, the sender's with its ref and the index. */
  private sendAll(sender: Client, ref: number | undefined, index: number) {
    for (const c of this.clients)
      if (c.userData) this.sendUpdate(c, c === sender ? { ref, index } : undefined);
  }

  /**
   * Every message's checks, then `handle`: the rate limit, the size, the shape (zod). A failure in
   * `handle` is a bug, not the sender's fault: it hears so, the room carries on, the log is as it was.
   */
  private guarded<T extends { ref?: number }>(
    client: Client,
    message: unknown,
    type: string,
    schema: z.ZodType<T>,
    /** the message when it surely matches `schema` (no zod), else null: zod judges it */
    quick: ((m: unknown) => T | null) | null,
    handle: (ref: number | undefined, m: T) => void,
  ) {
    const d = client.userData as SeatData;
    const given = (message as { ref?: unknown } | null)?.ref;
    const ref = typeof given === "number" && Number.isInteger(given) ? { ref: given } : {};
    if (!d.limit.take())
      return this.fail(client, {
        ...ref,
        code: "rate-limited",
        message: `too many messages: at most ${d.limit.rate} a second`,
      });
    const size = jsonSize(message);
    if (size === null || size > MAX_MESSAGE_BYTES)
      return this.fail(client, {
        ...ref,
        code: size === null ? "malformed" : "too-large",
        message:
          size === null
            ? `a ${type} message must be JSON`
            : `a ${type} message is at most ${MAX_MESSAGE_BYTES} bytes (this one: ${size})`,
      });
    const fast = quick?.(message) ?? null;
    const m = fast ? ({ success: true, data: fast } as const) : schema.safeParse(message);
    if (!m.success) {
      const issue = m.error.issues[0];
      return this.fail(client, {
        ...ref,
        code: "malformed",
        message: `a ${type} message is ${SHAPES[type]}: ${issue ? `${issue.path.join(".") || "the message"}: ${issue.message}` : "malformed"}`,
      });
    }
    try {
      handle(m.data.ref, m.data);
    } catch (e) {
      console.error(`game ${this.host.id}: internal error:`, e);
      this.fail(client, {
        ...ref,
        code: "internal",
        message: `the server failed on this ${type} (internal error)`,
      });
    }
  }
}

/** The shape of each message, for the errors. */
const SHAPES: Record<string, string> = {
  command: "{ ref?, cid?, command }",
  undo: "{ ref?, cid? }",
  snapshot: "{ ref?, n }",
};
