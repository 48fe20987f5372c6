import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { botCommand } from "../../src/cli/bot";
import { runHookBot } from "../../src/cli/hook-bot";
import { replayText } from "../../src/cli/replay";
import { serverDeps } from "../../src/cli/server-deps";
import { firefightBot } from "../../src/core/firefight/bot";
import type { BotHook } from "../../src/core/game/bot";
import { GAME_FORMAT } from "../../src/core/game/format";
import { lnlBot } from "../../src/core/lnl/bot";
import type { RunningServer } from "../../src/server/server";
import { createGame, inviteAt, serverHere } from "./support";

// Issue 19: every ruleset is hosted on the server. A bot game of the firefight (seed 003) and of
// Lock 'n Load (seed 004) plays to its end over real WebSockets, each seat's bot drawing random
// commands from its ruleset's bot hook (core/game/bot.ts) on its own seat view; the file replays.

let server: RunningServer;
beforeAll(async () => {
  server = await serverHere(":memory:", { rate: 500, burst: 500 });
});
afterAll(async () => {
  await server?.close();
});

const row = (prefix: string, x: number, y: number, n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `${prefix}-${i + 1}`, x: x + i * 1.6, y }));

const farm = () => ({
  format: GAME_FORMAT,
  ruleset: "firefight",
  name: "Farm skirmish online",
  table: {
    ...JSON.parse(readFileSync(new URL("../../terrain/firefight-farm.json", import.meta.url), "utf8")),
    units: [],
  },
  sides: [
    { id: "blue", name: "Blue" },
    { id: "red", name: "Red" },
  ],
  units: [
    { id: "blue-rifles", side: "blue", profile: "trooper", models: row("br", 14, 18.2, 5) },
    { id: "blue-gunners", side: "blue", profile: "gunner", models: row("bg", 26, 16.5, 2) },
    { id: "red-rifles", side: "red", profile: "trooper", models: row("rr", 18, 33, 5) },
    { id: "red-scouts", side: "red", profile: "scout", models: row("rs", 38, 27.5, 3) },
  ],
  turnLimit: 2,
  commands: [],
});

async function playOut(body: unknown, hook: BotHook) {
  const g = await createGame(server.url, body);
  expect(g.status, JSON.stringify(g.json.problems)).toBe(201);
  const seats = Object.keys(g.json.seats);
  expect(seats).toEqual(["blue", "red"]);
  const results = await Promise.all(
    seats.map((seat, i) =>
      runHookBot(inviteAt(g.json.seats[seat]!.url), hook, {
        seed: 11 + i,
        maxCommands: 5000,
        timeoutMs: 120_000,
        minIntervalMs: 2,
      }),
    ),
  );
  for (const r of results) expect(r.reason).toBe("over");
  const stored = server.store.game(g.json.id)!;
  const types = new Set(stored.entries.map((e) => (e.command as { type: string }).type));
  const r = await fetch(`${server.url}/api/games/${g.json.id}/log?seat=${g.json.seats.blue!.token}`);
  const replayed = replayText("online.json", await r.text(), (await serverDeps()).rulesets);
  expect(replayed.ok).toBe(true);
  return { types, results, n: stored.entries.length };
}

describe("every ruleset on the server", () => {
  it("a firefight game of two bots plays to its end", async () => {
    const { types, results } = await playOut({ game: farm() }, firefightBot);
    expect(results.every((r) => r.accepted > 3)).toBe(true);
    // Random commands, not only "done": moves, and fights paired or resolved.
    expect(types.has("move")).toBe(true);
    expect(types.has("done")).toBe(true);
  }, 180_000);

  it("a firefight game with deployment: both bots deploy (hidden from each other) and play to its end", async () => {
    const { types } = await playOut({ game: { ...farm(), deployment: true } }, firefightBot);
    expect(types.has("deploy")).toBe(true);
    expect(types.has("move")).toBe(true);
  }, 180_000);

  it("a Lock 'n Load game of two bots plays to its end (its set-up from the table's name)", async () => {
    const { types, results } = await playOut({ ruleset: "lnl", table: "lnl-hamlet" }, lnlBot);
    expect(results.every((r) => r.accepted > 3)).toBe(true);
    expect(types.has("pass")).toBe(true);
    expect([...types].some((t) => t === "move" || t === "fire")).toBe(true);
  }, 180_000);

  it("sightline bot plays any ruleset with a bot: it reads the game's ruleset from the server", async () => {
    const g = await createGame(server.url, { ruleset: "lnl", table: "lnl-hamlet" });
    const seats = Object.keys(g.json.seats);
    const code = await Promise.all(
      seats.map((seat) => botCommand([g.json.seats[seat]!.url, "--max-commands", "3", "--timeout", "20"])),
    );
    expect(code).toEqual([0, 0]);
    const stored = server.store.game(g.json.id)!;
    expect(stored.entries.length).toBeGreaterThanOrEqual(3);
    expect(new Set(stored.entries.map((e) => e.seat))).toEqual(new Set(seats));
  }, 60_000);

  it("a table name for a ruleset that needs more names the missing field", async () => {
    const g = await createGame(server.url, { ruleset: "firefight", table: "firefight-farm" });
    expect(g.status).toBe(400);
    expect(JSON.stringify(g.json.problems)).toMatch(/\$\.(sides|units)/);
    const none = await createGame(server.url, { ruleset: "chess", table: "lnl-hamlet" });
    expect(JSON.stringify(none.json.problems)).toContain('no ruleset \\"chess\\"');
  });
});
