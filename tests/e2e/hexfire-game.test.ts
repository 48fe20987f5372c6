import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { gridOf } from "../../src/core/table/hex-settings";
import type { HexSettings } from "../../src/core/table/schema";
import { e2eForFile, visit } from "./support/app";
import { POLL } from "./support/game";
import { clickHexOf } from "./support/lnl";

/**
 * The hex fire/assault ruleset (seed 001) in the page, by clicks only: "Play online…" offers its set-up
 * dialog; a seeded hot-seat game on the shipped hex hamlet: a click on a friendly hex picks its unit and
 * lights its moves, a click on a lit hex moves it, the move opens the other side's Op Fire window (the
 * hand-over screen), a click on a friendly hex picks the firer, Op Fire fires it and the result shows
 * line by line with every card line's measurement; a unit that does nothing is Finished and the page is
 * handed over. hexfire-game-18 plays a whole one-turn game on the ridge village by clicks: the
 * deployment step, a move with Op Fire taken, group fire, an assault that takes a hex, the rally at the
 * end of the turn and the result dialog. Online: hexfire-online.test.ts.
 */

const e2e = e2eForFile(300_000);
const TABLE = JSON.parse(readFileSync("terrain/lnl-hamlet.json", "utf8")) as { hex: HexSettings };
const GRID = gridOf(TABLE.hex);
const clickHex = (page: Page, label: string) => clickHexOf(page, GRID, label);
const RIDGE = JSON.parse(readFileSync("terrain/hexfire-ridge-village.json", "utf8")) as { hex: HexSettings };
const clickRidgeHex = (page: Page, label: string) => clickHexOf(page, gridOf(RIDGE.hex), label);

interface Shown {
  picked: string | null;
  target: string | null;
  moves: { hex: string }[];
  handOver: string | null;
  threat: boolean;
}
const shown = async (page: Page): Promise<Shown> =>
  JSON.parse(
    await page.evaluate(() =>
      (window as unknown as { __sightline: { storeJson(): string } }).__sightline.storeJson(),
    ),
  ).hexfire;

