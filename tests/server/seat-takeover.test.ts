import { matchMaker } from "@colyseus/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OnlineGame } from "../../src/net/online-client";
import type { RunningServer } from "../../src/server/server";
import { createGame, inviteAt, serverHere, until } from "./support";

// Issue 31 item 2: a player seat is played on one connection at a time, the newest (a reload or a
// second tab resumes instead of being locked out; the older connection is told why and stops); a watch
// link takes a bounded number of viewers, and the next one is told so.

/** A small watch-link bound, and no address bound (every connection here comes from 127.0.0.1). */
const WATCH = 4;
let server: RunningServer;
beforeAll(async () => {
  server = await serverHere(":memory:", { limits: { watchLinkViewers: WATCH, viewersPerAddress: 1000 } });
});
afterAll(async () => {
  await server?.close();
});

const newGame = async () =>
  (await createGame(server.url, { ruleset: "firestrike", table: "ridge-and-village" })).json;

/** A connection that records how it ends. */
async function join(url: string) {
  const got = { gaveUp: null as string | null, updates: 0 };
  const g = await OnlineGame.join(inviteAt(url), {
    update: () => got.updates++,
    connection: (c) => {
      if (c.gaveUp) got.gaveUp = c.reason ?? "";
    },
  });
  return { g, got };
}

/** The game's room (this process holds it): its clients' seats are read as they change. */
async function roomOf(id: string) {
  const [listing] = await matchMaker.query({ name: "game", game: id });
  const room = matchMaker.getLocalRoomById(listing!.roomId);
  return {
    seats: () => room.clients.map((c) => (c.userData as { seat: string }).seat).sort(),
    patchRate: room.patchRate,
  };
}

describe("a player seat: the newest connection plays it", () => {
  it("a second connection with the same invite takes the seat; the first is told and stops", async () => {
    const { id, seats } = await newGame();
    const first = await join(seats.blue!.url);
    await until(() => first.got.updates > 0, "the first connection's update");
    const second = await join(seats.blue!.url);
    await until(() => first.got.gaveUp !== null, "the first connection giving up");
    expect(first.got.gaveUp).toMatch(/seat blue was opened on another connection/);
    expect(first.g.connected).toBe(false);
    await until(() => second.got.updates > 0, "the second connection's update");
    expect(second.g.connected).toBe(true);
    const room = await roomOf(id);
    await until(() => room.seats().length === 1, "the room holding one client");
    expect(room.seats()).toEqual(["blue"]);
    // issue 36: the room has no Schema state, so Colyseus's patch timer is off (it only cost CPU)
    expect(room.patchRate).toBe(0);
    await second.g.leave();
  }, 30_000);

  it("a dropped connection coming back does not take the seat from a newer one", async () => {
    const { id, seats } = await newGame();
    const first = await join(seats.red!.url);
    await until(() => first.got.updates > 0, "the first connection's update");
    first.g.drop();
    const second = await join(seats.red!.url);
    // Whichever gets there first (the drop's reconnection or the new join), the newer join keeps it.
    await until(() => first.got.gaveUp !== null, "the dropped connection giving up");
    expect(first.got.gaveUp).toMatch(/seat red .*another (connection|tab)/);
    await until(() => second.got.updates > 0, "the second connection's update");
    expect(second.g.connected).toBe(true);
    const room = await roomOf(id);
    await until(() => room.seats().length === 1, "the room holding one client");
    expect(room.seats()).toEqual(["red"]);
    await second.g.leave();
  }, 30_000);
});

describe("a watch link", () => {
  it(`takes ${WATCH} viewers; the next are told so, the players still join`, async () => {
    const { id, seats, watch } = await newGame();
    const joins = await Promise.allSettled(
      Array.from({ length: WATCH + 3 }, () => OnlineGame.join(inviteAt(watch))),
    );
    const inside = joins.flatMap((j) => (j.status === "fulfilled" ? [j.value] : []));
    const refused = joins.flatMap((j) =>
      j.status === "rejected" ? [j.reason as Error & { code?: number }] : [],
    );
    expect(inside.length).toBe(WATCH);
    expect(refused.map((e) => [e.code, e.message])).toEqual(
      Array.from({ length: 3 }, () => [
        429,
        `this watch link already has ${WATCH} viewers (at most ${WATCH})`,
      ]),
    );
    const blue = await join(seats.blue!.url);
    await until(() => blue.got.updates > 0, "blue's update");
    // A viewer who leaves frees a place.
    await inside.pop()!.leave();
    const room = await roomOf(id);
    const viewers = () => room.seats().filter((s) => s === "spectator").length;
    await until(() => viewers() === WATCH - 1, "the room counting the viewer gone");
    inside.push(await OnlineGame.join(inviteAt(watch)));
    for (const g of [blue.g, ...inside]) await g.leave();
  }, 30_000);
});
