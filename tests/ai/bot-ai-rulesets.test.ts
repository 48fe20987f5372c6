import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { botCommand } from "../../src/cli/bot";
import { replayText } from "../../src/cli/replay";
import { serverDeps } from "../../src/cli/server-deps";
import type { RunningServer } from "../../src/server/server";
import { createGame, serverHere } from "../server/support";

// Issue 34: `sightline bot --ai <invite-url>` plays a whole online Firefight and Lock 'n Load game
// (server on loopback, one turn, the recorded game's set-up sent whole) with the ruleset's measured
// opponent against the random bot; every decision printed with its factors; the server's log replays.

let server: RunningServer;
beforeAll(async () => {
  server = await serverHere(":memory:", { rate: 500, burst: 500 });
});
afterAll(async () => {
  await server?.close();
});

/** The set-up of a recorded game (tests/fixtures/games/), its log and seed dropped, one turn. */
function setupOf(fixture: string): Record<string, unknown> {
  const json = JSON.parse(
    readFileSync(new URL(`../fixtures/games/${fixture}.json`, import.meta.url), "utf8"),
  ) as Record<string, unknown>;
  const { commands: _c, seed: _s, commitment: _k, seats: _t, dice: _d, format: _f, ...setup } = json;
  return { ...setup, format: "sightline-game/3", turnLimit: 1 };
}

describe("sightline bot --ai in Firefight and Lock 'n Load", () => {
  for (const fixture of ["firefight-farm", "lnl-crossroads"])
    it(`plays a whole ${fixture} game against the random bot (seeds 5 and 6)`, async () => {
      const g = await createGame(server.url, { game: setupOf(fixture) });
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
      const results = lines.filter((l) => "reason" in l);
      expect(results.map((r) => r.reason)).toEqual(["over", "over"]);
      const ai = results.find((r) => r.seat === blue)!;
      const stored = server.store.game(g.json.id)!;
      expect(stored.entries.filter((e) => e.seat === blue).length).toBe(ai.accepted);
      const r = await fetch(`${server.url}/api/games/${g.json.id}/log?seat=${g.json.seats[blue]!.token}`);
      const replayed = replayText("online.json", await r.text(), (await serverDeps()).rulesets);
      expect(replayed.ok).toBe(true);
    }, 300_000);
});
