import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../src/core/catalog/builtin";
import { validateTable } from "../../src/core/table/validate";
import { buildLosMesh } from "../../src/geometry/los-mesh";
import { benchTable } from "../support/bench-table";

describe("the benchmark's dense reference table", () => {
  const file = new URL("../../terrain/bench-dense.json", import.meta.url);
  it("is exactly what its seeded generator writes (so it can be regenerated and reviewed)", () => {
    expect(readFileSync(file, "utf8")).toBe(`${JSON.stringify(benchTable())}\n`);
  });
  it("is a valid table with at least 40,000 sight triangles and 30 units a side", () => {
    const parsed = validateTable(JSON.parse(readFileSync(file, "utf8")), builtinCatalog());
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(buildLosMesh(parsed.value).triFeature.length).toBeGreaterThanOrEqual(40_000);
    expect(parsed.value.units.filter((u) => u.side === "red")).toHaveLength(30);
    expect(parsed.value.units.filter((u) => u.side === "blue")).toHaveLength(30);
  });
});
