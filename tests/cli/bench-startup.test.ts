import { describe, expect, it } from "vitest";
import { STARTUP_COMMANDS, startupFigures } from "../../src/cli/bench-suite";

describe("npm run bench's startup section (issue 37)", () => {
  it("times each command against node -e 0 in pairs, alternating which runs first, the ratio per pair", () => {
    const calls: string[] = [];
    // each command takes 300 ms, node -e 0 100 ms then 150 ms: ratios 3 and 2
    let nodeRuns = 0;
    const run = (_file: string, args: readonly string[]) => {
      const isNode = args[0] === "-e";
      calls.push(isNode ? "node" : args[0]!);
      return isNode ? (nodeRuns++ % 2 === 0 ? 100 : 150) : 300;
    };
    const figures = startupFigures(
      4,
      { los: ["los", "t.json", "a", "b"] },
      { run, bundle: () => true, fresh: () => true },
    );
    // a warm-up run, then A B, B A, A B, B A
    expect(calls).toEqual(["los", "los", "node", "node", "los", "los", "node", "node", "los"]);
    expect(figures.pairs).toBe(4);
    expect(figures.bundled).toBe(true);
    // each command's figures sit beside nodeMs, pairs and bundled, by the command's name
    const los = (figures as unknown as Record<string, { ms: unknown; vsNode: unknown }>).los!;
    expect(los.ms).toEqual({ median: 300, min: 300, max: 300 });
    expect(los.vsNode).toEqual({ median: 3, min: 2, max: 3 });
    expect(figures.nodeMs).toEqual({ median: 150, min: 100, max: 150 });
  });

  it("prints issue 37's targets with what was measured and whether each holds, and the load average", () => {
    // los takes 3× node -e 0 (over the 2× target); the 2" map 120 ms (within 0.15 s)
    const run = (_file: string, args: readonly string[]) =>
      args[0] === "-e" ? 100 : args[0] === "los" ? 300 : 120;
    const figures = startupFigures(
      2,
      { los: STARTUP_COMMANDS.los!, "deadground-2in": STARTUP_COMMANDS["deadground-2in"]! },
      { run, bundle: () => true, fresh: () => true },
    );
    expect(figures.targets.map((t) => [t.limit, t.measured, t.ok])).toEqual([
      [2, 3, false],
      [0.15, 0.12, true],
    ]);
    expect(figures.loadAverage.before).toHaveLength(3);
    expect(figures.loadAverage.after).toHaveLength(3);
  });

  it("says when the processes did not all run the bundle", () => {
    const run = () => 1;
    const stale = startupFigures(1, { help: ["--help"] }, { run, bundle: () => true, fresh: () => false });
    expect(stale.bundled).toBe(false);
  });

  it("covers start-up alone, los, and small and large dead-ground and threat maps", () => {
    expect(Object.keys(STARTUP_COMMANDS)).toEqual([
      "help",
      "los",
      "deadground-2in",
      "deadground-0.5in",
      "threat-2in",
      "threat-0.5in",
      "los-uncached",
    ]);
  });

  it("runs los-uncached without the disk cache, and the others as a user runs them", () => {
    const seen: (Record<string, string> | undefined)[] = [];
    const run = (_f: string, _a: readonly string[], extra?: Record<string, string>) => {
      seen.push(extra);
      return 1;
    };
    const env = { run, bundle: () => true, fresh: () => true };
    startupFigures(1, { "los-uncached": STARTUP_COMMANDS["los-uncached"]! }, env);
    expect(seen.filter((e) => e?.SIGHTLINE_CACHE === "0").length).toBe(2); // warm-up and the timed run
    seen.length = 0;
    startupFigures(1, { los: STARTUP_COMMANDS.los! }, env);
    expect(seen.every((e) => e === undefined)).toBe(true);
  });
});
