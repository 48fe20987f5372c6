import { describe, expect, it } from "vitest";
import { cmToInches } from "../../src/core/table/length-unit";
import { e2eForFile, visit } from "./support/app";
import { clickTable } from "./support/firefight";
import { POLL } from "./support/game";

/**
 * Issue 33 item "page": seed 002 (ww2cm) in the page, hot-seat, by clicks only. "Play online…" offers
 * it; the set-up dialog starts it on the shipped village table (cm); blue picks its squad by clicking a
 * model and moves it by clicking the table inside its 4 cm ring; in the shooting phase a click on an
 * enemy model places the 13 cm circle and the side panel shows each firing model's measured line and
 * modifiers, in cm; Fire shoots; ending the turn hands the screen to red. One build, one browser.
 */

const e2e = e2eForFile(300_000);
/** Clicks table point (x, y) given in table cm (the page works in inches). */
const clickCm = (page: Parameters<typeof clickTable>[0], x: number, y: number) =>
  clickTable(page, cmToInches(x), cmToInches(y));

describe("a WWII skirmish in cm in the page", () => {
  it("ww2cm-e2e-1: set-up, a move, a measured shot and the hand-over, by clicks", async () => {
    const { page, errors } = await visit(e2e, "/");
    await page.getByTestId("new-game-ruleset").selectOption("ww2cm");
    // "Play online…" opens its set-up dialog as an online game; Cancel closes it.
    await page.getByTestId("play-online").click();
    const setup = page.getByTestId("ww2-setup");
    await expect.poll(() => setup.textContent(), POLL).toContain("New WWII skirmish in cm online");
    await setup.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => setup.count(), POLL).toBe(0);

    await page.getByTestId("new-game").click();
    await setup.waitFor({ timeout: 60_000 });
    await expect.poll(() => setup.textContent(), POLL).toContain("Village crossroads (120 × 90 cm)");
    await page.getByTestId("ww2-turns").fill("2");
    await page.getByTestId("ww2-seed").fill("ww2cm-e2e-1");
    await page.getByTestId("ww2-start").click();
    const side = page.getByTestId("ww2-side");
    await side.waitFor({ timeout: 60_000 });
    await expect.poll(() => side.textContent(), POLL).toContain("Turn 1 of 2: blue, move phase");

    // Pick the squad (a model at 40, 15 cm), then a click 3 cm up from its centre (45, 15) moves it.
    await clickCm(page, 40, 15);
    await expect.poll(() => page.getByTestId("ww2-pick").textContent(), POLL).toContain("Blue 1st squad");
    await clickCm(page, 45, 18);
    const units = page.getByTestId("ww2-units");
    await expect
      .poll(() => units.textContent(), POLL)
      .toContain("Blue 1st squad (blue): 6/6 models · regular · rifle · moved");

    // Shooting: Fire is off, with its reason, until a unit and a circle are picked.
    await page.getByTestId("ww2-next").click();
    await expect.poll(() => side.textContent(), POLL).toContain("blue, shoot phase");
    await clickCm(page, 70, 14);
    await expect.poll(() => page.getByTestId("ww2-pick").textContent(), POLL).toContain("Blue MG team");
    await expect
      .poll(() => page.getByTestId("ww2-fire").getAttribute("title"), POLL)
      .toContain("13 cm circle");
    await clickCm(page, 53, 78);
    const lines = page.getByTestId("ww2-lines");
    await expect
      .poll(() => lines.textContent(), POLL)
      .toMatch(/at the 13 cm circle \(5\d(\.\d)?, 7\d(\.\d)?\) cm/);
    await expect
      .poll(() => lines.textContent(), POLL)
      .toMatch(/bm1: 6\d\.\d cm, standing 0 levels up; needs/);
    await page.getByTestId("ww2-fire").click();
    await expect
      .poll(() => page.getByTestId("ww2-log").textContent(), POLL)
      .toMatch(/Blue MG team shoots at/);

    // The end of blue's turn hands the page to red.
    await page.getByTestId("ww2-next").click();
    await expect.poll(() => side.textContent(), POLL).toContain("blue, melee phase");
    await page.getByTestId("ww2-next").click();
    await expect
      .poll(() => page.getByTestId("ww2-handover").textContent(), POLL)
      .toContain("Hand the page to red");
    await page.getByTestId("ww2-handed-over").click();
    await expect
      .poll(() => page.getByTestId("ww2-status").textContent(), POLL)
      .toContain("red to play (you)");
    // WW2CM_SHOT=<folder> keeps a picture of the page at this point (to look at, not compared).
    if (process.env.WW2CM_SHOT) await page.screenshot({ path: `${process.env.WW2CM_SHOT}/ww2cm-game.png` });
    expect(errors).toEqual([]);
  });
});
