import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decimal, numberFlag, OPTION_RANGES, parseArgs } from "../../src/cli/args";
import { botOptions } from "../../src/cli/bot";
import { hexlosOptions } from "../../src/cli/hexlos";
import { UserError } from "../../src/cli/io";
import { losOptions } from "../../src/cli/los";
import { deadgroundOptions, threatOptions } from "../../src/cli/maps";
import { replayOptions } from "../../src/cli/replay";
import { firefightOptions } from "../../src/cli/rulesets/firefight/firefight";
import { fireOptions } from "../../src/cli/rulesets/firestrike/fire";
import { lnlFireOptions } from "../../src/cli/rulesets/lnl/lnl-fire";
import { serveOptions } from "../../src/cli/serve";
import { validateOptions } from "../../src/cli/validate";
import { runCli } from "../support/cli-capture";

/**
 * Issue 18, tests: every CLI argument parser, for any argv, gives its options or a UserError with exit
 * status 2 (never another throw), quickly, and whatever it returns is within the options' ranges.
 * Called in-process; the seed is in each test's name so a failure replays.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;
const FLAGS = [
  ...Object.keys(OPTION_RANGES),
  "json",
  "lines",
  "quiet",
  "at",
  "to",
  "png",
  "side",
  "weapon",
  "seed",
  "firer-statline",
  "target-statline",
  "charts",
  "units",
  "firer-pinned",
  "enemy-aviation",
  "with",
  "no-ifp",
  "opportunity",
  "ops-complete",
  "target-moving",
  "night",
  "dice",
  "profile",
  "enemy-profile",
  "enemy-weapon",
  "verify",
  "nope",
  "port",
  "data",
  "host",
  "game-origin",
  "max-commands",
  "timeout",
  "",
];
const NUMBERS = [
  "1e9",
  "1e308",
  "1e400",
  "-1",
  "0",
  "-0",
  "NaN",
  "Infinity",
  "0x10",
  "0b1",
  " 12",
  "",
  "1.5",
  ".5",
  "5.",
  "16",
  "4096",
  "4097",
  "20",
  "1e-300",
  "36,20",
  "-1,2",
  "1.2.3,4",
  "1e3,2",
];
const flag = fc.constantFrom(...FLAGS).map((f) => `--${f}`);
const word = fc.oneof(
  flag,
  fc.tuple(fc.constantFrom(...FLAGS), fc.constantFrom(...NUMBERS)).map(([f, v]) => `--${f}=${v}`),
  fc.constantFrom(...NUMBERS),
  fc.constantFrom("--", "-h", "b1", "r4", "red", "terrain/no-such-table.json", "=", "--=", "---x"),
  fc.string({ unit: "binary", maxLength: 12 }),
  fc.string({ maxLength: 8 }).map((s) => `--${s}`),
);
const argv = fc.array(word, { maxLength: 12 });

/** Runs a parser: its result, or null when it refused with a UserError, exit 2 and a clean message. */
function parsed<T>(parse: () => T): T | null {
  try {
    return parse();
  } catch (e) {
    expect(e).toBeInstanceOf(UserError);
    expect((e as UserError).exitCode).toBe(2);
    expect((e as UserError).message).not.toMatch(RAW_CONTROL);
    return null;
  }
}

function inRange(name: keyof typeof OPTION_RANGES, n: number): void {
  const r: { min: number; max: number; whole?: boolean } = OPTION_RANGES[name];
  expect(Number.isFinite(n)).toBe(true);
  expect(n).toBeGreaterThanOrEqual(r.min);
  expect(n).toBeLessThanOrEqual(r.max);
  if (r.whole) expect(Number.isInteger(n)).toBe(true);
}

const RUNS = 400;

