import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseInvite } from "../net/protocol";
import { runBot } from "./bot-player";
import { loadCharts, loadStats } from "./firestrike-data";
import { cliCatalog } from "./io";
import { jsonLine, printErr, printOut } from "./terminal";

/**
 * `npm run bench:server`: the online game server under load (issue 19). Bot games (two bots each,
 * Firestrike on ridge-and-village, 1 turn, hidden deployment) run 1, 10 and 50 at a time against one
 * server process, then against two processes sharing rooms over Redis (blue joins through one, red
 * through the other). Prints one JSON object: command round-trip p50/p99 (ms, as a bot measures it:
 * send → the update or refusal answering it), memory per idle room, server CPU per game. The bots run
 * in this process, the servers in their own (each started with --expose-gc for the memory figures).
 */

const SIZES = [1, 10, 50];

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const s = createServer();
    s.once("error", fail);
    s.listen(0, "127.0.0.1", () => {
      const a = s.address();
      s.close(() => done(typeof a === "object" && a ? a.port : 0));
    });
  });
}

async function serve(
  data: string,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ["--expose-gc", "src/cli/sightline.mjs", "serve", "--port", String(port), "--data", data, "--quiet"],
    { env: { ...process.env, SIGHTLINE_TSX: "1", ...env }, stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((done, fail) => {
    child.stdout!.once("data", () => done());
    child.once("exit", (c) => fail(new Error(`server exited ${c}`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

const health = async (url: string, gc = false) =>
  (await (await fetch(`${url}/api/health${gc ? "?gc" : ""}`)).json()) as {
    cpuMicros: { user: number; system: number };
    heapUsed: number;
    rooms: number;
  };

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length
    ? Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 100) / 100
    : null;
};

const on = (link: string, server: string) => {
  const u = new URL(link);
  u.host = new URL(server).host;
  return u.toString();
};

async function create(url: string) {
  const r = await fetch(`${url}/api/games`, {
    method: "POST",
    body: JSON.stringify({ ruleset: "firestrike", table: "ridge-and-village", turns: 1 }),
  });
  return (await r.json()) as { id: string; seats: Record<string, { url: string }>; watch: string };
}

async function round(servers: string[], games: number, refs: Parameters<typeof runBot>[1]) {
  const rtt: number[] = [];
  const cpu0 = await Promise.all(servers.map((s) => health(s)));
  const t0 = performance.now();
  const made = await Promise.all(Array.from({ length: games }, () => create(servers[0]!)));
  const results = await Promise.all(
    made.flatMap((g, i) =>
      ["blue", "red"].map((seat, k) =>
        runBot(parseInvite(on(g.seats[seat]!.url, servers[k % servers.length]!))!, refs, {
          seed: i * 2 + k + 1,
          maxCommands: 10_000,
          timeoutMs: 120_000,
          onRoundTrip: (ms) => rtt.push(ms),
        }),
      ),
    ),
  );
  const wall = performance.now() - t0;
  const cpu1 = await Promise.all(servers.map((s) => health(s)));
  const cpuMs = cpu1.reduce(
    (a, h, i) =>
      a +
      (h.cpuMicros.user + h.cpuMicros.system - cpu0[i]!.cpuMicros.user - cpu0[i]!.cpuMicros.system) / 1000,
    0,
  );
  return {
    games,
    timedOut: results.filter((r) => r.reason === "timeout").length,
    over: results.filter((r) => r.reason === "over").length / 2,
    commands: rtt.length,
    p50: pct(rtt, 50),
    p99: pct(rtt, 99),
    max: pct(rtt, 100),
    wallS: Math.round(wall / 100) / 10,
    serverCpuMsPerGame: Math.round(cpuMs / games),
  };
}

/** Idle rooms: N games each held open by a spectator; heap after GC, per room. */
async function idleRooms(url: string, n: number) {
  const { OnlineGame } = await import("../net/online-client");
  const before = await health(url, true);
  const made = await Promise.all(Array.from({ length: n }, () => create(url)));
  const watchers = await Promise.all(made.map((g) => OnlineGame.join(parseInvite(on(g.watch, url))!)));
  await new Promise((r) => setTimeout(r, 500));
  const after = await health(url, true);
  for (const w of watchers) await w.leave();
  return {
    rooms: after.rooms - before.rooms,
    heapPerRoomMB: Math.round(((after.heapUsed - before.heapUsed) / n / 1048576) * 100) / 100,
  };
}

async function main() {
  const charts = loadCharts(undefined);
  const refs = { catalog: cliCatalog(), charts, stats: loadStats(charts, undefined) };
  const children: ChildProcess[] = [];
  const out: Record<string, unknown> = {
    note: "ms on a shared 2-core machine; bots in this process, servers in their own",
  };
  try {
    const one = await serve(mkdtempSync(join(tmpdir(), "sightline-bench-")), {});
    children.push(one.child);
    await round([one.url], 1, refs); // warm-up: the table's LOS world, the JIT
    out.oneProcess = [];
    for (const n of SIZES) (out.oneProcess as unknown[]).push(await round([one.url], n, refs));
    out.idle = await idleRooms(one.url, 20);
    const redisPort = await freePort();
    const redis = spawn(
      "redis-server",
      ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      { stdio: "ignore" },
    );
    children.push(redis);
    await new Promise((r) => setTimeout(r, 500));
    const data = mkdtempSync(join(tmpdir(), "sightline-bench-redis-"));
    const env = { SIGHTLINE_REDIS_URL: `redis://127.0.0.1:${redisPort}` };
    const [a, b] = await Promise.all([serve(data, env), serve(data, env)]);
    children.push(a.child, b.child);
    await round([a.url, b.url], 1, refs);
    out.twoProcessesRedis = [];
    for (const n of SIZES) (out.twoProcessesRedis as unknown[]).push(await round([a.url, b.url], n, refs));
  } catch (e) {
    printErr(`bench:server: ${String((e as Error).message ?? e)}`);
    process.exitCode = 1;
  } finally {
    for (const c of children) c.kill("SIGKILL");
  }
  printOut(jsonLine(out));
  process.exit();
}

await main();
