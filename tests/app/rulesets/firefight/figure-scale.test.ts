import { Box3, type BufferGeometry, Matrix4, Mesh } from "three";
import { describe, expect, it } from "vitest";
import { shellWith } from "../../../../src/app/game/shell";
import { bvhEngine } from "../../../../src/app/los/bvh-engine";
import { FirefightGame } from "../../../../src/app/rulesets/firefight/adapter";
import { firefightOf } from "../../../../src/app/rulesets/firefight/store";
import { createAssetStore, startAssetPipeline } from "../../../../src/app/scene/assets";
import { builtinCatalog } from "../../../../src/core/catalog/builtin";
import { builtinFirefightRules } from "../../../../src/core/firefight/builtin";
import { FIRESTRIKE_SIGHT } from "../../../../src/core/firestrike/sight/rules";
import type { InstanceData } from "../../../../src/geometry/render/instances";
import { basePlateGeometry } from "../../../../src/geometry/render/unit-models";
import { MemoryStorage } from "../../files/fakes";
import { storeWith } from "../../support";

/**
 * Issue 38, "on the Firefight table a 28 mm figure's drawn height is within 2× its base width (a test on
 * the scene, not a screenshot)": a game started on the farm as the page starts it, the scene's assets
 * built from the app's table, and the three.js objects the unit layer draws (a model's geometry under
 * its instance matrix, the base plate under its own) measured by their bounding boxes.
 */

/** The bounding box of `geometry` drawn with instance `i` of `data`, as the scene's instanced mesh draws it. */
function drawnBox(geometry: BufferGeometry, data: InstanceData, i: number): Box3 {
  const mesh = new Mesh(geometry);
  mesh.matrixAutoUpdate = false;
  mesh.matrix.copy(new Matrix4().fromArray(data.matrices, i * 16));
  mesh.updateMatrixWorld(true);
  return new Box3().setFromObject(mesh);
}

function farmGame() {
  const app = storeWith();
  const engine = bvhEngine(builtinCatalog(), null, () => FIRESTRIKE_SIGHT);
  const controller = shellWith(app, new MemoryStorage(), (s) => new FirefightGame(app, engine, s)).api;
  firefightOf(app).setFirefightApi(controller);
  controller.start("rifle-section", "raiders");
  const assets = createAssetStore();
  startAssetPipeline(app, assets, () => null);
  return { app, assets };
}

/** The first blue model's figure and base plate, measured in the built scene. */
function measureFigure(assets: ReturnType<typeof farmGame>["assets"]) {
  const a = assets.getState();
  const layout = a.units!;
  const anchorAt = layout.anchors.findIndex((x) => x.side === "blue");
  const id = layout.anchors[anchorAt]!.unitId;
  const group = layout.groups.find((g) => g.unitIds.includes(id))!;
  const figure = drawnBox(a.models.get(group.key)!, group.instances, group.unitIds.indexOf(id));
  const base = drawnBox(basePlateGeometry(), layout.bases, anchorAt);
  return { group, figure, base, groundZ: layout.anchors[anchorAt]!.groundZ };
}

describe("a Firefight model on the farm is one 28 mm figure at the table's scale", () => {
  it("draws each model as the catalog's one-figure type, within twice its base's width", () => {
    const { app, assets } = farmGame();
    const type = builtinFirefightRules().settings.catalogType;
    expect(builtinCatalog().byType.get(type)!.model).toEqual({
      kind: "procedural",
      shape: "figure",
      count: 1,
    });
    expect(app.getState().table.units.every((u) => u.type === type)).toBe(true);
    const { group, figure, base, groundZ } = measureFigure(assets);
    expect([group.shape, group.count]).toEqual(["figure", 1]);
    const baseWidth = base.max.x - base.min.x;
    expect(baseWidth).toBeCloseTo(1, 3); // a 1" (25 mm) base
    const height = figure.max.z - groundZ;
    expect(height).toBeGreaterThan(baseWidth); // a standing figure, not a counter
    expect(height).toBeLessThanOrEqual(2 * baseWidth + 1e-6);
    // its head is the silhouette the sight lines reach: 2 y (the catalog's height) on a 1 y/inch table
    expect(height).toBeGreaterThan(1.95);
    // one figure, standing on its base and inside its footprint
    expect(figure.max.x - figure.min.x).toBeLessThan(baseWidth);
    expect(figure.max.y - figure.min.y).toBeLessThan(baseWidth);
    expect(figure.min.z).toBeGreaterThanOrEqual(base.min.z);
  });

  it("measures what is drawn: the old ×4 stretch would make it an organ pipe", () => {
    const { app, assets } = farmGame();
    app.getState().setView({ exaggeration: 4 });
    const { figure, base, groundZ } = measureFigure(assets);
    expect(figure.max.z - groundZ).toBeGreaterThan(4 * (base.max.x - base.min.x));
  });
});
