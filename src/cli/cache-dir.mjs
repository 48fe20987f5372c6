// Where the CLI's disk caches live: the tables' worlds (world-cache.ts) and V8's code cache of the
// short commands' bundle (code-cache.mjs). Plain JavaScript, as the bin's loader reads it before any
// bundle runs.
import { homedir } from "node:os";
import { isAbsolute, join } from "node:path";

/**
 * Where the cache lives: SIGHTLINE_CACHE_DIR, else $XDG_CACHE_HOME/sightline, else
 * ~/.cache/sightline; null where SIGHTLINE_CACHE=0 turns it off.
 */
export function cacheDir(env = process.env) {
  if (env.SIGHTLINE_CACHE === "0") return null;
  if (env.SIGHTLINE_CACHE_DIR) return env.SIGHTLINE_CACHE_DIR;
  const xdg = env.XDG_CACHE_HOME;
  try {
    return join(xdg && isAbsolute(xdg) ? xdg : join(homedir(), ".cache"), "sightline");
  } catch {
    return null; // no home folder
  }
}
