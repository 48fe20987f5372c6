import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { OnlineGame } from "../../src/net/online-client";
import type { SeatUpdate } from "../../src/net/protocol";
import { bot, createGame, freePort, inviteAt, serverProcess, stop, tempDir } from "./support";

// Issue 19: a server killed mid-game resumes every game from SQLite after a restart, and two server
// processes over Redis (@colyseus/redis-presence and redis-driver) share one game: a player on one
// process and a player on the other play in the same room. Redis runs on a free loopback port; when
// redis-server is missing, .ci/run installs it (the test skips nothing).

const children: ChildProcess[] = [];
afterAll(async () => {
  for (const c of children) await stop(c, "SIGKILL");
});

const until = async (what: () => boolean, ms = 20_000) => {
  const t0 = Date.now();
  while (!what()) {
    if (Date.now() - t0 > ms) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 25));
  }
};

/** The invite link on another server (same game, same token). */
const on = (url: string, server: string) => {
  const u = new URL(url);
  const s = new URL(server);
  u.host = s.host;
  return u.toString();
};

describe("a game outlives its server process", () => {
  it("kill -9 mid-game, restart on the same data: both players resume where they were", async () => {
    const data = tempDir("restart");
    const first = await serverProcess(data);
    children.push(first.child);
    const g = await createGame(first.url, { ruleset: "firestrike", table: "ridge-and-village" });
    const { id, seats } = g.json;
    const blueUrl = on(seats.blue!.url, first.url);
    expect((await bot(blueUrl, { seed: 5, stopWhenWaiting: true })).reason).toBe("waiting");
    const red = await bot(on(seats.red!.url, first.url), { seed: 6, maxCommands: 4 });
    expect(red.accepted).toBe(4);
    const before = red.entries;
    const updates: SeatUpdate[] = [];
    const watching = await OnlineGame.join(inviteAt(on(seats.red!.url, first.url)), {
      update: (u) => updates.push(u),
    });
    await until(() => updates.length > 0);
    await stop(first.child, "SIGKILL");
    expect(existsSync(`${data}/games.sqlite`)).toBe(true);
    // The same port, so the connected client finds it again by itself.
    const second = await serverProcess(data, {}, first.port);
    children.push(second.child);
    await until(() => watching.connected && updates.length > 1, 30_000);
    expect(updates.at(-1)!.n).toBe(before);
    await watching.leave();
    // Red plays on from where it was; the game goes on to the hand-over.
    const more = await bot(on(seats.red!.url, second.url), { seed: 7, stopWhenWaiting: true });
    expect(more.reason).toBe("waiting");
    expect(more.entries).toBeGreaterThan(before);
    const log = await (await fetch(`${second.url}/api/games/${id}/log?seat=${seats.blue!.token}`)).json();
    expect(log.commands.at(-1)).toMatchObject({
      seat: "red",
      command: { type: "end-deployment", side: "red" },
    });
    await stop(second.child);
  }, 180_000);

  it("two processes over Redis share a game: one player on each", async () => {
    const data = tempDir("redis");
    const redisPort = await freePort();
    const redis = spawn(
      "redis-server",
      ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      {
        stdio: "ignore",
      },
    );
    children.push(redis);
    const env = { SIGHTLINE_REDIS_URL: `redis://127.0.0.1:${redisPort}` };
    await new Promise((r) => setTimeout(r, 500));
    const [a, b] = await Promise.all([serverProcess(data, env), serverProcess(data, env)]);
    children.push(a.child, b.child);
    const g = await createGame(a.url, { ruleset: "firestrike", table: "ridge-and-village", turns: 1 });
    const { id, seats } = g.json;
    // Blue joins through process A, red through process B: one room, on one of them.
    const [blue, red] = await Promise.all([
      bot(on(seats.blue!.url, a.url), { seed: 8 }),
      bot(on(seats.red!.url, b.url), { seed: 9 }),
    ]);
    expect(blue.reason).toBe("over");
    expect(red.reason).toBe("over");
    expect(blue.entries).toBe(red.entries);
    const fromA = await (await fetch(`${a.url}/api/games/${id}/log?seat=${seats.red!.token}`)).json();
    const fromB = await (await fetch(`${b.url}/api/games/${id}/log?seat=${seats.red!.token}`)).json();
    expect(fromA.commands.length).toBe(blue.entries);
    expect(fromB).toEqual({ ...fromA, savedAt: fromB.savedAt });
    // Many games at once, each with a player on each process, must all end. Two rooms for one game
    // (one per process) left both bots waiting for each other in bench:server at 10 games; this
    // smaller run does not reproduce that race every time, so it checks the outcome, not the fix.
    const many = await Promise.all(
      Array.from({ length: 6 }, () =>
        createGame(b.url, { ruleset: "firestrike", table: "ridge-and-village", turns: 1 }),
      ),
    );
    const results = await Promise.all(
      many.flatMap((m, i) => [
        bot(on(m.json.seats.blue!.url, a.url), { seed: 20 + i, timeoutMs: 90_000 }),
        bot(on(m.json.seats.red!.url, b.url), { seed: 40 + i, timeoutMs: 90_000 }),
      ]),
    );
    expect(results.map((r) => r.reason)).toEqual(results.map(() => "over"));
    // Process A goes away: the game, stored, is resumed by B.
    await stop(a.child, "SIGKILL");
    const w = await OnlineGame.join(inviteAt(on(seats.red!.url, b.url)));
    await until(() => w.update !== null);
    expect(w.update!.over).toBe(true);
    expect(w.update!.n).toBe(blue.entries);
    await w.leave();
  }, 180_000);
});
