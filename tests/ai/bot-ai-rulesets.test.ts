import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../src/server/server";
import { createGame, serverHere } from "../server/support";
import { aiAgainstRandom, storedAndReplayed } from "./bot-games";

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
      const { blue, codes, decisions, results, ai } = await aiAgainstRandom(g.json);
      expect(codes).toEqual([0, 0]);
      expect(decisions.length).toBeGreaterThan(3);
      for (const d of decisions) expect(Array.isArray(d.factors)).toBe(true);
      // each line carries its short reason (score, largest factor, what it beat) beside the full record
      for (const d of decisions) expect(String(d.why)).toMatch(/^score -?\d+\.\d\d/);
      expect(results.map((r) => r.reason)).toEqual(["over", "over"]);
      const { entries, replays } = await storedAndReplayed(server, g.json, blue);
      expect(entries).toBe(ai!.accepted);
      expect(replays).toBe(true);
    }, 300_000);
});
