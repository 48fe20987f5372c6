import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../src/server/server";
import { bot, createGame, serverHere } from "../server/support";

// Regression (issue 31 item 4): base ids such as "constructor" are legal ids (core/id-schema.ts), but
// the view patch the server sends named them as keys and the client's applyPatch refused such keys:
// the client dropped its connection and rejoined after every update, all game long.

/** Ids that name members of Object.prototype (or a function's), each given to one base. */
const RENAMED: Record<string, string> = {
  b1: "constructor",
  r1: "prototype",
  b2: "toString",
  r2: "hasOwnProperty",
};

let server: RunningServer;
beforeAll(async () => {
  server = await serverHere(":memory:", { rate: 500, burst: 500 });
});
afterAll(async () => {
  await server?.close();
});

describe("repro: bases with prototype-member ids play online", () => {
  it("two bots play the game to its end, each joining once (no reconnect after an update)", async () => {
    // The shipped table's set-up, with four bases renamed, sent whole as the game's set-up.
    const made = await createGame(server.url, {
      ruleset: "firestrike",
      table: "ridge-and-village",
      turns: 1,
    });
    const file = structuredClone(server.store.game(made.json.id)!.file) as {
      forces: { bases: { id: string }[] };
    };
    for (const b of file.forces.bases) b.id = Object.hasOwn(RENAMED, b.id) ? RENAMED[b.id]! : b.id;
    const g = await createGame(server.url, { game: file });
    expect(g.status, JSON.stringify(g.json)).toBe(201);
    const { id, seats } = g.json;
    const welcomes = { blue: 0, red: 0 };
    const count = (seat: "blue" | "red") => (type: string) => {
      if (type === "welcome") welcomes[seat]++;
    };
    const [blue, red] = await Promise.all([
      bot(seats.blue!.url, { seed: 5, onTraffic: count("blue") }),
      bot(seats.red!.url, { seed: 6, onTraffic: count("red") }),
    ]);
    expect([blue.reason, red.reason]).toEqual(["over", "over"]);
    expect(welcomes).toEqual({ blue: 1, red: 1 });
    // The renamed bases were in the game (deployed by their seats).
    const deployed = server.store
      .game(id)!
      .entries.map((e) => e.command as { type: string; base?: string })
      .filter((c) => c.type === "deploy")
      .map((c) => c.base);
    expect(deployed).toEqual(expect.arrayContaining(Object.values(RENAMED)));
  }, 120_000);
});
