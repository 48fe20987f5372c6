import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LnlHexLabels } from "../../../src/app/rulesets/lnl/hex-labels";
import { lnlStoreOf } from "../../../src/app/rulesets/lnl/store";
import { createAssetStore, startAssetPipeline } from "../../../src/app/scene/assets";
import { SceneContext } from "../../../src/app/scene/context";
import { createOverlayStore } from "../../../src/app/scene/overlay-assets";
import { StoreContext } from "../../../src/app/store/hooks";
import { shippedTable, storeWith } from "../support";

/**
 * Issue 38 item 3: Lock 'n Load's board shows each hex's label (the panel names hexes only by label),
 * the header's switch hides them, and a hex the picked stack may enter shows its cost in MP (or melee)
 * either way.
 */

function render() {
  const app = storeWith(shippedTable("lnl-hamlet"));
  const assets = createAssetStore();
  startAssetPipeline(app, assets, () => null);
  const lnl = lnlStoreOf(app);
  const html = () =>
    // A server render reads each store's initial state: hand it the state now.
    renderToStaticMarkup(
      <StoreContext.Provider value={{ ...app, getInitialState: app.getState }}>
        <SceneContext.Provider
          value={{
            assets: { ...assets, getInitialState: assets.getState },
            overlays: createOverlayStore(),
            refs: { terrain: null, camera: null, viewport: { width: 1, height: 1 } },
          }}
        >
          <LnlHexLabels />
        </SceneContext.Provider>
      </StoreContext.Provider>,
    );
  lnl.getInitialState = lnl.getState;
  return { lnl, html };
}

const labels = (html: string) => [...html.matchAll(/data-hex="([A-Z]+\d+)"/g)].map((m) => m[1]);

describe("Lock 'n Load's hex labels", () => {
  it("labels every hex of the board, and the legal moves with their MP", () => {
    const { lnl, html } = render();
    const all = labels(html());
    expect(all.length).toBeGreaterThan(100);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain("A1");
    lnl.getState().setLnl({
      moves: [
        { hex: "C4", cost: 1, melee: false },
        { hex: "D4", cost: 2, melee: true },
      ],
    });
    const out = html();
    expect(out).toMatch(/data-hex="C4">C4 · 1 MP</);
    expect(out).toMatch(/data-hex="D4">D4 · melee</);
    // Switched off, only the legal moves stay labelled.
    lnl.getState().setLnl({ hexLabels: false });
    expect(labels(html())).toEqual(["C4", "D4"]);
  });
});
