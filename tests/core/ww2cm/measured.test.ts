import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { segmentCrossings } from "../../../src/core/los/crossings";
import { cmToInches } from "../../../src/core/table/length-unit";
import { validateTable } from "../../../src/core/table/validate";
import { CHEST_YARDS, EYE_YARDS, measuredWw2Oracle } from "../../../src/core/ww2cm/measured";
import { WW2CM_SIGHT } from "../../../src/core/ww2cm/sight";
import { createWorld } from "../../../src/geometry/los/world";

/**
 * Cover pieces counted through the 3D table (issue 33, "Measured checks"): a table built by hand in cm,
 * lines worked by hand, and each count checked against an independent one from the 2D segment-crossing
 * query with the line's height at each crossing compared by hand with the feature's.
 *
 * The table (cm; heights yards at 1.5 yd to the inch): a 2-yd wall A at x = 30 (y 10–50), a 2.5-yd
 * hedge B at x = 50 (y 10–50), a 1-yd wall C at x = 70 (y 10–50), a wood D (x 85–95, y 20–40), a
 * building E (x 100–105, y 0–8). The firer's eye is 1.7 yd up, the target point 1.2 yd: the line falls
 * 0.5 yd over its length, so it passes A (≈1.6 yd there) and B under their tops, C over its top.
 */
const catalog = builtinCatalog();
const tableJson = {
  format: "sightline-table/1",
  lengthUnit: "cm",
  name: "cover count",
  yardsPerInch: 1.5,
  width: 120,
  depth: 60,
  levelHeightYards: 3,
  features: [
    {
      id: "A",
      type: "wall",
      path: [
        [30, 10],
        [30, 50],
      ],
      heightYards: 2,
      thicknessInches: 0.5,
    },
    {
      id: "B",
      type: "hedge",
      path: [
        [50, 10],
        [50, 50],
      ],
      heightYards: 2.5,
      thicknessInches: 0.5,
    },
    {
      id: "C",
      type: "wall",
      path: [
        [70, 10],
        [70, 50],
      ],
      heightYards: 1,
      thicknessInches: 0.5,
    },
    {
      id: "D",
      type: "woods",
      outline: [
        [85, 20],
        [95, 20],
        [95, 40],
        [85, 40],
      ],
      heightYards: 10,
    },
    // a V-shaped wall G (2.5 yd) that a line along y = 55 crosses twice, at x 12 and x 16
    {
      id: "G",
      type: "wall",
      path: [
        [10, 52],
        [14, 58],
        [18, 52],
      ],
      heightYards: 2.5,
      thicknessInches: 0.5,
    },
    {
      id: "E",
      type: "building",
      outline: [
        [100, 0],
        [105, 0],
        [105, 8],
        [100, 8],
      ],
      heightYards: 6,
    },
  ],
};
const parsed = validateTable(tableJson, catalog);
if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
const table = parsed.value;
const world = createWorld(table, catalog, WW2CM_SIGHT);
const oracle = measuredWw2Oracle(world, world.hits, new Map());

/** The independent count: 2D crossings, each kept when the feature stands above the line there. */
function independentCount(a: [number, number], b: [number, number]): string[] {
  const [ax, ay, bx, by] = [...a, ...b].map(cmToInches) as [number, number, number, number];
  const height = new Map(
    table.features.map((f) => [f.id, "heightYards" in f ? (f.heightYards as number) : 0]),
  );
  const out: string[] = [];
  for (const c of segmentCrossings(table, ax, ay, bx, by)) {
    // the line's height where it enters: eye 1.7 yd falling to chest 1.2 yd (flat table)
    const z = EYE_YARDS + (CHEST_YARDS - EYE_YARDS) * c.enterT;
    if (height.get(c.featureId)! > z && !out.includes(c.featureId)) out.push(c.featureId);
  }
  return out;
}

describe("cover pieces crossed, measured through the 3D table", () => {
  it.each<[string, [number, number], [number, number], string[], string | null]>([
    // straight across: A (1.6 yd at it, under 2), B (1.5 under 2.5), over C (1.3 over 1), into D
    ["straight across: A, B and the wood; over the low wall", [10, 30], [110, 30], ["A", "B", "D"], null],
    // slanting to y 55: A at y 35, B at y 40, misses the wood (the line is at y 48.75–51.25 there)
    ["slanting past the wood", [10, 30], [110, 55], ["A", "B"], null],
    // to the near corner: A and B, then through the building, which holds neither end: blocked
    ["through the building", [10, 30], [112, 2], ["A", "B"], "E"],
    // from behind the wall, 2 cm off it: the wall is still on the line
    ["close behind a wall", [28, 30], [45, 30], ["A"], null],
    // from inside the wood, out: the wood is the firer's position, not cover
    ["out of the firer's own wood", [90, 30], [110, 30], [], null],
    // into the wood from outside: the wood round the target is cover
    ["into a wood", [60, 30], [90, 30], ["D"], null],
    // leaving a feature and meeting it again: one piece
    ["a wall crossed twice counts once", [5, 55], [25, 55], ["G"], null],
  ])("%s", (_name, a, b, pieces, blocked) => {
    const line = oracle.line({ x: a[0], y: a[1] }, { x: b[0], y: b[1] });
    expect(line.pieces.map((p) => p.featureId)).toEqual(pieces);
    expect(line.blockedBy).toBe(blocked);
    // the independent count knows no firing position: it is compared where the firer stands in the open
    if (!blocked && oracle.ground({ x: a[0], y: a[1] }) === "open")
      expect(line.pieces.map((p) => p.featureId)).toEqual(independentCount(a, b));
  });

  it("gives each piece its seed cover value, and the distance in cm", () => {
    const line = oracle.line({ x: 10, y: 30 }, { x: 110, y: 30 });
    expect(line.pieces.map((p) => [p.featureId, p.kind, p.value])).toEqual([
      ["A", "walls", 2],
      ["B", "bushes", 0],
      ["D", "wood", 1],
    ]);
    expect(line.distanceCm).toBeCloseTo(100, 9);
  });

  it("takes the set-up's cover kind for a feature (a bunker)", () => {
    const fortified = measuredWw2Oracle(world, world.hits, new Map([["A", "bunker" as const]]));
    expect(fortified.line({ x: 10, y: 30 }, { x: 40, y: 30 }).pieces).toEqual([
      { featureId: "A", kind: "bunker", value: 10 },
    ]);
  });

  it("counts a storey of the firer in its levels and raises its eye over the wall", () => {
    const up = oracle.line({ x: 10, y: 30, storey: 1 }, { x: 40, y: 30 });
    expect(up.levels).toBe(1);
    // 1.7 + 3 yd falling to 1.2 yd over 30 cm: about 2.1 yd at the wall, over its 2 yd top
    expect(up.pieces).toEqual([]);
  });

  it("reads the ground under a point for the terrain chart", () => {
    expect(oracle.ground({ x: 90, y: 30 })).toBe("foliage");
    expect(oracle.ground({ x: 10, y: 30 })).toBe("open");
  });
});
