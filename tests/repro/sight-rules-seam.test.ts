import { describe, expect, it } from "vitest";
import { FIRESTRIKE_SIGHT } from "../../src/core/firestrike/sight/rules";
import { buildCellRaster } from "../../src/core/los/cell-raster";
import { deadGroundMap } from "../../src/core/los/dead-ground";
import { lineOfSight } from "../../src/core/los/line-of-sight";
import { minHeightMap } from "../../src/core/los/min-height";
import { observerFromPlacement } from "../../src/core/los/observer";
import type { SightRules } from "../../src/core/los/sight-rules";
import type { LosWorld } from "../../src/core/los/world";
import { placeUnit } from "../../src/core/units/placement";
import { worldOf } from "../support/worlds";

// Regression (issue 24 item 6): core/los applied Firestrike's rules itself (seed 000 §1.2 hill edge,
// the woods/built-up 40-yard rule, §5.1 "more than half covered"), written into losBetween and the
// dead-ground maps, so no other ruleset could say what a measurement means. Now the measured engine
// asks the world's SightRules: a ruleset that changes a rule changes the verdict and the maps alike.

const cellOf = (world: LosWorld, cell: number, x: number, y: number) =>
  Math.floor(y / cell) * Math.ceil(world.table.width / cell - 1e-9) + Math.floor(x / cell);

function mapSees(world: LosWorld, observerId: string, x: number, y: number): { dead: number; min: number } {
  const raster = buildCellRaster(world, 0.5);
  const u = world.table.units.find((v) => v.id === observerId)!;
  const o = observerFromPlacement(world, placeUnit(world.terrain, world.catalog, u));
  const i = cellOf(world, 0.5, x, y);
  return {
    dead: deadGroundMap(world, raster, o, { targetHeightYards: 2 }).visible[i]!,
    min: minHeightMap(world, raster, o, [0.5, 1, 2, 3, 4]).level[i]!,
  };
}

const verdict = (world: LosWorld, a: string, b: string) => {
  const v = lineOfSight(world, a, b);
  if (!v.ok) throw new Error(v.error);
  return v.value;
};

describe("repro: line of sight asks the ruleset's SightRules", () => {
  it("a ruleset without the hill-edge rule sees from deep on a plateau, in the verdict and the maps", () => {
    // Level-1 plateau x 10..40; the observer 70 yards back from its east edge, the target below it.
    const base = worldOf({
      features: [
        {
          id: "plateau",
          type: "hill",
          level: 1,
          outline: [
            [10, 10],
            [40, 10],
            [40, 40],
            [10, 40],
          ],
        },
      ],
      units: [
        { id: "obs", side: "blue", type: "infantry", x: 40 - 70 / 50 - 0.375, y: 25, facing: 90 },
        { id: "tgt", side: "red", type: "infantry", x: 50, y: 25, facing: 270 },
      ],
    });
    const noEdge: SightRules = {
      ...FIRESTRIKE_SIGHT,
      name: "no-hill-edge",
      hillEdgeInches: () => null,
      hillEdge: () => ({
        check: { applies: false, unit: null, yardsFromEdge: null, ok: true },
        reason: null,
      }),
    };
    const free = { ...base, rules: noEdge };
    expect(verdict(base, "obs", "tgt").visible).toBe(false);
    expect(verdict(free, "obs", "tgt").visible).toBe(true);
    expect(mapSees(base, "obs", 50.25, 25.25)).toEqual({ dead: 0, min: 5 });
    expect(mapSees(free, "obs", 50.25, 25.25)).toEqual({ dead: 1, min: 0 });
  });

  it("a ruleset whose woods do not limit sight sees out from deep in a wood", () => {
    const base = worldOf({
      features: [
        {
          id: "wood",
          type: "woods",
          outline: [
            [10, 10],
            [30, 10],
            [30, 30],
            [10, 30],
          ],
        },
      ],
      units: [
        { id: "obs", side: "blue", type: "infantry", x: 20, y: 20, facing: 90 },
        { id: "tgt", side: "red", type: "infantry", x: 50, y: 20, facing: 270 },
      ],
    });
    const openWoods: SightRules = {
      ...FIRESTRIKE_SIGHT,
      name: "open-woods",
      ownAreaReachInches: (type, table) =>
        type === "woods" ? Number.POSITIVE_INFINITY : FIRESTRIKE_SIGHT.ownAreaReachInches(type, table),
    };
    const free = { ...base, rules: openWoods };
    expect(verdict(base, "obs", "tgt").visible).toBe(false);
    expect(verdict(free, "obs", "tgt").visible).toBe(true);
    expect(mapSees(base, "obs", 50.25, 20.25).dead).toBe(0);
    expect(mapSees(free, "obs", 50.25, 20.25).dead).toBe(1);
  });

  it("the ruleset decides what a measured cover share means", () => {
    const base = worldOf({
      units: [
        { id: "obs", side: "blue", type: "infantry", x: 10, y: 20, facing: 90 },
        { id: "tgt", side: "red", type: "infantry", x: 50, y: 20, facing: 270 },
      ],
    });
    const always: SightRules = {
      ...FIRESTRIKE_SIGHT,
      cover: () => ({ covered: true, insideCovering: null }),
    };
    expect(verdict(base, "obs", "tgt")).toMatchObject({ coverFraction: 0, covered: false });
    expect(verdict({ ...base, rules: always }, "obs", "tgt")).toMatchObject({
      coverFraction: 0,
      covered: true,
    });
  });
});
