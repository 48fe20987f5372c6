import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runHookBot } from "../../src/cli/hook-bot";
import { serverDeps } from "../../src/cli/server-deps";
import type { BotHook } from "../../src/core/game/bot";
import { scriptedDice } from "../../src/core/game/dice";
import { GAME_FORMAT, parseGameText } from "../../src/core/game/format";
import { openSession } from "../../src/core/game/session";
import { applyHexfire } from "../../src/core/hexfire/apply";
import { hexfireBot } from "../../src/core/hexfire/bot";
import { parseHexfireCommand } from "../../src/core/hexfire/commands";
import type { HexfireState } from "../../src/core/hexfire/state";
import type { RunningServer } from "../../src/server/server";
import { scanSession } from "../core/hexfire/scan";
import { BOT_SCENARIO, sharedMap, TEST_TABLE } from "../core/hexfire/support";
import { createGame, inviteAt, serverHere } from "./support";

// Issue 32: two bots finish 20 seeded games of seed 001 (hexfire) on one server over real WebSockets
// (loopback). Each bot draws the ruleset's random candidates (core/hexfire/bot.ts) and sends only
// those its own copy of the rules accepts on its seat view (the whole state: nothing is hidden), so a
// server refusal would be a disagreement between the seat view and the host: there must be none.
// Each game's downloaded log is then replayed entry by entry and scanned for rule violations.

let server: RunningServer;
beforeAll(async () => {
  server = await serverHere(":memory:", { rate: 1000, burst: 1000 });
});
afterAll(async () => {
  await server?.close();
});

/** The hook's candidates that the local rules accept (a legal-looking command). */
const checkedBot: BotHook = {
  ruleset: hexfireBot.ruleset,
  candidates(view, seat, rnd) {
    const s = view as HexfireState;
    return hexfireBot.candidates(view, seat, rnd).filter((c) => {
      const p = parseHexfireCommand(c);
      return p.ok && applyHexfire(s, seat, p.value, sharedMap(), scriptedDice([], "probe")).ok;
    });
  },
};

const SEEDS = Array.from({ length: 20 }, (_, i) => i + 1);

/** The bots' scenario with two blue infantry units already next to red ones, so that assaults happen in 2 turns. */
function closeQuarters() {
  const taken = new Set(BOT_SCENARIO.units.map((u) => u.hex));
  const nextTo = (hex: string) =>
    sharedMap()
      .neighbours(hex)
      .find((h) => !taken.has(h))!;
  const moved = new Map([
    ["b-inf1", nextTo("F4")],
    ["b-inf2", nextTo("F5")],
  ]);
  return { ...BOT_SCENARIO, units: BOT_SCENARIO.units.map((u) => ({ ...u, hex: moved.get(u.id) ?? u.hex })) };
}

async function playOne(seed: number) {
  const file = {
    format: GAME_FORMAT,
    ruleset: "hexfire",
    name: `bots ${seed}`,
    table: TEST_TABLE,
    ...closeQuarters(),
    turnLimit: 2,
    commands: [],
  };
  const g = await createGame(server.url, { game: file });
  expect(g.status, JSON.stringify(g.json.problems)).toBe(201);
  const seats = Object.keys(g.json.seats);
  const results = await Promise.all(
    seats.map((seat, i) =>
      runHookBot(inviteAt(g.json.seats[seat]!.url), checkedBot, {
        seed: seed * 100 + i,
        maxCommands: 2000,
        timeoutMs: 120_000,
        minIntervalMs: 1,
      }),
    ),
  );
  const r = await fetch(`${server.url}/api/games/${g.json.id}/log?seat=${g.json.seats.blue!.token}`);
  const registry = (await serverDeps()).rulesets;
  const parsed = parseGameText(await r.text(), registry);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  const session = openSession(parsed.value, registry);
  if (!session.ok) throw new Error(JSON.stringify(session.error));
  const types = new Set(session.value.journal.map((j) => (j.entry as { type: string }).type));
  return { results, session: session.value, types, violations: scanSession(session.value, sharedMap()) };
}

describe("two bots finish 20 seeded hexfire games on one server", () => {
  it(`seeds ${SEEDS.join(",")}: every game ends, no legal-looking command is refused, the log scan finds no violation`, async () => {
    const seen = new Set<string>();
    // Four games at a time on the one server.
    for (let i = 0; i < SEEDS.length; i += 4) {
      const batch = await Promise.all(SEEDS.slice(i, i + 4).map(playOne));
      for (const [k, g] of batch.entries()) {
        const seed = SEEDS[i + k];
        for (const r of g.results) {
          expect(r.reason, `seed ${seed} ${r.seat}`).toBe("over");
          expect(r.refused, `seed ${seed} ${r.seat}: refusals of legal-looking commands`).toBe(0);
        }
        expect(g.session.game.over(g.session.now), `seed ${seed}`).toBe(true);
        expect(g.violations, `seed ${seed}`).toEqual([]);
        for (const t of g.types) seen.add(t);
      }
    }
    // The bots played the card, not only "end" and "pass".
    for (const t of ["move", "fire", "op-fire", "assault", "end", "pass"]) expect(seen).toContain(t);
  }, 300_000);
});
