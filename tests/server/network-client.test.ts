import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SeatSnapshot } from "../../src/app/client/game-client";
import { NetworkClient } from "../../src/app/client/network-client";
import type { RunningServer } from "../../src/server/server";
import { bot, createGame, inviteAt, serverHere } from "./support";

// Issue 19 with issue 24 item 7: the app's GameClient over the network. A seat's snapshots come from
// the server's messages only; play answers with the engine's verdict; the file is the seat's.

let server: RunningServer;
beforeAll(async () => {
  server = await serverHere(":memory:");
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

describe("NetworkClient implements GameClient over the game server", () => {
  it("snapshots, play with the engine's answer, the seat's file", async () => {
    const { id, seats } = (
      await createGame(server.url, { ruleset: "firestrike", table: "ridge-and-village" })
    ).json;
    const red = await NetworkClient.join(inviteAt(seats.red!.url));
    const snaps: SeatSnapshot[] = [];
    await until(() => red.snapshot("red") !== null);
    red.watch("red", (s) => snaps.push(s));
    expect(red.ruleset).toBe("firestrike");
    expect(red.seats).toEqual(["red"]);
    expect(red.snapshot("blue")).toBeNull();
    expect(() => red.watch("blue", () => undefined)).toThrow(/holds red/);
    const first = snaps[0]!;
    expect(first.seatsToAct).toEqual(["blue"]);
    expect(first.log).toEqual([]);
    expect(first.undo.allowed).toBe(false);
    // Red may not act yet: the engine says why.
    const r = await red.play("red", { type: "end-deployment", side: "red" });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/red may not act now/);
    expect((await red.play("blue", { type: "done", side: "blue" })).ok).toBe(false);
    // Blue deploys (a bot): red's snapshot follows, with blue's hand-over but none of its placements.
    await bot(seats.blue!.url, { stopWhenWaiting: true });
    await until(() => red.snapshot("red")!.seatsToAct.includes("red"));
    const now = red.snapshot("red")!;
    expect(now.entries).toBe(server.store.length(id));
    expect(now.log.map((e) => (e.entry as { type: string }).type)).toEqual(["end-deployment"]);
    expect(JSON.stringify(now)).not.toContain(server.store.game(id)!.file.seed as string);
    const file = await red.fileText();
    expect(file.ok).toBe(true);
    if (file.ok) expect(JSON.parse(file.value).commitment).toBe(red.commitment);
    red.close();
  });
});
