import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pointInPolygon } from "../../../src/core/geom2d";
import { seededRandom } from "../../../src/core/random";
import type { Table } from "../../../src/core/table/schema";
import { indexTerrain } from "../../../src/core/table/terrain";
import { buildPropInstances, treeGeometry } from "../../../src/geometry/render/props";
import { renderZ, tableExaggeration } from "../../../src/geometry/render/scale";
import { scatterBuildings, scatterTrees } from "../../../src/geometry/render/scatter";
import { shippedTable } from "../../app/support";

const woods = [
  [4, 32],
  [10, 29],
  [18, 31],
  [20, 37],
  [14, 42],
  [6, 40],
] as const;

describe("scattered props", () => {
  it("seeded randomness repeats", () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });

  it("trees stand inside their wood, the same ones every time, and a different wood looks different", () => {
    const t1 = scatterTrees("woods-north", woods);
    expect(t1.length).toBeGreaterThan(60);
    for (const t of t1) expect(pointInPolygon(t.x, t.y, woods)).toBe(true);
    expect(scatterTrees("woods-north", woods)).toEqual(t1);
    expect(scatterTrees("other", woods)).not.toEqual(t1);
  });

  it("every corner of every house lies inside its block", () => {
    const block = [
      [44, 22],
      [51, 22],
      [51, 26.5],
      [44, 26.5],
    ] as const;
    const houses = scatterBuildings("village-3", block);
    expect(houses.length).toBeGreaterThan(8);
    for (const h of houses) {
      const c = Math.cos(h.angle);
      const s = Math.sin(h.angle);
      for (const [u, v] of [
        [-1, -1],
        [1, -1],
        [1, 1],
        [-1, 1],
      ])
        expect(
          pointInPolygon(
            h.x + ((u! * h.widthInches) / 2) * c - ((v! * h.depthInches) / 2) * s,
            h.y + ((u! * h.widthInches) / 2) * s + ((v! * h.depthInches) / 2) * c,
            block,
          ),
        ).toBe(true);
    }
  });

  it("instances the shipped table's trees, houses and rubble, trees as tall as their wood at render scale", () => {
    const table = shippedTable();
    const scale = { yardsPerInch: 50, exaggeration: 4 };
    const p = buildPropInstances(table, indexTerrain(table), scale);
    expect(p.trees.count).toBeGreaterThan(100);
    expect(p.houses.count).toBeGreaterThan(20);
    expect(p.blocks.count).toBeGreaterThan(3);
    expect(p.trees.matrices.length).toBe(p.trees.count * 16);
    expect(p.trees.colours.length).toBe(p.trees.count * 3);
    const h = renderZ(15, scale);
    for (let i = 0; i < p.trees.count; i++) {
      const sz = p.trees.matrices[i * 16 + 10]!;
      expect(sz).toBeGreaterThanOrEqual(h * 0.75 - 1e-6);
      expect(sz).toBeLessThanOrEqual(h * 1.1 + 1e-6);
    }
  });

  it("draws a skirmish copse as a few trees a few inches tall with crowns, not grass blades (issue 38)", () => {
    // firefight-brookside: 1 y/inch, drawn at true height; the copse is 6 y (6") tall.
    const table = JSON.parse(readFileSync("terrain/firefight-brookside.json", "utf8")) as Table;
    const scale = { yardsPerInch: table.yardsPerInch, exaggeration: tableExaggeration(table.yardsPerInch) };
    const p = buildPropInstances(table, indexTerrain(table), scale);
    const crown = treeGeometry();
    crown.computeBoundingBox();
    const unitWidth = crown.boundingBox!.max.x - crown.boundingBox!.min.x; // a tree of crown radius 1
    const ratios: number[] = [];
    for (let i = 0; i < p.trees.count; i++) {
      const m = p.trees.matrices.subarray(i * 16, i * 16 + 16);
      const tall = m[10]!;
      const wide = Math.hypot(m[0]!, m[1]!) * unitWidth;
      expect(tall).toBeGreaterThanOrEqual(3);
      expect(tall).toBeLessThanOrEqual(8);
      ratios.push(tall / wide);
    }
    expect(p.trees.count).toBeGreaterThanOrEqual(3);
    expect(p.trees.count).toBeLessThanOrEqual(30);
    // each tree at most 3× as tall as its crown is wide (0.75" spacing made them about 11×: blades)
    expect(Math.max(...ratios)).toBeLessThanOrEqual(3);
  });
});
