import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../src/core/catalog/builtin";
import { validateTable } from "../../src/core/table/validate";
import { exampleTable } from "../support/example-table";

// Regression: when a level-1 hill had its own problem, the level-2 hill on it was also reported as
// "not inside any level 1 hill", which sent the user to the wrong feature.
describe("repro: a broken level-1 hill does not cascade to the hill on top of it", () => {
  it.each([
    [
      "an outline point off the table",
      (t: ReturnType<typeof exampleTable>) => (t.features[0].outline[1] = [80, 10]),
    ],
    ["a non-numeric level", (t: ReturnType<typeof exampleTable>) => (t.features[0].level = "one")],
    ["a level of 0", (t: ReturnType<typeof exampleTable>) => (t.features[0].level = 0)],
  ])("%s: only the level-1 hill is reported", (_name, breakIt) => {
    const t = exampleTable();
    breakIt(t);
    const r = validateTable(t, builtinCatalog());
    expect(r.ok ? [] : r.error.map((p) => p.path.slice(0, "$.features[0]".length))).toEqual([
      "$.features[0]",
    ]);
  });
});
