import { describe, expect, it } from "vitest";
import { startHexLosPipeline } from "../../../src/app/los/hex-pipeline";
import { createAssetStore, startAssetPipeline } from "../../../src/app/scene/assets";
import { createOverlayStore, startOverlayAssets } from "../../../src/app/scene/overlay-assets";
import { createHexLosTool } from "../../../src/app/tools/hexlos-tool";
import { lnlHexSight } from "../../../src/core/lnl/hex-sight";
import { at, key, shippedTable, storeWith, worldEngine } from "../support";

/** The app's hex LOS tool (issue 21) on the shipped hex table: the tool, the pipeline, the overlays. */

const hamlet = () => shippedTable("lnl-hamlet");
const engine = worldEngine();
// Hex centres of 1" flat hexes: E2 (7, 2.6), J8 (14.5, 14.72)
const E2: [number, number] = [7, 1.5 * Math.sqrt(3)];
const J8: [number, number] = [14.5, 8.5 * Math.sqrt(3)];

describe("hex LOS tool: from → to → showing", () => {
  it("picks two hexes by click; the pipeline measures the line", () => {
    const app = storeWith(hamlet());
    startHexLosPipeline(app, engine, lnlHexSight);
    const tool = createHexLosTool(app);
    expect(tool.state).toBe("from");
    tool.click(at(E2));
    expect(tool.state).toBe("to");
    expect(app.getState().hexLos.from).toBe("E2");
    tool.click(at([J8[0] + 0.3, J8[1] - 0.2])); // anywhere in the hex
    expect(tool.state).toBe("showing");
    const v = app.getState().hexLos.verdict!;
    expect(v).toMatchObject({ from: "E2", to: "J8", visible: true, degradingCounted: 2 });
    tool.click(at(J8));
    expect(app.getState().hexLos).toMatchObject({ from: "J8", to: null, verdict: null });
  });

  it("the same hex again un-picks it; Escape clears; off the board and square tables do nothing", () => {
    const app = storeWith(hamlet());
    const tool = createHexLosTool(app);
    tool.click(at(E2));
    tool.click(at(E2));
    expect(tool.state).toBe("from");
    tool.click(at(E2));
    tool.key(key("Escape"));
    expect(app.getState().hexLos.from).toBeNull();
    tool.click(at([0.05, 17.95])); // nearest centre is off the table
    expect(tool.state).toBe("from");
    const square = storeWith();
    const t2 = createHexLosTool(square);
    t2.click(at([10, 10]));
    expect(t2.state).toBe("from");
  });

  it("draws the grid on a hex table (and not on a square one), and the check's line with the hexes it crosses", () => {
    const app = storeWith(hamlet());
    startHexLosPipeline(app, engine, lnlHexSight);
    const assets = createAssetStore();
    startAssetPipeline(app, assets, () => null);
    const overlays = createOverlayStore();
    startOverlayAssets(app, assets, overlays);
    const grid = overlays.getState().hexGrid!;
    expect(grid.length / 6).toBeGreaterThan(400); // hexsides of 16 × 10 hexes, each once
    app.getState().setShowHexGrid(false);
    expect(overlays.getState().hexGrid).toBeNull();
    app.getState().setTool("hexlos");
    app.getState().setHexFrom("E2");
    app.getState().setHexTo("J8");
    const line = overlays.getState().hexLine!;
    expect(line.positions.length).toBe(line.colours.length);
    expect(line.positions.length / 6).toBeGreaterThan(12); // the line plus two degrading hexes' outlines
    const square = storeWith();
    const a2 = createAssetStore();
    startAssetPipeline(square, a2, () => null);
    const o2 = createOverlayStore();
    startOverlayAssets(square, a2, o2);
    expect(o2.getState().hexGrid).toBeNull();
  });
});
