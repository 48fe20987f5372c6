import type http from "node:http";
import type { Problem } from "../core/problems";

/** JSON answers of the game server's HTTP side: every refusal is `{ ok: false, problems }`. */

/** Sends `body` as JSON, never cached. */
export function sendJson(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
    ...headers,
  });
  res.end(text);
}

/** A refusal's body: at most 50 problems. */
export const problemsBody = (problems: Problem[]) => ({ ok: false, problems: problems.slice(0, 50) });

/** Sends one problem at `$` with `status`. */
export const sendProblem = (
  res: http.ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void => sendJson(res, status, problemsBody([{ path: "$", message }]), headers);

/**
 * Past the limit, up to this much more of a body is still read (and dropped) so that the refusal can be
 * sent: a server that stops reading and closes makes the client's send fail with a reset connection
 * instead of reading the 413. A body larger still is answered at once and its connection closed.
 */
const DRAIN_BYTES = 16 * 1024 * 1024;

/** A request's body as text, or null when it is larger than `maxBytes` (read to its end, then). */
export function readBody(req: http.IncomingMessage, maxBytes: number): Promise<string | null> {
  return new Promise((done) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const declared = Number(req.headers["content-length"]);
    if (declared > maxBytes + DRAIN_BYTES) return done(null);
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size <= maxBytes) chunks.push(c);
      else {
        chunks.length = 0;
        if (size > maxBytes + DRAIN_BYTES) {
          req.pause();
          done(null);
        }
      }
    });
    req.on("end", () => done(size > maxBytes ? null : Buffer.concat(chunks).toString("utf8")));
    req.on("error", () => done(null));
  });
}

/** Refuses a request whose body is not wanted: reads it to its end (bounded), then answers and closes. */
export async function refuseBody(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): Promise<void> {
  if (!req.complete) await readBody(req, 0);
  sendProblem(res, status, message, { connection: "close", ...headers });
}
