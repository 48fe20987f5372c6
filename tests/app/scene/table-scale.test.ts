import { describe, expect, it } from "vitest";
import { createAssetStore, startAssetPipeline } from "../../../src/app/scene/assets";
import type { Table } from "../../../src/core/table/schema";
import { tableExaggeration } from "../../../src/geometry/render/scale";
import { shippedTable, storeWith } from "../support";

/**
 * Issue 38 item 1: the picture's height stretch follows the table's ground scale. On Firefight's
 * skirmish table (1 y to the inch) a 28 mm figure on its 1" base stands about 2" tall, not as an
 * "organ pipe" four times that; a 6 mm table keeps ×4.
 */

/** The farm with one Firefight model on it: the catalog type and 1" base the firefight gives its models. */
function farmWithFigure(): Table {
  const t = shippedTable("firefight-farm");
  const figure = { id: "m1", side: "blue", type: "infantry", x: 24, y: 6, facing: 0 } as const;
  return { ...t, units: [{ ...figure, posture: "normal", baseInches: [1, 1] } as Table["units"][number]] };
}

function scene(table: Table) {
  const app = storeWith(table);
  const assets = createAssetStore();
  startAssetPipeline(app, assets, () => null);
  return { app, assets };
}

/** The tallest tree drawn, in table inches (an instance's z scale is the tree's height). */
function tallestTree(matrices: Float32Array, count: number): number {
  let most = 0;
  for (let i = 0; i < count; i++) most = Math.max(most, matrices[i * 16 + 10]!);
  return most;
}

describe("the picture's height follows the table's ground scale", () => {
  it("draws a 28 mm figure on the Firefight farm within twice its base width, and its trees a few inches tall", () => {
    const { assets } = scene(farmWithFigure());
    const a = assets.getState();
    expect(a.terrain!.scale.exaggeration).toBe(1);
    const fig = a.units!.anchors.find((x) => x.unitId === "m1")!;
    expect(fig.sizeInches).toBe(1);
    const drawn = fig.topZ - fig.groundZ;
    expect(drawn).toBeGreaterThan(1);
    expect(drawn).toBeLessThanOrEqual(2 * fig.sizeInches + 0.05);
    const group = a.units!.groups.find((g) => g.unitIds.includes("m1"))!;
    expect(group.heightInches).toBeLessThanOrEqual(2 * group.widthInches);
    const trees = a.terrain!.props.trees;
    expect(trees.count).toBeGreaterThan(0);
    const tallest = tallestTree(trees.matrices, trees.count);
    expect(tallest).toBeGreaterThan(2);
    expect(tallest).toBeLessThanOrEqual(6);
  });

  it("keeps ×4 on a 6 mm table, and a chosen stretch overrides the table's", () => {
    const { app, assets } = scene(shippedTable("ridge-and-village"));
    expect(assets.getState().terrain!.scale.exaggeration).toBe(4);
    app.getState().setView({ exaggeration: 1 });
    expect(assets.getState().terrain!.scale.exaggeration).toBe(1);
    app.getState().setView({ exaggeration: "table" });
    expect(assets.getState().terrain!.scale.exaggeration).toBe(4);
  });

  it("picks none up to 5 y/inch, ×2 up to 20, ×4 beyond", () => {
    expect([1, 5, 5.1, 20, 25, 50].map(tableExaggeration)).toEqual([1, 1, 2, 2, 4, 4]);
  });
});
