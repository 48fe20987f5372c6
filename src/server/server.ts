import type { EventEmitter } from "node:events";
import http from "node:http";
import { type MatchMakerDriver, matchMaker, type Presence, Server } from "@colyseus/core";
import { WebSocketTransport } from "@colyseus/ws-transport";
import type { RulesetRegistry } from "../core/game/ruleset";
import { type GameMaker, makeGame } from "./create-game";
import { CreateLimiter, type CreateRate, DEFAULT_CREATE_RATE } from "./create-limits";
import { HostedGame } from "./host";
import { problemsBody, sendJson } from "./http-json";
import { MAX_PAYLOAD_BYTES } from "./messages";
import { GameRoom, setRoomDeps, takeTimings } from "./room";
import type { SeatLimits } from "./seat-limits";
import { DEFAULT_SETUP_LIMITS, SetupPool, type SpawnSetupWorker } from "./setup-pool";
import { buildSetup, type SetupDeps } from "./setups";
import { staticFiles } from "./static-files";
import { GameStore } from "./store";

export { inviteUrl } from "./create-game";

/**
 * The game server: one HTTP server carrying the API (`POST /api/games`, `GET /api/games/<id>/log`),
 * the Colyseus matchmaker and rooms (WebSocket), and optionally the built app (dist/). With a Redis URL
 * the rooms are shared by every process on that Redis (@colyseus/redis-presence and redis-driver) and
 * every process must open the same data folder (one SQLite file): any of them resumes a stored game.
 * One per process: Colyseus's matchmaker is a module singleton.
 */

export interface ServeOptions {
  port: number;
  /** loopback by default */
  hostname?: string;
  /** the folder of games.sqlite, or ":memory:" */
  dataDir: string;
  redisUrl?: string | null;
  /** the built app to serve, or null */
  staticDir?: string | null;
  /** every ruleset the server hosts (the edge builds them from the list: src/cli/server-deps.ts) */
  rulesets: RulesetRegistry;
  /** each ruleset's set-up from a shipped table's name, by id (setups.ts) */
  tableSetups: SetupDeps["tableSetups"];
  terrainDir: string;
  /** the origin invite links open (default: the request's own); the dev server's when it proxies */
  appOrigin?: string | null;
  /** the game server's origin when it differs from the app's (invite links then carry `server=`) */
  gameOrigin?: string | null;
  /** host:port other processes' clients reach this one at (over Redis; default hostname:port) */
  publicAddress?: string;
  /** commands a second per client and the burst (defaults 20 and 40) */
  rate?: number;
  burst?: number;
  /** how many connections a game's room takes (defaults: seat-limits.ts's constants) */
  limits?: Partial<SeatLimits>;
  /**
   * A server for `npm run bench:server` (`serve --bench`): /api/health then gives the process's
   * figures (pid, CPU, memory, rooms; `?gc`, `?timings`). Otherwise it says only `{ ok: true }`.
   */
  bench?: boolean;
  /**
   * New games a minute per remote address and the burst (`POST /api/games`; default
   * DEFAULT_CREATE_RATE: 3 at once, then 6 a minute); null: no limit.
   */
  createRate?: CreateRate | null;
  /** new games' set-ups that may wait while one is built (default 8); more are answered 503 */
  createQueue?: number;
  /**
   * Starts the worker thread that builds new games' set-ups off the event loop (`serverDeps()` gives
   * it, with the same rulesets); without it they are built on the event loop, which a large table
   * stalls for seconds.
   */
  setupWorker?: SpawnSetupWorker | null;
  /**
   * For tests only: gives each new game's dice seed in place of the host's 128 random bits, so that a
   * browser test of an online game gets known dice. It is an in-process option: no CLI flag sets it
   * and no request can choose a seed (`POST /api/games` refuses a `seed` field of a table request and
   * ignores a whole set-up's); the seed stays the host's secret until the game is over, as ever.
   */
  seedSource?: (() => string) | null;
}

export interface RunningServer {
  port: number;
  url: string;
  store: GameStore;
  close(): Promise<void>;
}

