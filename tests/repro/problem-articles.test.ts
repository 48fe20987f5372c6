import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../src/core/catalog/builtin";
import { validateTable } from "../../src/core/table/validate";
import { exampleTable } from "../support/example-table";

// Regression: zod's `expected` was pasted after "a", giving "must be a object" and "is required (a array)".
describe("repro: type names read as English", () => {
  it("a unit that is a number must be an object", () => {
    const t = exampleTable();
    t.units[0] = 5;
    const r = validateTable(t, builtinCatalog());
    expect(r.ok ? [] : r.error).toEqual([{ path: "$.units[0]", message: "must be an object, not 5" }]);
  });

  it("a missing list is required as a list", () => {
    const t = exampleTable();
    delete t.features;
    const r = validateTable(t, builtinCatalog());
    expect(r.ok ? [] : r.error).toEqual([{ path: "$.features", message: "is required (a list)" }]);
  });
});
