import type http from "node:http";
import { addressKey, type CreateLimiter } from "./create-limits";
import { problemsBody, readBody, refuseBody, sendJson } from "./http-json";
import type { SetupPool } from "./setup-pool";
import type { GameStore } from "./store";

/**
 * `POST /api/games`, in the order that costs the server least when refusing: the address's rate
 * (429 with Retry-After, create-limits.ts), the body's size (413, once the body is read to its end
 * so the client gets it), the set-up built in the worker (setup-pool.ts: 503 when too many wait,
 * 400 for a bad set-up), then the game stored with its invite links (201).
 */

/** The largest body `POST /api/games` reads: a whole set-up with its table. */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;

/** What making games needs. */
export interface GameMaker {
  store: GameStore;
  setups: SetupPool;
  /** null: no limit per address */
  limiter: CreateLimiter | null;
  /** the origin invite links open (default: the request's own) */
  appOrigin?: string | null;
  /** the game server's origin when it differs from the app's */
  gameOrigin?: string | null;
  /** this server's port, for links when the request names no host */
  port: () => number;
  /** for tests only: each new game's seed (ServeOptions.seedSource); absent: the host draws its own */
  seedSource?: (() => string) | null;
}

/** The invite link of a token. */
export function inviteUrl(origin: string, gameId: string, token: string, gameOrigin?: string | null): string {
  const q = new URLSearchParams({ online: gameId, token });
  if (gameOrigin) q.set("server", gameOrigin);
  return `${origin}/?${q.toString()}`;
}

/** Answers one `POST /api/games`. */
export async function makeGame(
  m: GameMaker,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<void> {
  const wait = m.limiter?.take(addressKey(req.socket.remoteAddress)) ?? 0;
  if (wait > 0)
    return refuseBody(
      req,
      res,
      429,
      `too many new games from this address: at most ${m.limiter!.rate.burst} at once and ${m.limiter!.rate.perMinute} a minute; try again in ${wait} s`,
      { "retry-after": String(wait) },
    );
  const text = await readBody(req, MAX_BODY_BYTES);
  if (text === null)
    return sendJson(
      res,
      413,
      problemsBody([{ path: "$", message: `the set-up is larger than ${MAX_BODY_BYTES} bytes` }]),
      { connection: "close" },
    );
  const setup = await m.setups.run(text, m.seedSource?.());
  if (!setup.ok)
    return sendJson(
      res,
      setup.status,
      problemsBody(setup.problems),
      setup.status === 503 ? { "retry-after": "5" } : {},
    );
  const { id, tokens } = m.store.create(setup.fileText, [...setup.seats, "spectator"], setup.options);
  const origin = m.appOrigin ?? `http://${req.headers.host ?? `localhost:${m.port()}`}`;
  const seats: Record<string, { url: string; token: string }> = {};
  for (const seat of setup.seats) {
    const token = tokens.get(seat)!;
    seats[seat] = { url: inviteUrl(origin, id, token, m.gameOrigin), token };
  }
  const watch = inviteUrl(origin, id, tokens.get("spectator")!, m.gameOrigin);
  return sendJson(res, 201, { id, seats, watch });
}
