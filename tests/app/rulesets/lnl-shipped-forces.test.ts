import { describe, expect, it } from "vitest";
import { lnlGame, SHIPPED_HEX_TABLE } from "../../../src/app/rulesets/lnl/adapter";
import { countersOnTable } from "../../../src/app/rulesets/lnl/bases";
import { lnlOf } from "../../../src/app/rulesets/lnl/store";
import type { LnlState } from "../../../src/core/lnl/state";
import { shippedTable, storeWith, worldEngine } from "../support";

/**
 * The page's shipped LnL game (issue 21): its forces (terrain/forces/lnl-hamlet.json) carry SM-capable
 * scouts, a medic and a sniper; the picks offer Stealth only to SM-capable stacks and aim a lone
 * sniper at one unit of the target hex.
 */

const hamlet = () => shippedTable("lnl-hamlet");
const engine = worldEngine();

async function shipped() {
  const app = storeWith(hamlet());
  const c = lnlGame(app, engine);
  app.getState().setHost(c.shell);
  const r = c.startOnTable({
    table: SHIPPED_HEX_TABLE.json,
    counters: SHIPPED_HEX_TABLE.counters,
    seed: "f-1",
  });
  expect(r.ok).toBe(true);
  await c.play({ type: "end-rally" });
  await c.play({ type: "end-rally" });
  const view = () => lnlOf(app).lnl.snapshot!.view as LnlState;
  const ready = () => lnlOf(app).setLnl({ handOver: null });
  return { app, c, view, ready };
}

describe("the shipped LnL forces in the page", () => {
  it("has SM-capable scouts, a medic and a sniper, each drawn on the table", async () => {
    const { app, view } = await shipped();
    const kinds = new Map(view().units.map((u) => [u.id, u]));
    expect(kinds.get("b-med")?.kind).toBe("medic");
    expect(kinds.get("r-snp")?.kind).toBe("sniper");
    expect(
      view()
        .units.filter((u) => u.stealthCapable)
        .map((u) => u.id),
    ).toEqual(["b-sq3", "r-sq3"]);
    const bases = countersOnTable(app.getState().table, view()).map((u) => u.id);
    expect(bases).toContain("b-med");
    expect(bases).toContain("r-snp");
  });

  it("Stealth: an SM-capable stack moves in it and gets the Stealth chip; another pick falls back to normal", async () => {
    const { app, c, view, ready } = await shipped();
    ready();
    c.picks.click("C4"); // b-sq3
    expect(lnlOf(app).lnl.picked).toEqual(["b-sq3"]);
    c.picks.setMode("stealth");
    expect(lnlOf(app).lnl.mode).toBe("stealth");
    const to = lnlOf(app).lnl.moves[0]!.hex;
    c.picks.click(to);
    await new Promise((r) => setTimeout(r, 0));
    expect(view().units.find((u) => u.id === "b-sq3")).toMatchObject({ stealth: true, moved: false });
    expect((app.getState().match.marks.get("b-sq3") ?? []).map((m) => m.text)).toContain("Stealth");
    await c.play({ type: "pass" }); // end the move (a Stealth move opens no OF window)
    ready();
    await c.play({ type: "pass" }); // red passes: blue again
    ready();
    c.picks.click("E3"); // b-sq1 + b-ldr: not SM-capable
    c.picks.setMode("stealth");
    expect(lnlOf(app).lnl.mode).toBe("normal");
  });

  it("a lone sniper aims at one unit of the target hex; Fire sends the snipe at it", async () => {
    const { app, c, view, ready } = await shipped();
    await c.play({ type: "pass" }); // blue passes: red's impulse
    ready();
    c.picks.click("G8"); // r-snp
    expect(lnlOf(app).lnl.picked).toEqual(["r-snp"]);
    c.picks.click("E3"); // b-ldr and b-sq1
    expect(lnlOf(app).lnl.aimAt).toBe("b-ldr");
    expect(lnlOf(app).lnl.preview?.plan?.targets.map((t) => t.id)).toEqual(["b-ldr"]);
    c.picks.aim("b-sq1");
    expect(lnlOf(app).lnl.preview).toMatchObject({ why: null });
    expect(lnlOf(app).lnl.preview?.plan?.targets.map((t) => t.id)).toEqual(["b-sq1"]);
    c.picks.fire();
    await new Promise((r) => setTimeout(r, 0));
    const last = lnlOf(app).lnl.snapshot!.log.at(-1)!;
    expect(last.entry).toEqual({ type: "snipe", unit: "r-snp", target: "b-sq1" });
    expect(view().units.find((u) => u.id === "r-snp")).toMatchObject({ fired: true });
  });
});
