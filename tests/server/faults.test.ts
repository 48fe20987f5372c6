import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OnlineGame } from "../../src/net/online-client";
import type { Refusal, SeatUpdate } from "../../src/net/protocol";
import { MAX_MESSAGE_BYTES } from "../../src/server/messages";
import type { RunningServer } from "../../src/server/server";
import { bot, createGame, inviteAt, serverHere } from "./support";

// Issue 19, security and faults: a seat acts only for itself; spectators and unknown tokens not at all;
// a forged, malformed, oversized or flooding message gets an error and the room carries on; a dropped
// connection comes back by itself with the seat it had.

let server: RunningServer;
beforeAll(async () => {
  server = await serverHere(":memory:");
});
afterAll(async () => {
  await server?.close();
});

/** A connection that records what it is told. */
async function seat(url: string) {
  const got = { updates: [] as SeatUpdate[], refused: [] as Refusal[], errors: [] as Refusal[], drops: 0 };
  const g = await OnlineGame.join(inviteAt(url), {
    update: (u) => got.updates.push(u),
    refused: (r) => got.refused.push(r),
    error: (r) => got.errors.push(r),
    connection: (c) => {
      if (!c.connected) got.drops++;
    },
  });
  return { g, got };
}

const until = async (what: () => boolean, ms = 10_000) => {
  const t0 = Date.now();
  while (!what()) {
    if (Date.now() - t0 > ms) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 20));
  }
};

async function newGame() {
  const r = await createGame(server.url, { ruleset: "firestrike", table: "ridge-and-village" });
  expect(r.status).toBe(201);
  return r.json;
}

