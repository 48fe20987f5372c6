import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../src/core/catalog/builtin";
import type { Pt } from "../../src/core/geom2d";
import { validateTable } from "../../src/core/table/validate";
import { exampleTable } from "../support/example-table";

// Regression (issue 18 item 6): the self-crossing test rounded orientations below 1e-9 to "collinear"
// and then mixed that zero with the other signs (`o1 !== o2 && o3 !== o4`), so neighbouring edges of
// a finely sampled circle "crossed" and a valid 3" circle was rejected.

const circle = (n: number, cx: number, cy: number, r: number): Pt[] =>
  Array.from({ length: n }, (_, i) => {
    const t = (2 * Math.PI * i) / n;
    return [cx + r * Math.cos(t), cy + r * Math.sin(t)] as Pt;
  });

describe("repro: a finely sampled circle is a valid outline", () => {
  it.each([20_000, 50_000])('a %i-point circle of radius 3" is accepted', (n) => {
    const t = exampleTable();
    t.features[2].outline = circle(n, 30, 20, 3);
    const r = validateTable(t, builtinCatalog());
    expect(r.ok ? [] : r.error).toEqual([]);
  });

  it("the same circle with two points swapped still crosses itself", () => {
    const t = exampleTable();
    const ring = circle(20_000, 30, 20, 3);
    [ring[500], ring[501]] = [ring[501]!, ring[500]!];
    t.features[2].outline = ring;
    const r = validateTable(t, builtinCatalog());
    expect(r.ok).toBe(false);
    expect(r.ok ? [] : r.error.map((p) => p.message)).toEqual([
      expect.stringMatching(
        /crosses itself near .*: the edge from point \[499\] to \[500\] meets the edge from point \[501\] to \[502\]/,
      ),
    ]);
  });
});
