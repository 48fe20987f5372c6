import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  codeCacheKey,
  decodeCodeCache,
  encodeCodeCache,
  MAX_ENTRIES_PER_COMMAND,
  readCodeCache,
  writeCodeCache,
} from "../../src/cli/code-cache.mjs";
import { SHORT_BUNDLE_COMMANDS } from "../../src/cli/short-bundle-commands.mjs";
import { SHORT_COMMANDS } from "../../src/cli/short-commands";

/**
 * Issue 37: the short commands run from a script of their own compiled with V8's code cache
 * (src/cli/code-cache.mjs). An entry is keyed on the build, the bundle file, Node, V8, the machine and
 * the command, holds its key whole and a CRC-32 of its data, and is never handed to V8 when it is
 * another's, damaged or cut short; the commands print the same with it, without it and from main.js.
 */
const root = new URL("../../", import.meta.url).pathname;
const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), "code-cache-"));
  dirs.push(d);
  return d;
};

const parts = {
  buildId: "a".repeat(64),
  bundleBytes: 885_000,
  bundleMtimeMs: 1_765_000_000_000.5,
  command: "los",
  node: "v20.20.2",
  v8: "11.3.244.8-node.33",
  arch: "x64",
};

describe("a code cache entry", () => {
  const key = codeCacheKey(parts);
  const data = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7919) % 251));
  const encoded = encodeCodeCache(key, data);

  it("has a key that changes with each of its parts", () => {
    const changed: Partial<typeof parts>[] = [
      { buildId: "b".repeat(64) },
      { bundleBytes: parts.bundleBytes + 1 },
      { bundleMtimeMs: parts.bundleMtimeMs + 1 },
      { command: "deadground" },
      { node: "v20.20.3" },
      { v8: "11.3.244.9-node.33" },
      { arch: "arm64" },
    ];
    for (const c of changed) expect(codeCacheKey({ ...parts, ...c }), JSON.stringify(c)).not.toBe(key);
    expect(codeCacheKey({ ...parts })).toBe(key);
  });

  it("reads back as the data written, under its own key only", () => {
    expect(decodeCodeCache(encoded, key)?.equals(data)).toBe(true);
    expect(decodeCodeCache(encoded, codeCacheKey({ ...parts, bundleBytes: 1 }))).toBeNull();
  });

  it("is not read when cut short, lengthened, or with any byte changed (seed 37: a fixed stride)", () => {
    for (const len of [0, 1, 8, 19, 20, 21, encoded.length - 1])
      expect(decodeCodeCache(encoded.subarray(0, len), key), `cut at ${len}`).toBeNull();
    expect(decodeCodeCache(Buffer.concat([encoded, Buffer.from([0])]), key), "a byte added").toBeNull();
    const stride = Math.max(1, Math.floor(encoded.length / 37));
    for (let at = 0; at < encoded.length; at += stride) {
      const bad = Buffer.from(encoded);
      bad[at] = bad[at]! ^ 0x10;
      expect(decodeCodeCache(bad, key), `byte ${at} changed`).toBeNull();
    }
  });

  it("is written whole into its folder, and each command keeps its most recently used few", () => {
    const dir = join(tempDir(), "made-here");
    const file = (n: number, command = "los") => join(dir, `code-${command}-${n}.v8code`);
    expect(writeCodeCache(file(0), key, data)).toBe(true);
    expect(readCodeCache(file(0), key)?.equals(data)).toBe(true);
    expect(readCodeCache(file(0), codeCacheKey({ ...parts, arch: "arm64" }))).toBeNull();
    expect(writeCodeCache(file(0, "threat"), key, data)).toBe(true);
    // the older entries marked used in order at fixed times before today; the newest is written now
    const t = 1_700_000_000;
    for (let n = 1; n <= MAX_ENTRIES_PER_COMMAND + 1; n++) {
      utimesSync(file(n - 1), t + n, t + n);
      expect(writeCodeCache(file(n), key, data)).toBe(true);
    }
    const left = readdirSync(dir).sort();
    expect(left.filter((f) => f.startsWith("code-los-")).length).toBe(MAX_ENTRIES_PER_COMMAND);
    expect(left).not.toContain("code-los-0.v8code"); // the least recently used went first
    expect(left).toContain("code-threat-0.v8code"); // another command's are not trimmed
    expect(left.filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });

  it("names the commands the bin sends to the short bundle, the same as short-commands.ts", () => {
    expect([...SHORT_BUNDLE_COMMANDS].sort()).toEqual(Object.keys(SHORT_COMMANDS).sort());
  });
});

