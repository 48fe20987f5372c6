import { describe, expect, it } from "vitest";
import { serializeGame } from "../../src/core/game/format";
import { logFile } from "../../src/core/game/session";
import { lnlRegistry } from "../core/lnl/support";
import { woundedLeaderGame } from "../core/lnl/wounded-game";
import { e2eForFile, visit } from "./support/app";
import { POLL } from "./support/game";

/**
 * The LnL page's Heal button (issue 21): a saved game in which red's leader was wounded by a sniper,
 * opened at red's Rally Phase (the host's file, seed kept, so this page rolls); red ticks its medic, presses "Heal rl", and the log has the roll.
 */

const e2e = e2eForFile(300_000);

describe("the LnL page's Heal button", () => {
  it("heals (or tries to) a wounded leader in the medic's hex, once", async () => {
    const game = woundedLeaderGame();
    expect(game, "no seed wounded the leader").not.toBeNull();
    const text = serializeGame(logFile(game!, null, { host: true }), lnlRegistry);
    const { page, errors } = await visit(e2e, "/");
    await page.getByTestId("open-game-file").setInputFiles({
      name: "medic.game.json",
      mimeType: "application/json",
      buffer: Buffer.from(text),
    });
    await expect.poll(() => page.getByTestId("lnl-turn").textContent(), POLL).toMatch(/rally — to act: red/);
    if (await page.getByTestId("lnl-handed-over").count()) await page.getByTestId("lnl-handed-over").click();
    await page.getByTestId("lnl-pick-doc").click();
    const heal = page.getByTestId("lnl-heal-rl");
    await expect.poll(() => heal.isEnabled(), POLL).toBe(true);
    await heal.click();
    await expect
      .poll(() => page.getByTestId("lnl-log").textContent(), POLL)
      .toMatch(/red: medic doc tries to heal rl → \d \(need ≤ 4\): rl (healed|still Wounded)/);
    // after it: gone with the wound (this seed heals), or disabled: once per medic per Rally Phase
    const healed = /rl healed/.test((await page.getByTestId("lnl-log").textContent()) ?? "");
    if (!(await page.getByTestId("lnl-pick-doc").isChecked())) await page.getByTestId("lnl-pick-doc").click();
    if (healed) {
      // the wound is gone: no Heal button, and rl is back in Good Order in the counter list
      await expect.poll(() => page.getByTestId("lnl-heal-none").count(), POLL).toBe(1);
      expect(await page.getByTestId("lnl-counters").textContent()).toContain(
        "rl (red, leader) B1: Good Order",
      );
    } else {
      await expect.poll(() => heal.getAttribute("title"), POLL).toMatch(/already tried to heal/);
      expect(await heal.isDisabled()).toBe(true);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
