import { describe, expect, it } from "vitest";
import { rulesetUi } from "../../../src/app/rulesets";
import { lnlGame } from "../../../src/app/rulesets/lnl/adapter";
import { countersOnTable } from "../../../src/app/rulesets/lnl/bases";
import { MARK } from "../../../src/app/rulesets/lnl/picks";
import { lnlOf } from "../../../src/app/rulesets/lnl/store";
import { newHero } from "../../../src/core/lnl/fire";
import type { LnlState } from "../../../src/core/lnl/state";
import { shippedTable, storeWith, worldEngine } from "../support";

/** Lock 'n Load's game controller in the app (issue 21), without a DOM: start, play, save, reopen, leave. */

const hamlet = () => shippedTable("lnl-hamlet");
const engine = worldEngine();

describe("the LnL controller", () => {
  it("is in the registry", () => {
    expect(rulesetUi("lnl")?.name).toMatch(/Lock 'n Load/);
  });

  it("puts the counters' markers (Moved, Ops Complete, Shaken…) on their labels, and Fire says why a marked unit may not fire", async () => {
    const app = storeWith(hamlet());
    const c = lnlGame(app, engine);
    app.getState().setHost(c.shell);
    expect(c.startOnTable("ui-1").ok).toBe(true);
    const chips = (id: string) => (app.getState().match.marks.get(id) ?? []).map((m) => m.text);
    expect(app.getState().match.marks.size).toBe(0);
    await c.play({ type: "end-rally" });
    await c.play({ type: "end-rally" });
    await c.play({ type: "move", units: ["b-sq2"], to: "H4" });
    expect(chips("b-sq2")).toEqual(["Moved"]);
    await c.play({ type: "pass" }); // red lets the chance to fire pass
    await c.play({ type: "pass" }); // blue ends its activation
    expect(chips("b-sq2")).toEqual(["Moved", "Ops Complete"]);
    expect(chips("b-sq1")).toEqual([]);
    // the calculator prices b-sq2's shot, but the rules refuse it now: Fire says why (the page once let it be clicked)
    await c.play({ type: "pass" }); // red passes its impulse: blue's again
    c.checkFire(["b-sq2"], "I6", false);
    expect(lnlOf(app).lnl.preview).toMatchObject({ why: "b-sq2 has already moved or fired this turn" });
    expect(lnlOf(app).lnl.preview!.plan).not.toBeNull();
    c.checkFire(["b-sq1"], "F7", false);
    expect(lnlOf(app).lnl.preview).toMatchObject({ why: null });
    c.leave();
    expect(app.getState().match.marks.size).toBe(0);
  });

  it("gives a hero made in the game a base at its hex, so it is drawn and labelled with its markers", async () => {
    const app = storeWith(hamlet());
    const c = lnlGame(app, engine);
    app.getState().setHost(c.shell);
    expect(c.startOnTable("ui-1").ok).toBe(true);
    const view = lnlOf(app).lnl.snapshot!.view as LnlState;
    const table = app.getState().table;
    // before: no counter the table lacks, so the bases are the table's own, one per counter
    expect(countersOnTable(table, view).map((u) => u.id)).toEqual(table.units.map((u) => u.id));
    const hero = { ...newHero("hero-1", "red", "H4"), moved: true };
    const bases = countersOnTable(table, { ...view, units: [...view.units, hero] });
    const base = bases.find((u) => u.id === "hero-1")!;
    // H4's centre (x 11.5, y 0.87 + 3.5 × 1.73), red's leader's model and facing
    expect(base).toMatchObject({ side: "red", type: "HQ", facing: 180 });
    expect(base.x).toBeCloseTo(11.5, 5);
    expect(base.y).toBeCloseTo((Math.sqrt(3) / 2) * 8, 5);
    expect(bases).toHaveLength(table.units.length + 1);
    // an eliminated hero leaves the table like any counter
    const gone = countersOnTable(table, { ...view, units: [...view.units, { ...hero, eliminated: true }] });
    expect(gone.map((u) => u.id)).not.toContain("hero-1");
    c.leave();
  });

  it("starts a hot-seat game on the hex table, plays commands as the seat to act, and shows refusals", async () => {
    const app = storeWith(hamlet());
    const c = lnlGame(app, engine);
    app.getState().setHost(c.shell);
    expect(c.startOnTable("ui-1").ok).toBe(true);
    expect(app.getState().match.ruleset).toBe("lnl");
    const view = () => lnlOf(app).lnl.snapshot!.view as LnlState;
    expect(view().phase).toBe("rally");
    await c.play({ type: "end-rally" });
    await c.play({ type: "end-rally" });
    expect(view().phase).toBe("operations");
    expect(lnlOf(app).lnl.snapshot!.seatsToAct).toEqual(["blue"]);
    await c.play({ type: "fire", firers: [{ unit: "b-sq3" }], target: "C8" });
    expect(lnlOf(app).lnl.error).toMatch(/no LOS from C4 to C8/);
    // a move puts the base at its new hex's centre (H3 → H4: x 11.5, y 0.87 + 3.5 × 1.73)
    await c.play({ type: "move", units: ["b-sq2"], to: "H4" });
    const moved = app.getState().table.units.find((u) => u.id === "b-sq2")!;
    expect(moved.x).toBeCloseTo(11.5, 5);
    expect(moved.y).toBeCloseTo((Math.sqrt(3) / 2) * 8, 5);
    await c.play({ type: "pass" }); // red lets the chance to fire pass
    await c.play({ type: "pass" }); // blue ends its activation
    await c.play({ type: "pass" }); // red passes its impulse
    expect(lnlOf(app).lnl.snapshot!.seatsToAct).toEqual(["blue"]);
    // the calculator lists the shot's modifiers with their card lines, without rolling
    c.checkFire(["b-sq1"], "F7", false);
    const plan = lnlOf(app).lnl.preview!.plan!;
    expect(plan.fp).toBe(2);
    expect(plan.attacker.map((m) => m.line)).toEqual(["DFT 1"]);
    expect(lnlOf(app).lnl.snapshot!.log).toHaveLength(6);
    c.checkFire(["b-sq3"], "C8", false);
    expect(lnlOf(app).lnl.preview).toMatchObject({ plan: null, why: expect.stringMatching(/no LOS/) });
    await c.play({ type: "fire", firers: [{ unit: "b-sq1" }], target: "F7" });
    expect(lnlOf(app).lnl.error).toBeNull();
    expect(lnlOf(app).lnl.snapshot!.log.at(-1)!.events[0]).toMatchObject({ type: "fire" });
    expect(lnlOf(app).lnl.snapshot!.seatsToAct).toEqual(["red"]);
    // the file reopens to the same state
    const text = (await c.fileText())!;
    const again = lnlGame(app, engine);
    expect(again.load(text).ok).toBe(true);
    expect(lnlOf(app).lnl.snapshot!.view).toEqual(expect.objectContaining({ turn: 1, phase: "operations" }));
  });

  it("at night: a picked stack fires a star shell at the clicked hex, the lit hexes are outlined, and the calculator drops DFT 10", async () => {
    const app = storeWith(hamlet());
    const c = lnlGame(app, engine);
    app.getState().setHost(c.shell);
    expect(c.startOnTable({ seed: "night-1", night: true }).ok).toBe(true);
    const view = () => lnlOf(app).lnl.snapshot!.view as LnlState;
    expect(view().night).toBe(true);
    await c.play({ type: "end-rally" });
    await c.play({ type: "end-rally" });
    c.checkFire(["b-sq1"], "F7", false);
    expect(lnlOf(app).lnl.preview!.plan!.attacker.map((m) => m.line)).toContain("DFT 10");
    if (lnlOf(app).lnl.handOver) c.handedOver();
    c.picks.click(view().units.find((u) => u.id === "b-sq1")!.hex); // blue's stack
    c.picks.click("F7"); // an enemy hex: the target
    expect(lnlOf(app).lnl).toMatchObject({ target: "F7" });
    c.picks.starShell();
    await new Promise((r) => setTimeout(r, 0));
    expect(lnlOf(app).lnl.error).toBeNull();
    expect(view().lit).toContain("F7");
    expect(lnlOf(app).lnl.snapshot!.log.at(-1)!.events[0]).toMatchObject({
      type: "star-shell",
      hex: "F7",
    });
    const outlined = app
      .getState()
      .hexMarks.filter((m) => m.colour === MARK.lit)
      .map((m) => m.label);
    expect([...outlined].sort()).toEqual([...view().lit!].sort());
    await c.play({ type: "pass" }); // red passes; blue's calculator at the lit hex
    c.checkFire(["b-sq1"], "F7", false);
    expect(lnlOf(app).lnl.preview!.plan!.attacker.map((m) => m.line)).toEqual(["DFT 1"]);
  });

  it("refuses a table without a hex grid, and leaving gives the table back", () => {
    const square = storeWith();
    const r = lnlGame(square, engine).startOnTable();
    expect(r.ok ? null : r.error[0]!.path).toBe("$.table.hex");
    const app = storeWith(hamlet());
    const before = app.getState().table;
    const c = lnlGame(app, engine);
    c.startOnTable("ui-2");
    c.leave();
    expect(app.getState().match.ruleset).toBeNull();
    expect(app.getState().table).toBe(before);
  });
});
