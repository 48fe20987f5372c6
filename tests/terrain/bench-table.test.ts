import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../src/core/catalog/builtin";
import { validateTable } from "../../src/core/table/validate";
import { buildLosMesh } from "../../src/geometry/los-mesh";
import { benchTable } from "../support/bench-table";

describe.each(["dense", "clutter"] as const)("the benchmark's %s reference table", (kind) => {
  const file = new URL(`../../terrain/bench-${kind}.json`, import.meta.url);
  it("is exactly what its seeded generator writes (so it can be regenerated and reviewed)", () => {
    expect(readFileSync(file, "utf8")).toBe(`${JSON.stringify(benchTable(kind))}\n`);
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
