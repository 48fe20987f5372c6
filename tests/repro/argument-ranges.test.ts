import { execFileSync } from "node:child_process";
import { mkdtempSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../support/cli-capture";
import { exampleTable } from "../support/example-table";

/**
 * Issue 18 item 10: `--samples 1e9` took over 4 GB, `--samples 1e308` was an internal error,
 * `--workers 100000` took gigabytes, `validate /dev/zero` never ended, a FIFO was waited on, `--` was
 * an unknown option, and `sightline constructor` reached Object's own members (exit 70).
 */

const TABLE = "terrain/ridge-and-village.json";
const dir = mkdtempSync(join(tmpdir(), "sightline-ranges-"));

describe("numeric options have ranges, named in the message, exit 2", () => {
  it.each([
    [["los", TABLE, "b1", "r4", "--samples", "1e9"], "--samples must be a whole number from 16 to 4096"],
    [["los", TABLE, "b1", "r4", "--samples", "1e308"], "--samples must be a whole number from 16 to 4096"],
    [["los", TABLE, "b1", "r4", "--samples=0x40"], "--samples must be a whole number from 16 to 4096"],
    [["threat", TABLE, "--side", "red", "--workers", "64"], "--workers must be a whole number from 0 to 16"],
    [
      ["threat", TABLE, "--side", "red", "--workers", "100000"],
      "--workers must be a whole number from 0 to 16",
    ],
    [
      ["threat", TABLE, "--side", "red", "--cell", "1e-300"],
      "--cell must be a number from 0.05 to 12 (inches)",
    ],
    [["deadground", TABLE, "b1", "--cell", "100"], "--cell must be a number from 0.05 to 12 (inches)"],
    [
      ["deadground", TABLE, "b1", "--target-height-yards", "1e308"],
      "--target-height-yards must be a number from 0.01 to 1000 (yards)",
    ],
    [
      ["deadground", TABLE, "--at", "30,20", "--eye-yards", "1e9"],
      "--eye-yards must be a number from 0.01 to 1000",
    ],
    [
      ["deadground", TABLE, "--at", "30,20", "--eye-yards", ""],
      "--eye-yards must be a number from 0.01 to 1000",
    ],
    [["fire", TABLE, "b1", "r4", "--roll", "1e308"], "--roll must be a whole number from 1 to 20"],
    [["fire", TABLE, "b1", "r4", "--roll", " 12"], "--roll must be a whole number from 1 to 20"],
    [
      ["fire", TABLE, "b1", "r4", "--firer-damage", "1e308"],
      "--firer-damage must be a whole number from 0 to 99",
    ],
    [
      ["fire", TABLE, "b1", "r4", "--target-damage", "Infinity"],
      "--target-damage must be a whole number from 0 to 99",
    ],
    [["fire", TABLE, "b1", "r4", "--setup", "2"], "--setup must be a number from 0 to 1"],
  ])("%j", async (argv, words) => {
    const r = await runCli(...argv);
    expect(r.err).toContain(words);
    expect(r.code).toBe(2);
  });

  it("a map of more cells than the limit is refused with the smallest cell that fits", async () => {
    const t = exampleTable();
    t.width = 480;
    t.depth = 480;
    const f = join(dir, "huge-table.json");
    writeFileSync(f, JSON.stringify(t));
    const r = await runCli("deadground", f, "b1", "--cell", "0.1");
    expect(r.code).toBe(2);
    expect(r.err).toContain(
      '--cell 0.1 makes 23,040,000 cells on this 480×480" table; a map has at most 4,000,000: use --cell 0.24 or more',
    );
  });
});

describe("files a command reads are bounded and regular", () => {
  it("validate /dev/zero is refused at once", async () => {
    const r = await runCli("validate", "/dev/zero");
    expect(r.code).toBe(1);
    expect(r.err).toBe("/dev/zero: cannot read: is not a regular file (a FIFO, a device or a socket)\n");
  });

  it("a FIFO is refused, not waited on", async () => {
    const fifo = join(dir, "pipe.json");
    execFileSync("mkfifo", [fifo]);
    const r = await runCli("validate", fifo);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`${fifo}: cannot read: is not a regular file`);
  });

  it("a file over 64 MB is refused with the limit named", async () => {
    const big = join(dir, "big.json");
    writeFileSync(big, "");
    truncateSync(big, 65 * 1024 * 1024);
    const r = await runCli("los", big, "b1", "r4");
    expect(r.code).toBe(1);
    expect(r.err).toBe(`${big}: cannot read: is larger than the limit of 64 MB for a file (65 MB)\n`);
  });
});

describe("-- and command names", () => {
  it("-- ends the options: a file named like an option is read as a file", async () => {
    const r = await runCli("validate", "--", "--quiet");
    expect(r.code).toBe(1);
    expect(r.err).toBe("--quiet: cannot read: no such file\n");
  });

  it.each(["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"])(
    "%s is an unknown command, exit 2",
    async (name) => {
      const r = await runCli(name, TABLE);
      expect(r.code).toBe(2);
      expect(r.err).toContain(`unknown command "${name}"`);
    },
  );
});
