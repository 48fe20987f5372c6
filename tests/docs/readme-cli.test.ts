import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../support/cli-capture";

/**
 * Issue 39 item 16: the README's examples ran through `npx sightline`, which starts npm before every
 * call (about 0.7 s, more than `sightline los` takes itself). They now call `sightline`, the command
 * `npm link` puts on the PATH, and say that `npx sightline` works too.
 */

const ROOT = new URL("../..", import.meta.url).pathname;
const README = readFileSync(join(ROOT, "README.md"), "utf8");
/** The lines of the README's shell blocks. */
const shellLines = [...README.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((m) => m[1]!.split("\n"));

describe("the README's command line", () => {
  it("calls the plain sightline command, each example a command the CLI knows", async () => {
    const { out } = await runCli("--help");
    const known = new Set([...out.matchAll(/^ {2}(\S+)/gm)].map((m) => m[1]));
    const calls = shellLines.filter((l) => /^(npx )?sightline /.test(l));
    expect(calls.length).toBeGreaterThan(10);
    expect(calls.filter((l) => l.startsWith("npx "))).toEqual([]);
    for (const l of calls) expect(known, l).toContain(l.split(/\s+/)[1]);
    expect(shellLines.some((l) => l.startsWith("npm link"))).toBe(true);
    expect(README).toContain("`npx sightline …` works too");
  });

  it("runs as npm link installs it: a link named sightline on the PATH, from another folder", () => {
    const bin = mkdtempSync(join(tmpdir(), "sightline-bin-"));
    symlinkSync(join(ROOT, "src/cli/sightline.mjs"), join(bin, "sightline"));
    try {
      const out = execFileSync("sightline", ["validate", join(ROOT, "terrain/open-plain.json")], {
        cwd: bin,
        encoding: "utf8",
        env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
      });
      expect(out).toContain("open-plain.json");
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  });
});
