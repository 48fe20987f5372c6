import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { e2eForFile, sightline, visit } from "./support/app";
import { tableToPage } from "./support/browser";

/** Issue 22: PNG export of the map on screen, the minimum-visible-height overlay, and dead ground from a point. */

const e2e = e2eForFile(120_000);
const TABLE = "terrain/ridge-and-village.json";

type Grid = { kind: string; cols: number; rows: number; cellInches: number; grid: unknown[] };
const overlayGrid = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __sightline: { overlayGrid(): Grid | null } }).__sightline.overlayGrid(),
  );
const done = (page: Page) =>
  expect
    .poll(() => page.getByTestId("deadground-panel").getAttribute("data-status"), { timeout: 60_000 })
    .toBe("done");

describe("maps in the dead-ground panel", () => {
  it("Export PNG downloads the map on screen: one pixel per cell, far edge on top, dead cells in the dead-ground colour", async () => {
    const { page, errors } = await visit(e2e, "/");
    await page.getByTestId("tool-deadground").click();
    const [x, y] = await tableToPage(page, 24, 19.5, 0.8);
    await page.mouse.click(x, y);
    await done(page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("export-png").click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/-deadground-b1\.png$/);
    const png = PNG.sync.read(readFileSync((await download.path())!));
    const cli = JSON.parse(sightline(["deadground", TABLE, "b1", "--json"]));
    expect([png.width, png.height]).toEqual([cli.cols, cli.rows]);
    const rows = cli.grid as string[];
    let mismatches = 0;
    for (let r = 0; r < png.height; r++)
      for (let c = 0; c < png.width; c++) {
        const i = (r * png.width + c) * 4;
        const pixel = [png.data[i], png.data[i + 1], png.data[i + 2], png.data[i + 3]].join(",");
        const seen = rows[cli.rows - 1 - r]![c] === "1";
        if (pixel !== (seen ? "40,220,90,255" : "120,20,140,255")) mismatches++;
      }
    expect(mismatches).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("the minimum-visible-height overlay equals `sightline deadground --min-height`, with its legend", async () => {
    const { page, errors } = await visit(e2e, "/");
    await page.getByTestId("tool-deadground").click();
    await page.getByTestId("deadground-unit").selectOption("b1");
    await done(page);
    await page.getByTestId("minheight-button").click();
    await expect.poll(async () => (await overlayGrid(page))?.kind, { timeout: 60_000 }).toBe("minheight");
    const cli = JSON.parse(sightline(["deadground", TABLE, "b1", "--min-height", "--json"]));
    const shown = await overlayGrid(page);
    expect(shown).toMatchObject({ cols: cli.cols, rows: cli.rows, cellInches: cli.cellInches });
    expect(shown!.grid).toEqual(cli.grid);
    const legend = page.getByTestId("minheight-legend");
    expect(await legend.locator("li").count()).toBe(cli.heightsYards.length + 1);
    expect(await legend.textContent()).toContain("a tank's turret");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a click on open ground maps dead ground from that point, as `sightline deadground --at X,Y --eye-yards E`", async () => {
    const { page, errors } = await visit(e2e, "/");
    await page.getByTestId("tool-deadground").click();
    await page.getByTestId("deadground-eye").fill("3");
    const [x, y] = await tableToPage(page, 36, 12);
    await page.mouse.click(x, y);
    await done(page);
    const summary = (await page.getByTestId("overlay-summary").textContent()) ?? "";
    const m = /the point \(([\d.]+), ([\d.]+)\) at 3 yd sees/.exec(summary);
    expect(m, summary).not.toBeNull();
    const cli = JSON.parse(
      sightline(["deadground", TABLE, "--at", `${m![1]},${m![2]}`, "--eye-yards", "3", "--json"]),
    );
    expect((await overlayGrid(page))!.grid).toEqual(cli.grid);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
