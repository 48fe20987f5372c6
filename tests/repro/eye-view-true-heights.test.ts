import { describe, expect, it } from "vitest";
import { createAssetStore, startAssetPipeline } from "../../src/app/scene/assets";
import { storeWith } from "../app/support";

/**
 * Issue 23 item 9: the unit's-eye view kept the x4 height stretch, so a crest became a wall and the
 * sight lines (measured at true heights) passed under the plateau. In the eye view the scene is built
 * at true heights; leaving it brings back the chosen stretch. (tests/e2e/table-view.test.ts checks the
 * picture and that labels behind the ground are hidden.)
 */
describe("the eye view draws true heights", () => {
  it("rebuilds terrain and units at x1 in the eye view and at the chosen stretch outside it", () => {
    const app = storeWith();
    const assets = createAssetStore();
    startAssetPipeline(app, assets, () => null);
    expect(app.getState().view.exaggeration).toBe("table"); // the 6 mm table's own: ×4
    expect(assets.getState().terrain?.scale.exaggeration).toBe(4);
    const stretchedTop = assets.getState().units!.anchors.find((a) => a.unitId === "b1")!.topZ;
    app.getState().eyeView("b1", "r4");
    expect(assets.getState().terrain?.scale.exaggeration).toBe(1);
    const trueTop = assets.getState().units!.anchors.find((a) => a.unitId === "b1")!.topZ;
    expect(trueTop).toBeLessThan(stretchedTop);
    app.getState().setCamera("orbit");
    expect(assets.getState().terrain?.scale.exaggeration).toBe(4);
  });
});
