import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { bundleIsFresh } from "../../src/cli/bundle-fresh.mjs";

// Issue 22: the CLI runs prebuilt JavaScript (scripts/build-cli.mjs, run by npm's prepare) and never
// a stale bundle: sightline.mjs falls back to tsx when a source that went in is newer or gone.
const root = new URL("../../", import.meta.url).pathname;
const OUT = ".build/cli-test";
afterAll(() => rmSync(join(root, OUT), { recursive: true, force: true }));

const node = (args: string[], env: Record<string, string> = {}) => {
  const r = spawnSync(process.execPath, args, {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, ...env },
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
};
/** Runs a CLI command from the test bundle. */
const bundled = (...args: string[]) =>
  node([
    "-e",
    `import("./${OUT}/main.js").then(async (m) => { process.exitCode = await m.main(${JSON.stringify(args)}); })`,
  ]);
const fromSources = (...args: string[]) => node(["src/cli/sightline.mjs", ...args], { SIGHTLINE_TSX: "1" });

describe("the CLI bundle", () => {
  it("builds, and its commands (the map workers' entry included) answer as the sources do", () => {
    const b = node(["scripts/build-cli.mjs", "--quiet", "--out", OUT]);
    expect(b.err).toBe("");
    expect(b.code).toBe(0);
    const los = ["los", "terrain/ridge-and-village.json", "b1", "r4", "--json"];
    expect(bundled(...los).out).toBe(fromSources(...los).out);
    // --workers 2: the workers' entry, whatever the load (a small map unasked runs on the main thread)
    const threat = [
      "threat",
      "terrain/ridge-and-village.json",
      "--side",
      "red",
      "--cell",
      "1",
      "--workers",
      "2",
      "--json",
    ];
    const t = bundled(...threat);
    expect(t.err).toBe("");
    expect(t.out).toBe(fromSources(...threat).out);
    // a user mistake is still a message, not a stack
    const bad = bundled("los", "terrain/nope.json", "b1", "r4");
    expect(bad.code).not.toBe(0);
    expect(bad.err).not.toMatch(/\n\s+at /);
    // a build and five CLI processes, two through tsx: 12 s alone, past vitest's 30 s beside other files
  }, 180_000);

  // "gives the map workers no zod" is in tests/cli/lazy-imports.test.ts: it follows the worker chunk's
  // static imports in the real (split) build, since the ruleset list's parts are dynamic imports.

  it("is fresh only while no source listed in its manifest is newer than it, or gone", () => {
    const dir = mkdtempSync(join(tmpdir(), "sightline-bundle-"));
    const rootUrl = pathToFileURL(`${dir}/`);
    expect(bundleIsFresh(rootUrl)).toBe(false); // no bundle at all
    mkdirSync(join(dir, "src"), { recursive: true });
    mkdirSync(join(dir, ".build/cli"), { recursive: true });
    writeFileSync(join(dir, "src/a.ts"), "export {};");
    writeFileSync(join(dir, "src/b.ts"), "export {};");
    const manifest = join(dir, ".build/cli/manifest.json");
    writeFileSync(manifest, JSON.stringify({ inputs: ["src/a.ts", "src/b.ts"] }));
    const t = Date.now() / 1000;
    utimesSync(join(dir, "src/a.ts"), t - 100, t - 100);
    utimesSync(join(dir, "src/b.ts"), t - 100, t - 100);
    utimesSync(manifest, t - 50, t - 50);
    expect(bundleIsFresh(rootUrl)).toBe(true);
    utimesSync(join(dir, "src/b.ts"), t - 10, t - 10); // edited after the build
    expect(bundleIsFresh(rootUrl)).toBe(false);
    utimesSync(join(dir, "src/b.ts"), t - 100, t - 100);
    rmSync(join(dir, "src/a.ts")); // a source gone
    expect(bundleIsFresh(rootUrl)).toBe(false);
    writeFileSync(manifest, JSON.stringify({ inputs: [] }));
    expect(bundleIsFresh(rootUrl)).toBe(false); // an empty manifest is no bundle
    rmSync(dir, { recursive: true, force: true });
  });
});
