import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lnlGame } from "../../../../src/app/rulesets/lnl/adapter";
import { calculatorLines, expectedLine, resultLines } from "../../../../src/app/rulesets/lnl/fire-lines";
import { LnlPicks } from "../../../../src/app/rulesets/lnl/picks";
import { lnlOf, lnlStoreOf } from "../../../../src/app/rulesets/lnl/store";
import { LnlOverlays } from "../../../../src/app/rulesets/lnl/ui";
import { StoreContext } from "../../../../src/app/store/hooks";
import type { AppStore } from "../../../../src/app/store/store";
import { applyLnl } from "../../../../src/core/lnl/apply";
import { scriptedDice } from "../../../../src/core/lnl/dice";
import type { FireEvent } from "../../../../src/core/lnl/fire";
import { lnlMapOf } from "../../../../src/core/lnl/map";
import { type LnlState, onMap } from "../../../../src/core/lnl/state";
import { shippedTable, storeWith, worldEngine } from "../../support";

/**
 * Issue 38 item 3: Lock 'n Load's fire dialog and Opportunity Fire offer, rendered in Node from a
 * hot-seat game on the shipped hamlet board. The dialog's lines are the calculator's (the plan the side
 * panel showed) and the rules' dice; the test checks the arithmetic and the card's row against its own
 * reading of the table, the offer against the reducer itself, and who sees the offer.
 */

const engine = worldEngine();
const signed = (n: number) => `${n >= 0 ? "+" : ""}${n}`;
const unescapeHtml = (s: string) =>
  s.replaceAll("&gt;", ">").replaceAll("&lt;", "<").replaceAll("&amp;", "&").replaceAll("&#x27;", "'");

function render(app: AppStore): string {
  const lnl = lnlStoreOf(app);
  lnl.getInitialState = lnl.getState;
  return unescapeHtml(
    renderToStaticMarkup(
      <StoreContext.Provider value={{ ...app, getInitialState: app.getState }}>
        <LnlOverlays />
      </StoreContext.Provider>,
    ),
  );
}

/** The card's result-table row of DR against morale M, read independently of damage.ts. */
function rowOf(dr: number, m: number): string {
  if (dr <= m) return "DR ≤ M";
  if (dr >= 3 * m) return "DR ≥ 3×M";
  return dr >= 2 * m ? "2×M ≤ DR < 3×M" : "M < DR < 2×M";
}

async function game(seed: string) {
  const app = storeWith(shippedTable("lnl-hamlet"));
  const c = lnlGame(app, engine);
  app.getState().setHost(c.shell);
  expect(c.startOnTable(seed).ok).toBe(true);
  await c.play({ type: "end-rally" });
  c.handedOver();
  await c.play({ type: "end-rally" });
  c.handedOver();
  const view = () => lnlOf(app).lnl.snapshot!.view as LnlState;
  const hexOf = (id: string) => onMap(view()).find((u) => u.id === id)!.hex;
  return { app, c, view, hexOf };
}

/** The dialog's lines must be the plan's lines and the event's dice, the sums adding up. */
function checkShotDialog(html: string, e: FireEvent, title: string, planLines: string[]) {
  expect(html).toContain(`role="dialog" aria-label="${title}"`);
  for (const line of planLines) expect(html).toContain(line);
  const mods = e.modifiers.reduce((s, m) => s + m.value, 0);
  expect(e.attackRoll + e.fp + mods).toBe(e.attackTotal);
  expect(e.defenceRoll + e.tm).toBe(e.defenceTotal);
  expect(html).toContain(`Attack: die ${e.attackRoll} + FP ${e.fp} ${signed(mods)} = ${e.attackTotal}`);
  expect(html).toContain(`Defence: die ${e.defenceRoll} + TM ${signed(e.tm)} = ${e.defenceTotal}`);
  expect(html).toContain(e.hit ? `${e.attackTotal} > ${e.defenceTotal}: a hit` : "no effect");
  for (const d of e.damage) {
    expect(d.natural + (e.attackTotal - e.defenceTotal) - d.leaderLm).toBe(d.dr);
    expect(html).toContain(`${d.unit}: damage check die ${d.natural}`);
    expect(html).toContain(`= DR ${d.dr} vs morale ${d.morale}: row ${rowOf(d.dr, d.morale)}, column `);
  }
  expect(html).toContain('data-testid="lnl-fire-close"');
}

