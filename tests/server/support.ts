import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BotOptions, runBot } from "../../src/cli/bot-player";
import { cliCatalog } from "../../src/cli/io";
import { loadCharts, loadStats } from "../../src/cli/rulesets/firestrike/data";
import { serverDeps } from "../../src/cli/server-deps";
import { type Invite, parseInvite } from "../../src/net/protocol";
import { type RunningServer, type ServeOptions, startServer } from "../../src/server/server";

/** Shared helpers of the server tests: servers in this process or in child processes, games, bots. */

export const tempDir = (name: string) => mkdtempSync(join(tmpdir(), `sightline-${name}-`));

/** A free loopback port (bound and released). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const s = createServer();
    s.once("error", fail);
    s.listen(0, "127.0.0.1", () => {
      const a = s.address();
      const port = typeof a === "object" && a ? a.port : 0;
      s.close(() => done(port));
    });
  });
}

let deps: Awaited<ReturnType<typeof serverDeps>> | null = null;

/**
 * A game server in this process (one per test file: Colyseus's matchmaker is per process). Its new
 * games are not limited per address (the tests make many from 127.0.0.1; create-games.test.ts tests
 * the limit); their set-ups are built in the worker thread, as `sightline serve` builds them.
 */
export async function serverHere(
  dataDir = ":memory:",
  extra: Partial<
    Pick<ServeOptions, "rate" | "burst" | "createRate" | "createQueue" | "bench" | "limits">
  > = {},
): Promise<RunningServer> {
  deps ??= await serverDeps();
  return startServer({ port: 0, dataDir, staticDir: null, ...deps, createRate: null, ...extra });
}

/** A `sightline serve` child process; resolves once it prints where it listens. */
export async function serverProcess(
  dataDir: string,
  env: Record<string, string> = {},
  fixedPort?: number,
  /** more `serve` flags (e.g. `--app dist` for a browser test) */
  extraArgs: string[] = [],
): Promise<{ child: ChildProcess; url: string; port: number }> {
  const port = fixedPort ?? (await freePort());
  const child = spawn(
    process.execPath,
    // no limit on new games per address: the tests make many from 127.0.0.1
    [
      "src/cli/sightline.mjs",
      "serve",
      "--port",
      String(port),
      "--data",
      dataDir,
      "--quiet",
      "--create-rate",
      "0",
      ...extraArgs,
    ],
    {
      // As `npx sightline` runs: the CLI bundle while it is fresh, else the sources (sightline.mjs
      // decides). Forcing the sources (SIGHTLINE_TSX=1) cost each process about 2 CPU s of tsx start-up.
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let out = "";
  let errText = "";
  child.stderr!.on("data", (d: Buffer) => {
    errText += d.toString();
  });
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`the server did not start in 60 s: ${errText}`)), 60_000);
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      if (out.includes("\n")) {
        clearTimeout(timer);
        done();
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      fail(new Error(`the server exited (${code}): ${errText}`));
    });
  });
  const line = JSON.parse(out.split("\n")[0]!) as { listening: string; port: number };
  return { child, url: line.listening, port: line.port };
}

/** Stops a child process and waits for it. */
export function stop(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once("exit", () => done());
    child.kill(signal);
  });
}

export interface Created {
  id: string;
  seats: Record<string, { url: string; token: string }>;
  watch: string;
}

/**
 * POST /api/games. Sent once more, once, when the connection it went out on was reset before any
 * answer: fetch reuses an idle keep-alive connection, and the server may close that connection (its
 * keep-alive time-out) just as the request leaves, which a loaded machine makes likelier (tests/server/
 * fog.test.ts failed so, "fetch failed … read ECONNRESET", in 1 CI run of 2 on 7 December 2026).
 */
export async function createGame(
  server: string,
  body: unknown,
): Promise<{ status: number; json: Created & { problems?: unknown } }> {
  const post = () => fetch(`${server}/api/games`, { method: "POST", body: JSON.stringify(body) });
  let r: Response;
  try {
    r = await post();
  } catch (e) {
    const code = (e as { cause?: { code?: string } }).cause?.code;
    if (code !== "ECONNRESET" && code !== "UND_ERR_SOCKET") throw e;
    r = await post();
  }
  return { status: r.status, json: (await r.json()) as Created & { problems?: unknown } };
}

/** An invite link pointed at this server (the links name the host the request came to). */
export const inviteAt = (url: string): Invite => parseInvite(url)!;

let refs: Parameters<typeof runBot>[1] | null = null;
/** The Firestrike data a bot needs. */
export function botRefs() {
  if (!refs) {
    const charts = loadCharts(undefined);
    refs = { catalog: cliCatalog(), charts, stats: loadStats(charts, undefined) };
  }
  return refs;
}

/** Runs a bot for an invite link. */
export const bot = (url: string, o: Partial<BotOptions> = {}) =>
  runBot(inviteAt(url), botRefs(), {
    seed: 1,
    maxCommands: 10_000,
    timeoutMs: 60_000,
    minIntervalMs: 5,
    ...o,
  });

/** Waits (20 ms polls, at most `ms`) until `what()` holds; throws naming `label` when it never does. */
export const until = async (what: () => boolean, label: string, ms = 15_000) => {
  const t0 = Date.now();
  while (!what()) {
    if (Date.now() - t0 > ms) throw new Error(`timed out waiting for ${label}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};
