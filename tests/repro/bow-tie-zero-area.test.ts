import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../src/core/catalog/builtin";
import { validateTable } from "../../src/core/table/validate";
import { exampleTable } from "../support/example-table";

// Regression: a symmetric bow-tie has zero signed area, so the area test ran first and called it
// "degenerate: its points enclose no area" instead of saying that it crosses itself.
describe("repro: a symmetric bow-tie is reported as crossing itself", () => {
  it("says where the edges cross", () => {
    const t = exampleTable();
    t.features[2].outline = [
      [40, 5],
      [48, 13],
      [48, 5],
      [40, 13],
    ];
    const r = validateTable(t, builtinCatalog());
    expect(r.ok ? [] : r.error).toEqual([
      {
        path: "$.features[2] (woods-1).outline",
        message:
          "crosses itself near (44, 9): the edge from point [0] to [1] meets the edge from point [2] to [3]",
      },
    ]);
  });
});
