import { describe, expect, it } from "vitest";
import { startHexLosPipeline } from "../../../src/app/los/hex-pipeline";
import { lnlGame } from "../../../src/app/rulesets/lnl/adapter";
import { createLnlPlayTool } from "../../../src/app/rulesets/lnl/play-tool";
import { lnlOf } from "../../../src/app/rulesets/lnl/store";
import { createAssetStore, startAssetPipeline } from "../../../src/app/scene/assets";
import { buildHexLine } from "../../../src/app/scene/hex-overlays";
import type { PointerInput } from "../../../src/app/tools/machine";
import { hexCenter, parseHexLabel } from "../../../src/core/hex/grid";
import { lnlHexSight } from "../../../src/core/lnl/hex-sight";
import { gridOf } from "../../../src/core/table/hex-settings";
import { shippedTable, storeWith, worldEngine } from "../support";

/**
 * Issue 38 item 3: with a stack picked, hovering a hex an enemy holds draws the line of sight to it and
 * the hexes that degrade or block it (the Hex LOS check's drawing, in the Play tool); hovering a hex no
 * enemy holds takes it away.
 */

describe("Lock 'n Load's Play tool aims the sight line at a hovered enemy", () => {
  it("checks the picked stack's hex to the hovered enemy hex, and draws it in the Play tool", async () => {
    const app = storeWith(shippedTable("lnl-hamlet"));
    const engine = worldEngine();
    const c = lnlGame(app, engine);
    app.getState().setHost(c.shell);
    expect(c.startOnTable("aim-1").ok).toBe(true);
    await c.play({ type: "end-rally" });
    await c.play({ type: "end-rally" });
    if (lnlOf(app).lnl.handOver) c.handedOver(); // hot-seat: blue takes the page
    const assets = createAssetStore();
    startAssetPipeline(app, assets, () => null);
    startHexLosPipeline(app, engine, lnlHexSight);
    const grid = gridOf(app.getState().table.hex!);
    const over = (label: string): PointerInput => ({
      point: hexCenter(grid, parseHexLabel(grid, label)!) as [number, number],
      screen: [0, 0],
      button: 0,
      shift: false,
      alt: false,
      ctrl: false,
      inchesPerPixel: 0.05,
    });
    const tool = createLnlPlayTool(app);
    expect(app.getState().tool).toBe("game");
    tool.click(over("E3")); // blue's stack: b-sq1 and its leader
    tool.move(over("F7")); // red's r-sq1 and r-ldr
    const s = app.getState();
    expect(s.hexLos).toMatchObject({ from: "E3", to: "F7" });
    expect(s.hexLos.verdict).not.toBeNull();
    expect(buildHexLine(s, assets.getState())?.positions.length).toBeGreaterThan(0);
    // A hex no enemy holds: no line.
    tool.move(over("E4"));
    expect(app.getState().hexLos.from).toBeNull();
    expect(buildHexLine(app.getState(), assets.getState())).toBeNull();
  });
});
