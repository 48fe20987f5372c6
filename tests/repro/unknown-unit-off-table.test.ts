import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../src/core/catalog/builtin";
import { validateTable } from "../../src/core/table/validate";
import { exampleTable } from "../support/example-table";

// Regression: a unit of an unknown type skipped every other check, so one off the table was only
// reported once its type was fixed.
describe("repro: a unit of unknown type is still checked for being on the table", () => {
  it("reports both the type and the position", () => {
    const t = exampleTable();
    Object.assign(t.units[0], { type: "tank", x: 80 });
    const r = validateTable(t, builtinCatalog());
    expect(r.ok ? [] : r.error).toEqual([
      {
        path: "$.units[0] (b1).type",
        message: expect.stringMatching(/^unknown unit type "tank"; the catalog has /),
      },
      { path: "$.units[0] (b1)", message: 'unit "b1" at (80, 5) is off the 72×48 table' },
    ]);
  });
});
