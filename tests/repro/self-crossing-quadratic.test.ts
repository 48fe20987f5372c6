import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../src/core/catalog/builtin";
import type { Pt } from "../../src/core/geom2d";
import { type CrossingStats, findSelfIntersection } from "../../src/core/self-crossing";
import { validateTable } from "../../src/core/table/validate";
import { exampleTable } from "../support/example-table";

// Regression (issue 18 item 5): the self-crossing test compared every pair of edges, so a valid
// 100,000-point woods outline took over 120 s to validate (20,000 points: 5.7 s), on the app's main
// thread too. The sweep's work is counted, not timed: a few exact pair tests per edge.

/** A wobbly, star-ish but simple outline of n points around (cx, cy): radius varies with the angle. */
function blob(n: number, cx: number, cy: number, r: number): Pt[] {
  return Array.from({ length: n }, (_, i) => {
    const t = (2 * Math.PI * i) / n;
    const rr = r * (1 + 0.3 * Math.sin(7 * t) + 0.1 * Math.cos(23 * t));
    return [cx + rr * Math.cos(t), cy + rr * Math.sin(t)] as Pt;
  });
}

describe("repro: the self-crossing test is not quadratic", () => {
  it.each([1_000, 20_000, 100_000])(
    "a valid %i-point woods outline validates with a few pair tests per edge",
    (n) => {
      const t = exampleTable();
      t.features[2].outline = blob(n, 36, 24, 10);
      const r = validateTable(t, builtinCatalog());
      expect(r.ok ? [] : r.error).toEqual([]);
      const stats: CrossingStats = { pairTests: 0 };
      expect(findSelfIntersection(t.features[2].outline, stats)).toBeNull();
      expect(stats.pairTests).toBeLessThan(8 * n);
      // The pair-test count is the mechanism (all pairs took 120 s for 100k points); the time itself
      // belongs in a benchmark, not in a test on a shared machine.
    },
  );

  it("a 100,000-point outline with one crossing far along it is still rejected, naming the edges", () => {
    const ring = blob(100_000, 36, 24, 10);
    // Swap two neighbouring points deep in the list: their edges now cross.
    const k = 73_210;
    [ring[k], ring[k + 1]] = [ring[k + 1]!, ring[k]!];
    const stats: CrossingStats = { pairTests: 0 };
    const hit = findSelfIntersection(ring, stats);
    expect(hit).not.toBeNull();
    expect([hit!.edgeA, hit!.edgeB]).toEqual([k - 1, k + 1]);
    expect(stats.pairTests).toBeLessThan(400_000);
  });
});
