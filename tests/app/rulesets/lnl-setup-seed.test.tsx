import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lnlGame } from "../../../src/app/rulesets/lnl/adapter";
import { setupChoice } from "../../../src/app/rulesets/lnl/setup-choice";
import { lnlOf, lnlStoreOf } from "../../../src/app/rulesets/lnl/store";
import { LnlOverlays } from "../../../src/app/rulesets/lnl/ui";
import { StoreContext } from "../../../src/app/store/hooks";
import type { LnlEvent } from "../../../src/core/lnl/apply";
import { shippedTable, storeWith, worldEngine } from "../support";

/**
 * Issue 38: Lock 'n Load's set-up dialog has the dice seed field (the shared SeedField, as Firestrike's
 * and hexfire's), hot-seat only, and the seed typed there reaches the game's dice: the same seed gives
 * the same first roll, another seed other rolls.
 */

const fields = { which: "shipped" as const, turns: "", night: false, online: false };

/** The set-up dialog's markup (hot-seat or online). */
function dialog(online: boolean): string {
  const app = storeWith(shippedTable("lnl-hamlet"));
  app.getState().setMatch({ setupOf: "lnl", setupOnline: online });
  const lnl = lnlStoreOf(app);
  lnl.getInitialState = lnl.getState;
  return renderToStaticMarkup(
    <StoreContext.Provider value={{ ...app, getInitialState: app.getState }}>
      <LnlOverlays />
    </StoreContext.Provider>,
  );
}

/** A game started from the dialog's fields with `seed`: both Rally Phases ended, then blue's b-sq1 fires at F7 (in range and sight on the hamlet); the fire's event. */
async function firstFire(seed: string) {
  const app = storeWith(shippedTable("lnl-hamlet"));
  const c = lnlGame(app, worldEngine());
  app.getState().setHost(c.shell);
  const choice = setupChoice({ ...fields, seed });
  if (!choice.ok) throw new Error(choice.error);
  expect(c.startOnTable(choice.value)).toMatchObject({ ok: true });
  await c.play({ type: "end-rally" });
  await c.play({ type: "end-rally" });
  await c.play({ type: "fire", firers: [{ unit: "b-sq1" }], target: "F7" });
  expect(lnlOf(app).lnl.error).toBeNull();
  const log = lnlOf(app).lnl.snapshot!.log;
  const fire = (log.at(-1)!.events as LnlEvent[]).find((e) => e.type === "fire");
  expect(fire, JSON.stringify(log.at(-1))).toBeDefined();
  c.leave();
  return fire as Extract<LnlEvent, { type: "fire" }>;
}

describe("Lock 'n Load's set-up dialog: the dice seed", () => {
  it("shows the seed field hot-seat and hides it online (the server rolls its own)", () => {
    const hotSeat = dialog(false);
    expect(hotSeat).toContain('data-testid="lnl-setup"');
    expect(hotSeat).toMatch(/Dice seed <input[^>]*data-testid="lnl-setup-seed"/);
    const online = dialog(true);
    expect(online).toContain('data-testid="lnl-setup"');
    expect(online).not.toContain("lnl-setup-seed");
  });

  it("puts the typed seed in the start hot-seat only, and an empty field leaves it to the game", () => {
    expect(setupChoice({ ...fields, seed: "s-1" })).toMatchObject({ ok: true, value: { seed: "s-1" } });
    const empty = setupChoice({ ...fields, seed: "" });
    expect(empty.ok && "seed" in empty.value).toBe(false);
    const online = setupChoice({ ...fields, seed: "s-1", online: true });
    expect(online.ok && "seed" in online.value).toBe(false);
    expect(setupChoice({ ...fields, turns: "0", seed: "s-1" })).toEqual({
      ok: false,
      error: 'turns: "0" is not a whole number from 1 to 99',
    });
  });

  it("seed lnl-setup-seed-1: the same seed gives the same first roll, seed lnl-setup-seed-2 another", async () => {
    const a = await firstFire("lnl-setup-seed-1");
    const again = await firstFire("lnl-setup-seed-1");
    expect(again).toEqual(a);
    // the totals are the firepower and modifiers (or the defence) plus the dice: the same shot, other dice
    const b = await firstFire("lnl-setup-seed-2");
    expect(b.fp).toBe(a.fp);
    expect([b.attackTotal, b.defenceTotal]).not.toEqual([a.attackTotal, a.defenceTotal]);
  });
});
