import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NetworkClient } from "../../src/app/client/network-client";
import type { RunningServer } from "../../src/server/server";
import { bot, createGame, inviteAt, serverHere } from "./support";

// Issue 19 item "online replay and undo": a seat asks the server for its snapshot after n entries and
// is answered only what it may see; undo is allowed only to the seat that made the last entry, before
// anyone acted after it, and only as the engine's undo allows.

let server: RunningServer;
beforeAll(async () => {
  server = await serverHere(":memory:", { rate: 500, burst: 500 });
});
afterAll(async () => {
  await server?.close();
});

const until = async (what: () => boolean, ms = 10_000) => {
  const t0 = Date.now();
  while (!what()) {
    if (Date.now() - t0 > ms) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe("online undo", () => {
  it("only the seat that made the last entry undoes it; every seat is told; a hand-over stays", async () => {
    const { id, seats, watch } = (
      await createGame(server.url, { ruleset: "firestrike", table: "ridge-and-village" })
    ).json;
    await bot(seats.blue!.url, { seed: 7, maxCommands: 2 });
    expect(server.store.length(id)).toBe(2);
    const blue = await NetworkClient.join(inviteAt(seats.blue!.url));
    const red = await NetworkClient.join(inviteAt(seats.red!.url));
    const spectator = await NetworkClient.join(inviteAt(watch));
    await until(() => [blue, red].every((c) => c.snapshot(c.seats[0]!) !== null));
    expect(blue.snapshot("blue")!.undo).toEqual({ allowed: true, why: null });
    expect(red.snapshot("red")!.undo.allowed).toBe(false);
    expect(red.snapshot("red")!.undo.why).toMatch(/only blue/);
    const byRed = await red.undo("red");
    expect(byRed.ok).toBe(false);
    if (!byRed.ok) expect(byRed.error.message).toMatch(/only blue, who made the last entry/);
    const bySpectator = await spectator.undo("spectator");
    expect(bySpectator.ok).toBe(false);
    if (!bySpectator.ok) expect(bySpectator.error.message).toMatch(/spectator may not undo/);
    expect(server.store.length(id)).toBe(2);
    const placedBefore = Object.keys(
      (blue.snapshot("blue")!.view as { deployment: { placed: object } }).deployment.placed,
    );
    expect(placedBefore.length).toBe(2);
    const r = await blue.undo("blue");
    expect(r.ok).toBe(true);
    // Stored first, then told: the log is one entry shorter everywhere.
    expect(server.store.length(id)).toBe(1);
    const after = blue.snapshot("blue")!;
    expect(after.entries).toBe(1);
    expect(after.log.length).toBe(1);
    const first = (server.store.game(id)!.entries[0]!.command as { base: string }).base;
    expect(Object.keys((after.view as { deployment: { placed: object } }).deployment.placed)).toEqual([
      first,
    ]);
    await until(() => red.snapshot("red")!.entries === 1);
    // Blue undoes again (its first placement), then nothing is left.
    expect((await blue.undo("blue")).ok).toBe(true);
    const none = await blue.undo("blue");
    expect(none.ok).toBe(false);
    if (!none.ok) expect(none.error.message).toMatch(/nothing to undo/);
    // The stored game replays as it is now (a room opened afresh finds the shorter log).
    expect(server.store.game(id)!.entries).toEqual([]);
    // A finished deployment is handed over: it cannot be undone.
    blue.close();
    await bot(seats.blue!.url, { seed: 8, maxCommands: 1000, stopWhenWaiting: true });
    const blue2 = await NetworkClient.join(inviteAt(seats.blue!.url));
    await until(() => blue2.snapshot("blue") !== null);
    const n = server.store.length(id);
    const handed = await blue2.undo("blue");
    expect(handed.ok).toBe(false);
    if (!handed.ok) expect(handed.error.message).toMatch(/handed over/);
    expect(server.store.length(id)).toBe(n);
    for (const c of [blue2, red, spectator]) c.close();
  });
});

describe("online replay (snapshotAt)", () => {
  it("answers a seat's snapshot after n entries, only what it may see", async () => {
    const { id, seats } = (
      await createGame(server.url, { ruleset: "firestrike", table: "ridge-and-village" })
    ).json;
    await bot(seats.blue!.url, { seed: 9, maxCommands: 1000, stopWhenWaiting: true });
    const stored = server.store.game(id)!;
    const n = stored.entries.length;
    const blueBase = (stored.entries[0]!.command as { base: string }).base;
    const blue = await NetworkClient.join(inviteAt(seats.blue!.url));
    const red = await NetworkClient.join(inviteAt(seats.red!.url));
    await until(() => blue.snapshot("blue") !== null && red.snapshot("red") !== null);
    const b1 = await blue.snapshotAt("blue", 1);
    expect(b1!.replayAt).toBe(1);
    expect(b1!.entries).toBe(n);
    expect(b1!.log.length).toBe(1);
    expect(Object.keys((b1!.view as { deployment: { placed: object } }).deployment.placed)).toEqual([
      blueBase,
    ]);
    // Red, after the same entries: blue's placements are still hidden (deployment is not over for red).
    const r1 = await red.snapshotAt("red", n);
    expect(r1!.replayAt).toBe(n);
    expect(Object.keys((r1!.view as { deployment: { placed: object } }).deployment.placed)).toEqual([]);
    expect(JSON.stringify(r1!.log)).not.toContain('"deploy"');
    expect(JSON.stringify(r1)).not.toContain(stored.file.seed as string);
    // Out of the log, or another seat's: null.
    expect(await red.snapshotAt("red", n + 1)).toBeNull();
    expect(await red.snapshotAt("blue", 1)).toBeNull();
    blue.close();
    red.close();
  });
});
