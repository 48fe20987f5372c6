import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../src/core/catalog/builtin";
import { validateTable } from "../../src/core/table/validate";
import { exampleTable } from "../support/example-table";

// Regression: a feature without a type, or one that was not an object at all, was reported as
// 'unknown feature type null', which names a value the user never wrote.
describe("repro: a feature with no type says the type is required", () => {
  it("a feature without a type", () => {
    const t = exampleTable();
    delete t.features[2].type;
    const r = validateTable(t, builtinCatalog());
    expect(r.ok ? [] : r.error).toEqual([
      {
        path: "$.features[2] (woods-1).type",
        message:
          "is required: one of hill, woods, built-up, building, rubble, water, minefield, wall, hedge, trench, road, wire, smoke",
      },
    ]);
  });

  it("a feature that is a list", () => {
    const t = exampleTable();
    t.features[2] = [40, 5];
    const r = validateTable(t, builtinCatalog());
    expect(r.ok ? [] : r.error).toEqual([
      { path: "$.features[2]", message: 'must be an object with a "type", not a list' },
    ]);
  });
});