describe("every CLI argument parser: options or a UserError with exit 2", () => {
  it("parseArgs and numberFlag, seed 42", () => {
    fc.assert(
      fc.property(argv, fc.subarray(FLAGS), fc.subarray(FLAGS), (a, valued, boolean) => {
        const args = parsed(() => parseArgs(a, valued, boolean));
        if (!args) return;
        for (const [name, v] of args.flags) {
          expect(valued.includes(name) || boolean.includes(name)).toBe(true);
          if (v === true) expect(boolean.includes(name)).toBe(true);
        }
        for (const name of Object.keys(OPTION_RANGES) as (keyof typeof OPTION_RANGES)[]) {
          const n = parsed(() => numberFlag(args, name, OPTION_RANGES[name].min));
          if (n !== null) inRange(name, n);
        }
      }),
      { seed: 42, numRuns: RUNS },
    );
  });

  it("los, seed 7", () => {
    fc.assert(
      fc.property(argv, (a) => {
        for (const full of [["t.json", "b1", "r4", ...a], ["t.json", "r4", ...a], ["t.json", ...a], a]) {
          const o = parsed(() => losOptions(full));
          if (!o) continue;
          inRange("samples", o.samples);
          for (const [end, range] of [
            [o.observer, "eye-yards"],
            [o.target, "target-height-yards"],
          ] as const) {
            if (end.kind === "unit") expect(end.id.length).toBeGreaterThan(0);
            else {
              expect(Number.isFinite(end.x) && Number.isFinite(end.y)).toBe(true);
              inRange(range, end.heightYards);
            }
          }
        }
      }),
      { seed: 7, numRuns: RUNS },
    );
  });

  it("deadground, seed 11", () => {
    fc.assert(
      fc.property(argv, (a) => {
        for (const full of [["t.json", "b1", ...a], ["t.json", ...a], a]) {
          const o = parsed(() => deadgroundOptions(full));
          if (!o) continue;
          inRange("cell", o.cell);
          inRange("target-height-yards", o.targetHeightYards);
          expect(o.observerId === null).toBe(o.at !== null);
          if (o.at) {
            expect(Number.isFinite(o.at.x) && Number.isFinite(o.at.y)).toBe(true);
            inRange("eye-yards", o.at.eyeYards);
          }
        }
      }),
      { seed: 11, numRuns: RUNS },
    );
  });

  it("threat, seed 23", () => {
    fc.assert(
      fc.property(argv, (a) => {
        for (const full of [["t.json", "--side", "red", ...a], a]) {
          const o = parsed(() => threatOptions(full));
          if (!o) continue;
          inRange("cell", o.cell);
          inRange("target-height-yards", o.targetHeightYards);
          if (o.workers !== null) inRange("workers", o.workers);
        }
      }),
      { seed: 23, numRuns: RUNS },
    );
  });

  it("fire, seed 99", () => {
    fc.assert(
      fc.property(argv, (a) => {
        for (const full of [["t.json", "b1", "r4", ...a], a]) {
          const o = parsed(() => fireOptions(full));
          if (!o) continue;
          inRange("samples", o.samples);
          inRange("firer-damage", o.firerDamage);
          inRange("target-damage", o.targetDamage);
          inRange("setup", o.setup);
          if (o.roll !== null) inRange("roll", o.roll);
        }
      }),
      { seed: 99, numRuns: RUNS },
    );
  });

  it("hexlos, seed 29", () => {
    fc.assert(
      fc.property(argv, (a) => {
        for (const full of [["t.json", "A1", "B2", ...a], a]) {
          const o = parsed(() => hexlosOptions(full));
          if (o) expect(o.from.length > 0 && o.to.length > 0).toBe(true);
        }
      }),
      { seed: 29, numRuns: RUNS },
    );
  });

  it("lnl-fire, seed 31", () => {
    fc.assert(
      fc.property(argv, (a) => {
        for (const full of [["t.json", "b1", "r4", ...a], a]) {
          const o = parsed(() => lnlFireOptions(full));
          if (!o?.roll) continue;
          expect(o.roll.length).toBeLessThanOrEqual(24);
          for (const r of o.roll) expect(Number.isInteger(r) && r >= 1 && r <= 6).toBe(true);
        }
      }),
      { seed: 31, numRuns: RUNS },
    );
  });

  it("firefight, seed 37", () => {
    fc.assert(
      fc.property(argv, (a) => {
        for (const full of [["t.json", "b1", "r4", ...a], a]) {
          const o = parsed(() => firefightOptions(full));
          if (!o) continue;
          expect(o.unit).not.toBe(o.enemy);
          for (const d of o.dice ?? []) expect(d >= 1 && d <= 6 && Number.isInteger(d)).toBe(true);
          expect(o.dice !== null && o.seed !== null).toBe(false);
        }
      }),
      { seed: 37, numRuns: RUNS },
    );
  });

  it("validate, seed 5", () => {
    fc.assert(
      fc.property(argv, (a) => {
        const o = parsed(() => validateOptions(a));
        if (o) expect(o.files.length).toBeGreaterThan(0);
      }),
      { seed: 5, numRuns: RUNS },
    );
  });

  it("replay, seed 17", () => {
    fc.assert(
      fc.property(argv, (a) => {
        const o = parsed(() => replayOptions(a));
        if (o) expect(o.file.length).toBeGreaterThan(0);
        if (o) expect(o.verify).toBe(a.includes("--verify"));
      }),
      { seed: 17, numRuns: RUNS },
    );
  });

  it("decimal reads plain decimal numbers only, seed 3", () => {
    fc.assert(
      fc.property(fc.double(), (n) => {
        const back = decimal(String(n));
        if (Number.isFinite(n)) expect(back).toBe(Object.is(n, -0) ? 0 : n);
        else expect(Number.isNaN(back) || !Number.isFinite(back)).toBe(true);
      }),
      { seed: 3, numRuns: RUNS },
    );
    for (const s of ["", " 1", "0x10", "0b1", "0o7", "Infinity", "1_000", "1,5", "."])
      expect(decimal(s)).toBeNaN();
  });

  it("the whole command line in-process never ends in an internal error, seed 2026", async () => {
    const command = fc.constantFrom(
      "validate",
      "los",
      "deadground",
      "threat",
      "fire",
      "help",
      "constructor",
      "x",
    );
    await fc.assert(
      fc.asyncProperty(command, argv, async (name, a) => {
        const r = await runCli(name, ...a);
        expect([0, 1, 2]).toContain(r.code);
        expect(r.out + r.err).not.toMatch(RAW_CONTROL);
        expect(r.err).not.toMatch(/internal error|\n\s+at /);
      }),
      { seed: 2026, numRuns: 150 },
    );
  });

  it("serve, seed 29", () => {
    fc.assert(
      fc.property(argv, (a) => {
        const o = parsed(() => serveOptions(a));
        if (!o) return;
        inRange("port", o.port);
        expect(o.data.length).toBeGreaterThan(0);
        if (o.gameOrigin !== null) expect(o.gameOrigin).toMatch(/^https?:\/\//);
      }),
      { seed: 29, numRuns: RUNS },
    );
  });

  it("bot, seed 31", () => {
    fc.assert(
      fc.property(argv, (a) => {
        for (const full of [["http://localhost/?online=a&token=b", ...a], a]) {
          const o = parsed(() => botOptions(full));
          if (!o) continue;
          expect(Number.isInteger(o.seed) && o.seed >= 0).toBe(true);
          expect(o.maxCommands).toBeGreaterThanOrEqual(1);
          expect(o.timeoutS).toBeGreaterThanOrEqual(1);
        }
      }),
      { seed: 31, numRuns: RUNS },
    );
  });
});
