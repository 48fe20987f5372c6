import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { validateTable } from "../../../src/core/table/validate";
import { weaponOf } from "../../../src/core/ww2cm/data";
import { measuredWw2Oracle } from "../../../src/core/ww2cm/measured";
import { shotModifiers } from "../../../src/core/ww2cm/shooting";
import { WW2CM_SIGHT } from "../../../src/core/ww2cm/sight";
import { createWorld } from "../../../src/geometry/los/world";

/**
 * Range bands measured on the table (issue 33, "Measured checks"): seed 002's "−1 to hit for every 50cm
 * … scopes add 15cm to this distance … +15cm for each story of a building or level of a hill", with the
 * distance and the firer's height both read from a table built by hand, at each band's boundary (a
 * shot at exactly one band is −1, a millimetre short of it ±0; shooting.ts: the boundary counts).
 *
 * The table (cm; 1 yd a level): a level-1 hill over x 2–32, y 2–58 and a level-2 hill on it over x 4–15,
 * y 4–56 (0.2 cm slopes), a 2-storey building at x 145–155, y 25–35. Firers: on level 2 at
 * (8, 30), on level 1 at (24, 30), on the ground at (40, 10), upstairs in the building at (150, 30).
 * Targets on open ground along y = 30 (or 10); every line runs in the open (no cover piece, no block).
 */
const catalog = builtinCatalog();
const parsed = validateTable(
  {
    format: "sightline-table/1",
    lengthUnit: "cm",
    name: "range bands",
    yardsPerInch: 1.5,
    width: 200,
    depth: 60,
    levelHeightYards: 1,
    features: [
      {
        id: "hill-1",
        type: "hill",
        level: 1,
        outline: [
          [2, 2],
          [32, 2],
          [32, 58],
          [2, 58],
        ],
        slopeInches: 0.2,
      },
      {
        id: "hill-2",
        type: "hill",
        level: 2,
        outline: [
          [4, 4],
          [15, 4],
          [15, 56],
          [4, 56],
        ],
        slopeInches: 0.2,
      },
      {
        id: "house",
        type: "building",
        outline: [
          [145, 25],
          [155, 25],
          [155, 35],
          [145, 35],
        ],
        heightYards: 7,
      },
    ],
  },
  catalog,
);
if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
const world = createWorld(parsed.value, catalog, WW2CM_SIGHT);
const oracle = measuredWw2Oracle(world, world.hits, new Map());
const rifle = weaponOf("rifle")!;
const sniper = weaponOf("sniper-rifle")!;

/** The range modifier of a shot from `from` to `to`, and the levels the oracle measured. */
function band(from: { x: number; y: number; storey?: number }, to: [number, number], scope: boolean) {
  const line = oracle.line(from, { x: to[0], y: to[1] });
  expect(line.blockedBy).toBeNull();
  expect(line.pieces).toEqual([]);
  const mods = shotModifiers({
    distanceCm: line.distanceCm,
    levels: line.levels,
    weapon: scope ? sniper : rifle,
    pieces: line.pieces,
    firerMoved: false,
    targetSprinted: false,
    targetPinned: false,
    targetStill: true,
    ground: "open",
  });
  const range = mods.find((m) => m.code.startsWith("range"));
  return { levels: line.levels, distanceCm: line.distanceCm, range: range?.value ?? 0, why: range?.why };
}

describe("range bands measured on a hand-built table, at their boundaries", () => {
  const L2 = { x: 8, y: 30 };
  const L1 = { x: 24, y: 30 };
  const ground = { x: 40, y: 10 };
  const upstairs = { x: 150, y: 30, storey: 2 };
  it.each<[string, { x: number; y: number; storey?: number }, [number, number], boolean, number, number]>([
    // [case, firer, target, scope, levels measured, range modifier]
    ["ground, rifle: 49.9 cm is inside the first band", ground, [89.9, 10], false, 0, 0],
    ["ground, rifle: 50 cm is one band", ground, [90, 10], false, 0, -1],
    ["ground, rifle: 100 cm is two bands", ground, [140, 10], false, 0, -2],
    ["ground, scope: 64.9 cm inside 65", ground, [104.9, 10], true, 0, 0],
    ["ground, scope: 65 cm", ground, [105, 10], true, 0, -1],
    ["level 1, rifle: 64.9 cm inside 65", L1, [88.9, 30], false, 1, 0],
    ["level 1, rifle: 65 cm", L1, [89, 30], false, 1, -1],
    ["level 1, scope: 79.9 cm inside 80", L1, [103.9, 30], true, 1, 0],
    ["level 1, scope: 80 cm", L1, [104, 30], true, 1, -1],
    ["level 2, rifle: 79.9 cm inside 80", L2, [87.9, 30], false, 2, 0],
    ["level 2, rifle: 80 cm", L2, [88, 30], false, 2, -1],
    ["level 2, scope: 94.9 cm inside 95 (the seed's example)", L2, [102.9, 30], true, 2, 0],
    ["level 2, scope: 95 cm", L2, [103, 30], true, 2, -1],
    ["level 2, scope: 190 cm is two bands of 95 (past the house)", { x: 8, y: 45 }, [198, 45], true, 2, -2],
    ["2nd storey, scope: 94.9 cm inside 95", upstairs, [55.1, 30], true, 2, 0],
    ["2nd storey, scope: 95 cm", upstairs, [55, 30], true, 2, -1],
  ])("%s", (_name, from, to, scope, levels, range) => {
    const b = band(from, to, scope);
    expect(b.levels).toBe(levels);
    expect(b.distanceCm).toBeCloseTo(Math.hypot(to[0] - from.x, to[1] - from.y), 9);
    expect(b.range).toBe(range);
    if (range !== 0) expect(b.why).toContain(`bands of ${50 + (scope ? 15 : 0) + 15 * levels} cm`);
  });
});
