import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { lnlHexSight } from "../../../src/core/lnl/hex-sight";
import { hexLos } from "../../../src/core/los/hex-los";
import type { HexSightRules } from "../../../src/core/los/hex-sight-rules";
import { noSquareSight } from "../../../src/core/los/sight-rules";
import { boardHexByLabel, hexBoardOf } from "../../../src/core/table/hex-board";
import type { Table } from "../../../src/core/table/schema";
import { createWorld } from "../../../src/geometry/los/world";
import { hexTable } from "../hex/support";

/**
 * Issue 36 item 5: a hex ruleset supplies its own reading of hex LOS through HexSightRules, without
 * touching core/hex or core/los. A toy reading in the spirit of seed 001 (woods a hindrance, never a
 * wall; any number of hindrances leave the line open; smoke blocks) against Lock 'n Load's, on the
 * same tables and the same measured line.
 */
const toyHexSight: HexSightRules = {
  name: "toy (seed 001 style)",
  terrain: (t) =>
    t === "building" || t === "built-up"
      ? { los: "blocking", obstacleYards: 8 }
      : t === "woods" || t === "light-woods" || t === "brush" || t === "orchard" || t === "grain"
        ? { los: "degrading", obstacleYards: 10 }
        : { los: "clear", obstacleYards: 0 },
  smoke: { los: "blocking", obstacleYards: 20 },
  castClass: (type) => (type === "building" || type === "built-up" || type === "hill" ? "blocking" : "clear"),
  degradingBlock: () => null,
};

function los(table: Table, rules: HexSightRules, a: string, b: string) {
  const world = createWorld(table, builtinCatalog(), noSquareSight("hex test"));
  const board = hexBoardOf(table, world.terrain)!;
  return hexLos(world, board, boardHexByLabel(board, a)!, boardHexByLabel(board, b)!, rules);
}

const brush = (hex: string) => ({ hex, terrain: "brush" });
const wood = {
  id: "copse",
  type: "woods",
  // around A3's centre (1, 4.33)
  outline: [
    [0.5, 3.9],
    [1.5, 3.9],
    [1.5, 4.8],
    [0.5, 4.8],
  ],
};

describe("HexSightRules: each hex ruleset reads the same measured line its own way", () => {
  it("three degrading hexes: Lock 'n Load's third blocks, the toy's count all three", () => {
    const t = hexTable([], [brush("A2"), brush("A3"), brush("A5")]);
    const lnl = los(t, lnlHexSight, "A1", "A6");
    expect(lnl.visible).toBe(false);
    expect(lnl.blockedBecause).toBe("3 degrading hexes (A2, A3, A5): three block");
    const toy = los(t, toyHexSight, "A1", "A6");
    expect(toy.visible).toBe(true);
    expect(toy.degradingCounted).toBe(3);
    expect(toy.crossed.map((c) => c.label)).toEqual(lnl.crossed.map((c) => c.label));
  });

  it("woods: a blocking hex and a wall in the cast for Lock 'n Load, a hindrance for the toy", () => {
    const override = hexTable([], [{ hex: "A3", terrain: "woods" }]);
    expect(los(override, lnlHexSight, "A1", "A6").visible).toBe(false);
    const toy = los(override, toyHexSight, "A1", "A6");
    expect(toy.visible).toBe(true);
    expect(toy.crossed.find((c) => c.label === "A3")!.effect).toBe("degrading");

    const feature = hexTable([wood]);
    const lnl = los(feature, lnlHexSight, "A1", "A6");
    expect(lnl.visible).toBe(false);
    expect(lnl.measuredBlocker?.featureId).toBe("copse");
    const toyFeature = los(feature, toyHexSight, "A1", "A6");
    expect(toyFeature.measuredBlocker).toBeNull();
    expect(toyFeature.visible).toBe(true);
    expect(toyFeature.degradingCounted).toBeGreaterThan(0);
  });

  it("smoke: degrading for Lock 'n Load, blocking for the toy", () => {
    const t = hexTable([], [{ hex: "A3", smoke: true }]);
    expect(los(t, lnlHexSight, "A1", "A6").degradingCounted).toBe(1);
    const toy = los(t, toyHexSight, "A1", "A6");
    expect(toy.visible).toBe(false);
    expect(toy.blockedBecause).toBe("blocking terrain in A3");
  });
});
