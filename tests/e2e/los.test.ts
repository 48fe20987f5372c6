import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtinCatalog } from "../../src/core/catalog/builtin";
import { buildCellRaster } from "../../src/core/los/cell-raster";
import { deadGroundMap } from "../../src/core/los/dead-ground";
import { observerFromPlacement } from "../../src/core/los/observer";
import { placeUnit } from "../../src/core/units/placement";
import { createWorld } from "../../src/geometry/los/world";
import { type E2E, nodeVerdict, panelVerdict, shippedTable, startE2E, visit } from "./support/app";
import { SHOTS, tableToPage } from "./support/browser";
import { imageDiff } from "./support/pixels";

/** Line of sight and dead ground in the browser agree with the engine run from Node. */

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
}, 240_000);
afterAll(async () => {
  await e2e?.close();
});

const TABLE = "ridge-and-village";

describe("?table=…&los=a,b opens that check with the same verdict as the engine in Node", () => {
  it.each([
    ["b1", "r4", true],
    ["b7", "r3", false],
    ["b1", "r1", false],
  ])("%s → %s (visible: %s)", async (a, b, visible) => {
    const { page, errors } = await visit(e2e, `/?table=terrain/${TABLE}.json&los=${a},${b}`);
    const shown = await panelVerdict(page);
    const want = nodeVerdict(TABLE, a, b);
    expect(want.visible).toBe(visible);
    expect(shown).toMatchObject({
      observer: want.observer,
      target: want.target,
      visible: want.visible,
      distanceInches: want.distanceInches,
      distanceYards: want.distanceYards,
      coverFraction: want.coverFraction,
      covered: want.covered,
    });
    expect(shown.reasons).toEqual(want.reasons.map((r) => r.text));
    expect(shown.rules).toEqual(want.reasons.map((r) => r.rule));
    expect(shown.hillEdge).toContain(
      want.hillEdge.applies ? String(Math.round(want.hillEdge.yardsFromEdge ?? -1)) : "not applicable",
    );
    await page.locator("canvas").screenshot({ path: join(SHOTS, `los-${a}-${b}.png`) });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("dead ground", () => {
  it("clicking a unit shows its dead-ground overlay, with the engine's visible share", async () => {
    const { page, errors } = await visit(e2e, "/");
    await page.getByTestId("tool-deadground").click();
    const before = await page.locator("canvas").screenshot();
    const [x, y] = await tableToPage(page, 24, 19.5, 0.8);
    await page.mouse.click(x, y);
    const panel = page.getByTestId("deadground-panel");
    await expect.poll(() => panel.getAttribute("data-status"), { timeout: 60_000 }).toBe("done");
    await page.waitForTimeout(300);
    const after = await page.locator("canvas").screenshot({ path: join(SHOTS, "dead-ground-b1.png") });
    expect((await imageDiff(page, before, after)).changed).toBeGreaterThan(0.2);

    const table = shippedTable(TABLE);
    const world = createWorld(table, builtinCatalog());
    const b1 = placeUnit(world.terrain, builtinCatalog(), table.units.find((u) => u.id === "b1")!);
    const { visible } = deadGroundMap(world, buildCellRaster(world, 0.25), observerFromPlacement(world, b1), {
      targetHeightYards: 2,
    });
    const share = visible.reduce((s, v) => s + v, 0) / visible.length;
    expect(await page.getByTestId("overlay-summary").textContent()).toContain(
      `b1 sees ${Math.round(share * 100)}% of the table`,
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a threat map shows a progress bar while the page stays responsive", async () => {
    const { page, errors } = await visit(e2e, "/");
    await page.getByTestId("tool-deadground").click();
    await page.getByTestId("threat-button").click();
    await page.getByTestId("overlay-progress").waitFor({ timeout: 10_000 });
    // the main thread answers while the map computes in its worker
    const t0 = Date.now();
    await page.evaluate(() => 1 + 1);
    expect(Date.now() - t0).toBeLessThan(1000);
    const panel = page.getByTestId("deadground-panel");
    await expect.poll(() => panel.getAttribute("data-status"), { timeout: 120_000 }).toBe("done");
    await page.locator("canvas").screenshot({ path: join(SHOTS, "threat-red.png") });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
