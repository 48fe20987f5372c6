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