/** Why a server could not listen, in a line: `cannot listen on host:port: the port is in use`. */
export class ListenError extends Error {
  readonly code: string | undefined;
  constructor(host: string, port: number, cause: unknown) {
    const code = (cause as { code?: string } | null)?.code;
    super(`cannot listen on ${host}:${port}: ${listenReason(code, cause)}`);
    this.name = "ListenError";
    this.code = code;
  }
}

function listenReason(code: string | undefined, cause: unknown): string {
  const said = String((cause as Error | null)?.message ?? cause).replace(/\s+/g, " ");
  switch (code) {
    case "EADDRINUSE":
      return "the port is in use";
    case "EACCES":
      return "not allowed (a port below 1024 needs privileges)";
    case "EADDRNOTAVAIL":
      return "the address is not one of this machine's";
    case "ENOTFOUND":
    case "EAI_AGAIN":
    case "EAI_FAIL":
      return `no such host (${said})`;
    default:
      return said;
  }
}

/** The process that creates a game's room: the game id's hash over the processes, sorted. */
async function processForGame(_room: string, options: { game?: unknown }): Promise<string> {
  const ids = (await matchMaker.stats.fetchAll()).map((p) => p.processId).sort();
  if (ids.length === 0) return matchMaker.processId;
  const key = typeof options.game === "string" ? options.game : "";
  let h = 0;
  for (let i = 0; i < key.length; i++) h = (Math.imul(h, 31) + key.charCodeAt(i)) >>> 0;
  return ids[h % ids.length]!;
}