describe("the room refuses what a seat may not do, and carries on", () => {
  it("a forged seat, another side's base, a spectator, an unknown token", async () => {
    const { id, seats, watch } = await newGame();
    const bases = (server.store.game(id)!.file.forces as { bases: { id: string; side: string }[] }).bases;
    const redBase = bases.find((b) => b.side === "red")!.id;
    const blue = await seat(seats.blue!.url);
    const red = await seat(seats.red!.url);
    const spectator = await seat(watch);
    await until(
      () => blue.got.updates.length > 0 && red.got.updates.length > 0 && spectator.got.updates.length > 0,
    );
    expect(blue.g.seat).toBe("blue");
    expect(spectator.g.seat).toBe("spectator");
    // A seat field in the message is not how a seat is chosen: malformed.
    blue.g.sendRaw("command", { ref: 1, seat: "red", command: { type: "end-deployment", side: "red" } });
    await until(() => blue.got.errors.length === 1);
    expect(blue.got.errors[0]).toMatchObject({ ref: 1, code: "malformed" });
    // Blue naming red's base or side is refused by the rules.
    const r1 = blue.g.send({ type: "deploy", base: redBase, at: [10, 40], facing: 180 });
    const r2 = blue.g.send({ type: "end-deployment", side: "red" });
    await until(() => blue.got.refused.length === 2);
    expect(blue.got.refused.map((r) => r.ref)).toEqual([r1, r2]);
    for (const r of blue.got.refused) expect(r.code).toBe("wrong-seat");
    // Red may not act while blue deploys; the spectator never.
    red.g.send({ type: "end-deployment", side: "red" });
    spectator.g.send({ type: "end-deployment", side: "blue" });
    await until(() => red.got.refused.length === 1 && spectator.got.refused.length === 1);
    expect(red.got.refused[0]!.message).toMatch(/red may not act now/);
    expect(spectator.got.refused[0]!.message).toMatch(/spectator/);
    expect(server.store.length(id)).toBe(0);
    // An unknown token, and a real token of another game, are refused at the door.
    await expect(OnlineGame.join({ ...inviteAt(seats.blue!.url), token: "x".repeat(32) })).rejects.toThrow(
      /invite/,
    );
    const other = await newGame();
    await expect(
      OnlineGame.join({ ...inviteAt(seats.blue!.url), token: other.seats.blue!.token }),
    ).rejects.toThrow();
    // The room carries on: blue's legal deployment (a bot on blue's link) is accepted, all hear of it.
    const n = red.got.updates.length;
    expect((await bot(seats.blue!.url, { stopWhenWaiting: true })).reason).toBe("waiting");
    await until(() => red.got.updates.length > n && red.got.updates.at(-1)!.toAct.includes("red"));
    expect(server.store.length(id)).toBeGreaterThan(1);
    for (const c of [blue, red, spectator]) await c.g.leave();
  });

  it("malformed, oversized and unknown messages, and a flood", async () => {
    const { id, seats } = await newGame();
    const blue = await seat(seats.blue!.url);
    const red = await seat(seats.red!.url);
    await until(() => blue.got.updates.length > 0);
    const errorsAfter = async (send: () => void, code: string) => {
      const k = blue.got.errors.length;
      await new Promise((r) => setTimeout(r, 250)); // errors to one client are spaced 200 ms
      send();
      await until(() => blue.got.errors.length > k);
      expect(blue.got.errors.at(-1)!.code).toBe(code);
    };
    await errorsAfter(() => blue.g.sendRaw("command", "end-deployment"), "malformed");
    await errorsAfter(() => blue.g.sendRaw("command", { command: [1, 2] }), "malformed");
    await errorsAfter(() => blue.g.sendRaw("cheat", { give: "me" }), "unknown-message");
    await errorsAfter(
      () =>
        blue.g.sendRaw("command", {
          command: { type: "concede", side: "blue", pad: "x".repeat(MAX_MESSAGE_BYTES) },
        }),
      "too-large",
    );
    // A flood: 200 commands at once; past the burst they are refused as too fast.
    await new Promise((r) => setTimeout(r, 250));
    const k = blue.got.errors.length;
    for (let i = 0; i < 200; i++) blue.g.send({ type: "done", side: "blue" });
    await until(() => blue.got.errors.length > k);
    expect(blue.got.errors.at(-1)!.code).toBe("rate-limited");
    // The burst (40) and what refills while the flood is read (20 a second).
    expect(blue.got.refused.length).toBeLessThan(50);
    // Far past the socket's limit the connection is closed; the client comes back, the room goes on.
    blue.g.sendRaw("command", { command: { type: "x", pad: "y".repeat(8 * MAX_MESSAGE_BYTES) } });
    await until(() => blue.got.drops > 0);
    await until(() => blue.g.connected);
    await new Promise((r) => setTimeout(r, 2100)); // the bucket refills
    const n = red.got.updates.length;
    expect((await bot(seats.blue!.url, { stopWhenWaiting: true })).reason).toBe("waiting");
    await until(() => red.got.updates.length > n);
    expect(server.store.length(id)).toBeGreaterThan(1);
    await blue.g.leave();
    await red.g.leave();
  });

  it("a dropped connection reconnects by itself and is sent what it missed", async () => {
    const { id, seats } = await newGame();
    const blue = await seat(seats.blue!.url);
    const red = await seat(seats.red!.url);
    await until(() => red.got.updates.length > 0);
    red.g.drop();
    await until(() => red.got.drops === 1);
    expect((await bot(seats.blue!.url, { stopWhenWaiting: true })).reason).toBe("waiting");
    const n = server.store.length(id);
    await until(() => red.g.connected && red.got.updates.at(-1)!.n === n);
    expect(red.got.updates.at(-1)!.toAct).toEqual(["red"]);
    expect(red.g.seat).toBe("red");
    // Closing the tab and opening the link again: a new connection with the same invite resumes.
    await red.g.leave();
    const again = await seat(seats.red!.url);
    await until(() => again.got.updates.length > 0);
    expect(again.got.updates[0]!.n).toBe(n);
    expect(again.got.updates[0]!.entries.map((e) => (e.entry as { type: string }).type)).toEqual([
      "end-deployment",
    ]);
    await again.g.leave();
    await blue.g.leave();
  });
});
