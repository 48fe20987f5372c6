import { type AuthContext, matchMaker, ServerError } from "@colyseus/core";
import { SPECTATOR_SEAT } from "../core/game/ruleset";
import { ROOM, SEAT_TAKEN } from "../net/protocol";
import type { GameStore } from "./store";

/**
 * Who may come into a game's room, and how many at once (issue 31). A player's invite token is its
 * seat: one live connection at a time, the newest wins (a reload or a second tab takes the seat over;
 * the old connection is closed with SEAT_TAKEN and does not come back by itself). A watch link
 * (spectator token) is shared, so it is bounded: per link, per address and per room. The room's
 * capacity is the spectators' places plus each player seat's own, so no number of spectators can
 * refuse a player. Every refusal is a ServerError with a code and a message that colyseus.js hands to
 * the client. The token is checked at the door (the room class's static onAuth, before any room is
 * found or opened), so an unknown token never makes the server replay a stored game.
 */

/** A watch link's connections at once: a club's audience, not enough for a leaked link to fill a room. */
export const WATCH_LINK_VIEWERS = 16;
/** Spectator connections to one game from one address: one machine's tabs, half a watch link's places. */
export const VIEWERS_PER_ADDRESS = 8;
/** Spectators of one game over every watch link: bounds the updates each accepted command sends. */
export const ROOM_VIEWERS = 48;
/** A player seat's connections at once (live, joining, awaiting reconnection): a reload overlaps its old one. */
export const SEAT_CONNECTIONS = 3;

/** The bounds a room keeps (the constants above; a server may set others, as the tests do). */
export interface SeatLimits {
  watchLinkViewers: number;
  viewersPerAddress: number;
  roomViewers: number;
  seatConnections: number;
}

/** The project's bounds. */
export const DEFAULT_LIMITS: SeatLimits = {
  watchLinkViewers: WATCH_LINK_VIEWERS,
  viewersPerAddress: VIEWERS_PER_ADDRESS,
  roomViewers: ROOM_VIEWERS,
  seatConnections: SEAT_CONNECTIONS,
};

/** What a checked invite lets one connection in as (Colyseus's auth data: it travels with the seat). */
export interface Ticket {
  game: string;
  seat: string;
  token: string;
  /** the remote address of the join request (the socket's, not a header a client may write); null in-process */
  address: string | null;
  /** a connection coming back by itself: it does not take over a seat that is live elsewhere */
  resume: boolean;
}

/** A place a room holds: a connected client, or a seat reserved for one that is joining or coming back. */
export interface Held {
  ticket: Ticket;
  live: boolean;
}

/** Whether one more connection may come in; a refusal's code and message go to the client as they are. */
export type Admission = { ok: true } | { ok: false; code: number; message: string };

/** The connections a room must hold at most: its spectators' places and each player seat's. */
export const roomCapacity = (seats: readonly string[], limits: SeatLimits = DEFAULT_LIMITS): number =>
  limits.roomViewers + seats.length * limits.seatConnections;

const refuse = (code: number, message: string): Admission => ({ ok: false, code, message });

/** Whether `t` may have a place in a room of a game with `seats` that holds `held` now. */
export function admission(
  t: Ticket,
  held: readonly Held[],
  seats: readonly string[],
  limits: SeatLimits = DEFAULT_LIMITS,
): Admission {
  if (t.seat !== SPECTATOR_SEAT) {
    if (!seats.includes(t.seat))
      return refuse(403, `this invite's seat "${t.seat}" is not one of this game's`);
    const mine = held.filter((h) => h.ticket.seat === t.seat);
    if (t.resume && mine.some((h) => h.live))
      return refuse(
        SEAT_TAKEN,
        `seat ${t.seat} is being played on another connection (another tab or device)`,
      );
    if (mine.length >= limits.seatConnections)
      return refuse(
        429,
        `seat ${t.seat} is already joining on ${mine.length} connections: close the other tabs and try again`,
      );
    return { ok: true };
  }
  const viewers = held.filter((h) => h.ticket.seat === SPECTATOR_SEAT);
  const link = viewers.filter((h) => h.ticket.token === t.token).length;
  if (link >= limits.watchLinkViewers)
    return refuse(429, `this watch link already has ${link} viewers (at most ${limits.watchLinkViewers})`);
  if (t.address !== null) {
    const here = viewers.filter((h) => h.ticket.address === t.address).length;
    if (here >= limits.viewersPerAddress)
      return refuse(
        429,
        `${here} viewers of this game already come from your address (at most ${limits.viewersPerAddress})`,
      );
  }
  if (viewers.length >= limits.roomViewers)
    return refuse(429, `this game already has ${viewers.length} viewers (at most ${limits.roomViewers})`);
  return { ok: true };
}

/** The join options a client sends (anything: they come from the network). */
export interface JoinOptions {
  game?: unknown;
  token?: unknown;
  resume?: unknown;
}

/** The ticket of a join's invite token, or a 403 naming what is wrong (an unknown token, another game's). */
export function ticketOf(store: GameStore, options: JoinOptions, address: string | null): Ticket {
  const token = typeof options.token === "string" ? options.token : "";
  const game = typeof options.game === "string" ? options.game : "";
  const invite = token.length > 0 && token.length < 100 ? store.invite(token) : null;
  if (!invite || invite.gameId !== game) throw new ServerError(403, "this invite is not one of this game's");
  return { game, seat: invite.seat, token, address, resume: options.resume === true };
}

/** A room that answers the door's question (GameRoom.admissionOf, called in-process or over Redis). */
export const ADMISSION_METHOD = "admissionOf";

/**
 * The door (GameRoom's static onAuth, run before a room is found or created): the token, then, when
 * the game's room is open on any process, that room's admission, so a refusal reaches the client with
 * its reason. The room checks again when it reserves the seat (the door's answer may be stale by then);
 * a seat it refuses there makes Colyseus try the join again, and the door then answers with the reason.
 */
export async function atTheDoor(
  store: GameStore,
  options: JoinOptions,
  context: AuthContext,
): Promise<Ticket> {
  const t = ticketOf(store, options, context.req?.socket?.remoteAddress ?? null);
  // A stand-in room (one-room.ts) has no places (maxClients 0): only the game's own room answers.
  const open = (await matchMaker.query({ name: ROOM, game: t.game })).find((r) => r.maxClients > 0);
  if (open) {
    const a = await matchMaker
      .remoteRoomCall<Admission>(open.roomId, ADMISSION_METHOD, [t])
      .catch(() => ({ ok: true }) as Admission);
    if (!a.ok) throw new ServerError(a.code, a.message);
  }
  return t;
}
