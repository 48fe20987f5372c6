import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { gridOf } from "../../src/core/table/hex-settings";
import type { HexSettings } from "../../src/core/table/schema";
import { e2eForFile, visit } from "./support/app";
import { POLL } from "./support/game";
import { clickHexOf, startLnlGame } from "./support/lnl";

/**
 * The LnL page's Stealth option and sniper aim (issue 21) on the shipped game: Stealth is offered to
 * the SM-capable 3rd squad and disabled, with the reason, for a stack that is not; a Stealth move
 * puts the Stealth chip (not Moved) on the counter and reads "Stealth move" in the log; the red
 * sniper, picked alone, aims at one unit of the target hex and Fire sends the snipe at it.
 */

const e2e = e2eForFile(300_000);
const TABLE = JSON.parse(readFileSync("terrain/lnl-hamlet.json", "utf8")) as { hex: HexSettings };
const GRID = gridOf(TABLE.hex);

interface Shown {
  picked: string[];
  moves: { hex: string; melee: boolean }[];
  aimAt: string | null;
  preview: { plan: unknown; why: string | null } | null;
}
const shown = async (page: Page): Promise<Shown> =>
  JSON.parse(
    await page.evaluate(() =>
      (window as unknown as { __sightline: { storeJson(): string } }).__sightline.storeJson(),
    ),
  ).lnl;
/** Clicks the centre of a hex on the table (the Play tool). */
const clickHex = (page: Page, label: string) => clickHexOf(page, GRID, label);
async function handOver(page: Page): Promise<void> {
  await page.getByTestId("lnl-handed-over").click();
}

describe("the LnL page's Stealth option and sniper aim", () => {
  it("offers Stealth only to SM-capable stacks and aims a lone sniper at one unit", async () => {
    const { page, errors } = await visit(e2e, "/");
    await startLnlGame(page, { table: "shipped", turns: 2 });
    await page.getByTestId("lnl-end-rally").click();
    await handOver(page);
    await page.getByTestId("lnl-end-rally").click();
    await handOver(page);
    await expect
      .poll(() => page.getByTestId("lnl-turn").textContent(), POLL)
      .toMatch(/operations — to act: blue/);

    const stealth = page.locator('[data-testid="lnl-mode"] option[value="stealth"]');
    await page.getByTestId("lnl-pick-b-sq1").click();
    await expect.poll(async () => (await shown(page)).picked, POLL).toEqual(["b-sq1"]);
    expect(await stealth.isDisabled()).toBe(true);
    expect(await stealth.textContent()).toContain("not SM-capable: b-sq1");
    await page.getByTestId("lnl-pick-b-sq3").click();
    await expect.poll(async () => (await shown(page)).picked, POLL).toEqual(["b-sq3"]);
    expect(await stealth.isDisabled()).toBe(false);
    await page.getByTestId("lnl-mode").selectOption("stealth");
    await expect.poll(async () => (await shown(page)).moves.length, POLL).toBeGreaterThan(0);
    const to = (await shown(page)).moves.find((m) => !m.melee)!.hex;
    await clickHex(page, to);
    const chips = page.locator('.unit-label[data-unit="b-sq3"] [data-testid="unit-chips"]');
    await expect.poll(() => chips.textContent(), POLL).toContain("Stealth");
    expect(await chips.textContent()).not.toContain("Moved");
    await expect
      .poll(() => page.getByTestId("lnl-log").textContent(), POLL)
      .toContain(`b-sq3 Stealth move to ${to}`);
    await page.getByTestId("lnl-pass").click(); // End the move (a Stealth move opens no OF window)
    await handOver(page);
    await expect.poll(() => page.getByTestId("lnl-turn").textContent(), POLL).toMatch(/to act: red/);

    await page.getByTestId("lnl-pick-r-snp").click();
    await expect.poll(async () => (await shown(page)).picked, POLL).toEqual(["r-snp"]);
    await clickHex(page, "E3"); // b-ldr and b-sq1
    await expect.poll(async () => (await shown(page)).aimAt, POLL).toBe("b-ldr");
    await page.getByTestId("lnl-aim").selectOption("b-sq1");
    await expect.poll(async () => (await shown(page)).aimAt, POLL).toBe("b-sq1");
    await expect.poll(async () => (await shown(page)).preview?.why, POLL).toBeNull();
    await expect.poll(() => page.getByTestId("lnl-fire-preview").textContent(), POLL).toMatch(/at b-sq1 \(/);
    await page.getByTestId("lnl-fire").click();
    await expect
      .poll(() => page.getByTestId("lnl-log").textContent(), POLL)
      .toMatch(/sniper r-snp fires at b-sq1 → FP \d+ at b-sq1 alone/);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
