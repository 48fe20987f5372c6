import { resolve } from "node:path";
import { DEFAULT_CREATE_RATE } from "../server/create-limits";
import { DEFAULT_SETUP_LIMITS } from "../server/setup-pool";
import { numberFlag, OPTION_RANGES, parseArgs } from "./args";
import { UserError } from "./io";
import { jsonLine, oneLine, printErr, printOut } from "./terminal";

/**
 * `sightline serve [--port 2567] [--host 127.0.0.1] [--data ./data] [--app dist]`: the game server for
 * online play and the built app, from one process. Games are stored in <data>/games.sqlite and resume
 * after a restart. With SIGHTLINE_REDIS_URL set, several such processes (sharing one data folder)
 * share their rooms over Redis (SIGHTLINE_PUBLIC_ADDRESS: the host:port other processes' clients reach
 * this one at; default host:port). Prints one JSON line when it listens; stops on SIGINT or SIGTERM.
 * New games: `--create-rate` a minute per address after a burst of `--create-burst` (0: no limit),
 * `--create-queue` set-ups waiting at most. `--bench` (npm run bench:server, which makes 50 games at
 * once from one address): /api/health gives the process's figures, and those creation limits are off
 * unless given.
 */

/** The command's usage, printed by `--help` and with a mistake. */
export const USAGE =
  "usage: sightline serve [--port 2567] [--host 127.0.0.1] [--data ./data] [--app dist] [--quiet]\n" +
  "         [--create-rate 6] [--create-burst 3] [--create-queue 8] [--bench]";

export interface ServeCliOptions {
  port: number;
  host: string;
  data: string;
  app: string;
  quiet: boolean;
  /** the game server's origin when the app is served from elsewhere (the dev server): invite links name it */
  gameOrigin: string | null;
  /** started by `npm run bench:server`: /api/health gives the process's figures */
  bench: boolean;
  /** new games a minute per address and the burst; null: no limit */
  createRate: { perMinute: number; burst: number } | null;
  /** set-ups that may wait while one is built */
  createQueue: number;
}

/** Parses `serve`'s arguments (bad arguments: exit 2). */
export function serveOptions(argv: readonly string[]): ServeCliOptions {
  const args = parseArgs(
    argv,
    ["port", "host", "data", "app", "game-origin", "create-rate", "create-burst", "create-queue"],
    ["quiet", "bench"],
  );
  if (args.positionals.length > 0)
    throw new UserError(`serve takes no file ("${oneLine(args.positionals[0]!)}")\n${USAGE}`, 2);
  const text = (name: string, fallback: string) => {
    const v = args.flags.get(name);
    if (v === undefined) return fallback;
    if (typeof v !== "string" || v === "") throw new UserError(`--${name} needs a value\n${USAGE}`, 2);
    return v;
  };
  const host = text("host", "127.0.0.1");
  const origin = args.flags.get("game-origin");
  if (
    origin !== undefined &&
    (typeof origin !== "string" || !/^https?:\/\/[A-Za-z0-9.:[\]-]{1,255}$/.test(origin))
  )
    throw new UserError(`--game-origin must be http(s)://host[:port], not "${oneLine(String(origin))}"`, 2);
  if (!/^[A-Za-z0-9.:-]{1,255}$/.test(host))
    throw new UserError(`--host must be a host name or address, not "${oneLine(host)}"`, 2);
  const bench = args.flags.has("bench");
  // The benchmark makes 50 games at once from one address: no limit there unless one is given.
  const perMinute = numberFlag(args, "create-rate", bench ? 0 : DEFAULT_CREATE_RATE.perMinute);
  const burst = numberFlag(args, "create-burst", DEFAULT_CREATE_RATE.burst);
  return {
    port: numberFlag(args, "port", 2567),
    host,
    data: text("data", "./data"),
    app: text("app", "dist"),
    quiet: args.flags.has("quiet"),
    bench,
    createRate: perMinute > 0 ? { perMinute, burst } : null,
    createQueue: numberFlag(
      args,
      "create-queue",
      bench ? OPTION_RANGES["create-queue"].max : DEFAULT_SETUP_LIMITS.queue,
    ),
    gameOrigin: args.flags.has("game-origin") ? text("game-origin", "") : null,
  };
}

/** Runs the server until a signal; the exit status. */
export async function serveCommand(argv: readonly string[]): Promise<number> {
  const o = serveOptions(argv);
  const { startServer, ListenError } = await import("../server/server");
  const { serverDeps } = await import("./server-deps");
  const redisUrl = process.env.SIGHTLINE_REDIS_URL || null;
  let running: Awaited<ReturnType<typeof startServer>>;
  try {
    running = await startServer({
      port: o.port,
      hostname: o.host,
      dataDir: o.data === ":memory:" ? o.data : resolve(o.data),
      redisUrl,
      publicAddress: process.env.SIGHTLINE_PUBLIC_ADDRESS || undefined,
      staticDir: resolve(o.app),
      gameOrigin: o.gameOrigin,
      bench: o.bench,
      createRate: o.createRate,
      createQueue: o.createQueue,
      ...(await serverDeps()),
    });
  } catch (e) {
    // A failed listen names host:port and the reason (server.ts ListenError); anything else (the data
    // folder, Redis) is said in one line too: never a stack trace, and exit 1.
    printErr(
      `sightline serve: ${e instanceof ListenError ? e.message : `cannot start: ${oneLine(String((e as Error)?.message ?? e))}`}`,
    );
    return 1;
  }
  printOut(
    jsonLine({
      listening: running.url,
      port: running.port,
      pid: process.pid,
      data: o.data,
      redis: redisUrl !== null,
    }),
  );
  await new Promise<void>((done) => {
    const stop = () => done();
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
  await running.close();
  if (!o.quiet) printErr("sightline serve: stopped");
  return 0;
}
