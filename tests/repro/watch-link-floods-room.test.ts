import { matchMaker } from "@colyseus/core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { OnlineGame } from "../../src/net/online-client";
import { HostedGame } from "../../src/server/host";
import { VIEWERS_PER_ADDRESS } from "../../src/server/seat-limits";
import type { RunningServer } from "../../src/server/server";
import { createGame, inviteAt, serverHere, until } from "../server/support";

// Regression (issue 31 item 2): one watch link opened any number of connections; 63-64 of them filled
// the room (maxClients 64) and a player who had not joined yet got "socket hang up". And a join with an
// unknown token made the server open (replay) the stored game before the token was looked at. Now a
// flood of spectators is refused with a clear error past the limits, the players' seats stay joinable,
// and a token is checked before any room is opened.

let server: RunningServer;
beforeAll(async () => {
  server = await serverHere(":memory:");
});
afterAll(async () => {
  await server?.close();
});

const newGame = async () => {
  const r = await createGame(server.url, { ruleset: "firestrike", table: "ridge-and-village" });
  expect(r.status).toBe(201);
  return r.json;
};

describe("a watch link cannot lock the players out", () => {
  it("64 spectators on one watch link: the rest are refused clearly, both players still join", async () => {
    const { seats, watch } = await newGame();
    const joins = await Promise.allSettled(
      Array.from({ length: 64 }, () => OnlineGame.join(inviteAt(watch))),
    );
    // The players had not joined: both still can.
    const blue = await OnlineGame.join(inviteAt(seats.blue!.url));
    const red = await OnlineGame.join(inviteAt(seats.red!.url));
    await until(() => blue.update !== null && red.update !== null, "both players' first updates");
    const inside = joins.flatMap((j) => (j.status === "fulfilled" ? [j.value] : []));
    const refused = joins.flatMap((j) =>
      j.status === "rejected" ? [j.reason as Error & { code?: number }] : [],
    );
    // Every connection here comes from 127.0.0.1: the per-address bound is the first one met.
    expect(inside.length).toBe(VIEWERS_PER_ADDRESS);
    expect(refused.length).toBe(64 - VIEWERS_PER_ADDRESS);
    for (const e of refused) {
      expect(e.code).toBe(429);
      expect(e.message).toMatch(/viewers of this game already come from your address/);
    }
    for (const g of [blue, red, ...inside]) await g.leave();
  }, 60_000);

  it("an unknown token is refused before the stored game's room is opened", async () => {
    const { id, seats } = await newGame();
    const open = vi.spyOn(HostedGame, "open");
    try {
      const wrong = OnlineGame.join({ ...inviteAt(seats.blue!.url), token: "x".repeat(32) });
      await expect(wrong).rejects.toMatchObject({ code: 403, message: expect.stringMatching(/invite/) });
      // A real token of another game is no key to this one either.
      const other = await newGame();
      const crossed = OnlineGame.join({ ...inviteAt(seats.blue!.url), token: other.seats.blue!.token });
      await expect(crossed).rejects.toMatchObject({ code: 403 });
      expect(open).not.toHaveBeenCalled();
      expect(await matchMaker.query({ name: "game", game: id })).toEqual([]);
    } finally {
      open.mockRestore();
    }
  }, 30_000);
});
