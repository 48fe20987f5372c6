import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { parseInvite } from "../net/protocol";
import { runBot } from "./bot-player";
import { cliCatalog } from "./io";
import { loadCharts, loadStats } from "./rulesets/firestrike/data";
import { jsonLine, printErr, printOut } from "./terminal";

/**
 * `npm run bench:server`: the online game server under load (issue 19). Bot games (two bots each,
 * Firestrike on ridge-and-village, 1 turn, hidden deployment) run 1, 10 and 50 at a time against one
 * server process, then against two processes sharing rooms over Redis (blue joins through one, red
 * through the other). Prints one JSON object: command round-trip p50/p99 (ms, as a bot measures it:
 * send → the update or refusal answering it), beside the servers' own time per accepted command
 * (`serverP50`/`serverP99`, from /api/health?timings) and how late the bots' event loop ran
 * (`botLoopDelayP99`), so that a slow round trip can be told apart: server or bots. Memory per idle
 * room, server CPU per game. The bots run in this process (or SIGHTLINE_BENCH_BOT_PROCESSES child
 * processes), the servers in their own (each started with --expose-gc for the memory figures).
 * SIGHTLINE_BENCH_SIZES="1,10" runs fewer rounds.
 */

/**
 * How many child processes play the bots (SIGHTLINE_BENCH_BOT_PROCESSES; 0: in this process, as the
 * first version did). Bots in one process delay each other: one's candidate work (measured LOS)
 * holds up reading another's answer, and that wait counted as the server's round trip.
 */
const BOT_PROCESSES = Number(process.env.SIGHTLINE_BENCH_BOT_PROCESSES ?? 0);

/** Runs a share of the bots in a child process (bench-bots.ts). */
function botProcess(jobs: BotJob[]) {
  return new Promise<{
    rtt: number[];
    results: { reason: string; accepted: number; refused: number; scripted?: number }[];
    lagP50: number;
    lagP99: number;
  }>((done, fail) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "src/cli/bench-bots.ts", JSON.stringify(jobs)],
      {
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let out = "";
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
    });
    child.once("exit", (code) => {
      try {
        done(JSON.parse(out.trim().split("\n").at(-1)!));
      } catch {
        fail(new Error(`a bot process exited ${code} without its figures`));
      }
    });
  });
}

/** One bot of a round: its invite, seed, pace, and the recorded commands it replays (replay rounds). */
export interface BotJob {
  seat: string;
  url: string;
  seed: number;
  minIntervalMs: number;
  paceJitter: number;
  fireTries: number;
  /** the recorded game's commands for this seat, by step (`[step, commands][]`: JSON for a child) */
  script?: [string, Record<string, unknown>[]][];
}

/** Each seat's accepted commands by step, as one bot game played them (what replay bots send). */
type Recording = Map<string, Map<string, Record<string, unknown>[]>>;

/**
 * The bots' think time between two commands, in ms, one round per value at each size
 * (SIGHTLINE_BENCH_THINK_MS, default "60,1000"). 60 is the bot's own floor (unpaced: under the
 * server's 20 commands a second); 1000 is a human-like pace (a player takes a second or more per
 * command), which also spreads the bots' thinking so it does not pile up on the event loop.
 */
const THINK_MS = (process.env.SIGHTLINE_BENCH_THINK_MS ?? "60,1000").split(",").map(Number);
/**
 * Firer/target pairs a bot tries on the measured LOS when it picks a fire command (the bench's cheaper
 * candidates; a `sightline bot` tries 200). A bot's thinking runs before its round trip's timer
 * starts, but a long one delays reading the other bots' answers, which would count as server time.
 */
const FIRE_TRIES = Number(process.env.SIGHTLINE_BENCH_FIRE_TRIES ?? 20);