/** Starts the game server; resolves once it listens. */
export async function startServer(opts: ServeOptions): Promise<RunningServer> {
  if (opts.redisUrl && !opts.publicAddress && opts.port === 0)
    throw new Error("over Redis a server needs a fixed --port (or a public address), not 0");
  const host = opts.hostname ?? "127.0.0.1";
  let port = opts.port;
  const store = new GameStore(opts.dataDir);
  setRoomDeps({ store, rulesets: opts.rulesets, rate: opts.rate, burst: opts.burst, limits: opts.limits });
  const serveStatic = staticFiles(opts.staticDir ?? null, opts.dataDir);
  const createRate = opts.createRate === undefined ? DEFAULT_CREATE_RATE : opts.createRate;
  const setups = new SetupPool(
    opts.setupWorker ? { spawn: opts.setupWorker } : { here: (body, seed) => buildSetup(body, opts, seed) },
    { ...DEFAULT_SETUP_LIMITS, ...(opts.createQueue !== undefined ? { queue: opts.createQueue } : {}) },
  );
  const maker: GameMaker = {
    store,
    setups,
    limiter: createRate ? new CreateLimiter(createRate) : null,
    appOrigin: opts.appOrigin,
    gameOrigin: opts.gameOrigin,
    port: () => port,
    seedSource: opts.seedSource ?? null,
  };

  const api = async (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => {
    if (url.pathname === "/api/games" && req.method === "POST") return makeGame(maker, req, res);
    const m = /^\/api\/games\/([A-Za-z0-9_-]{1,40})\/log$/.exec(url.pathname);
    if (m && req.method === "GET") {
      const invite = store.invite(url.searchParams.get("seat") ?? "");
      if (!invite || invite.gameId !== m[1])
        return sendJson(
          res,
          403,
          problemsBody([{ path: "$.seat", message: "this invite is not one of this game's" }]),
        );
      const h = HostedGame.open(store, opts.rulesets, invite.gameId);
      if (!h.ok) return sendJson(res, 500, problemsBody(h.error));
      const file = h.value.fileFor(invite.seat);
      if (!file.ok) return sendJson(res, 409, problemsBody([file.error]));
      res.writeHead(200, {
        "content-type": "application/json; charset=utf-8",
        "content-disposition": `attachment; filename="sightline-${invite.gameId}.json"`,
        "cache-control": "no-store",
      });
      return res.end(file.value);
    }
    if (url.pathname === "/api/health") {
      // Public: up or not, and nothing about the process (its memory, its load, how many games it
      // holds), and `?timings` must not empty the benchmark's buffers.
      if (!opts.bench) return sendJson(res, 200, { ok: true });
      // With ?gc (a process started with --expose-gc): collect first, for the benchmark's memory figures.
      if (url.searchParams.has("gc")) (globalThis as { gc?: () => void }).gc?.();
      const m = process.memoryUsage();
      return sendJson(res, 200, {
        ok: true,
        pid: process.pid,
        cpuMicros: process.cpuUsage(),
        heapUsed: m.heapUsed,
        rss: m.rss,
        rooms: gameServer ? await roomCount() : 0,
        // With ?timings: this process's ms per accepted command and bytes per update since the last ?timings.
        ...(url.searchParams.has("timings") ? takeTimings() : {}),
      });
    }
    return sendJson(
      res,
      404,
      problemsBody([{ path: "$", message: `no such API: ${req.method} ${url.pathname}` }]),
    );
  };

  const httpServer = http.createServer((req, res) => {
    let url: URL;
    try {
      url = new URL(req.url ?? "/", "http://localhost");
    } catch {
      return sendJson(res, 400, problemsBody([{ path: "$", message: "not a valid request URL" }]));
    }
    if (url.pathname.startsWith("/api/"))
      api(req, res, url).catch((e) =>
        sendJson(res, 500, problemsBody([{ path: "$", message: `internal error: ${String(e)}` }])),
      );
    else if (req.method === "GET" || req.method === "HEAD") serveStatic(res, url);
    else sendJson(res, 405, problemsBody([{ path: "$", message: `${req.method} is not served here` }]));
  });

  let roomCount: () => Promise<number> = async () => 0;
  let presence: Presence | undefined;
  let driver: MatchMakerDriver | undefined;
  if (opts.redisUrl) {
    const { RedisPresence } = await import("@colyseus/redis-presence");
    const { RedisDriver } = await import("@colyseus/redis-driver");
    presence = new RedisPresence(opts.redisUrl);
    driver = new RedisDriver(opts.redisUrl);
  }
  // Over Redis a seat may be reserved in a room of another process: the client then connects there,
  // so every process names the address it is reached at.
  const publicAddress = opts.redisUrl
    ? (opts.publicAddress ?? `${opts.hostname ?? "127.0.0.1"}:${opts.port}`)
    : undefined;
  const transport = new WebSocketTransport({ server: httpServer, maxPayload: MAX_PAYLOAD_BYTES });
  let listening = false;
  // ws hands the HTTP server's errors to its WebSocket server, where Colyseus prints them with their
  // stack: a failed listen is this function's own error (one line), a later one is printed in one line.
  const wss = (transport as unknown as { wss: EventEmitter }).wss;
  wss.removeAllListeners("error");
  wss.on("error", (e: Error) => {
    if (listening) console.error(`sightline serve: the HTTP server: ${e.message}`);
  });
  const gameServer = new Server({
    publicAddress,
    // Over Redis, every process sends the creation of a game's room to the same process (the game id's
    // hash over the live processes), so two players joining at once on two processes cannot open two
    // rooms for one game (Colyseus's default picks the process with the fewest rooms).
    ...(opts.redisUrl ? { selectProcessIdToCreateRoom: processForGame } : {}),
    transport,
    presence,
    driver,
    greet: false,
    gracefullyShutdown: false,
  });
  gameServer.define("game", GameRoom).filterBy(["game"]);
  roomCount = async () => (await matchMaker.query({ name: "game", processId: matchMaker.processId })).length;
  try {
    await gameServer.listen(opts.port, host);
  } catch (e) {
    // What was started (the store, the matchmaker's timers, the Redis presence and driver) would keep
    // the process alive: `sightline serve` must exit 1.
    await gameServer.gracefullyShutdown(false).catch(() => undefined);
    setups.close();
    store.close();
    throw new ListenError(host, opts.port, e);
  }
  listening = true;
  const address = httpServer.address();
  port = typeof address === "object" && address ? address.port : opts.port;
  return {
    port,
    url: `http://${host}:${port}`,
    store,
    async close() {
      setups.close();
      await gameServer.gracefullyShutdown(false);
      store.close();
    },
  };
}
