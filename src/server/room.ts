import { type Client, getMessageBytes, Protocol, Room, ServerError } from "@colyseus/core";
import type { z } from "zod";
import type { RulesetRegistry, Seat } from "../core/game/ruleset";
import { HostedGame, type SeatCursor } from "./host";
import {
  commandMessageSchema,
  jsonSize,
  MAX_MESSAGE_BYTES,
  RateLimit,
  type Refusal,
  snapshotMessageSchema,
  undoMessageSchema,
} from "./messages";
import { claim, openElsewhere, opened, release, untilListed } from "./one-room";
import type { GameStore } from "./store";

/**
 * One Colyseus room per online game (`filterBy(["game"])`: every client of a game lands in the same
 * room, on whichever process holds it). The room has no Schema state: each client is sent JSON
 * messages made for its seat alone (`HostedGame.update`), because what a seat may see is the ruleset's
 * `seatView`, not a filter over shared state (and @view filtering has known bugs: items of an
 * ArraySchema must each be added to a StateView, @view fields stay undefined after a late `view.add`).
 * The invite token is checked in `onAuth` before a seat is reserved, so an unknown token never holds a
 * room open; a dropped client may reconnect within RECONNECT_SECONDS with its reconnection token.
 */

/** What the server gives every room. */
export interface RoomDeps {
  store: GameStore;
  rulesets: RulesetRegistry;
  /** commands a second per client, and the burst allowed (project defaults 20 and 40) */
  rate?: number;
  burst?: number;
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
  override maxClients = 64;
  private host!: HostedGame;

  override async onCreate(options: { game?: unknown }) {
    if (!deps) throw new Error("the game rooms have no store (internal)");
    const id = typeof options.game === "string" ? options.game : "";
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
    this.onMessage("command", (client, message) =>
      this.guarded(client, message, "command", commandMessageSchema, (ref, m) => {
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
      this.guarded(client, message, "undo", undoMessageSchema, (ref, m) => {
        const r = this.host.undo((client.userData as SeatData).seat, m.cid);
        if (!r.ok) return this.refuse(client, ref, r.error);
        if (r.value.again) return this.sendUpdate(client, { ref, index: r.value.index });
        this.sendAll(client, ref, r.value.index);
      }),
    );
    this.onMessage("snapshot", (client, message) =>
      this.guarded(client, message, "snapshot", snapshotMessageSchema, (ref, m) => {
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

  override onAuth(_client: Client, options: { token?: unknown; game?: unknown }) {
    const token = typeof options.token === "string" ? options.token : "";
    const invite = token.length > 0 && token.length < 100 ? deps!.store.invite(token) : null;
    if (!invite || invite.gameId !== this.host.id)
      throw new ServerError(403, "this invite is not one of this game's");
    return invite;
  }

  override onJoin(client: Client, _options: unknown, auth: { seat: Seat }) {
    const data: SeatData = {
      seat: auth.seat,
      cursor: { next: 0, pending: [] },
      limit: new RateLimit(deps!.rate, deps!.burst),
      lastError: -Infinity,
    };
    client.userData = data;
    client.send("welcome", this.host.welcome(auth.seat));
    this.sendUpdate(client);
  }

  override async onLeave(client: Client, consented: boolean) {
    if (consented) return;
    try {
      const back = await this.allowReconnection(client, RECONNECT_SECONDS);
      // Whatever happened while it was away, with the whole view (updates sent while it was away were
      // lost: a patch on the view it holds would not fit).
      (back.userData as SeatData).cursor.view = undefined;
      this.sendUpdate(back);
    } catch {
      // It did not come back in time: its seat is free again for the invite link.
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
    const m = schema.safeParse(message);
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
