import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { botCommand } from "../../src/cli/bot";
import { replayText } from "../../src/cli/replay";
import { serverDeps } from "../../src/cli/server-deps";
import type { RunningServer } from "../../src/server/server";
import { createGame, serverHere } from "../server/support";

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
    const [blue, red] = Object.keys(g.json.seats) as [string, string];
    const printed: string[] = [];
    const log = vi.spyOn(console, "log").mockImplementation((...a: unknown[]) => {
      printed.push(a.join(" "));
    });
    let codes: number[];
    try {
      codes = await Promise.all([
        botCommand([g.json.seats[blue]!.url, "--ai", "--seed", "5", "--timeout", "240"]),
        botCommand([g.json.seats[red]!.url, "--seed", "6", "--timeout", "240"]),
      ]);
    } finally {
      log.mockRestore();
    }
    expect(codes).toEqual([0, 0]);
    const lines = printed.map((l) => JSON.parse(l) as Record<string, unknown>);
    const decisions = lines.filter((l) => "decision" in l);
    expect(decisions.length).toBeGreaterThan(3);
    for (const d of decisions) expect(Array.isArray(d.factors)).toBe(true);
    expect(decisions.some((d) => (d.command as { type: string }).type === "move")).toBe(true);
    const results = lines.filter((l) => "reason" in l);
    expect(results.map((r) => r.reason)).toEqual(["over", "over"]);
    // every command the computer sent was accepted
    const ai = results.find((r) => r.seat === blue)!;
    expect(ai.refused).toBe(0);
    const stored = server.store.game(g.json.id)!;
    expect(stored.entries.filter((e) => e.seat === blue).length).toBe(ai.accepted);
    const r = await fetch(`${server.url}/api/games/${g.json.id}/log?seat=${g.json.seats[blue]!.token}`);
    const replayed = replayText("online.json", await r.text(), (await serverDeps()).rulesets);
    expect(replayed.ok).toBe(true);
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