/**
 * The spread of a paced bot's think time (SIGHTLINE_BENCH_JITTER, default 0.5: 500–1500 ms at 1000).
 * With none, the bots of every game (all started together) wait the same time and send in bursts, 100
 * commands in a few ms: the last one of a burst waits for the 99 before it at the server and in the
 * bots' process, which made the paced p99 of the first runs (docs/architecture.md).
 */
const JITTER = Number(process.env.SIGHTLINE_BENCH_JITTER ?? 0.5);

/**
 * The kinds of bots (SIGHTLINE_BENCH_KINDS, default "replay,think"): `replay` sends the commands one
 * bot game played (recorded in the warm-up) for its seat with no thinking, a cheap load generator
 * (thinking only where the recording has nothing the game accepts); `think` chooses each command as
 * `sightline bot` does (measured-LOS candidates), which costs the bots' process far more than the server.
 */
const KINDS = (process.env.SIGHTLINE_BENCH_KINDS ?? "replay,think").split(",");

/** The concurrent games of each round (SIGHTLINE_BENCH_SIZES="1,10" for a shorter run). */
const SIZES = (process.env.SIGHTLINE_BENCH_SIZES ?? "1,10,50").split(",").map(Number);

/** SIGHTLINE_BENCH_PROFILE=<dir>: the servers write a CPU profile there (node --cpu-prof) when stopped. */
const PROFILE_DIR = process.env.SIGHTLINE_BENCH_PROFILE ?? "";

