import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { wideBenchTable } from "../support/bench-table";
import { shippedWorld } from "../support/worlds";

// Issue 22: the benchmark's scaling section maps a 144 × 72" table with about 200k LOS triangles,
// generated (seeded) by tests/support/bench-table.ts.
describe("the wide benchmark table", () => {
  it("is the generator's output, 144 × 72\", valid, with about 200k LOS triangles", () => {
    const file = new URL("../../terrain/bench-wide.json", import.meta.url);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(wideBenchTable());
    const world = shippedWorld("bench-wide.json");
    expect([world.table.width, world.table.depth]).toEqual([144, 72]);
    expect(world.scene.triangleCount).toBeGreaterThan(150_000);
    expect(world.scene.triangleCount).toBeLessThan(250_000);
  });
});
