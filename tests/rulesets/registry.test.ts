import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { RULESET_UIS } from "../../src/app/rulesets";
import { hookOf } from "../../src/cli/bot";
import { runHookBot } from "../../src/cli/hook-bot";
import { replayCommand } from "../../src/cli/replay";
import { calculatorCommands, loadRulesets } from "../../src/cli/rulesets";
import { serverDeps } from "../../src/cli/server-deps";
import { GAME_FORMAT } from "../../src/core/game/format";
import { createWorkerHandler } from "../../src/geometry/pool/worker-handler";
import { parseInvite } from "../../src/net/protocol";
import { RULESETS, sightRulesOf } from "../../src/rulesets";
import { type RunningServer, startServer } from "../../src/server/server";
import { toyModule } from "../support/toy/module";

// Issue 36 item 1: a ruleset is one module in one list (src/rulesets/index.ts), and every edge reads
// that list. A ruleset added to the list (here the toy of tests/support, by nothing but its own files)
// is replayed by the CLI and hosted by the server; every consumer sees the same ids.

const ids = RULESETS.map((m) => m.id);
const none = { charts: undefined, units: undefined };

describe("every consumer of the ruleset list sees the same rulesets", () => {
  it("the page's menu, the CLI, the server, the bots and the map workers", async () => {
    expect(new Set(ids).size).toBe(ids.length);
    // the page
    expect(RULESET_UIS.map((u) => u.id)).toEqual(ids);
    for (const m of RULESETS) expect((await m.ui()).id).toBe(m.id);
    // the CLI: replay's registry, and every command a module names is its node part's
    const { registry } = await loadRulesets(none);
    expect([...registry.keys()]).toEqual(ids);
    const commands = calculatorCommands();
    for (const m of RULESETS)
      for (const c of m.commands ?? []) {
        expect(commands.get(c.name)?.help).toBe(c.help);
        expect((await m.node()).commands?.[c.name]).toBeDefined();
      }
    // the server
    expect([...(await serverDeps()).rulesets.keys()]).toEqual(ids);
    // `sightline bot`: every ruleset has one, its node part's or its rules part's hook
    for (const m of RULESETS) expect(await hookOf(m)).not.toBeNull();
    // the map workers know every ruleset's square sight rules by name, and nothing else
    const named = RULESETS.flatMap((m) => (m.sight ? [m.sight.name] : []));
    expect(sightRulesOf().map((r) => r.name)).toEqual([...new Set(named)]);
    const got: unknown[] = [];
    const handle = createWorkerHandler((m) => got.push(m), sightRulesOf());
    handle({ type: "deadground", id: 1, version: 9 } as never);
    expect(JSON.stringify(got)).toContain("stale version");
  });
});

describe("a ruleset added to the list by its own files alone (the toy)", () => {
  const list = [...RULESETS, toyModule];
  const toyGame = {
    format: GAME_FORMAT,
    ruleset: toyModule.id,
    name: "toy over the wire",
    units: [
      { id: "a", order: "flank left" },
      { id: "b", order: "hold the ridge" },
    ],
  };
  let server: RunningServer;
  beforeAll(async () => {
    // Set-ups on the event loop (setupWorker null): the set-up worker builds the shipped list.
    const deps = await serverDeps({ rulesets: list });
    server = await startServer({
      port: 0,
      dataDir: ":memory:",
      staticDir: null,
      ...deps,
      setupWorker: null,
      createRate: null,
    });
  });
  afterAll(() => server?.close());

  it("is played through the real server by two seats, and `sightline replay` accepts the game", async () => {
    const r = await fetch(`${server.url}/api/games`, {
      method: "POST",
      body: JSON.stringify({ game: toyGame }),
    });
    const made = (await r.json()) as { id: string; seats: Record<string, { url: string; token: string }> };
    expect(r.status, JSON.stringify(made)).toBe(201);
    expect(Object.keys(made.seats)).toEqual(["a", "b"]);
    const hook = (await toyModule.core()).bot!;
    const results = await Promise.all(
      Object.values(made.seats).map((s, i) =>
        runHookBot(parseInvite(s.url)!, hook, {
          seed: 3 + i,
          maxCommands: 200,
          timeoutMs: 60_000,
          minIntervalMs: 2,
        }),
      ),
    );
    for (const b of results) expect(b.reason).toBe("over");
    const log = await fetch(`${server.url}/api/games/${made.id}/log?seat=${made.seats.a!.token}`);
    expect(log.status).toBe(200);
    const file = join(mkdtempSync(join(tmpdir(), "sightline-toy-")), "toy.json");
    writeFileSync(file, await log.text());
    const out: string[] = [];
    const spy = vi.spyOn(console, "log").mockImplementation((s) => {
      out.push(String(s));
    });
    try {
      expect(await replayCommand([file, "--json", "--verify"], list)).toBe(0);
    } finally {
      spy.mockRestore();
    }
    const report = JSON.parse(out.join("")) as { ok: boolean; over: boolean; dice: { check: string } };
    expect(report).toMatchObject({ ok: true, over: true, dice: { check: "verified" } });
    // without it in the list, the CLI knows no such ruleset
    const errs: string[] = [];
    const err = vi.spyOn(console, "error").mockImplementation((s) => {
      errs.push(String(s));
    });
    try {
      expect(await replayCommand([file])).toBe(1);
    } finally {
      err.mockRestore();
    }
    expect(errs.join("")).toMatch(/toy/);
  });

  it("a set-up from a table name: the table alone, with turns refused for a ruleset without fromTable", async () => {
    const r = await fetch(`${server.url}/api/games`, {
      method: "POST",
      body: JSON.stringify({ ruleset: toyModule.id, table: "open-plain", turns: 3 }),
    });
    expect(r.status).toBe(400);
    expect(JSON.stringify(await r.json())).toMatch(/whole set-up/);
  });
});
