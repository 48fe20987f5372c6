import { describe, expect, it } from "vitest";
import { decimal, numberFlag, OPTION_RANGES, parseArgs, rangeText } from "../../src/cli/args";
import { UserError } from "../../src/cli/io";

/** The argument splitter and the numeric flags, table-driven. */

const split = (...argv: string[]) => parseArgs(argv, ["cell", "png"], ["json"]);
const refusal = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    if (e instanceof UserError && e.exitCode === 2) return e.message;
    throw e;
  }
  throw new Error("expected a refusal");
};

describe("parseArgs", () => {
  it("takes a value inline or from the next word, and a bare -- ends the options", () => {
    const a = split("t.json", "--cell", "0.5", "--png=out.png", "--json", "--", "--cell", "-x");
    expect(a.positionals).toEqual(["t.json", "--cell", "-x"]);
    expect([...a.flags]).toEqual([
      ["cell", "0.5"],
      ["png", "out.png"],
      ["json", true],
    ]);
  });

  it("splits --flag=value at the first = only", () => {
    expect(split("--png=a=b.png").flags.get("png")).toBe("a=b.png");
    expect(split("--png=").flags.get("png")).toBe("");
  });

  it("refuses unknown options, a missing value and a value on a switch", () => {
    expect(refusal(() => split("--nope"))).toBe("unknown option --nope");
    expect(refusal(() => split("--cell"))).toBe("--cell needs a value");
    expect(refusal(() => split("--json=no"))).toBe('--json takes no value, not "no"');
    // the next word is another flag, not the value (issue 31 item 8); inline, it is the value
    expect(refusal(() => split("--png", "--json"))).toBe("--png needs a file, not --json");
    expect(refusal(() => split("--cell", "--"))).toBe("--cell needs a value, not --");
    expect(split("--png=--json").flags.get("png")).toBe("--json");
    expect(split("--cell", "-1").flags.get("cell")).toBe("-1");
  });
});

describe("numberFlag", () => {
  const flag = (name: keyof typeof OPTION_RANGES, v: string) =>
    numberFlag({ positionals: [], flags: new Map([[name, v]]) }, name, -1);

  it("returns the default when the flag is absent", () => {
    expect(numberFlag({ positionals: [], flags: new Map() }, "samples", 64)).toBe(64);
  });

  it.each([
    ["samples", "16", 16],
    ["samples", "4096", 4096],
    ["samples", "1e3", 1000],
    ["cell", "0.05", 0.05],
    ["cell", ".5", 0.5],
    ["cell", "12", 12],
    ["workers", "16", 16],
    ["setup", "0", 0],
    ["roll", "+20", 20],
  ] as const)("--%s %s is %d", (name, v, n) => {
    expect(flag(name, v)).toBe(n);
  });

  it.each([
    ["samples", "15"],
    ["samples", "4097"],
    ["samples", "64.5"],
    ["cell", "0.04"],
    ["cell", "12.01"],
    ["workers", "-1"],
    ["workers", "17"],
    ["roll", "0x10"],
    ["setup", "1.01"],
    ["target-height-yards", "0"],
    ["eye-yards", "1001"],
    ["firer-damage", "-1"],
  ] as const)("--%s %s is refused, naming the range", (name, v) => {
    expect(refusal(() => flag(name, v))).toBe(
      `--${name} must be ${rangeText(OPTION_RANGES[name])}, not "${v}"`,
    );
  });

  it("reads plain decimal notation only", () => {
    expect(decimal("2.5e-1")).toBe(0.25);
    for (const s of ["", " 1", "1 ", "0x10", "Infinity", "NaN", "1e", "e5", "--1"])
      expect(decimal(s)).toBeNaN();
    // too small to hold is not 0 (issue 31 item 8); a zero however written is
    for (const s of ["1e-400", "-5e-999", "0.0001e-400"]) expect(decimal(s), s).toBeNaN();
    for (const s of ["0", "0.0", "0e-400", "-0.00"]) expect(Math.abs(decimal(s)), s).toBe(0);
  });
});
