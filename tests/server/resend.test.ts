import { afterAll, describe, expect, it } from "vitest";
import { OnlineGame } from "../../src/net/online-client";
import type { Refusal, SeatUpdate } from "../../src/net/protocol";
import type { RunningServer } from "../../src/server/server";
import { bot, createGame, inviteAt, serverHere, tempDir, until } from "./support";

// Issue 31 item 3, the server's half: a command or undo carries an id made by its client (`cid`); the
// server stores the ids of what it applied with the log, so a re-send (its answer was lost: a dropped
// connection, a server killed and restarted) is answered with its first acceptance and not applied
// twice, in a live room and after a restart on the same data folder. Ids are per seat.

let server: RunningServer | null = null;
afterAll(async () => {
  await server?.close();
});

/** A connection that records what it is told, sending raw messages with the ids the test chooses. */
async function seat(url: string) {
  const got = { updates: [] as SeatUpdate[], refused: [] as Refusal[], errors: [] as Refusal[] };
  const g = await OnlineGame.join(inviteAt(url), {
    update: (u) => got.updates.push(u),
    refused: (r) => got.refused.push(r),
    error: (r) => got.errors.push(r),
  });
  await until(() => got.updates.length > 0, "the first update");
  /** Sends `type` with `ref` and `cid`; resolves with its answer (the update that accepts it, or the refusal). */
  const ask = async (type: "command" | "undo", ref: number, cid: string, command?: unknown) => {
    g.sendRaw(type, { ref, cid, ...(command ? { command } : {}) });
    let answer: SeatUpdate | Refusal | undefined;
    await until(() => {
      answer =
        got.updates.find((u) => u.accepted === ref) ??
        got.refused.find((r) => r.ref === ref) ??
        got.errors.find((r) => r.ref === ref);
      return answer !== undefined;
    }, `the answer to ref ${ref}`);
    return answer!;
  };
  return { g, got, ask };
}

describe("a command re-sent with its id is answered, not applied twice", () => {
  it("in a live room and after a restart on the same data; undo too; ids are per seat", async () => {
    const data = tempDir("resend");
    server = await serverHere(data);
    // Two legal deployment commands of blue's, from a bot's game on the same set-up (seed 31).
    const setup = { ruleset: "firestrike", table: "ridge-and-village" };
    const other = (await createGame(server.url, setup)).json;
    const legal: Record<string, unknown>[] = [];
    await bot(other.seats.blue!.url, { seed: 31, maxCommands: 2, onAccepted: (_s, c) => legal.push(c) });
    expect(legal.length).toBe(2);

    const { id, seats } = (await createGame(server.url, setup)).json;
    const blue = await seat(seats.blue!.url);
    const first = await blue.ask("command", 1, "b.1", legal[0]);
    expect(first).toMatchObject({ accepted: 1, acceptedIndex: 0 });
    // The same id again (a re-send after a lost answer): the first acceptance, nothing applied.
    const again = await blue.ask("command", 2, "b.1", legal[0]);
    expect(again).toMatchObject({ accepted: 2, acceptedIndex: 0 });
    expect(server.store.length(id)).toBe(1);
    expect(await blue.ask("command", 3, "b.2", legal[1])).toMatchObject({ acceptedIndex: 1 });
    // An undo re-sent undoes one entry, not two.
    expect(await blue.ask("undo", 4, "b.3")).toMatchObject({ accepted: 4, acceptedIndex: 1 });
    expect(await blue.ask("undo", 5, "b.3")).toMatchObject({ accepted: 5, acceptedIndex: 1 });
    expect(server.store.length(id)).toBe(1);
    // An id used for a command is not an undo's.
    expect(await blue.ask("undo", 6, "b.1")).toMatchObject({ code: "malformed", path: "$.cid" });
    // Another seat's message with the same id is its own: judged (red may not act now), not answered as blue's.
    const red = await seat(seats.red!.url);
    const byRed = await red.ask("command", 1, "b.1", { type: "end-deployment", side: "red" });
    expect((byRed as Refusal).message).toMatch(/red may not act now/);
    await blue.g.leave();
    await red.g.leave();

    // The server goes away and a new one opens the same data folder: the room replays the store.
    await server.close();
    server = await serverHere(data);
    const back = await seat(`${server.url}/?online=${id}&token=${seats.blue!.token}`);
    expect(back.got.updates[0]!.n).toBe(1);
    expect(await back.ask("command", 1, "b.1", legal[0])).toMatchObject({ acceptedIndex: 0 });
    // b.2 was accepted and then undone (b.3): answered as accepted at 1, and not played again.
    expect(await back.ask("command", 2, "b.2", legal[1])).toMatchObject({ acceptedIndex: 1 });
    expect(await back.ask("undo", 3, "b.3")).toMatchObject({ acceptedIndex: 1 });
    expect(server.store.length(id)).toBe(1);
    // A new id is a new command.
    expect(await back.ask("command", 4, "b.4", legal[1])).toMatchObject({ acceptedIndex: 1 });
    expect(server.store.length(id)).toBe(2);
    expect(back.got.errors).toEqual([]);
    await back.g.leave();
  }, 120_000);

  it("an id that is not one is a malformed message", async () => {
    server ??= await serverHere(tempDir("resend-bad"));
    const { seats } = (await createGame(server.url, { ruleset: "firestrike", table: "ridge-and-village" }))
      .json;
    const blue = await seat(seats.blue!.url);
    const r = await blue.ask("command", 1, "not an id!", { type: "done", side: "blue" });
    expect(r).toMatchObject({ code: "malformed" });
    expect((r as Refusal).message).toMatch(/cid/);
    await blue.g.leave();
  });
});
