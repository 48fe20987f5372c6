import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lnlGame, SHIPPED_RIDGE_TABLE } from "../../../src/app/rulesets/lnl/adapter";
import { heroesMadeIn, lnlResultRows } from "../../../src/app/rulesets/lnl/result";
import { lnlOf, lnlStoreOf } from "../../../src/app/rulesets/lnl/store";
import { LnlOverlays } from "../../../src/app/rulesets/lnl/ui";
import { StoreContext } from "../../../src/app/store/hooks";
import { applyLnl, type LnlEvent } from "../../../src/core/lnl/apply";
import { scriptedDice } from "../../../src/core/lnl/dice";
import { lnlMapOf } from "../../../src/core/lnl/map";
import type { LnlState } from "../../../src/core/lnl/state";
import { shippedTable, storeWith, worldEngine } from "../support";

/**
 * Issue 38 item 2: Lock 'n Load's result card (src/app/game/ResultDialog.tsx): a one-turn game on the
 * ridge board, every side passing, ends at the turn limit; the card names the result and why, counts
 * each side's counters, and offers Replay / Save / New game.
 */

/** The cells of the row labelled `label` in the card's HTML (null: no such row). */
function rowCells(html: string, label: string): string[] | null {
  const row = new RegExp(`${label}</th>((?:<td[^>]*>[^<]*</td>)+)`).exec(html)?.[1];
  return row === undefined ? null : [...row.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((m) => m[1]!);
}

function renderOverlays(app: ReturnType<typeof storeWith>): string {
  const lnl = lnlStoreOf(app);
  lnl.getInitialState = lnl.getState;
  return renderToStaticMarkup(
    <StoreContext.Provider value={{ ...app, getInitialState: app.getState }}>
      <LnlOverlays />
    </StoreContext.Provider>,
  );
}

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

  it("result-hero-1: counts a hero made in play on its own row, never among the counters at the start", async () => {
    const engine = worldEngine();
    const app = storeWith(shippedTable("lnl-hamlet"));
    const c = lnlGame(app, engine);
    app.getState().setHost(c.shell);
    expect(c.startOnTable("result-hero-1").ok).toBe(true);
    const start = lnlOf(app).lnl.snapshot!.view as LnlState;
    await c.play({ type: "end-rally" });
    c.handedOver();
    await c.play({ type: "end-rally" });
    c.handedOver();
    const snap = lnlOf(app).lnl.snapshot!;
    // blue's b-sq1 fires at red in F7 (fire-dialogs.test.tsx) with the reducer's own dice, scripted:
    // attack 6, defence 1; the red leader's damage check 3, the red squad's a natural 1 and then an
    // even 4: a hero (seed 004 §11.2), its skill card the deck's third
    const map = lnlMapOf(engine.world(app.getState().table))!;
    const command = { type: "fire" as const, firers: [{ unit: "b-sq1" }], target: "F7" };
    const r = applyLnl(snap.view as LnlState, "blue", command, map, scriptedDice([6, 1, 3, 1, 4, 3]));
    if (!r.ok) throw new Error(r.error.message);
    const events = r.value.events as LnlEvent[];
    const log = [
      ...snap.log,
      { ...snap.log[0]!, index: snap.log.length, seat: "blue", side: "blue", entry: command, events },
    ];
    const made = heroesMadeIn(log);
    expect([...made]).toEqual(["hero-1"]);
    const after = r.value.state;
    expect(after.units.find((u) => u.id === "hero-1")).toMatchObject({ side: "red", kind: "hero" });

    // the rows: the start's counters per side (counted on the view at the start), the hero on its own
    const { sides, rows } = lnlResultRows(after, made);
    const atStart = sides.map((side) => start.units.filter((u) => u.side === side).length);
    expect(rows.find((x) => x.label === "Counters at the start")!.values).toEqual(atStart);
    expect(rows.find((x) => x.label === "Heroes made in play")!.values).toEqual(
      sides.map((side) => (side === "red" ? 1 : 0)),
    );
    // a game without one shows no such row
    expect(lnlResultRows(start, new Set()).rows.map((x) => x.label)).not.toContain("Heroes made in play");

    // the card, on the game as it ended there
    lnlOf(app).setLnl({
      snapshot: { ...snap, view: after, log, entries: log.length, over: true },
      handOver: null,
    });
    const html = renderOverlays(app);
    expect(html).toContain('data-testid="lnl-result"');
    expect(rowCells(html, "Counters at the start")).toEqual(atStart.map(String));
    expect(rowCells(html, "Heroes made in play")).toEqual(sides.map((side) => (side === "red" ? "1" : "0")));
  });
});
