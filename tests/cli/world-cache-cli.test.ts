import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Issue 37: the short commands through the CLI bundle (the code a user runs, whose build id keys the
 * disk cache) read a table's world from the cache the second time, print the same as without it, and
 * rebuild it when the table changes by a byte, when the build id changes, or when the entry is damaged,
 * with no word to the user. SIGHTLINE_TIMING=1 says which way each run went.
 */
const root = new URL("../../", import.meta.url).pathname;
const out = ".build/world-cache-test";
let work: string;
let cache: string;

beforeAll(() => {
  const b = spawnSync(process.execPath, ["scripts/build-cli.mjs", "--out", out, "--quiet"], {
    cwd: root,
    encoding: "utf8",
  });
  if (b.status !== 0) throw new Error(`build failed: ${b.stderr}`);
  writeFileSync(
    `${root}${out}/run.mjs`,
    // as src/cli/sightline.mjs runs it: the CLI owns the process
    'const { main } = await import("./main.js");\nprocess.exitCode = await main(process.argv.slice(2), { wholeProcess: true });\n',
  );
  work = mkdtempSync(join(tmpdir(), "world-cache-cli-"));
  cache = join(work, "cache");
}, 240_000);
afterAll(() => {
  rmSync(`${root}${out}`, { recursive: true, force: true });
  if (work) rmSync(work, { recursive: true, force: true });
});

/** Runs the bundled CLI; `how` is "cache" (read from it), "built" (and written) or "none" (no cache). */
function run(args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [`${root}${out}/run.mjs`, ...args], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, SIGHTLINE_CACHE_DIR: cache, SIGHTLINE_TIMING: "1", ...env },
  });
  const timing = r.stderr.indexOf("sightline timing");
  const said = timing < 0 ? r.stderr : r.stderr.slice(0, timing);
  const how = r.stderr.includes("read from the cache")
    ? "cache"
    : r.stderr.includes("written to the cache")
      ? "built"
      : "none";
  const short = r.stderr.includes("short job: V8 stops at its baseline tier");
  return { status: r.status, stdout: r.stdout, said, how, short };
}

const entries = () => readdirSync(cache).filter((f) => f.endsWith(".world"));

describe("the disk cache of tables' worlds, through the bundled CLI", () => {
  it("serves the second run and prints the same; a byte of the table, the build id or a damaged entry rebuilds it", () => {
    const table = join(work, "t.json");
    writeFileSync(table, readFileSync(`${root}terrain/ridge-and-village.json`));
    const los = ["los", table, "b1", "r4", "--json"];
    const dg = ["deadground", table, "b1", "--cell", "2", "--json"];

    const plain = run(los, { SIGHTLINE_CACHE: "0" });
    expect(plain.status).toBe(0);
    expect(plain.how).toBe("none");
    const first = run(los);
    expect(first.how).toBe("built");
    expect(first.said).toBe("");
    const second = run(los);
    expect(second.how).toBe("cache");
    expect(second.said).toBe("");
    expect(second.stdout).toBe(plain.stdout);
    expect(first.stdout).toBe(plain.stdout);
    // the map from the cached world (its side tree too) is the map from a built one
    const dgCached = run(dg);
    expect(dgCached.how).toBe("cache");
    expect(dgCached.stdout).toBe(run(dg, { SIGHTLINE_CACHE: "0" }).stdout);
    // a pool of map workers takes the cached scene's shared buffers (its side tree too)
    const threat = ["threat", table, "--side", "red", "--cell", "2", "--workers", "1", "--json"];
    const threatCached = run(threat);
    expect(threatCached.how).toBe("cache");
    expect(threatCached.stdout).toBe(run(threat, { SIGHTLINE_CACHE: "0" }).stdout);
    expect(entries().length).toBe(1);

    // a byte more in the table: another key, so built again
    writeFileSync(table, `${readFileSync(table, "utf8")} `);
    expect(run(los).how).toBe("built");
    expect(run(los).how).toBe("cache");
    expect(entries().length).toBe(2);

    // another build id: nothing read
    const idFile = `${root}${out}/build-id`;
    const id = readFileSync(idFile, "utf8");
    writeFileSync(idFile, `${"0".repeat(64)}\n`);
    try {
      expect(run(los).how).toBe("built");
    } finally {
      writeFileSync(idFile, id);
    }

    // every entry cut short: ignored without a word, rebuilt, the same answer
    for (const f of entries()) {
      const whole = readFileSync(join(cache, f));
      writeFileSync(join(cache, f), whole.subarray(0, whole.length - 100));
    }
    const damaged = run(los);
    expect(damaged.how).toBe("built");
    expect(damaged.said).toBe("");
    expect(damaged.status).toBe(0);
    expect(damaged.stdout).toBe(plain.stdout);
    expect(run(los).how).toBe("cache");
  }, 120_000);

  it("runs a small map's process without TurboFan (short-job.ts), a big one and a pool's with it, and prints the same map", () => {
    const table = `${root}terrain/ridge-and-village.json`;
    const dg = ["deadground", table, "b1", "--cell", "2", "--json"];
    const small = run(dg);
    expect(small.status).toBe(0);
    expect(small.short).toBe(true);
    const turbofan = run(dg, { SIGHTLINE_TURBOFAN: "1" });
    expect(turbofan.short).toBe(false);
    expect(small.stdout).toBe(turbofan.stdout);
    expect(JSON.parse(small.stdout).cols).toBe(36);
    // 72×48" at 0.25": 55,296 cells, past SHORT_JOB_OBSERVER_CELLS
    expect(run(["deadground", table, "b1", "--cell", "0.25"]).short).toBe(false);
    // 9 observers at 2" (7,776 observer-cells): on this thread, short; on a pool, whose workers would inherit the flag, not
    const threat = ["threat", table, "--side", "red", "--cell", "2", "--json"];
    const threatSmall = run(threat);
    expect(threatSmall.short).toBe(true);
    expect(threatSmall.stdout).toBe(run(threat, { SIGHTLINE_TURBOFAN: "1" }).stdout);
    const pooled = run([...threat, "--workers", "1"]);
    expect(pooled.short).toBe(false);
    expect(pooled.stdout).toBe(threatSmall.stdout);
  }, 120_000);

  it("says what is wrong with a bad table as before, and caches nothing for it", () => {
    const bad = join(work, "bad.json");
    writeFileSync(bad, '{"format": "sightline-table/1"');
    const before = entries().length;
    const r = run(["los", bad, "b1", "r4"]);
    expect(r.status).not.toBe(0);
    expect(r.said).toContain("bad.json");
    expect(r.said).not.toContain("    at ");
    expect(entries().length).toBe(before);
  }, 60_000);
});
