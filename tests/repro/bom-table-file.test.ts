import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../src/core/catalog/builtin";
import { parseTableText } from "../../src/core/table/validate";
import { exampleTable } from "../support/example-table";

// Regression: a table saved by Windows Notepad starts with a UTF-8 byte-order mark, which JSON.parse
// rejects ("Unexpected token"), so a valid file failed to load.
describe("repro: a byte-order mark does not break a table file", () => {
  it("accepts a valid table that starts with U+FEFF", () => {
    expect(parseTableText(`\uFEFF${JSON.stringify(exampleTable())}`, builtinCatalog()).ok).toBe(true);
  });
});