/** Stops a child: SIGTERM (a server closes and writes its profile), SIGKILL after 5 s. */
function stop(c: ChildProcess): Promise<void> {
  if (c.exitCode !== null || c.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const t = setTimeout(() => c.kill("SIGKILL"), 5000);
    c.once("exit", () => {
      clearTimeout(t);
      done();
    });
    c.kill("SIGTERM");
  });
}

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
    [
      "--expose-gc",
      ...(PROFILE_DIR ? ["--cpu-prof", "--cpu-prof-dir", PROFILE_DIR] : []),
      "src/cli/sightline.mjs",
      "serve",
      "--port",
      String(port),
      "--data",
      data,
      "--quiet",
      // /api/health gives this process's figures (pid, CPU, memory, rooms, ?gc, ?timings) only then
      "--bench",
    ],
    { env: { ...process.env, SIGHTLINE_TSX: "1", ...env }, stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((done, fail) => {
    child.stdout!.once("data", () => done());
    child.once("exit", (c) => fail(new Error(`server exited ${c}`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

const health = async (url: string, gc = false, timings = false) =>
  (await (await fetch(`${url}/api/health${gc ? "?gc" : timings ? "?timings" : ""}`)).json()) as {
    cpuMicros: { user: number; system: number };
    heapUsed: number;
    rooms: number;
    commandMs?: number[];
    updateBytes?: number[];
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

async function round(
  servers: string[],
  games: number,
  refs: Parameters<typeof runBot>[1],
  thinkMs: number,
  replay: Recording | null,
  record?: Recording,
) {
  const rtt: number[] = [];
  const cpu0 = await Promise.all(servers.map((s) => health(s, false, true)));
  const lag = monitorEventLoopDelay({ resolution: 5 });
  lag.enable();
  const t0 = performance.now();
  const made = await Promise.all(Array.from({ length: games }, () => create(servers[0]!)));
  const jobs = made.flatMap((g, i) =>
    ["blue", "red"].map((seat, k) => ({
      seat,
      url: on(g.seats[seat]!.url, servers[k % servers.length]!),
      seed: i * 2 + k + 1,
      minIntervalMs: thinkMs,
      // the unpaced rounds send as fast as the bots may; the paced ones at spread-out human times
      paceJitter: thinkMs > THINK_MS[0]! ? JITTER : 0,
      fireTries: FIRE_TRIES,
      ...(replay ? { script: [...(replay.get(seat) ?? new Map()).entries()] } : {}),
    })),
  );
  let results: { reason: string; accepted: number; refused: number; scripted?: number }[];
  // The bots act once every one of them has joined and has its first view (opening 100 rooms at once
  // is no command's round trip).
  let go: () => void = () => undefined;
  const start = new Promise<void>((r) => {
    go = r;
  });
  let joined = 0;
  const arrived = new Set<number>();
  const joinedOne = (k: number) => {
    if (arrived.has(k)) return;
    arrived.add(k);
    if (++joined === jobs.length) go();
  };
  let botLag = 0;
  let botLag50 = 0;
  if (BOT_PROCESSES > 0) {
    // The bots in child processes (bench-bots.ts), dealt round-robin.
    const shares = Array.from({ length: Math.min(BOT_PROCESSES, jobs.length) }, (_, p) =>
      jobs.filter((_, j) => j % BOT_PROCESSES === p),
    );
    const outs = await Promise.all(shares.map(botProcess));
    for (const o of outs) rtt.push(...o.rtt);
    results = outs.flatMap((o) => o.results);
    botLag = Math.max(...outs.map((o) => o.lagP99));
    botLag50 = Math.max(...outs.map((o) => o.lagP50));
  } else {
    results = await Promise.all(
      jobs.map((j, k) =>
        runBot(parseInvite(j.url)!, refs, {
          start,
          onTraffic: (type) => {
            if (type === "update") joinedOne(k);
          },
          seed: j.seed,
          maxCommands: 10_000,
          timeoutMs: 120_000,
          minIntervalMs: j.minIntervalMs,
          paceJitter: j.paceJitter,
          fireTries: j.fireTries,
          onRoundTrip: (ms) => rtt.push(ms),
          ...(j.script ? { script: new Map(j.script) } : {}),
          ...(record
            ? {
                // the first game's commands, by seat and step (what replay rounds send)
                onAccepted: (step: string, command: Record<string, unknown>) => {
                  if (!j.url.includes(made[0]!.id)) return;
                  const seat = j.seat;
                  const steps = record.get(seat) ?? new Map<string, Record<string, unknown>[]>();
                  record.set(seat, steps);
                  steps.set(step, [...(steps.get(step) ?? []), command]);
                },
              }
            : {}),
        }),
      ),
    );
  }
  const wall = performance.now() - t0;
  lag.disable();
  const cpu1 = await Promise.all(servers.map((s) => health(s, false, true)));
  const serverMs = cpu1.flatMap((h) => h.commandMs ?? []);
  const bytes = cpu1.flatMap((h) => h.updateBytes ?? []);
  const cpuMs = cpu1.reduce(
    (a, h, i) =>
      a +
      (h.cpuMicros.user + h.cpuMicros.system - cpu0[i]!.cpuMicros.user - cpu0[i]!.cpuMicros.system) / 1000,
    0,
  );
  return {
    games,
    bots: replay ? "replay" : "think",
    thinkMs,
    paceJitter: thinkMs > THINK_MS[0]! ? JITTER : 0,
    timedOut: results.filter((r) => r.reason === "timeout").length,
    over: results.filter((r) => r.reason === "over").length / 2,
    commands: rtt.length,
    // replay rounds: the share of the commands sent that came from the recording (the rest were thought)
    ...(replay
      ? {
          scriptedShare:
            Math.round(
              (results.reduce((a, r) => a + (r.scripted ?? 0), 0) /
                Math.max(
                  1,
                  results.reduce((a, r) => a + r.accepted + r.refused, 0),
                )) *
                100,
            ) / 100,
        }
      : {}),
    p50: pct(rtt, 50),
    p99: pct(rtt, 99),
    max: pct(rtt, 100),
    // the servers' own time per accepted command (play, store, every seat's update): the rest of a
    // round trip is the bots' process and the sockets
    serverP50: pct(serverMs, 50),
    serverP99: pct(serverMs, 99),
    // how late the bots' own event loop ran (their candidates' LOS work delays reading each answer)
    botLoopDelayP50: Math.round(Math.max(botLag50, lag.percentile(50) / 1e6) * 100) / 100,
    botLoopDelayP99: Math.round(Math.max(botLag, lag.percentile(99) / 1e6) * 100) / 100,
    // the longest stall (in this process): a few long stalls hide under the p99 of 5 ms samples
    botLoopDelayMax: Math.round((lag.max / 1e6) * 100) / 100,
    // the bytes of one update message as sent (msgpack), every seat's
    updateBytesP50: pct(bytes, 50),
    updateBytesMax: pct(bytes, 100),
    updateKBPerCommand:
      Math.round(bytes.reduce((a, b) => a + b, 0) / Math.max(1, serverMs.length) / 102.4) / 10,
    wallS: Math.round(wall / 100) / 10,
    serverCpuMsPerGame: Math.round(cpuMs / games),
    // the servers' CPU (every thread) over the round per command answered (issue 36's figure)
    serverCpuMsPerCommand: Math.round((cpuMs / Math.max(1, rtt.length)) * 100) / 100,
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

/**
 * Every round at these servers: each size with each kind of bot, unpaced; paced (the slower values of
 * THINK_MS) only at the largest size, where the target is (a paced round lasts as long as a game of
 * human-paced commands, whatever its size).
 */
async function rounds(servers: string[], refs: Parameters<typeof runBot>[1], recording: Recording) {
  const out: unknown[] = [];
  const largest = Math.max(...SIZES);
  for (const n of SIZES)
    for (const t of THINK_MS)
      for (const kind of KINDS)
        if (t === THINK_MS[0] || n === largest)
          // A round that fails (a bot that could not join) is reported as such; the others still run.
          out.push(
            await round(servers, n, refs, t, kind === "replay" ? recording : null).catch((e: Error) => ({
              games: n,
              bots: kind,
              thinkMs: t,
              error: String(e?.message ?? e),
            })),
          );
  return out;
}

async function main() {
  const charts = loadCharts(undefined);
  const refs = { catalog: cliCatalog(), charts, stats: loadStats(charts, undefined) };
  const children: ChildProcess[] = [];
  const recording: Recording = new Map();
  const out: Record<string, unknown> = {
    note: `ms on a shared 2-core machine; bots in ${BOT_PROCESSES || "this"} process(es), servers in their own`,
    bots: {
      // what a round trip is: from the send (after the bot chose its command) to its answer read
      roundTrip: "send -> answer read; the bot's choice is made before the timer starts",
      thinkMs: THINK_MS,
      kinds: KINDS,
      paceJitter: JITTER,
      fireTries: FIRE_TRIES,
      processes: BOT_PROCESSES,
    },
  };
  try {
    const one = await serve(mkdtempSync(join(tmpdir(), "sightline-bench-")), {});
    children.push(one.child);
    // warm-up (the table's LOS world, the JIT), which records the game replay rounds send
    await round([one.url], 1, refs, 60, null, recording);
    // the recorded game's accepted commands by seat
    (out.bots as Record<string, unknown>).recorded = Object.fromEntries(
      [...recording].map(([seat, steps]) => [seat, [...steps.values()].reduce((a, c) => a + c.length, 0)]),
    );
    out.oneProcess = await rounds([one.url], refs, recording);
    out.idle = await idleRooms(one.url, 20);
    // SIGHTLINE_BENCH_REDIS=0: one process only (a profile, a quick look)
    if (process.env.SIGHTLINE_BENCH_REDIS !== "0") {
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
      await round([a.url, b.url], 1, refs, 60, null);
      out.twoProcessesRedis = await rounds([a.url, b.url], refs, recording);
    }
  } catch (e) {
    printErr(`bench:server: ${String((e as Error).message ?? e)}`);
    process.exitCode = 1;
  } finally {
    await Promise.all(children.map(stop));
  }
  printOut(jsonLine(out));
  process.exit();
}

await main();
