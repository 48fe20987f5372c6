import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Builds the production bundle once for all browser tests. The build is keyed by a hash of everything
 * that goes into it, so parallel test files (and reruns with nothing changed) share one build; a lock
 * directory keeps two test workers from building at the same time.
 */

/** The repository root. */
export const ROOT = new URL("../../..", import.meta.url).pathname;
/** Where the e2e build goes (gitignored with dist/). */
export const DIST = join(ROOT, "dist");
const STAMP = join(DIST, ".e2e-build-stamp");
const LOCK = join(ROOT, "node_modules", ".sightline-e2e-build.lock");

const INPUTS = ["src", "index.html", "vite.config.ts", "models", "terrain", "package-lock.json"];

function walk(path: string, out: string[]): void {
  if (!existsSync(path)) return;
  const st = statSync(path);
  if (st.isDirectory()) for (const e of readdirSync(path).sort()) walk(join(path, e), out);
  else out.push(path);
}

function inputHash(): string {
  const h = createHash("sha1");
  const files: string[] = [];
  for (const i of INPUTS) walk(join(ROOT, i), files);
  for (const f of files) {
    h.update(f.slice(ROOT.length));
    h.update(readFileSync(f));
  }
  return h.digest("hex");
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Makes sure dist/ holds a production build of the current sources. */
export async function ensureBuilt(): Promise<void> {
  const want = inputHash();
  for (let waited = 0; ; waited += 250) {
    if (existsSync(STAMP) && readFileSync(STAMP, "utf8") === want) return;
    try {
      mkdirSync(LOCK);
    } catch {
      // another worker is building; a lock older than 3 minutes is stale
      if (waited > 180_000 || (existsSync(LOCK) && Date.now() - statSync(LOCK).mtimeMs > 180_000))
        rmSync(LOCK, { recursive: true, force: true });
      await sleep(250);
      continue;
    }
    try {
      if (existsSync(STAMP) && readFileSync(STAMP, "utf8") === want) return;
      execFileSync(
        process.execPath,
        [join(ROOT, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"],
        {
          cwd: ROOT,
          stdio: "pipe",
          // Under vitest NODE_ENV is "test", which would make Vite bundle React's development build;
          // the browser tests and `bench:web` measure the production bundle, whoever builds it first.
          env: { ...process.env, NODE_ENV: "production", VITE_CONFIG_NATIVE_IGNORE_WARNING: "true" },
        },
      );
      writeFileSync(STAMP, want);
      return;
    } finally {
      rmSync(LOCK, { recursive: true, force: true });
    }
  }
}
