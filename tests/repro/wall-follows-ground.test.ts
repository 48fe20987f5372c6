import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../src/core/catalog/builtin";
import { FIRESTRIKE_SIGHT } from "../../src/core/firestrike/sight/rules";
import { lineOfSight } from "../../src/core/los/line-of-sight";
import { groundYardsAt } from "../../src/core/table/terrain";
import { createWorld } from "../../src/geometry/los/world";
import { shippedTable, worldOf } from "../support/worlds";

// Regression (issue 17 item 12): a wall's base ran straight between its path points, so ridge-and-
// village's wall-2, from the ridge top (10 yd) down to the flat, floated up to 5.2 yd above the flat
// and was buried in the ridge: a target 0.2" behind it read "in the open (0% covered)" while lines
// that met the wall met it 2 yards up. A wall is heightYards tall above the ground under every point.

const YPI = 50;

describe("repro: walls follow the ground", () => {
  it("ridge-and-village wall-2 covers a target 0.2 inches behind it on the flat", () => {
    const table = shippedTable("ridge-and-village.json");
    const r1 = table.units.find((u) => u.id === "r1")!;
    // An infantry base (0.75" deep facing west) whose west edge is 0.2" east of the wall's east face.
    table.units.push({ ...r1, id: "tx", x: 35.04 + 0.2 + 0.375, y: 25, facing: 270, posture: "normal" });
    const world = createWorld(table, builtinCatalog(), FIRESTRIKE_SIGHT);
    for (const observer of ["b5", "r7"]) {
      const v = lineOfSight(world, observer, "tx", { coverSamples: 256 });
      if (!v.ok) throw new Error(v.error);
      expect(v.value.visible).toBe(true);
      // A 1.5-yard wall in front of a 2-yard target, seen from eyes 1.7 yd up on the flat.
      expect(v.value.covered).toBe(true);
      const wall = v.value.coverBy.find((c) => c.featureId === "wall-2");
      expect(wall?.share).toBeGreaterThan(0.6);
      // Any line the wall stops, it stops within 1.5 yards of the ground.
      for (const line of v.value.lines)
        if (line.blockedBy === "wall-2") {
          const [x, y, z] = line.hitAt!;
          expect(z - groundYardsAt(world.terrain, x, y)).toBeLessThanOrEqual(1.5 + 0.02);
        }
    }
  });

  it("a wall over a hill's edge stands 1.5 yards above the ground all along, on the top, the slope and the flat", () => {
    // A level-1 hill (10 yd) whose south edge is y = 25 with a 2" slope band (to y = 27), and a wall
    // running north–south across it at x = 20 from the top (y = 22) to the flat (y = 30).
    const world = worldOf({
      features: [
        {
          id: "hill",
          type: "hill",
          level: 1,
          slopeInches: 2,
          outline: [
            [10, 10],
            [30, 10],
            [30, 25],
            [10, 25],
          ],
        },
        {
          id: "w",
          type: "wall",
          path: [
            [20, 22],
            [20, 30],
          ],
          heightYards: 1.5,
        },
      ],
    });
    const caster = world.geometry.caster;
    const hitAcross = (y: number, zYards: number) => {
      // A level ray from west to east across the wall at height zYards.
      const f = caster.closestHit(19, y, zYards / YPI, 2, 0, 0, 0, 1);
      return f >= 0 ? world.geometry.featureIds[f] : "nothing";
    };
    for (let y = 22.1; y < 30; y += 0.13) {
      const g = groundYardsAt(world.terrain, 20, y);
      // Low on the wall, high on the wall: the wall. Above it: nothing.
      expect([y, hitAcross(y, g + 0.05)]).toEqual([y, "w"]);
      expect([y, hitAcross(y, g + 1.45)]).toEqual([y, "w"]);
      expect([y, hitAcross(y, g + 1.56)]).toEqual([y, "nothing"]);
    }
  });

  it("a wall across a hill's rounded corner has its top 1.5 yards above the ground at every point", () => {
    const world = worldOf({
      features: [
        {
          id: "hill",
          type: "hill",
          level: 1,
          slopeInches: 2,
          outline: [
            [10, 10],
            [30, 10],
            [30, 25],
            [10, 25],
          ],
        },
        {
          id: "w",
          type: "wall",
          path: [
            [6, 9],
            [13, 14],
          ],
          heightYards: 1.5,
        },
      ],
    });
    const caster = world.geometry.caster;
    for (let k = 0; k <= 60; k++) {
      const x = 6 + (7 * k) / 60;
      const y = 9 + (5 * k) / 60;
      const top = 5;
      const f = caster.closestHit(x, y, top, 0, 0, -top - 1, 0, 1);
      const yards = (top - (top + 1) * caster.hitT) * YPI;
      expect([x, world.geometry.featureIds[f]]).toEqual([x, "w"]);
      expect(yards - groundYardsAt(world.terrain, x, y)).toBeCloseTo(1.5, 0.9);
    }
  });
});
