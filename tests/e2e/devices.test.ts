import type { CDPSession, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { appTable, e2eForFile } from "./support/app";
import { openPage, SHOTS, tableToPage, waitForTerrain } from "./support/browser";

/**
 * The page on a phone and on a touch tablet, one app and one browser for both (they were
 * narrow-layout.test.ts and touch.test.ts; docs/architecture.md, test suite time). Each test makes its
 * own browser context with its device's viewport.
 */

const e2e = e2eForFile(150_000);

/**
 * Issue 39 item 10: on a phone (390 × 844) the table was a 60 px strip under five rows of toolbar. On
 * narrow screens the toolbar folds behind a one-row bar's menu button and the side panel is a sheet
 * over the table that opens and closes; the desktop layout is unchanged.
 */

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

/**
 * Issue 23 item 13: touch at a tablet viewport (1024×768, touch emulation): one finger orbits, two
 * fingers pinch-zoom (and pan), a tap selects a unit, and in the editor a tap places one. A
 * second finger makes a press a camera gesture: a unit under the first finger is not dragged. Gestures are
 * sent as real touch events through the DevTools protocol (Playwright itself only taps).
 */

type Hooks = { __sightline: { cameraPosition(): [number, number, number] | null } };
const cameraAt = (page: Page) =>
  page.evaluate(() => (window as unknown as Hooks).__sightline.cameraPosition()!);

/** Moves fingers from `from` to `to` (one point list per finger) in `steps` touch moves. */
async function gesture(cdp: CDPSession, from: [number, number][], to: [number, number][], steps = 8) {
  const at = (k: number) =>
    from.map(([x, y], i) => ({
      x: x + ((to[i]![0] - x) * k) / steps,
      y: y + ((to[i]![1] - y) * k) / steps,
      id: i,
    }));
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(0) });
  for (let k = 1; k <= steps; k++)
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(k) });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

describe("touch at a tablet viewport", () => {
  it("orbits with one finger, pinch-zooms with two, taps to select and to place", async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(`uncaught: ${e.message}`));
    await page.goto(`${e2e.url}/`);
    await waitForTerrain(page);
    const cdp = await context.newCDPSession(page);
    const box = (await page.locator("canvas").boundingBox())!;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height * 0.85; // open ground near the table's near edge, off the units

    // Tap a unit: it is selected.
    const [ux, uy] = await tableToPage(page, 24, 19.5, 0.8);
    await page.touchscreen.tap(ux, uy);
    await expect.poll(() => page.getByTestId("unit-panel").locator("h2").textContent()).toMatch(/^b1/);

    // One finger across open ground orbits the camera.
    const a = await cameraAt(page);
    await gesture(cdp, [[cx - 80, cy]], [[cx + 80, cy]]);
    await expect
      .poll(async () => Math.hypot((await cameraAt(page))[0] - a[0], (await cameraAt(page))[1] - a[1]))
      .toBeGreaterThan(1);

    // Two fingers spreading apart zoom in: the camera comes closer to the table.
    const b = await cameraAt(page);
    await gesture(
      cdp,
      [
        [cx - 30, cy - 60],
        [cx + 30, cy - 60],
      ],
      [
        [cx - 150, cy - 60],
        [cx + 150, cy - 60],
      ],
    );
    await expect.poll(async () => (await cameraAt(page))[2]).toBeLessThan(b[2] * 0.9);

    // Two fingers that start with one on a unit are a camera gesture: the unit is not dragged along.
    await page.getByTestId("camera-orbit").tap();
    await page.waitForTimeout(300);
    const b1 = (await appTable(page)).units.find((u) => u.id === "b1")!;
    const [bx, by] = await tableToPage(page, b1.x, b1.y, 0.8);
    await gesture(
      cdp,
      [
        [bx, by],
        [bx + 60, by],
      ],
      [
        [bx - 60, by + 40],
        [bx + 120, by + 40],
      ],
    );
    await page.waitForTimeout(300);
    const b1After = (await appTable(page)).units.find((u) => u.id === "b1")!;
    expect([b1After.x, b1After.y]).toEqual([b1.x, b1.y]);

    // In the editor, a tap with "Place unit" places a unit there.
    const before = (await appTable(page)).units.length;
    await page.getByTestId("tool-editor").tap();
    await page.getByTestId("edit-place-unit").tap();
    await page.getByTestId("camera-top").tap(); // the table's middle back in view after the gestures
    await page.waitForTimeout(300);
    const [px, py] = await tableToPage(page, 36, 24, 0);
    await page.touchscreen.tap(px, py);
    await expect.poll(async () => (await appTable(page)).units.length).toBe(before + 1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