describe("Lock 'n Load's fire dialog", () => {
  it("dialog-fire-1: after a direct shot, shows the calculator's lines and the dice on the DFT, then closes", async () => {
    const { app, c, hexOf } = await game("dialog-fire-1");
    // blue's b-sq1 fires at red in F7 (tests/app/rulesets/lnl-controller.test.ts: a shot the rules allow)
    c.picks.click(hexOf("b-sq1"));
    expect(lnlOf(app).lnl.picked).toContain("b-ldr");
    c.picks.toggle("b-ldr"); // the stack's leader is out of range (4 hexes): its box is unticked
    expect(lnlOf(app).lnl.picked).toEqual(["b-sq1"]);
    c.picks.click("F7");
    const plan = lnlOf(app).lnl.preview!.plan!;
    expect(lnlOf(app).lnl.preview!.why).toBeNull();
    expect(render(app)).not.toContain("lnl-fire-dialog");
    await c.picks.fire();
    const shot = lnlOf(app).lnl.shot!;
    expect(shot.plan).toBe(plan);
    // the page's plan and the rules' event agree on the firepower and every modifier
    expect(shot.event.fp).toBe(plan.fp);
    expect(shot.event.modifiers).toEqual(plan.attacker);
    expect(shot.event.tm).toBe(plan.defenderTm.value);
    // this seed's dice hit: two damage checks (one with the red leader's LM) are read on the table
    expect(shot.event.damage.length).toBe(2);
    const html = render(app);
    checkShotDialog(html, shot.event, `Direct fire: ${hexOf("b-sq1")} → F7`, calculatorLines(plan).lines);
    expect(plan.fpParts.length).toBeGreaterThan(0);
    expect(html).toContain(`${plan.fpParts[0]!.unit}: ${plan.fpParts[0]!.what} → ${plan.fpParts[0]!.fp}`);
    // hot-seat, the impulse passed to red: the dialog is blue's, so the hand-over screen waits until
    // blue closes it (red never meets blue's dialog over its hand-over), and the dialog says so
    expect(lnlOf(app).lnl.handOver).toBe("red");
    expect(html).not.toContain('data-testid="lnl-handover"');
    expect(html).toContain("Close, then hand the table to red.");
    c.picks.closeShot();
    const after = render(app);
    expect(after).not.toContain("lnl-fire-dialog");
    expect(after).toContain('data-testid="lnl-handover"');
  });

  it("reads each damage check on the card's rows and columns, and an OFT shot's to-hit and penetration", () => {
    const base: FireEvent = {
      type: "fire",
      opportunity: false,
      firers: ["a"],
      target: "C3",
      fp: 4,
      modifiers: [],
      tm: 1,
      attackRoll: 5,
      attackTotal: 9,
      defenceRoll: 2,
      defenceTotal: 3,
      hit: true,
      damage: [],
      destroyedSw: [],
      oft: null,
    };
    const dc = (unit: string, natural: number, morale: number, column: string, result: string) => ({
      unit,
      natural,
      leaderLm: 0,
      dr: natural + 6,
      morale,
      column,
      result,
      note: "",
      hero: null,
    });
    // diff 6: DR 7 vs M7 (≤ M), 8 vs M7 (< 2M), 10 vs M5 (2M), 12 vs M4 (3M)
    const lines = resultLines({
      ...base,
      damage: [
        dc("u1", 1, 7, "good-order-mmc", "no-effect"),
        dc("u2", 2, 7, "shaken-mmc", "casualty"),
        dc("u3", 4, 5, "good-order-smc", "wounded"),
        dc("u4", 6, 4, "armor", "abandoned"),
      ],
    });
    expect(lines.slice(0, 3)).toEqual([
      "Attack: die 5 + FP 4 +0 = 9",
      "Defence: die 2 + TM +1 = 3",
      "9 > 3: a hit, a damage check for each unit in C3",
    ]);
    expect(lines.slice(3)).toEqual([
      "u1: damage check die 1 +6 = DR 7 vs morale 7: row DR ≤ M, column Good Order MMC → no effect",
      "u2: damage check die 2 +6 = DR 8 vs morale 7: row M < DR < 2×M, column Shaken MMC → Casualty",
      "u3: damage check die 4 +6 = DR 10 vs morale 5: row 2×M ≤ DR < 3×M, column Good Order SMC (not a hero) → Wounded",
      "u4: damage check die 6 +6 = DR 12 vs morale 4: row DR ≥ 3×M, column Armour / armour leader → Abandoned",
    ]);
    const oft = (hit: boolean, penRoll: number | null) => ({
      toHitRoll: 3,
      toHitTotal: hit ? 4 : 6,
      toHitNumber: 4,
      hit,
      penRoll,
      penTotal: penRoll === null ? null : penRoll + 5,
      armor: 7,
      penetrated: penRoll !== null && penRoll + 5 > 7,
      sw: "gun",
      target: "t1",
    });
    expect(resultLines({ ...base, hit: false, oft: oft(false, null) })).toEqual([
      "To hit: die 3 +3 = 6 vs 4 (a hit needs ≤ 4): miss",
    ]);
    expect(resultLines({ ...base, hit: false, oft: oft(true, 2) })).toEqual([
      "To hit: die 3 +1 = 4 vs 4 (a hit needs ≤ 4): hit",
      "Penetration: die 2 + FP 5 = 7 vs armour 7: no penetration",
    ]);
  });
});

