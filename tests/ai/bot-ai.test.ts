import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { botCommand } from "../../src/cli/bot";
import type { RunningServer } from "../../src/server/server";
import { createGame, serverHere } from "../server/support";
import { aiAgainstRandom, storedAndReplayed } from "./bot-games";

// Issue 34: `sightline bot --ai <invite-url>` plays a whole online game (server on loopback) with the
// ruleset's measured opponent against the random bot, from what its seat is sent; every decision is
// printed with its score, factors and the alternatives it beat; the server's log replays.

let server: RunningServer;
beforeAll(async () => {
  server = await serverHere(":memory:", { rate: 500, burst: 500 });
});
afterAll(async () => {
  await server?.close();
});

describe("sightline bot --ai", () => {
  it("plays a whole Firestrike game against the random bot (seeds 5 and 6)", async () => {
    const g = await createGame(server.url, {
      ruleset: "firestrike",
      table: "ridge-and-village",
      turns: 1,
      deployed: true,
    });
    expect(g.status).toBe(201);
    const { blue, codes, decisions, results, ai } = await aiAgainstRandom(g.json);
    expect(codes).toEqual([0, 0]);
    expect(decisions.length).toBeGreaterThan(3);
    for (const d of decisions) expect(Array.isArray(d.factors)).toBe(true);
    // each line carries its short reason (score, largest factor, what it beat) beside the full record
    for (const d of decisions) expect(String(d.why)).toMatch(/^score -?\d+\.\d\d/);
    expect(decisions.some((d) => (d.command as { type: string }).type === "move")).toBe(true);
    expect(results.map((r) => r.reason)).toEqual(["over", "over"]);
    // every command the computer sent was accepted
    expect(ai!.refused).toBe(0);
    const { entries, replays } = await storedAndReplayed(server, g.json, blue);
    expect(entries).toBe(ai!.accepted);
    expect(replays).toBe(true);
  }, 300_000);

  it("refuses a level it does not know, naming the levels", async () => {
    await expect(
      botCommand(["http://127.0.0.1:1/?online=x&token=y", "--ai", "--level", "genius"]),
    ).rejects.toThrow(/--level must be one of random, baseline, opponent, not "genius"/);
    await expect(botCommand(["http://127.0.0.1:1/?online=x&token=y", "--level", "baseline"])).rejects.toThrow(
      /--level picks the computer player of --ai/,
    );
  });
});
