import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lnlGame, SHIPPED_RIDGE_TABLE } from "../../../src/app/rulesets/lnl/adapter";
import { lnlOf, lnlStoreOf } from "../../../src/app/rulesets/lnl/store";
import { LnlOverlays } from "../../../src/app/rulesets/lnl/ui";
import { StoreContext } from "../../../src/app/store/hooks";
import type { LnlState } from "../../../src/core/lnl/state";
import { shippedTable, storeWith, worldEngine } from "../support";

/**
 * Issue 38 item 2: Lock 'n Load's result card (src/app/game/ResultDialog.tsx): a one-turn game on the
 * ridge board, every side passing, ends at the turn limit; the card names the result and why, counts
 * each side's counters, and offers Replay / Save / New game.
 */

describe("Lock 'n Load's result card", () => {
  it("shows at the game's end with each side's counters and the buttons", async () => {
    const app = storeWith(shippedTable("lnl-ridge-village"));
    const c = lnlGame(app, worldEngine());
    app.getState().setHost(c.shell);
    expect(
      c.startOnTable({ table: SHIPPED_RIDGE_TABLE.json, turnLimit: 1, seed: "ridge-result-1" }),
    ).toMatchObject({
      ok: true,
    });
    const lnl = lnlStoreOf(app);
    const html = () => {
      lnl.getInitialState = lnl.getState;
      return renderToStaticMarkup(
        <StoreContext.Provider value={{ ...app, getInitialState: app.getState }}>
          <LnlOverlays />
        </StoreContext.Provider>,
      );
    };
    expect(html()).not.toContain('data-testid="lnl-result"');
    for (let i = 0; i < 100 && !lnlOf(app).lnl.snapshot!.over; i++) {
      const v = lnlOf(app).lnl.snapshot!.view as LnlState;
      await c.play({ type: v.phase === "rally" ? "end-rally" : "pass" });
      expect(lnlOf(app).lnl.error).toBeNull();
    }
    const snap = lnlOf(app).lnl.snapshot!;
    expect(snap.over).toBe(true);
    lnlOf(app).setLnl({ handOver: null });
    const out = html();
    expect(out).toContain('data-testid="lnl-result"');
    const v = snap.view as LnlState;
    expect(out).toContain(v.winner ? `${v.winner} wins` : "A draw");
    expect(out).toContain(v.endWhy!);
    const cells = [
      ...(/On the map<\/th>((?:<td[^>]*>[^<]*<\/td>)+)/.exec(out)?.[1] ?? "").matchAll(
        /<td[^>]*>([^<]*)<\/td>/g,
      ),
    ].map((m) => m[1]);
    expect(cells).toEqual(["5", "5"]);
    for (const b of ["replay", "save", "new", "close"])
      expect(out).toContain(`data-testid="lnl-result-${b}"`);
  });
});
