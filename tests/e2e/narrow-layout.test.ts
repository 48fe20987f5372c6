import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { e2eForFile } from "./support/app";
import { openPage, SHOTS, waitForTerrain } from "./support/browser";

/**
 * Issue 39 item 10: on a phone (390 × 844) the table was a 60 px strip under five rows of toolbar. On
 * narrow screens the toolbar folds behind a one-row bar's menu button and the side panel is a sheet
 * over the table that opens and closes; the desktop layout is unchanged.
 */

const e2e = e2eForFile(120_000);
const box = async (page: Page, selector: string) => page.locator(selector).first().boundingBox();

describe("the page on a phone", () => {
  it("gives the table most of the screen, one row of bar, the toolbar behind a menu and the panel as a sheet", async () => {
    const { page, errors } = await openPage(e2e.browser, { width: 390, height: 844 });
    await page.goto(`${e2e.url}/`);
    await waitForTerrain(page);
    // Before: the table was a strip (its grid column 60 px wide beside the 330 px panel, under the toolbar).
    const canvas = (await box(page, ".canvas-host canvas"))!;
    expect(canvas.width).toBeGreaterThanOrEqual(380);
    expect(canvas.height).toBeGreaterThanOrEqual(0.6 * 844);
    const bar = (await box(page, "[data-testid=narrow-bar]"))!;
    expect(bar.height).toBeLessThan(50);
    expect(await page.locator(".toolbar").first().isVisible()).toBe(false);
    expect(await page.getByTestId("side-panel").isVisible()).toBe(false);
    await page.screenshot({ path: `${SHOTS}/narrow-390-table.png` });

    await page.getByTestId("panel-button").click();
    const sheet = (await box(page, "[data-testid=side-panel]"))!;
    expect(sheet.width).toBeGreaterThanOrEqual(380);
    expect(sheet.y + sheet.height).toBeCloseTo(canvas.y + canvas.height, -1);
    expect(sheet.y).toBeGreaterThan(canvas.y + 100);
    await page.screenshot({ path: `${SHOTS}/narrow-390-sheet.png` });
    await page.getByTestId("panel-button").click();
    expect(await page.getByTestId("side-panel").isVisible()).toBe(false);

    await page.getByTestId("menu-button").click();
    expect(await page.getByTestId("tool-deadground").isVisible()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/narrow-390-menu.png` });
    await page.getByTestId("tool-deadground").click();
    await page.getByTestId("menu-button").click();
    expect(await page.locator(".toolbar").first().isVisible()).toBe(false);
    expect((await box(page, ".canvas-host canvas"))!.height).toBeGreaterThanOrEqual(0.6 * 844);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("leaves the desktop layout as it was: toolbar shown, side panel beside the table, no narrow bar", async () => {
    const { page, errors } = await openPage(e2e.browser, { width: 1600, height: 900 });
    await page.goto(`${e2e.url}/`);
    await waitForTerrain(page);
    expect(await page.getByTestId("narrow-bar").isVisible()).toBe(false);
    expect(await page.locator(".toolbar").first().isVisible()).toBe(true);
    const side = (await box(page, "[data-testid=side-panel]"))!;
    expect(Math.round(side.width)).toBe(330);
    expect(Math.round(side.x + side.width)).toBe(1600);
    await page.screenshot({ path: `${SHOTS}/narrow-desktop-1600.png` });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
