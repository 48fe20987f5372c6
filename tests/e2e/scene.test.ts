import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { e2eForFile, visit } from "./support/app";
import { SHOTS } from "./support/browser";
import { ROOT } from "./support/build";
import { imageDiff, imageStats } from "./support/pixels";

/**
 * The 3D table in a real browser (system Chromium, WebGL through SwiftShader), served from the
 * production build. Screenshots land in test-results/e2e/ for a person to look at.
 */

const GOLDEN = join(ROOT, "tests/e2e/golden/default-table.png");
const BACKGROUND: [number, number, number] = [0x1c, 0x21, 0x27];

const e2e = e2eForFile(120_000);

describe("the table in the browser", () => {
  it("renders the default table's terrain: non-blank, varied, and matching the saved screenshot", async () => {
    const { page, errors } = await visit(e2e, "/");
    await page.getByLabel("Labels").uncheck(); // labels are HTML; compare the WebGL picture alone
    await page.waitForTimeout(500);
    const shot = await page.locator("canvas").screenshot({ path: join(SHOTS, "default-table.png") });
    const stats = await imageStats(page, shot, BACKGROUND);
    expect(stats.nonBackground).toBeGreaterThan(0.4);
    expect(stats.colours).toBeGreaterThan(150);
    if (process.env.UPDATE_GOLDEN === "1") writeFileSync(GOLDEN, shot);
    expect(
      existsSync(GOLDEN),
      "tests/e2e/golden/default-table.png is missing (UPDATE_GOLDEN=1 writes it)",
    ).toBe(true);
    const diff = await imageDiff(page, shot, readFileSync(GOLDEN));
    expect(diff.sameSize).toBe(true);
    // SwiftShader is deterministic on one machine; the slack absorbs other CPUs' rounding, not a changed scene.
    expect(diff.meanAbs).toBeLessThan(6);
    expect(diff.changed).toBeLessThan(0.03);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("?debug=1 shows render statistics, and the default table stays within 150 draw calls", async () => {
    const { page, errors } = await visit(e2e, "/?debug=1");
    const stats = page.getByTestId("render-stats");
    await expect.poll(async () => stats.getAttribute("data-calls"), { timeout: 30_000 }).not.toBeNull();
    const calls = Number(await stats.getAttribute("data-calls"));
    const triangles = Number(await stats.getAttribute("data-triangles"));
    const frameMs = Number(await stats.getAttribute("data-frame-ms"));
    expect(calls).toBeGreaterThan(5);
    expect(calls).toBeLessThanOrEqual(150);
    expect(triangles).toBeGreaterThan(1000);
    expect(frameMs).toBeGreaterThan(0);
    expect(await stats.textContent()).toMatch(/draw calls .* triangles .* ms\/frame/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("switches to the top-down map view and to a unit's-eye view", async () => {
    const { page, errors } = await visit(e2e, "/");
    const before = await page.locator("canvas").screenshot();
    await page.getByTestId("camera-top").click();
    await page.waitForTimeout(400);
    const top = await page.locator("canvas").screenshot({ path: join(SHOTS, "top-view.png") });
    expect((await imageDiff(page, before, top)).changed).toBeGreaterThan(0.2);
    await page.getByTestId("tool-los").click();
    await page.getByTestId("los-observer").selectOption("b1");
    await page.getByTestId("los-target").selectOption("r4");
    await page.getByTestId("eye-view").click();
    await page.waitForTimeout(400);
    const eye = await page.locator("canvas").screenshot({ path: join(SHOTS, "eye-view-b1-r4.png") });
    expect((await imageDiff(page, top, eye)).changed).toBeGreaterThan(0.2);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