describe("Lock 'n Load's Opportunity Fire offer", () => {
  it("dialog-of-1: lists the stacks the reducer lets fire, to the side in the window only, and fires the picked one", async () => {
    const { app, c, view, hexOf } = await game("dialog-of-1");
    // blue moves b-sq2 to H4: red may Opportunity Fire at it (lnl-controller.test.ts)
    await c.play({ type: "move", units: ["b-sq2"], to: "H4" });
    const w = view().opWindow!;
    expect(w).toMatchObject({ hex: "H4", movers: ["b-sq2"] });
    const offer = lnlOf(app).lnl.offer!;
    expect(offer).not.toBeNull();
    // the oracle: the reducer with real dice takes an op-fire of each offered stack, and refuses each red
    // unit on the board that no offer holds
    const map = lnlMapOf(engine.world(app.getState().table))!;
    const opFire = (units: string[]) =>
      applyLnl(
        view(),
        "red",
        { type: "op-fire", firers: units.map((unit) => ({ unit })) },
        map,
        scriptedDice([3, 3, 3, 3, 3, 3, 3, 3, 3, 3]),
      );
    for (const o of offer) expect(opFire(o.units).ok, o.units.join()).toBe(true);
    const offered = new Set(offer.flatMap((o) => o.units));
    for (const u of onMap(view()).filter((x) => x.side === "red" && !offered.has(x.id)))
      expect(opFire([u.id]).ok, u.id).toBe(false);
    expect(offer.length).toBeGreaterThan(0);

    // hot-seat: not while the hand-over screen is up; then to red, with each stack's expected line
    expect(lnlOf(app).lnl.handOver).toBe("red");
    expect(render(app)).not.toContain("lnl-of-dialog");
    c.handedOver();
    let html = render(app);
    expect(html).toContain('role="dialog" aria-label="Opportunity Fire at H4"');
    expect(html).toContain("b-sq2 (");
    for (const o of offer) {
      expect(html).toContain(`${o.hex}: ${o.units.join(" + ")}`);
      expect(html).toContain(expectedLine(o.plan));
    }
    expect(html).toContain('data-testid="lnl-of-pass"');

    // who sees it: the side in the window (red), never the moving side nor a spectator (online pages)
    const seenBy = (seat: string) => {
      const p = new LnlPicks(
        app,
        () => map,
        async () => {},
        () => seat,
      );
      p.refresh();
      return lnlOf(app).lnl.offer;
    };
    expect(seenBy("blue")).toBeNull();
    expect(render(app)).not.toContain("lnl-of-dialog");
    expect(seenBy("spectator")).toBeNull();
    expect(seenBy("red")).toEqual(offer);

    // picked by a click on its hex on the board: the calculator's lines, then Opportunity Fire
    const first = offer[0]!;
    c.picks.click(first.hex);
    expect([...lnlOf(app).lnl.picked].sort()).toEqual([...first.units].sort());
    expect(lnlOf(app).lnl.preview?.why).toBeNull();
    html = render(app);
    expect(html).toContain('data-testid="lnl-of-plan"');
    for (const line of calculatorLines(first.plan).lines) expect(html).toContain(line);
    await c.picks.fire();
    const shot = lnlOf(app).lnl.shot!;
    expect(shot.event.opportunity).toBe(true);
    // the window stays open for the stacks that have not fired: the offer no longer holds this one
    expect(view().opWindow).not.toBeNull();
    expect(lnlOf(app).lnl.offer!.map((o) => o.units.join())).not.toContain(first.units.join());
    html = render(app);
    checkShotDialog(
      html,
      shot.event,
      `Opportunity Fire: ${first.hex} → H4`,
      calculatorLines(first.plan).lines,
    );
    expect(hexOf("b-sq2")).toBe("H4");
  });

  it("dialog-of-2: Let it pass in the offer ends the window", async () => {
    const { app, c, view } = await game("dialog-of-2");
    await c.play({ type: "move", units: ["b-sq2"], to: "H4" });
    c.handedOver();
    expect(lnlOf(app).lnl.offer).not.toBeNull();
    await c.play({ type: "pass" }); // the dialog's Let it pass
    expect(view().opWindow).toBeNull();
    expect(lnlOf(app).lnl.offer).toBeNull();
    expect(render(app)).not.toContain("lnl-of-dialog");
  });
});
