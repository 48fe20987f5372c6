import { matchMaker } from "@colyseus/core";

/**
 * One room per online game, however the joins race. Creation is sent to one process per game
 * (server.ts), but Colyseus's joinOrCreate guards a room's creation with a timed wait, not a lock
 * (0.5 s, plus 0.2 s a waiter): when opening the first room takes longer (a busy process, 50 games
 * starting at once), a join that waited gives up, finds no listing yet and asks for a second room. A
 * health check that finds a busy process slow to answer can also remove the listings of its live rooms
 * (`driver.cleanup`), with the same effect. That second room used to be refused outright ("this
 * game's room is already open"), and a join that met it often enough failed. Now the second room waits
 * here until the first is listed (listing it again if its listing was removed), then becomes a
 * stand-in that Colyseus's retry passes over (GameRoom.standIn).
 */

interface OpenRoom {
  roomId: string;
  listing: { save(): unknown };
}

/** The games whose room is opening (room null) or open in this process, and since when. */
const openHere = new Map<string, { room: OpenRoom | null; since: number }>();

/**
 * How long a second room waits for the first to be listed, then answers 409 (the client joins again):
 * under the 5 s after which Node's global HTTP agent drops a silent request (the bots' matchmaking).
 */
const LISTED_WAIT_MS = 3_000;
/** An open room not listed after this long has lost its listing: it is listed again. */
const RELIST_MS = 1_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Claims game `id` for a room about to open here; false when one is open or opening here already. */
export function claim(id: string): boolean {
  if (openHere.has(id)) return false;
  openHere.set(id, { room: null, since: Date.now() });
  return true;
}

/** The room of game `id` has opened (its listing is saved by Colyseus next). */
export function opened(id: string, room: OpenRoom): void {
  openHere.set(id, { room, since: Date.now() });
}

/** Game `id`'s room here failed to open or closed (only its own claim is dropped). */
export function release(id: string, room: OpenRoom | null): void {
  if (openHere.get(id)?.room === room) openHere.delete(id);
}

/** Whether another process holds an open room of game `id` (its listing, over Redis). */
export async function openElsewhere(id: string): Promise<boolean> {
  const rooms = await matchMaker.query({ name: "game", game: id });
  return rooms.some((r) => r.processId !== matchMaker.processId && !r.locked);
}

/**
 * Waits until the room of game `id` open here is listed, so that a join looking again finds it; false
 * when no room of it is open here any more (it failed to open or closed) or it is not listed in time.
 */
export async function untilListed(id: string, ms = LISTED_WAIT_MS): Promise<boolean> {
  const t0 = Date.now();
  let relisted = 0;
  while (Date.now() - t0 < ms) {
    const e = openHere.get(id);
    if (!e) return false;
    if (e.room) {
      if (await matchMaker.driver.findOne({ roomId: e.room.roomId })) return true;
      // Not awaited: the next look sees it; a failed save is tried again a second later.
      const t = Date.now();
      if (t - e.since > RELIST_MS && t - relisted > RELIST_MS) {
        relisted = t;
        Promise.resolve(e.room.listing.save()).catch(() => undefined);
      }
    }
    await sleep(50);
  }
  return false;
}