describe("a hex fire/assault game in the page", () => {
  it("hexfire-page-1: plays pick, move, Op Fire with its reasons and hand-over by clicks", async () => {
    const { page, errors } = await visit(e2e, "/");
    await page.getByTestId("new-game-ruleset").selectOption("hexfire");
    // "Play online…" offers this ruleset's set-up dialog (the server makes the game: the shell's tests)
    await page.getByTestId("play-online").click();
    const setup = page.getByTestId("hexfire-setup");
    await expect.poll(() => setup.locator("h2").textContent(), POLL).toBe("Hex fire & assault online");
    await setup.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => setup.count(), POLL).toBe(0);

    await page.getByTestId("new-game").click();
    await setup.waitFor({ timeout: 60_000 });
    // the hamlet (the ridge village is the default scenario: tests/app/rulesets/hexfire-page.test.ts)
    await page.getByTestId("hexfire-setup-table").selectOption("hamlet");
    await page.getByTestId("hexfire-setup-seed").fill("hexfire-page-1");
    await page.getByTestId("hexfire-setup-turns").fill("2");
    await page.getByTestId("hexfire-start").click();
    await page.getByTestId("hexfire-tool-play").click();
    const turn = page.getByTestId("hexfire-turn");
    await expect.poll(() => turn.textContent(), POLL).toMatch(/^Turn 1 of 2: blue's activation/);

    // pick blue's AFV by its hex: its moves light up, labelled on the board
    await clickHex(page, "I2");
    await expect.poll(async () => (await shown(page)).picked, POLL).toBe("b-afv");
    await expect.poll(() => page.getByTestId("hexfire-hex-move").count(), POLL).toBeGreaterThan(0);
    await clickHex(page, "I7");
    await expect.poll(() => page.getByTestId("hexfire-log").textContent(), POLL).toMatch(/b-afv moves .*→I7/);

    // the move opens red's Op Fire window: the page is handed to red
    await expect.poll(async () => (await shown(page)).handOver, POLL).toBe("red");
    await page.getByTestId("hexfire-handed-over").click();
    await expect.poll(() => turn.textContent(), POLL).toMatch(/red may Op Fire at b-afv/);
    await clickHex(page, "I8");
    await expect.poll(async () => (await shown(page)).picked, POLL).toBe("r-afv");
    const preview = page.getByTestId("hexfire-fire-preview");
    await expect.poll(() => preview.textContent(), POLL).toMatch(/I7 is a hill-edge hex/);
    await page.getByTestId("hexfire-fire").click();
    const result = page.getByTestId("hexfire-result");
    await expect.poll(() => result.textContent(), POLL).toMatch(/Op Fire: r-afv at b-afv/);
    const text = (await result.textContent()) ?? "";
    expect(text).toMatch(/AV = FP \d+ \+ 2d6 \([1-6]\+[1-6]\)/);
    expect(text).toMatch(/measured: I7 is a hill-edge hex/);
    expect(text).toMatch(/AV \d+ − DV \d+ = \d+ hits?: b-afv /);
    await expect
      .poll(
        () => page.locator('.unit-label[data-unit="r-afv"] [data-testid="unit-chips"]').textContent(),
        POLL,
      )
      .toContain("Finished");

    if (process.env.HEXFIRE_SHOT) await page.screenshot({ path: process.env.HEXFIRE_SHOT });
    // the seeded dice eliminate the AFV: its activation is over and red, still at the table, acts next
    expect(text).toMatch(/hits?: b-afv eliminated/);
    await expect.poll(() => turn.textContent(), POLL).toMatch(/red's activation/);
    expect((await shown(page)).handOver).toBeNull();
    // red picks its infantry and lets it do nothing: the page is handed to blue
    await clickHex(page, "E8");
    await expect.poll(async () => (await shown(page)).picked, POLL).toBe("r-inf1");
    await page.getByTestId("hexfire-end").click();
    await expect.poll(async () => (await shown(page)).handOver, POLL).toBe("blue");
    await page.getByTestId("hexfire-handed-over").click();
    await expect.poll(() => turn.textContent(), POLL).toMatch(/blue's activation/);
    expect(await page.getByTestId("hexfire-log").textContent()).toContain("red: r-inf1 ends its activation");

    // the ridge village, the default scenario (its own table): the enemy threat map, and an APC unloads by its button
    await page.getByTestId("hexfire-leave").click();
    await page.getByTestId("new-game-ruleset").selectOption("hexfire");
    await page.getByTestId("new-game").click();
    await setup.waitFor({ timeout: 60_000 });
    await page.getByTestId("hexfire-setup-seed").fill("hexfire-page-1");
    // without its deployment step (hexfire-game-18 plays it)
    await page.getByTestId("hexfire-setup-deploy").uncheck();
    await page.getByTestId("hexfire-start").click();
    await page.getByTestId("hexfire-tool-play").click();
    await expect.poll(() => turn.textContent(), POLL).toMatch(/^Turn 1 of 6: blue's activation/);
    await page.getByTestId("hexfire-threat-toggle").click();
    await expect.poll(async () => (await shown(page)).threat, POLL).toBe(true);
    await clickRidgeHex(page, "H1");
    await expect.poll(async () => (await shown(page)).picked, POLL).toBe("b-apc");
    await page.getByTestId("hexfire-unload").click();
    await expect.poll(() => page.getByTestId("hexfire-log").textContent(), POLL).toMatch(/b-inf3/);
    await expect.poll(() => page.locator('.unit-label[data-unit="b-inf3"]').count(), POLL).toBe(1);
    expect(errors).toEqual([]);
  });

  it("hexfire-game-18: a whole game by clicks: deploy, move, Op Fire, group fire, an assault that takes a hex, rally, the result", async () => {
    // The seed and the clicks are chosen so that each event happens (seeds tried by playing the same
    // commands through the session in Node): one turn. The same commands with the same seed are the
    // recorded game tests/fixtures/games/hexfire-ridge.json (record-hexfire-ridge.ts).
    const { page, errors } = await visit(e2e, "/");
    const log = page.getByTestId("hexfire-log");
    const turn = page.getByTestId("hexfire-turn");
    const handTo = async (side: string) => {
      await expect.poll(async () => (await shown(page)).handOver, POLL).toBe(side);
      await page.getByTestId("hexfire-handed-over").click();
      await expect.poll(async () => (await shown(page)).handOver, POLL).toBeNull();
    };
    const pick = async (hex: string, id: string) => {
      await clickRidgeHex(page, hex);
      await expect.poll(async () => (await shown(page)).picked, POLL).toBe(id);
    };
    await page.getByTestId("new-game-ruleset").selectOption("hexfire");
    await page.getByTestId("new-game").click();
    const setup = page.getByTestId("hexfire-setup");
    await setup.waitFor({ timeout: 60_000 });
    // the ridge village offers its deployment step by default
    expect(await page.getByTestId("hexfire-setup-deploy").isChecked()).toBe(true);
    await page.getByTestId("hexfire-setup-seed").fill("hexfire-game-18");
    await page.getByTestId("hexfire-setup-turns").fill("1");
    await page.getByTestId("hexfire-start").click();
    if ((await shown(page)).handOver) await handTo("blue");
    await page.getByTestId("hexfire-tool-play").click();
    await expect.poll(() => turn.textContent(), POLL).toMatch(/^Deployment: blue places its units/);

    // deployment: blue's Recon from K1 to P2 (its zone's hexes lit as places), then red's infantry to P8
    await pick("K1", "b-rec");
    const p2 = page.locator('[data-testid="hexfire-hex-move"][data-hex="P2"]');
    await expect.poll(() => p2.textContent(), POLL).toBe("P2 · place");
    await clickRidgeHex(page, "P2");
    await expect.poll(() => log.textContent(), POLL).toContain("b-rec deploys in P2");
    await page.getByTestId("hexfire-deployed").click();
    await handTo("red");
    // red sees blue's Recon where the set-up put it: blue's placement is hidden until both have deployed
    const recLine = page.locator('[data-testid="hexfire-units"] li[data-unit="b-rec"]');
    await expect.poll(() => recLine.textContent(), POLL).toContain("K1");
    expect(await log.textContent()).not.toContain("P2");
    await pick("F9", "r-inf1");
    await clickRidgeHex(page, "P8");
    await expect.poll(() => log.textContent(), POLL).toContain("r-inf1 deploys in P8");
    await page.getByTestId("hexfire-deployed").click();
    await handTo("blue");
    await expect.poll(() => turn.textContent(), POLL).toMatch(/^Turn 1 of 1: blue's activation/);
    expect(await recLine.textContent()).toContain("P2");

    // blue's helicopter flies C2→C6; red takes the Op Fire prompt with its Recon
    await pick("C2", "b-heli");
    await clickRidgeHex(page, "C6");
    await expect
      .poll(() => log.textContent(), POLL)
      .toMatch(/b-heli moves C3→C4→C5→C6 \(4 MP\); Op Fire window/);
    await handTo("red");
    await expect.poll(() => turn.textContent(), POLL).toMatch(/red may Op Fire at b-heli/);
    await pick("L10", "r-rec");
    await page.getByTestId("hexfire-fire").click();
    const result = page.getByTestId("hexfire-result");
    await expect.poll(() => result.textContent(), POLL).toMatch(/Op Fire: r-rec at b-heli.*b-heli no effect/);
    await handTo("blue");
    await page.getByTestId("hexfire-end").click();

    // red's group fire: the APC fires at the helicopter, its AFV assisting (picked by a click on its hex)
    await handTo("red");
    await pick("I10", "r-apc");
    await clickRidgeHex(page, "C6");
    await expect.poll(async () => (await shown(page)).target, POLL).toBe("b-heli");
    await clickRidgeHex(page, "J9");
    await expect
      .poll(() => page.getByTestId("hexfire-picks").textContent(), POLL)
      .toBe("Picked: r-apc with r-afv; target b-heli");
    const preview = page.getByTestId("hexfire-fire-preview");
    await expect
      .poll(() => preview.textContent(), POLL)
      .toContain("+2 +2AV if Group Fire and assisting unit is an AFV");
    await page.getByTestId("hexfire-fire").click();
    await expect
      .poll(() => result.textContent(), POLL)
      .toMatch(/Fire: r-apc \+ r-afv at b-heli.*b-heli Shaken and Reduced/);

    // blue's Recon drives down the P file (red lets the Op Fire prompt go) and assaults P8: it takes the hex
    await handTo("blue");
    await pick("P2", "b-rec");
    await clickRidgeHex(page, "P7");
    await expect.poll(() => log.textContent(), POLL).toContain("b-rec moves P3→P4→P5→P6→P7");
    await handTo("red");
    await page.getByTestId("hexfire-pass").click();
    await expect.poll(() => log.textContent(), POLL).toContain("red does not Op Fire");
    await handTo("blue");
    await clickRidgeHex(page, "P8");
    await expect.poll(async () => (await shown(page)).target, POLL).toBe("r-inf1");
    await page.getByTestId("hexfire-assault").click();
    await expect
      .poll(() => result.textContent(), POLL)
      .toMatch(/Assault: b-rec at r-inf1.*r-inf1 eliminated/);
    await expect.poll(() => log.textContent(), POLL).toContain("b-rec take P8");

    // both sides pass: the turn ends, the Shaken helicopter rallies, and the game is over
    await handTo("red");
    await page.getByTestId("hexfire-pass").click();
    await handTo("blue");
    await page.getByTestId("hexfire-pass").click();
    const over = page.getByTestId("hexfire-over");
    await expect.poll(() => over.textContent(), POLL).toMatch(/^blue wins.*points blue 2, red 1/);
    expect(await log.textContent()).toContain("b-heli rally: 2d6 6+3 +0: rallied");
    await page.getByTestId("hexfire-over-close").click();
    await expect.poll(() => turn.textContent(), POLL).toMatch(/game over, blue wins/);
    expect(errors).toEqual([]);
  });
});
