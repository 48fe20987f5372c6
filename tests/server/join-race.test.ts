import { type ChildProcess, spawn } from "node:child_process";
import { matchMaker } from "@colyseus/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverDeps } from "../../src/cli/server-deps";
import { OnlineGame } from "../../src/net/online-client";
import { type RunningServer, startServer } from "../../src/server/server";
import { createGame, freePort, inviteAt, stop, until } from "./support";

// Issue 19, the join race over Redis: bench:server's two-process round once failed a join with "this
// game's room is already open" (src/server/one-room.ts). A process slow to answer (a loaded machine) is
// cleaned up by another's health check: the listings of its rooms are removed while the rooms stay open.
// A join for such a game finds no listing and asks for a room; the process holding the unlisted room
// refused the second one with 409, and the client's retries (~5.5 s) ran out, since nothing listed the
// first room again. Here two joins race for such a game: both must land in the one open room.

let redis: ChildProcess | null = null;
let server: RunningServer;
beforeAll(async () => {
  const redisPort = await freePort();
  redis = spawn(
    "redis-server",
    ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  await new Promise((r) => setTimeout(r, 500));
  server = await startServer({
    port: await freePort(),
    dataDir: ":memory:",
    staticDir: null,
    redisUrl: `redis://127.0.0.1:${redisPort}`,
    ...(await serverDeps()),
  });
}, 60_000);
afterAll(async () => {
  await server?.close();
  if (redis) await stop(redis, "SIGKILL");
});

describe("joins race for one game over Redis", () => {
  it("two players join at once a game whose open room lost its listing (a health check's cleanup)", async () => {
    const g = await createGame(server.url, { ruleset: "firestrike", table: "ridge-and-village" });
    const { id, seats } = g.json;
    const blue = await OnlineGame.join(inviteAt(seats.blue!.url));
    await until(() => blue.update !== null, "blue's first update");
    const [room] = await matchMaker.query({ name: "game", game: id });
    // What a health check does to a process it found slow to answer: its listings go, its rooms stay.
    await matchMaker.driver.cleanup!(matchMaker.processId);
    expect(await matchMaker.query({ name: "game", game: id })).toEqual([]);
    // Red and a spectator join at once: each finds no listing, and asks for a room.
    const [red, watch] = await Promise.all([
      OnlineGame.join(inviteAt(seats.red!.url)),
      OnlineGame.join(inviteAt(g.json.watch)),
    ]);
    await until(() => red.update !== null && watch.update !== null, "red's and the spectator's updates");
    const open = (await matchMaker.query({ name: "game", game: id })).filter((r) => !r.locked);
    expect(open.map((r) => [r.roomId, r.clients])).toEqual([[room!.roomId, 3]]);
    expect(red.update!.n).toBe(blue.update!.n);
    await watch.leave();
    await blue.leave();
    await red.leave();
  }, 60_000);
});
