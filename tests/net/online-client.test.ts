import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OnlineGame, type Unconfirmed } from "../../src/net/online-client";
import type { Refusal, SeatUpdate } from "../../src/net/protocol";
import type { RunningServer } from "../../src/server/server";
import { bot, createGame, inviteAt, serverHere, until } from "../server/support";

// Issue 31 item 3, the client's half: a command sent while the connection is down is not dropped but
// waits in the outbox and goes out on the next connection; one in flight when the connection drops is
// sent again with its id and answered once, applied once; one never answered is answered here with a
// clear "not-confirmed" after the time-out. `unconfirmed` says what waits (the page's "re-sending").

let server: RunningServer | null = null;
beforeAll(async () => {
  server = await serverHere(":memory:");
});
afterAll(async () => {
  await server?.close();
});

/** A connection that records what it is told. */
async function seat(url: string, timeoutMs?: number) {
  const got = {
    updates: [] as SeatUpdate[],
    refused: [] as Refusal[],
    errors: [] as Refusal[],
    outbox: [] as Unconfirmed[],
  };
  const g = await OnlineGame.join(
    inviteAt(url),
    {
      update: (u) => got.updates.push(u),
      refused: (r) => got.refused.push(r),
      error: (r) => got.errors.push(r),
      outbox: (o) => got.outbox.push(o),
    },
    timeoutMs ? { timeoutMs } : {},
  );
  await until(() => got.updates.length > 0, "the first update");
  return { g, got };
}

/** Two legal deployment commands of blue's on this set-up, from a bot's game (seed 33). */
async function legalCommands(setup: object): Promise<Record<string, unknown>[]> {
  const other = (await createGame(server!.url, setup)).json;
  const legal: Record<string, unknown>[] = [];
  await bot(other.seats.blue!.url, { seed: 33, maxCommands: 2, onAccepted: (_s, c) => legal.push(c) });
  return legal;
}

describe("the outbox: nothing sent is dropped, nothing re-sent is applied twice", () => {
  it("queued while disconnected, re-sent after a drop, answered and applied once", async () => {
    const setup = { ruleset: "firestrike", table: "ridge-and-village" };
    const legal = await legalCommands(setup);
    expect(legal.length).toBe(2);
    const { id, seats } = (await createGame(server!.url, setup)).json;
    const blue = await seat(seats.blue!.url);
    const accepted = (ref: number) => blue.got.updates.filter((u) => u.accepted === ref);

    // Sent while the connection is down: it waits, and says so.
    blue.g.drop();
    await until(() => !blue.g.connected, "the drop");
    const r1 = blue.g.send(legal[0]!);
    expect(blue.g.unconfirmed).toEqual({ unanswered: 1, resending: 1 });
    await until(() => accepted(r1).length > 0, "the queued command's answer");
    expect(accepted(r1)[0]!.acceptedIndex).toBe(0);
    expect(server!.store.length(id)).toBe(1);
    expect(blue.g.unconfirmed).toEqual({ unanswered: 0, resending: 0 });
    expect(blue.got.outbox.at(-1)).toEqual({ unanswered: 0, resending: 0 });

    // In flight when the connection drops (it may or may not have reached the server, its answer
    // may be lost): sent again on the next connection, answered once, played once.
    const r2 = blue.g.send(legal[1]!);
    blue.g.drop();
    await until(() => accepted(r2).length > 0, "the re-sent command's answer");
    expect(accepted(r2).map((u) => u.acceptedIndex)).toEqual([1]);
    expect(server!.store.length(id)).toBe(2);
    expect([blue.got.refused, blue.got.errors]).toEqual([[], []]);
    expect(blue.g.unconfirmed).toEqual({ unanswered: 0, resending: 0 });
    await blue.g.leave();
  }, 60_000);

  it("a command never answered is answered here, not-confirmed, after the time-out", async () => {
    const { seats } = (await createGame(server!.url, { ruleset: "firestrike", table: "ridge-and-village" }))
      .json;
    // A time-out of 1 s (COMMAND_TIMEOUT_MS in play) and a server that is gone.
    const red = await seat(seats.red!.url, 1000);
    const s = server!;
    server = null;
    await s.close();
    await until(() => !red.g.connected, "the server to go");
    const ref = red.g.send({ type: "end-deployment", side: "red" });
    expect(red.g.unconfirmed.unanswered).toBe(1);
    await until(() => red.got.errors.some((e) => e.ref === ref), "the time-out");
    const e = red.got.errors.find((x) => x.ref === ref)!;
    expect(e.code).toBe("not-confirmed");
    expect(e.message).toMatch(/did not confirm this command in 1 s \(the connection is lost\)/);
    expect(red.g.unconfirmed).toEqual({ unanswered: 0, resending: 0 });
    await red.g.leave();
  }, 60_000);
});
