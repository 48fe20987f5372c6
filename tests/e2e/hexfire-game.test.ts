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
 * handed over. Online play is the shell's
 * (tests/e2e/toy-ruleset.test.ts, firestrike-online.test.ts).
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
});
