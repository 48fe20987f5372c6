import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { MODEL_SHAPES } from "../../../src/core/catalog/schema";
import { indexTerrain } from "../../../src/core/table/terrain";
import { placeAll } from "../../../src/core/units/placement";
import { facingToAngle } from "../../../src/geometry/render/instances";
import { renderZ } from "../../../src/geometry/render/scale";
import { buildUnitLayout } from "../../../src/geometry/render/unit-layout";
import { unitModelGeometry } from "../../../src/geometry/render/unit-models";
import { shippedTable } from "../../app/support";

describe("unit models", () => {
  it.each(MODEL_SHAPES)("%s: a non-empty model that fits its base and its height", (shape) => {
    const g = unitModelGeometry(shape, 3, 0.8, 1.2, 0.2);
    const box = g.boundingBox!;
    expect(g.getAttribute("position").count).toBeGreaterThan(12);
    expect(g.getAttribute("color").count).toBe(g.getAttribute("position").count);
    expect(box.min.x).toBeGreaterThanOrEqual(-0.4 - 0.05);
    expect(box.max.x).toBeLessThanOrEqual(0.4 + 0.05);
    expect(box.min.y).toBeGreaterThanOrEqual(-0.6 - 0.05);
    expect(box.max.y).toBeLessThanOrEqual(0.6 + 0.3); // gun barrels may overhang the front edge
    expect(box.min.z).toBeGreaterThanOrEqual(-1e-6);
    expect(box.max.z).toBeLessThanOrEqual(0.2 * 1.3 + 1e-6);
  });
});

describe("unit layout", () => {
  const table = shippedTable();
  const catalog = builtinCatalog();
  const scale = { yardsPerInch: table.yardsPerInch, exaggeration: 4 };
  const placements = placeAll(indexTerrain(table), catalog, table);
  const layout = buildUnitLayout(placements, catalog, scale);

  it("draws units sharing a model as one instanced group", () => {
    const total = layout.groups.reduce((s, g) => s + g.instances.count, 0) + layout.glb.length;
    expect(total).toBe(table.units.length);
    expect(layout.groups.length).toBeLessThan(table.units.length);
    expect(layout.bases.count).toBe(table.units.length);
    const keys = new Set(layout.groups.map((g) => g.key));
    expect(keys.size).toBe(layout.groups.length);
  });

  it("places each model on its ground (sunk when hull-down or in a trench), turned to its facing", () => {
    for (const g of layout.groups)
      g.unitIds.forEach((id, k) => {
        const p = placements.find((q) => q.id === id)!;
        const m = g.instances.matrices.subarray(k * 16, k * 16 + 16);
        expect(m[12]).toBeCloseTo(p.x, 5);
        expect(m[13]).toBeCloseTo(p.y, 5);
        expect(m[14]).toBeCloseTo(renderZ(p.bottomYards, scale) + 0.04, 5);
        const a = facingToAngle(p.facing);
        expect(m[0]).toBeCloseTo(Math.cos(a), 5);
        expect(m[1]).toBeCloseTo(Math.sin(a), 5);
      });
    const b3 = placements.find((p) => p.id === "b3")!;
    expect(b3.posture).toBe("hull-down");
    expect(b3.bottomYards).toBeLessThan(b3.groundYards);
  });

  it("labels carry the state a player needs: posture, trench, flying, level", () => {
    const states = new Map(layout.anchors.map((a) => [a.unitId, a.states]));
    expect(states.get("b3")).toContain("hull-down");
    expect(states.get("b4")).toContain("in trench-1");
    expect(states.get("b8")!.join(" ")).toMatch(/flying \d+ yd/);
    expect(states.get("r7")).toContain("prone");
    expect(states.get("b1")).toContain("L2");
  });

  it("a facing of 90° (east) turns +y to +x", () => {
    const a = facingToAngle(90);
    expect([-Math.sin(a), Math.cos(a)].map((v) => Math.round(v * 1e9) / 1e9)).toEqual([1, 0]);
  });
});

describe(".glb models", () => {
  it("a catalog entry with model.kind glb is drawn from /models/<file>, not instanced", async () => {
    const { parseCatalog } = await import("../../../src/core/catalog/catalog");
    const { builtinCatalogJson } = await import("../../../src/core/catalog/builtin");
    const raw = structuredClone(builtinCatalogJson) as { types: Record<string, unknown>[] };
    raw.types.push({
      type: "my-tank",
      name: "User tank",
      category: "armour",
      mobility: "tracked",
      baseInches: [0.8, 1.2],
      heightYards: 2.6,
      eyeYards: 2.4,
      model: { kind: "glb", file: "glb/my-tank.glb", scale: 0.5, rotationDeg: 90 },
      source: "user",
    });
    const catalog = parseCatalog(raw);
    if (!catalog.ok) throw new Error(JSON.stringify(catalog.error));
    const table = shippedTable();
    const index = indexTerrain(table);
    const units = [
      ...table.units,
      { id: "u1", side: "blue", type: "my-tank", x: 5, y: 5, facing: 90, posture: "normal" as const },
    ];
    const placements = placeAll(index, catalog.value, { ...table, units });
    const layout = buildUnitLayout(placements, catalog.value, { yardsPerInch: 50, exaggeration: 4 });
    expect(layout.glb).toEqual([
      expect.objectContaining({
        unitId: "u1",
        url: "/models/glb/my-tank.glb",
        modelScale: 0.5,
        rotationDeg: 90,
        x: 5,
        y: 5,
      }),
    ]);
    expect(layout.groups.flatMap((g) => g.unitIds)).not.toContain("u1");
    expect(layout.bases.count).toBe(units.length);
  });
});
