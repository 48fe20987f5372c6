import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../../../src/core/catalog/builtin";
import { scriptedDice } from "../../../../src/core/game/dice";
import { cmToInches } from "../../../../src/core/table/length-unit";
import { areasAt } from "../../../../src/core/table/terrain";
import { dropGroup, dropSpots, landingOn, whoDropsFirst } from "../../../../src/core/ww2cm/air/drop";
import { landGlider } from "../../../../src/core/ww2cm/air/glider";
import { scatter } from "../../../../src/core/ww2cm/air/scatter";
import { WW2CM_SIGHT } from "../../../../src/core/ww2cm/sight";
import { createWorld } from "../../../../src/geometry/los/world";
import { cmTable } from "../hand";
import { LANDING_FEATURES } from "./landing-features";

/**
 * issue 35, "Done when": paratrooper and glider collisions agree with placements worked by hand on a
 * table with a building and trees (cm): building B x 40–60, y 40–55 (8 yd); wood W x 61–75, y 30–50
 * (15 yd); a wall at y 66 from x 10 to 30; a hedge at y 16 from x 55 to 66; a hill (x 0–25, y 75–90).
 */
const table = cmTable(
  [
    ...LANDING_FEATURES,
    {
      id: "hedge",
      type: "hedge",
      path: [
        [55, 16],
        [66, 16],
      ],
      heightYards: 2.5,
      thicknessInches: 0.5,
    },
    {
      id: "H",
      type: "hill",
      level: 1,
      outline: [
        [2, 75],
        [25, 75],
        [25, 88],
        [2, 88],
      ],
    },
  ],
  { depth: 90 },
);
const world = createWorld(table, builtinCatalog(), WW2CM_SIGHT);
const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${i}`);

describe("paratroopers", () => {
  it("the plane scatters 4d6, the drop 3d6, and the models on the building or in the wood are removed (worked by hand)", () => {
    // aimed at (58.5, 30); plane: direction 1 (+y), 1+1+2+1 = 5 cm → (58.5, 35); drop: direction 1,
    // 2+2+2 = 6 cm → (58.5, 41). Grid 2 cm apart from the centre: p0 (58.5, 41); at 2 cm, by angle from
    // +y: p1 (57.5, 39.27), p2 (56.5, 41), p3 (57.5, 42.73), p4 (59.5, 42.73), p5 (60.5, 41), p6 (59.5,
    // 39.27); at 3.46 cm: p7 (55.5, 39.27), p8 (55.5, 42.73), p9 (58.5, 44.46), p10 (61.5, 42.73), p11
    // (61.5, 39.27). On the building (x 40–60, y 40–55): p0, p2, p3, p4, p8, p9; in the wood (x ≥ 61):
    // p10, p11; p5 lands in the 1 cm gap between them; p1, p6, p7 short of the building's wall (y < 40).
    const dice = scriptedDice([1, 1, 1, 2, 1, 1, 2, 2, 2]);
    const e = dropGroup(table, world.terrain, world.hits!, "para", ids(12), [58.5, 30], dice);
    expect(e.plane).toMatchObject({ direction: 1, dice: [1, 1, 2, 1], cm: 5, to: [58.5, 35] });
    expect(e.drop).toMatchObject({ direction: 1, dice: [2, 2, 2], cm: 6, to: [58.5, 41] });
    const where = e.models.map((m) => [m.model, m.removed?.on ?? "landed", m.removed?.feature ?? null]);
    expect(where).toEqual([
      ["p0", "building", "B"],
      ["p1", "landed", null],
      ["p2", "building", "B"],
      ["p3", "building", "B"],
      ["p4", "building", "B"],
      ["p5", "landed", null],
      ["p6", "landed", null],
      ["p7", "landed", null],
      ["p8", "building", "B"],
      ["p9", "building", "B"],
      ["p10", "tree", "W"],
      ["p11", "tree", "W"],
    ]);
    expect(e.models[10]).toMatchObject({ x: 61.5 });
    expect(e.models[10]!.y).toBeCloseTo(42.732, 3);
  });

  it("lands on a wall, a hedge or a hill; is removed exactly where a building or wood stands", () => {
    for (const [x, y] of [
      [20, 66],
      [60, 16],
      [10, 80],
    ] as const)
      expect(landingOn(world.terrain, world.hits!, x, y)).toBeNull();
    // every 1.5 cm across the table, away from outlines: the 3D cast agrees with the footprints
    for (let x = 0.75; x < 120; x += 1.5)
      for (let y = 0.75; y < 90; y += 1.5) {
        const areas = areasAt(world.terrain, cmToInches(x), cmToInches(y)).filter((f) => f.type !== "hill");
        const got = landingOn(world.terrain, world.hits!, x, y);
        expect([x, y, got?.feature ?? null]).toEqual([x, y, areas[0]?.id ?? null]);
      }
  });

  it("places every model of up to 30 within the 20 cm circle, each 2 cm from its nearest neighbour", () => {
    for (let n = 2; n <= 30; n++) {
      const spots = dropSpots(50, 40, n);
      for (const [i, p] of spots.entries()) {
        expect(Math.hypot(p[0] - 50, p[1] - 40)).toBeLessThanOrEqual(10 + 1e-9);
        const nearest = Math.min(
          ...spots.filter((_, j) => j !== i).map((q) => Math.hypot(q[0] - p[0], q[1] - p[1])),
        );
        expect(nearest).toBeCloseTo(2, 9);
      }
    }
  });

  it("scatters in the d6's direction and stops at the table's edge", () => {
    // direction 2: 60° clockwise from +y; 3+3+4 = 10 cm → (60 + 8.66, 40 + 5)
    const s = scatter([60, 40], 3, scriptedDice([2, 3, 3, 4]), table);
    expect(s.to[0]).toBeCloseTo(68.66, 2);
    expect(s.to[1]).toBeCloseTo(45, 9);
    // direction 4 (−y) 4d6 = 24 cm from y 10: stops at the edge
    expect(scatter([60, 10], 4, scriptedDice([4, 6, 6, 6, 6]), table).to).toEqual([60, 0]);
  });

  it("rolls off who drops first, again on a tie", () => {
    expect(whoDropsFirst(["axis", "allies"], scriptedDice([3, 3, 2, 5]))).toEqual({
      first: "allies",
      rolls: [
        [3, 3],
        [2, 5],
      ],
    });
  });
});

describe("gliders", () => {
  it("wings touching the building and the wall: each paratrooper dies on 4+ (worked by hand)", () => {
    // skill 4 (regular needs 4+) passes; 5d6 = 30 cm along +x from (20, 60) → (50, 60). The swept
    // footprint runs x 15–55 (tail 5 cm behind the zone, nose 5 cm past the stop), y 52–68: it touches
    // the building (y ≤ 55) and the wall (y 66), not the wood (y ≤ 50); the centre's track (y 60) meets
    // neither. Two pieces: 6 − 2 = 4+; rolls 3, 4, 6.
    const e = landGlider(
      table,
      "g",
      "regular",
      ids(3),
      [20, 60],
      90,
      scriptedDice([4, 6, 6, 6, 6, 6, 3, 4, 6]),
    );
    expect(e.skill).toEqual({ natural: 4, need: 4, passed: true });
    expect(e.stop[0]).toBeCloseTo(50, 9);
    expect(e.stop[1]).toBeCloseTo(60, 9);
    expect(e.touched).toEqual(["B", "wall"]);
    expect(e.centreHit).toEqual([]);
    expect(e.need).toBe(4);
    expect(e.dead).toEqual(["p1", "p2"]);
    const xs = e.swept.map((p) => Math.round(p[0] * 1e6) / 1e6).sort((a, b) => a - b);
    const ys = e.swept.map((p) => Math.round(p[1] * 1e6) / 1e6).sort((a, b) => a - b);
    expect([xs[0], xs[3], ys[0], ys[3]]).toEqual([15, 55, 52, 68]);
  });

  it("three pieces make every soldier die on a 3+ (the seed's example)", () => {
    // along +y from (60.5, 20), 30 cm → (60.5, 50): wings x 52.5–68.5, y 15–55: the hedge (y 16), the
    // building (x ≤ 60) and the wood (x ≥ 61); the centre (x 60.5) runs in the gap between them.
    const e = landGlider(
      table,
      "g",
      "veteran",
      ids(4),
      [60.5, 20],
      0,
      scriptedDice([3, 6, 6, 6, 6, 6, 2, 3, 5, 1]),
    );
    expect(e.touched).toEqual(["B", "W", "hedge"]);
    expect(e.centreHit).toEqual([]);
    expect(e.need).toBe(3);
    expect(e.dead).toEqual(["p1", "p2"]);
  });

  it("its centre hitting the building kills the glider and all aboard", () => {
    // from (20, 47) 30 cm along +x: the centre enters the building at x 40
    const e = landGlider(table, "g", "regular", ids(5), [20, 47], 90, scriptedDice([5, 6, 6, 6, 6, 6]));
    expect(e.centreHit).toEqual(["B"]);
    expect(e.dead).toEqual(ids(5));
    expect(e.rolls).toEqual([]);
  });

  it("a failed skill test scatters it 4d6 and that is its landing zone; touching nothing, nobody rolls", () => {
    // natural 3 < 4: scatter direction 4 (−y), 1+1+1+1 = 4 cm → (100, 76); slide 5 cm to (105, 76)
    const e = landGlider(
      table,
      "g",
      "regular",
      ids(2),
      [100, 80],
      90,
      scriptedDice([3, 4, 1, 1, 1, 1, 1, 1, 1, 1, 1]),
    );
    expect(e.skill.passed).toBe(false);
    expect(e.zone[0]).toBeCloseTo(100, 9);
    expect(e.zone[1]).toBeCloseTo(76, 9);
    expect(e.stop[0]).toBeCloseTo(105, 9);
    expect(e.touched).toEqual([]);
    expect(e.rolls).toEqual([]);
    expect(e.dead).toEqual([]);
  });
});
