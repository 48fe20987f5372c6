import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../src/core/catalog/builtin";
import { FIRESTRIKE_SIGHT } from "../../src/core/firestrike/sight/rules";
import { validateTable } from "../../src/core/table/validate";
import { placeUnit } from "../../src/core/units/placement";
import { createWorld } from "../../src/geometry/los/world";
import { exampleTable } from "../support/example-table";

/**
 * The sight mesh of the issue's example table: hill-1 (level 1, x 10..30, y 10..25, slope 0.5"),
 * hill-1b (level 2, x 15..25, y 14..21), woods-1 (15 yd, x 40..48, y 5..12), town-1 (8 yd), wall-1
 * (1.5 yd), smoke-1. 50 yards per inch, 10 yards per level: level 1 stands 0.2", level 2 0.4".
 */
const parsed = validateTable(exampleTable(), builtinCatalog());
if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
const table = parsed.value;
const world = createWorld(table, builtinCatalog(), FIRESTRIKE_SIGHT);
const caster = world.geometry.caster;

/** Drops a ray from high above (x, y): the feature it hits first and the height there, yards. */
function dropAt(x: number, y: number): { feature: string; yards: number } {
  const top = 5; // inches, 250 yards: above everything
  const f = caster.closestHit(x, y, top, 0, 0, -top - 1, 0, 1);
  return {
    feature: f >= 0 ? world.geometry.featureIds[f]! : "nothing",
    yards: (top + (-top - 1) * caster.hitT) * 50,
  };
}

describe("the sight mesh", () => {
  it("puts each plateau's top at level × levelHeightYards", () => {
    expect(dropAt(12, 12)).toEqual({ feature: "hill-1", yards: expect.closeTo(10, 4) });
    expect(dropAt(20, 17)).toEqual({ feature: "hill-1b", yards: expect.closeTo(20, 4) });
    expect(dropAt(5, 5)).toEqual({ feature: "ground", yards: expect.closeTo(0, 4) });
  });

  it('runs each slope band 0.5" out from the outline, falling linearly to the level below', () => {
    // hill-1's west edge is x = 10: the band spans x 9.5..10 at y = 17.
    expect(dropAt(9.75, 17)).toEqual({ feature: "hill-1", yards: expect.closeTo(5, 3) });
    expect(dropAt(9.55, 17)).toEqual({ feature: "hill-1", yards: expect.closeTo(1, 3) });
    expect(dropAt(9.45, 17).feature).toBe("ground");
    // hill-1b's band falls from 20 to 10 yards over x 14.5..15.
    expect(dropAt(14.75, 17)).toEqual({ feature: "hill-1b", yards: expect.closeTo(15, 3) });
    expect(dropAt(14.45, 17)).toEqual({ feature: "hill-1", yards: expect.closeTo(10, 4) });
  });

  it("tags every triangle with its feature, so a hit names what it hit", () => {
    expect(dropAt(44, 8)).toEqual({ feature: "woods-1", yards: expect.closeTo(15, 3) });
    expect(dropAt(54, 33)).toEqual({ feature: "town-1", yards: expect.closeTo(8, 3) });
    expect(dropAt(35, 24)).toEqual({ feature: "wall-1", yards: expect.closeTo(1.5, 3) });
    expect(dropAt(60, 10)).toEqual({ feature: "smoke-1", yards: expect.closeTo(20, 3) });
    // Roads and trenches add nothing to the sight mesh.
    expect(dropAt(36, 30).feature).toBe("ground");
    expect(dropAt(12, 40).feature).toBe("ground");
  });

  it("agrees with the terrain queries the rules use (ground heights across a slope)", () => {
    for (const x of [9.52, 9.6, 9.7, 9.8, 9.9, 9.98]) {
      const mesh = dropAt(x, 17).yards;
      const rules = placeUnit(world.terrain, world.catalog, {
        id: "u",
        side: "s",
        type: "infantry",
        x,
        y: 17,
        facing: 0,
        posture: "normal",
      }).groundYards;
      expect(mesh).toBeCloseTo(rules, 3);
    }
  });
});

describe("units on the terrain", () => {
  const place = (x: number, y: number) =>
    placeUnit(world.terrain, world.catalog, {
      id: "u",
      side: "s",
      type: "infantry",
      x,
      y,
      facing: 0,
      posture: "normal",
    });

  it("a unit on a slope band gets the interpolated height and stands at that hill's edge", () => {
    const p = place(9.75, 17);
    expect(p.groundYards).toBeCloseTo(5, 6);
    expect(p.standing).toMatchObject({ level: 1, onSlope: true, edgeDistanceInches: 0 });
    expect(p.standing.hill?.id).toBe("hill-1");
    expect(p.edgeDistanceInches).toBe(0);
    expect(p.eyeYards).toBeCloseTo(5 + 1.7, 6);
    const upper = place(14.9, 17.5); // 0.1" out from hill-1b: 20 − 10 × 0.1 / 0.5 = 18 yards
    expect(upper.groundYards).toBeCloseTo(18, 6);
    expect(upper.standing).toMatchObject({ level: 2, onSlope: true });
  });

  it("a unit on a plateau top knows how far its base is from the edge", () => {
    const p = place(12, 17.5); // base 1" wide: its west side is 1.5" from x = 10
    expect(p.groundYards).toBe(10);
    expect(p.standing.level).toBe(1);
    expect(p.edgeDistanceInches).toBeCloseTo(1.5, 6);
  });

  it("a base on a trench line sinks into it, keeping half a yard above ground", () => {
    const p = place(12, 40);
    expect(p.sunkBy).toEqual({ kind: "trench", featureId: "trench-1" });
    expect(p.sunkYards).toBeCloseTo(1.5, 6);
    expect(p.topYards - p.groundYards).toBeCloseTo(0.5, 6);
  });
});
