import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { defineConfig, mergeConfig } from "vitest/config";
import base from "./vite.config.ts";

/**
 * `npm run test:unit`'s selection (issue 36 item 8): every vitest test that needs no browser and no
 * server, so it runs anywhere in a few minutes. A test is left out by what its code does, not by a list
 * of names: when its code (comments aside) matches one of MARKERS, it needs Chromium, the built app or
 * the dev server, a game server it hosts or spawns, or Redis; so is any test under tests/e2e/, and any
 * whose test-support modules (followed through tests/) drive a browser. A new browser or server test
 * written with the same helpers is left out without editing this file. `npm test` still runs
 * everything (vite.config.ts).
 */

/** What the code of a test that needs a browser or a server does, and why it is left out. */
export const MARKERS: readonly { re: RegExp; why: string }[] = [
  { re: /playwright|chromium/i, why: "drives a browser" },
  {
    re: /from\s*["'][^"']*\/e2e\/[^"']*["']/,
    why: "uses the browser tests' support (the built app, the dev server, Chromium)",
  },
  { re: /\b(startServer|serverHere|serverProcess)\s*\(/, why: "hosts or spawns the game server" },
  { re: /["']serve["']\s*,\s*["']--/, why: "spawns `sightline serve`" },
  { re: /redis/i, why: "needs Redis" },
];

const root = import.meta.dirname;
const IMPORT_RE = /(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");

/** The code of a file (comments stripped), or null when there is no such file. */
function codeOf(file: string): string | null {
  try {
    return code(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** Whether a test's support modules under tests/ (transitively) drive a browser. */
function supportDrivesBrowser(file: string, text: string, seen: Set<string>): boolean {
  for (const m of text.matchAll(IMPORT_RE)) {
    const target = resolve(dirname(file), m[1]!);
    if (relative(join(root, "tests"), target).startsWith("..")) continue;
    for (const f of [target, `${target}.ts`, `${target}.tsx`, join(target, "index.ts")]) {
      if (seen.has(f)) continue;
      seen.add(f);
      const t = codeOf(f);
      if (t !== null && (MARKERS[0]!.re.test(t) || supportDrivesBrowser(f, t, seen))) return true;
    }
  }
  return false;
}

/** The tests outside tests/e2e/ that are left out, each with why (repository-relative paths). */
export function browserOrServerTests(): { file: string; why: string }[] {
  const tests = (readdirSync(join(root, "tests"), { recursive: true }) as string[])
    .map((f) => join("tests", f).replace(/\\/g, "/"))
    .filter((f) => /\.test\.tsx?$/.test(f) && !f.startsWith("tests/e2e/"))
    .sort();
  const out: { file: string; why: string }[] = [];
  for (const file of tests) {
    const text = codeOf(join(root, file)) ?? "";
    const hit = MARKERS.find((m) => m.re.test(text));
    if (hit) out.push({ file, why: hit.why });
    else if (supportDrivesBrowser(join(root, file), text, new Set()))
      out.push({ file, why: "its support modules drive a browser" });
  }
  return out;
}

export default mergeConfig(
  base,
  defineConfig({
    test: {
      exclude: ["**/node_modules/**", "tests/e2e/**", ...browserOrServerTests().map((t) => t.file)],
      // As `npm test`'s node group (vitest.config.ts): two files at a time.
      maxWorkers: Math.max(1, Number(process.env.SIGHTLINE_TEST_NODE_WORKERS) || 2),
    },
  }),
);
