import { describe, expect, it } from "vitest";
import { numberFlag, parseArgs } from "../../src/cli/args";
import { UserError } from "../../src/cli/io";
import { replayOptions } from "../../src/cli/replay";
import { serveOptions } from "../../src/cli/serve";

// Regression (issue 31 item 8): `sightline serve --data --port 0` took "--port" as the data folder (and
// made a folder of that name), and `--port 1e-400` read as port 0 (the number underflows), as did other
// spellings of a port that are not its digits. Both are refused in the shared parser (args.ts), so
// every command's flags are.

const refusal = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    if (e instanceof UserError && e.exitCode === 2) return e.message.split("\n")[0]!;
    throw e;
  }
  throw new Error("expected a refusal");
};

describe("repro: a flag's value that is another flag, and ports that are not digits", () => {
  it("--data --port is refused naming both, not made a folder named --port", () => {
    expect(refusal(() => serveOptions(["--data", "--port", "0"]))).toBe("--data needs a folder, not --port");
    expect(refusal(() => serveOptions(["--data", "--port"]))).toBe("--data needs a folder, not --port");
    expect(refusal(() => serveOptions(["--port", "--quiet"]))).toBe(
      "--port needs a port number, not --quiet",
    );
    // every command: a file option too
    expect(refusal(() => replayOptions(["g.json", "--charts", "--json"]))).toBe(
      "--charts needs a file, not --json",
    );
    // The inline form says the value is meant: a folder may be named so.
    expect(serveOptions(["--data=--port"]).data).toBe("--port");
  });

  it.each(["1e-400", "8e1", "80.0", "+80", "-0", "0x50", "65536", ""])("--port %j is refused", (v) => {
    expect(refusal(() => serveOptions([`--port=${v}`]))).toBe(
      `--port must be a whole number from 0 to 65535 written in digits, not "${v}"`,
    );
  });

  it("--port 0, 80 and 65535 are ports", () => {
    for (const p of ["0", "80", "65535"]) expect(serveOptions(["--port", p]).port).toBe(Number(p));
  });

  it("a number written with a nonzero digit never reads as 0 (it underflowed), for any option", () => {
    const flag = (name: "setup" | "firer-damage", v: string) =>
      numberFlag(parseArgs([`--${name}`, v], [name], []), name, -1);
    expect(refusal(() => flag("setup", "1e-400"))).toBe('--setup must be a number from 0 to 1, not "1e-400"');
    expect(refusal(() => flag("firer-damage", "1e-400"))).toMatch(/^--firer-damage must be/);
    expect(flag("setup", "0e5")).toBe(0);
    expect(flag("setup", "0.000")).toBe(0);
  });
});