describe("the short commands through the code cache (a bundle built for the test)", () => {
  const out = ".build/code-cache-test";
  let work: string;
  beforeAll(() => {
    const b = spawnSync(process.execPath, ["scripts/build-cli.mjs", "--out", out, "--quiet"], {
      cwd: root,
      encoding: "utf8",
    });
    if (b.status !== 0) throw new Error(`build failed: ${b.stderr}`);
    // as src/cli/sightline.mjs runs them: the short bundle, else main.js
    writeFileSync(
      `${root}${out}/run.mjs`,
      [
        `import { runShortBundle } from "${root}src/cli/code-cache.mjs";`,
        // the built-in modules the process loaded, for the test to read
        "if (process.env.LIST_BUILTINS) process.on('exit', () => process.stderr.write('builtins: ' + process.moduleLoadList.filter((m) => m.startsWith('NativeModule ')).map((m) => m.slice(13)).join(' ') + '\\n'));",
        "const argv = process.argv.slice(2);",
        "let status = process.env.VIA_MAIN ? null : await runShortBundle(new URL('./', import.meta.url).pathname, argv);",
        "if (status === null) status = await (await import('./main.js')).main(argv, { wholeProcess: true });",
        "process.exitCode = status;",
        "",
      ].join("\n"),
    );
    work = tempDir();
  }, 240_000);
  afterAll(() => {
    rmSync(`${root}${out}`, { recursive: true, force: true });
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  /** Runs a command; `code` is what V8 did with the cache (accepted, rejected, none), `wrote` whether one was written. */
  function run(args: string[], env: Record<string, string> = {}) {
    const r = spawnSync(process.execPath, [`${root}${out}/run.mjs`, ...args], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, SIGHTLINE_CACHE_DIR: join(work, "cache"), SIGHTLINE_TIMING: "1", ...env },
    });
    const code = /V8 code cache: (\w+)/.exec(r.stderr)?.[1] ?? "main.js";
    const timing = r.stderr.indexOf("sightline timing");
    return {
      status: r.status,
      stdout: r.stdout,
      said: timing < 0 ? r.stderr : r.stderr.slice(0, timing),
      code,
      wrote: r.stderr.includes("V8 code cache written"),
      world: r.stderr.includes("read from the cache") ? "cache" : "built",
      short: r.stderr.includes("short job: V8 stops at its baseline tier"),
      builtins: (/builtins: (.*)/.exec(r.stderr)?.[1] ?? "").split(" "),
    };
  }
  const entries = () => readdirSync(join(work, "cache")).filter((f) => f.endsWith(".v8code"));

  it("writes a command's entry after a run that read its world from the cache, uses it after, and prints the same as main.js", () => {
    const table = join(work, "t.json");
    writeFileSync(table, readFileSync(`${root}terrain/ridge-and-village.json`));
    const los = ["los", table, "b1", "r4", "--json"];
    const viaMain = run(los, { VIA_MAIN: "1", SIGHTLINE_CACHE: "0" });
    expect(viaMain.code).toBe("main.js");
    expect(viaMain.status).toBe(0);

    // the first run builds the world (zod, three.js): no code cache from it, which would carry them
    const first = run(los);
    expect([first.code, first.world, first.wrote]).toEqual(["none", "built", false]);
    const second = run(los);
    expect([second.code, second.world, second.wrote]).toEqual(["none", "cache", true]);
    const third = run(los);
    expect([third.code, third.wrote]).toEqual(["accepted", false]);
    for (const r of [first, second, third]) {
      expect(r.stdout).toBe(viaMain.stdout);
      expect(r.said).toBe("");
    }
    expect(entries()).toEqual([expect.stringMatching(/^code-los-/)]);
    // neither cache loads node:crypto (15M instructions of a 250M start), nor a hit zod's or three's worker machinery
    const builtins = run(los, { LIST_BUILTINS: "1" }).builtins;
    expect(builtins).toContain("vm");
    for (const heavy of ["crypto", "worker_threads"]) expect(builtins, heavy).not.toContain(heavy);

    // a small map stops V8 at its baseline tier (short-job.ts), except in the run that makes the cache,
    // which V8 would refuse under the changed flag; V8 takes it in the short jobs after
    const dg = ["deadground", table, "b1", "--cell", "2", "--json"];
    const dgFirst = run(dg);
    expect([dgFirst.wrote, dgFirst.short]).toEqual([true, false]);
    const dgAgain = run(dg);
    expect([dgAgain.code, dgAgain.short]).toEqual(["accepted", true]);
    expect(dgAgain.stdout).toBe(run(dg, { VIA_MAIN: "1" }).stdout);
    // a pool's flag (node-pool.ts) is set all the same: the data is taken just before it
    const threat = ["threat", table, "--side", "red", "--cell", "2", "--workers", "1", "--json"];
    expect(run(threat).wrote).toBe(true);
    const threatAgain = run(threat);
    expect(threatAgain.code).toBe("accepted");
    expect(threatAgain.stdout).toBe(run(threat, { VIA_MAIN: "1" }).stdout);
  }, 120_000);

  it("never hands V8 a damaged entry or another build's, and is off with SIGHTLINE_CACHE=0", () => {
    const table = `${root}terrain/ridge-and-village.json`;
    const los = ["los", table, "b1", "r4"];
    run(los);
    run(los);
    expect(run(los).code).toBe("accepted");
    const file = join(work, "cache", entries().find((f) => f.startsWith("code-los-"))!);
    const whole = readFileSync(file);
    const bad = Buffer.from(whole);
    bad[Math.floor(bad.length / 2)] = bad[Math.floor(bad.length / 2)]! ^ 1;
    writeFileSync(file, bad);
    const damaged = run(los);
    expect([damaged.code, damaged.wrote, damaged.status]).toEqual(["none", true, 0]);
    expect(run(los).code).toBe("accepted");
    writeFileSync(file, whole.subarray(0, whole.length - 10));
    expect(run(los).code).toBe("none");

    // another build id: another key
    expect(run(los).code).toBe("accepted");
    const idFile = `${root}${out}/build-id`;
    const id = readFileSync(idFile, "utf8");
    writeFileSync(idFile, `${"0".repeat(64)}\n`);
    try {
      expect(run(los).code).toBe("none");
    } finally {
      writeFileSync(idFile, id);
    }
    expect(run(los).code).toBe("accepted");

    const off = join(work, "off");
    const r = run(los, { SIGHTLINE_CACHE: "0", SIGHTLINE_CACHE_DIR: off });
    expect([r.code, r.wrote, r.status]).toEqual(["none", false, 0]);
    expect(() => readdirSync(off)).toThrow();
  }, 120_000);

  it("writes nothing after a user's mistake or --help, and says what is wrong as main.js does", () => {
    const bad = ["los", `${root}terrain/ridge-and-village.json`, "b1", "nobody"];
    const cache = join(tempDir(), "cache");
    const r = run(bad, { SIGHTLINE_CACHE_DIR: cache });
    expect(r.status).toBe(1);
    expect(r.said).toBe(run(bad, { VIA_MAIN: "1", SIGHTLINE_CACHE_DIR: cache }).said);
    expect(r.said).not.toMatch(/\n\s+at /);
    expect(r.wrote).toBe(false);
    const help = run(["deadground", "--help"], { SIGHTLINE_CACHE_DIR: cache });
    expect([help.status, help.wrote]).toEqual([0, false]);
    expect(help.stdout).toBe(run(["deadground", "--help"], { VIA_MAIN: "1" }).stdout);
  }, 60_000);
});
