import { existsSync, readFileSync, realpathSync, statSync } from "node:fs";
import type http from "node:http";
import { extname, isAbsolute, join, relative, resolve } from "node:path";
import { sendProblem } from "./http-json";

/**
 * The built app, as `sightline serve --app` serves it. Only files whose real path (links followed)
 * lies inside the app folder are sent, never one inside the data folder (games.sqlite holds every
 * seed and token), whatever the request's escapes: the path is decoded once, then resolved and
 * compared as real paths with the separator (issue 31: a string prefix test let `/..%2fgame-data/`
 * reach the sibling folder `game-data` of an app folder `game`). A path that is no file of the app
 * gets index.html (the page's own routes).
 */

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".wasm": "application/wasm",
  ".webmanifest": "application/manifest+json",
  ".glb": "model/gltf-binary",
};

/** Whether `path` is `folder` or lies inside it (both absolute, resolved). */
export function isInside(folder: string, path: string): boolean {
  const rel = relative(folder, path);
  return rel === "" || (!rel.startsWith("..") && !isAbsolute(rel));
}

/** The real path of an existing file or folder, else null. */
const realOf = (path: string): string | null => {
  try {
    return realpathSync(path);
  } catch {
    return null;
  }
};

/** The request handler of an app folder (null: none) that never sends anything of `dataDir`. */
export function staticFiles(
  appDir: string | null,
  dataDir: string | null,
): (res: http.ServerResponse, url: URL) => void {
  const root = appDir && existsSync(appDir) ? realOf(resolve(appDir)) : null;
  // The data folder exists once the store is open; ":memory:" has none.
  const data = dataDir && dataDir !== ":memory:" ? realOf(resolve(dataDir)) : null;
  return (res, url) => {
    if (!root) return sendProblem(res, 404, "this server serves no app (run npm run build)");
    const shown = url.pathname.slice(0, 200);
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      return sendProblem(res, 400, `not a valid path (a bad %-escape): ${shown}`);
    }
    if (path.includes("\0")) return sendProblem(res, 400, `not a valid path (a NUL byte): ${shown}`);
    // A file of the app never has one; on Windows it is a separator.
    if (path.includes("\\")) return sendProblem(res, 400, `not a valid path (a backslash): ${shown}`);
    const outside = () => sendProblem(res, 403, `${shown} is outside the app folder`);
    const asked = resolve(root, `.${path}`);
    if (!isInside(root, asked)) return outside();
    let file = realOf(asked);
    // Links are followed, and must stay inside too.
    if (file !== null && !isInside(root, file)) return outside();
    if (file !== null && data !== null && isInside(data, file))
      return sendProblem(res, 404, `no such file: ${shown}`);
    let body: Buffer;
    try {
      if (file === null || statSync(file).isDirectory()) file = join(root, "index.html");
      body = readFileSync(file);
    } catch {
      return sendProblem(res, 404, `no such file: ${shown}`);
    }
    // Cross-origin isolation, as the dev server sends (vite.config.ts): the LOS worker pool shares the
    // BVH through SharedArrayBuffer, which a page gets only when isolated.
    res.writeHead(200, {
      "content-type": TYPES[extname(file)] ?? "application/octet-stream",
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-embedder-policy": "require-corp",
    });
    res.end(body);
  };
}
