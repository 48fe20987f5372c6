import { Room } from "@colyseus/core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { joinAgain, OnlineGame } from "../../src/net/online-client";
import type { RunningServer } from "../../src/server/server";
import { createGame, inviteAt, serverHere, until } from "../server/support";

// Found by the online browser tests at load 30 on two cores: the watch page's join failed for good with
// "Online game … could not be joined: seat reservation expired." Colyseus reserves the seat when the
// matchmaking request is answered and holds it 15 s; a client whose socket arrives later is refused.
// The join now asks for a seat again (as it already did for a 409). Here the room refuses the first
// socket exactly as an expired reservation does (its seat is not held), with no clock involved.

let server: RunningServer;
beforeAll(async () => {
  server = await serverHere();
}, 60_000);
afterAll(async () => {
  await server?.close();
  vi.restoreAllMocks();
});

describe("a join whose seat reservation expired before its socket arrived", () => {
  it("asks for a seat again and joins", async () => {
    const g = await createGame(server.url, { ruleset: "firestrike", table: "ridge-and-village" });
    expect(g.status).toBe(201);
    const held = vi.spyOn(Room.prototype, "hasReservedSeat").mockReturnValueOnce(false);
    const watch = await OnlineGame.join(inviteAt(g.json.watch));
    await until(() => watch.update !== null, "the spectator's first update");
    // refused once (the expired seat), then let in on a fresh reservation
    expect(held).toHaveBeenCalledTimes(2);
    expect(watch.seat).toBe("spectator");
    await watch.leave();
  });

  it("retries only what a new try can mend", () => {
    expect(joinAgain({ code: 409, message: "the room is being opened" })).toBe(true);
    expect(joinAgain({ code: 0, message: "seat reservation expired." })).toBe(true);
    expect(joinAgain({ code: 403, message: "not this game's invite" })).toBe(false);
    expect(joinAgain({ code: 429, message: "this watch link already has 16 viewers (at most 16)" })).toBe(
      false,
    );
    expect(joinAgain(null)).toBe(false);
  });
});
