import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { runCli } from "../support/cli-capture";

/**
 * Issue 39 item 14: `sightline <command> --help` was refused for every command ("unknown option
 * --help", exit 2). Each command now prints its own usage and what it does, on stdout, exit 0, with
 * `--help` or `-h` anywhere before a bare `--`; after `--` the word is a file name, as before.
 */

/** The commands `sightline --help` lists: each line under "commands:" starts with the name. */
async function listedCommands(): Promise<string[]> {
  const { out } = await runCli("--help");
  const lines = out.split("\n");
  return lines
    .slice(lines.indexOf("commands:") + 1)
    .map((l) => /^ {2}(\S+)/.exec(l)?.[1])
    .filter((n): n is string => n !== undefined);
}

const names = await listedCommands();

describe("every command answers --help and -h with its usage, exit 0", () => {
  it("lists the commands it checks", () => {
    expect(names).toEqual(expect.arrayContaining(["validate", "los", "deadground", "serve", "bot", "fire"]));
  });

  it.each(names)("sightline %s --help", async (name) => {
    for (const flag of ["--help", "-h"]) {
      const r = await runCli(name, flag);
      expect({ code: r.code, err: r.err }).toEqual({ code: 0, err: "" });
      expect(r.out.startsWith(`usage: sightline ${name} `)).toBe(true);
    }
  });

  it("wins over other words and mistakes before it, but not after a bare --", async () => {
    const after = await runCli("los", "terrain/ridge-and-village.json", "--bogus", "--help");
    expect(after.code).toBe(0);
    expect(after.out).toContain("usage: sightline los");
    const file = await runCli("validate", "--", "--help");
    expect(file.code).not.toBe(0);
    expect(file.out + file.err).toContain("--help");
    expect(file.out).not.toContain("usage:");
  });

  it("exits 0 from the installed command too", () => {
    const out = execFileSync(process.execPath, ["src/cli/sightline.mjs", "hexlos", "--help"], {
      encoding: "utf8",
    });
    expect(out).toMatch(/^usage: sightline hexlos /);
  });
});
