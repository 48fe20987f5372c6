/**
 * The messages between the game server (src/server) and its clients (the app, the bot): plain JSON,
 * one shape per message type. No Node, no DOM: both sides import this.
 */

import type { PatchOp } from "./view-patch";

/** A seat: a side's id, "engine" or "spectator". */
export type Seat = string;

/**
 * One log entry as a seat may see it: the engine's journal item (core/game/session.ts `JournalItem`,
 * seat-snapshot.ts `SeatLogItem`), after the ruleset's `logView`.
 */
export interface LogEntry {
  index: number;
  entry: unknown;
  seat: Seat;
  side: string | null;
  note: unknown;
  events: unknown[];
  rolled: boolean;
  rolls: number[];
  takenBack: boolean;
  takeBackOf: number | null;
}

/** `welcome`: sent once to a client when it joins. */
export interface Welcome {
  game: string;
  seat: Seat;
  seats: Seat[];
  ruleset: string;
  name: string;
  /** the set-up's fields of the file (table, forces…) as the file has them: public to every seat */
  body: Record<string, unknown>;
  /** the set-up as this seat may see it (the ruleset's `setupView`) */
  setup: unknown;
  /** events of the start of play that belong to no entry */
  opening: unknown[];
  /** SHA-256 (hex) of the seed the host rolls with; the seed itself is revealed when the game ends */
  commitment: string;
  /**
   * how the server hosts the game; with `fog`, everything this seat is sent (this welcome's body and
   * setup included) leaves out the enemy units it does not see now (docs/playing.md, "Fog of war")
   */
  options: { fog: boolean };
}

/** `update`: what a seat may see now; sent on join and after every accepted entry. */
export interface SeatUpdate {
  /** entries in the log (some may be hidden from this seat) */
  n: number;
  /** the seats that may act now */
  toAct: Seat[];
  over: boolean;
  /**
   * the ruleset's seatView for this seat. On the wire an update carries either `view` (the first one
   * after a join or reconnect) or `viewPatch`, the change from the view this client was sent last
   * (view-patch.ts); OnlineGame applies it, so its handlers always see `view`.
   */
  view: unknown;
  /** log entries this seat may see that it may not have been sent yet (a client keeps them by index) */
  entries: LogEntry[];
  /**
   * whether this seat may undo the last entry now (`undo` message): only the seat that made it, before
   * anyone acted after it, and only as the engine allows (no dice rolled for it); `why` says why not
   */
  undo: { allowed: boolean; why: string | null };
  /** the seed, once the game is over */
  seed: string | number | null;
  /** the sender's `ref` when this update follows its own accepted command */
  accepted?: number;
  /**
   * with `accepted`: the log index of the entry the command made (an undo: of the entry it removed);
   * a command re-sent with an id the server already applied is answered again with the same index
   */
  acceptedIndex?: number;
}

/** An `update` as it goes on the wire: the whole view, or the change from the last one sent. */
export type WireUpdate = Omit<SeatUpdate, "view"> & { view?: unknown; viewPatch?: PatchOp[] };

/**
 * A command's id, made by the client (`<client>.<counter>`, at most 64 characters of A-Z a-z 0-9 _ . -):
 * the server remembers the ids of its seat's accepted commands and undos with the log, so a command
 * re-sent after a lost answer (a dropped connection, a server restart) is answered with its first
 * acceptance and not applied twice.
 */
export const COMMAND_ID = /^[A-Za-z0-9_.-]{1,64}$/;

/** `command`: the only message a client sends. */
export interface CommandMessage {
  ref?: number;
  /** the command's id (COMMAND_ID): a re-send with the same id is answered, not applied again */
  cid?: string;
  command: Record<string, unknown>;
}

/**
 * `undo`: undo this seat's last entry. Answered with an update to every seat (the log is one entry
 * shorter: a client drops the entries it holds from `n` on; the sender's update has `accepted: ref`)
 * or `refused` with the reason. Its `cid` works as a command's.
 */
export interface UndoMessage {
  ref?: number;
  cid?: string;
}

/** `snapshot`: this seat's snapshot after the first `n` entries (online replay). */
export interface SnapshotMessage {
  ref?: number;
  n: number;
}

/**
 * `snapshot` (server → client): the answer to a `snapshot` message, core/game/seat-snapshot.ts's
 * `SeatSnapshot` as that seat may see it (its `replayView`, its `logView`, and under fog of war what it
 * saw at that moment), or `refused`.
 */
export interface SnapshotReply {
  ref?: number;
  snapshot: Record<string, unknown>;
}

/** `refused` (the engine's reason for a command) and `error` (malformed, too large, too fast). */
export interface Refusal {
  ref?: number;
  code: string;
  message: string;
  path?: string;
}

/** The room's name on the server. */
export const ROOM = "game";

/** What an invite link holds: the game, the token, and the game server when it is not the page's. */
export interface Invite {
  game: string;
  token: string;
  /** the game server's origin (http://host:port) */
  server: string;
}

/** Reads an invite link (`…/?online=<game>&token=<token>[&server=<origin>]`); null when it is not one. */
export function parseInvite(link: string, base?: string): Invite | null {
  let url: URL;
  try {
    url = new URL(link, base);
  } catch {
    return null;
  }
  const game = url.searchParams.get("online");
  const token = url.searchParams.get("token");
  if (!game || !token || !/^[A-Za-z0-9_-]{1,40}$/.test(game) || !/^[A-Za-z0-9_-]{1,99}$/.test(token))
    return null;
  const server = url.searchParams.get("server") ?? url.origin;
  if (!/^https?:\/\//.test(server)) return null;
  return { game, token, server };
}

/**
 * A player seat is played on one connection at a time, the newest: the connection it replaces is
 * closed with this WebSocket close code, and a connection coming back by itself (join option
 * `resume: true`) to a seat live elsewhere is refused with it (src/server/seat-limits.ts). Either way
 * the client stops: the seat is in use in another tab or device.
 */
export const SEAT_TAKEN = 4100;
