import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { e2eForFile, visit } from "./support/app";
import { waitForTerrain } from "./support/browser";
import { unitTo } from "./support/firefight";
import { POLL } from "./support/game";
import { startLnlGame } from "./support/lnl";

/**
 * Issue 36 item 2 in the page: the one game shell gives Firefight and Lock 'n Load the same hot-seat
 * hand-over, take-back, replay slider, autosave with resume after a reload, and leaving (which ends the
 * autosave) that Firestrike has (Firestrike's own: tests/e2e/game.test.ts, firestrike-online.test.ts).
 * One build and one browser for both rulesets.
 */

const e2e = e2eForFile(420_000);

const reloaded = async (page: Page) => {
  await page.reload();
  await waitForTerrain(page);
};

describe("the game shell's modes in the page", () => {
  it("Firefight: hand-over, take-back, replay, autosave and resume, leave", async () => {
    const { page, errors } = await visit(e2e, "/");
    await page.getByTestId("new-game-ruleset").selectOption("firefight");
    await page.getByTestId("new-game").click();
    await page.getByTestId("ff-setup").waitFor({ timeout: 60_000 });
    await page.getByTestId("ff-table").selectOption("firefight-farm");
    await page.getByTestId("ff-start").click();
    const units = page.getByTestId("ff-units");
    const placed = "blue-gunners (blue, gunner, heavy): 2 standing · placed";
    await unitTo(page, "blue-gunners", 40, 6.5);
    await expect.poll(() => units.textContent(), POLL).toContain(placed);

    // Replay: after 0 entries nothing is placed; live again, it is.
    await page.getByTestId("ff-replay").fill("0");
    await expect.poll(() => page.getByTestId("ff-replay-at").textContent(), POLL).toMatch(/^after 0 of 1/);
    await expect.poll(() => units.textContent(), POLL).not.toContain(placed);
    await page.getByTestId("ff-live").click();
    await expect.poll(() => units.textContent(), POLL).toContain(placed);

    // A reload resumes the autosaved game where it stood.
    await reloaded(page);
    await expect.poll(() => page.getByTestId("ff-units").textContent(), POLL).toContain(placed);

    // Take-back (a visible entry) and the placement again; Done hands the page to red.
    await page.getByTestId("ff-take-back").click();
    await expect.poll(() => page.getByTestId("ff-units").textContent(), POLL).not.toContain(placed);
    await unitTo(page, "blue-gunners", 40, 6.5);
    await expect.poll(() => page.getByTestId("ff-units").textContent(), POLL).toContain(placed);
    await page.getByTestId("ff-done").click();
    await page.getByTestId("ff-handover").waitFor({ timeout: 60_000 });
    await page.getByTestId("ff-handed-over").click();
    await expect
      .poll(() => page.getByTestId("ff-units").textContent(), POLL)
      .toContain("blue-gunners (blue, gunner, heavy): hidden until both sides have deployed");

    // Leaving (the page asks first) ends the game and its autosave: a reload opens no game.
    page.once("dialog", (d) => void d.accept());
    await page.getByTestId("ff-leave").click();
    await expect.poll(() => page.getByTestId("ff-side").count(), POLL).toBe(0);
    await reloaded(page);
    expect(await page.getByTestId("ff-side").count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("Lock 'n Load: hand-over, take-back, replay, autosave and resume, leave", async () => {
    const { page, errors } = await visit(e2e, "/");
    await startLnlGame(page, { table: "shipped", turns: 2 });
    const turn = () => page.getByTestId("lnl-turn").textContent();
    await expect.poll(turn, POLL).toMatch(/rally — to act: blue/);
    await page.getByTestId("lnl-end-rally").click();
    await page.getByTestId("lnl-handover").waitFor({ timeout: 60_000 });
    await page.getByTestId("lnl-handed-over").click();
    await expect.poll(turn, POLL).toMatch(/rally — to act: red/);

    // A reload resumes the autosaved game (new: Lock 'n Load autosaves through the shell).
    await reloaded(page);
    await expect.poll(turn, POLL).toMatch(/rally — to act: red/);

    // Take back: blue is to act again, behind the hand-over screen.
    await page.getByTestId("lnl-undo").click();
    await expect.poll(turn, POLL).toMatch(/rally — to act: blue/);
    await page.getByTestId("lnl-handover").waitFor({ timeout: 60_000 });
    await page.getByTestId("lnl-handed-over").click();
    await page.getByTestId("lnl-end-rally").click();
    await page.getByTestId("lnl-handed-over").click();

    // Replay: the game after entry 0, then now.
    await page.getByTestId("lnl-replay").fill("0");
    await expect
      .poll(() => page.getByTestId("lnl-replay-at").textContent(), POLL)
      .toMatch(/^after entry 0 of /);
    await expect.poll(turn, POLL).toMatch(/rally — to act: blue/);
    await page.getByTestId("lnl-replay-now").click();
    await expect.poll(turn, POLL).toMatch(/rally — to act: red/);

    // Leaving ends the game and its autosave.
    await page.getByTestId("lnl-leave").click();
    await expect.poll(() => page.getByTestId("lnl-side").count(), POLL).toBe(0);
    await reloaded(page);
    expect(await page.getByTestId("lnl-side").count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
