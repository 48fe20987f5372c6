import { monitorEventLoopDelay } from "node:perf_hooks";
import { parseInvite } from "../net/protocol";
import type { BotJob } from "./bench-server";
import { runBot } from "./bot-player";
import { cliCatalog } from "./io";
import { loadCharts, loadStats } from "./rulesets/firestrike/data";

/**
 * One bot process of `npm run bench:server` (bench-server.ts): plays the bots it is given on its
 * command line (JSON: `[{ "url", "seed" }]`, invite links) and prints one JSON line: every round trip
 * (ms), each bot's reason for stopping, and how late its own event loop ran. The benchmark spreads its
 * bots over several such processes, so that one bot's candidate work (measured LOS) does not delay
 * reading another bot's answers and count as the server's round trip.
 */

const jobs = JSON.parse(process.argv[2] ?? "[]") as BotJob[];
const charts = loadCharts(undefined);
const refs = { catalog: cliCatalog(), charts, stats: loadStats(charts, undefined) };
const rtt: number[] = [];
const lag = monitorEventLoopDelay({ resolution: 5 });
lag.enable();
const results = await Promise.all(
  jobs.map((j) =>
    runBot(parseInvite(j.url)!, refs, {
      seed: j.seed,
      maxCommands: 10_000,
      timeoutMs: 120_000,
      minIntervalMs: j.minIntervalMs,
      paceJitter: j.paceJitter,
      fireTries: j.fireTries,
      onRoundTrip: (ms) => rtt.push(ms),
      ...(j.script ? { script: new Map(j.script) } : {}),
    }),
  ),
);
lag.disable();
process.stdout.write(
  `${JSON.stringify({ rtt, reasons: results.map((r) => r.reason), results, lagP50: lag.percentile(50) / 1e6, lagP99: lag.percentile(99) / 1e6 })}\n`,
);
process.exit(0);
