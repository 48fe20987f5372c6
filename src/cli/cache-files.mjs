// The file handling the CLI's disk caches share (world-cache.ts, code-cache.mjs): an entry written
// whole (a writer's own file renamed into place, so no reader sees half an entry), touched when used,
// and a folder kept to its most recently used entries. Plain JavaScript: the bin loads code-cache.mjs
// before any bundle.
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** A writer's temporary file older than this is left over from a crash, and removed when trimming. */
const STALE_TEMP_MS = 10 * 60 * 1000;

/**
 * Writes `bytes` to `file` (its folder made if missing) through a file of this writer's own renamed
 * into place. Returns whether it was written; a failure is silent (no cache, no harm).
 */
export function writeWhole(file, bytes) {
  // pid and time: one name per writer (two processes' pids differ; one process writes an entry at a time)
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  try {
    mkdirSync(join(file, ".."), { recursive: true });
    writeFileSync(temp, bytes);
    renameSync(temp, file);
    return true;
  } catch {
    try {
      rmSync(temp, { force: true });
    } catch {
      // no folder to leave a file in
    }
    return false;
  }
}

/** Marks `file` used now: the last to go when its folder is trimmed (a read-only cache is still one). */
export function touch(file) {
  try {
    const now = new Date();
    utimesSync(file, now, now);
  } catch {
    // read-only or gone: nothing to mark
  }
}

/**
 * Keeps the `keep` most recently used entries of `dir` whose names `isEntry` accepts, removing the
 * rest, and removes writers' stale temporary files. Failures are silent: another process trimming at
 * the same time, and the next write trims again.
 */
export function keepNewest(dir, isEntry, keep) {
  try {
    const now = Date.now();
    const entries = [];
    for (const name of readdirSync(dir)) {
      const file = join(dir, name);
      const st = statSync(file, { throwIfNoEntry: false });
      if (!st) continue;
      if (isEntry(name)) entries.push({ file, ms: st.mtimeMs });
      else if (name.endsWith(".tmp") && now - st.mtimeMs > STALE_TEMP_MS) rmSync(file, { force: true });
    }
    entries.sort((a, b) => b.ms - a.ms);
    for (const { file } of entries.slice(keep)) rmSync(file, { force: true });
  } catch {
    // another process trimming at the same time; the next write trims again
  }
}
