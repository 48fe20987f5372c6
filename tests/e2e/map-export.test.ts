import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { mapImageLayout, tableToImage } from "../../src/app/panels/map-image";
import type { Pt } from "../../src/core/geom2d";
import { levelColour, sideColour } from "../../src/geometry/render/palette";
import { e2eForFile, shippedTable, sightline, visit } from "./support/app";
import { SHOTS, tableToPage } from "./support/browser";

/** Issue 22: PNG export of the map on screen, the minimum-visible-height overlay, and dead ground from a point. */

const e2e = e2eForFile(120_000);
const TABLE = "terrain/ridge-and-village.json";

/** The dead-ground overlay's colours (map-pixels.ts), as the export lays them over the table. */
const SEEN = [40, 220, 90, 28] as const;
const DEAD = [120, 20, 140, 150] as const;
/** Bare ground on ridge-and-village, off the 6" grid lines. */
const BARE: Pt[] = [63, 65, 67, 69].flatMap((x) => [2.5, 4.5, 8.5, 10.5].map((y): Pt => [x + 0.1, y + 0.1]));
const hex = (h: string) => [1, 3, 5].map((i) => Number.parseInt(h.slice(i, i + 2), 16));
const blend = (g: number[], c: readonly number[]) => g.map((v, i) => v + (c[i]! - v) * (c[3]! / 255));
const near = (a: number[], b: number[], tol = 10) => a.every((v, i) => Math.abs(v - b[i]!) <= tol);

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
  it("Export PNG draws the map over the table in plan: title, hills, units with ids, the dead cells, a legend, ≥ 1600 px wide", async () => {
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
    const file = (await download.path())!;
    mkdirSync(SHOTS, { recursive: true });
    copyFileSync(file, join(SHOTS, "map-export-deadground.png"));
    const png = PNG.sync.read(readFileSync(file));
    const table = shippedTable("ridge-and-village");
    const layout = mapImageLayout(table);
    expect([png.width, png.height]).toEqual([layout.width, layout.height]);
    expect(png.width).toBeGreaterThanOrEqual(1600);

    const cli = JSON.parse(sightline(["deadground", TABLE, "b1", "--json"]));
    const cell = cli.cellInches as number;
    const seenAt = (p: Pt) =>
      (cli.grid as string[])[Math.floor(p[1] / cell)]![Math.floor(p[0] / cell)] === "1";
    const at = (p: Pt) => {
      const [px, py] = tableToImage(layout, table, p).map(Math.floor) as [number, number];
      const i = (py * png.width + px) * 4;
      return [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!];
    };
    const over = (ground: string, p: Pt) => blend(hex(ground), seenAt(p) ? SEEN : DEAD);
    // The top of ridge-3 (level 3), the knoll (level 1) and bare ground, each under its cell's colour.
    for (const [p, level] of [
      [[27.1, 14.1], 3],
      [[61.1, 40.6], 1],
      [[66.1, 8.1], 0],
      [[68.1, 45.1], 0],
    ] as [Pt, number][])
      expect(near(at(p), over(levelColour(level), p)), `${p}: ${at(p)}`).toBe(true);
    // A known dead cell on bare ground is in the dead-ground colour over the ground.
    const dead = BARE.find((p) => !seenAt(p));
    expect(dead, "a dead cell on bare ground").toBeDefined();
    expect(near(at(dead!), blend(hex(levelColour(0)), DEAD))).toBe(true);
    // Units are their bases in side colours (above the map).
    const r1 = table.units.find((u) => u.side === "red")!;
    expect(near(at([r1.x, r1.y]), hex(sideColour("red")))).toBe(true);
    // Title and legend bands carry text (dark pixels).
    const dark = (y0: number, y1: number) => {
      let n = 0;
      for (let yy = y0; yy < y1; yy++)
        for (let xx = 0; xx < png.width; xx++) {
          const i = (yy * png.width + xx) * 4;
          if (png.data[i]! < 60 && png.data[i + 1]! < 60 && png.data[i + 2]! < 60) n++;
        }
      return n;
    };
    expect(dark(0, layout.mapTop)).toBeGreaterThan(1000);
    expect(dark(layout.legendTop, png.height)).toBeGreaterThan(1000);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("the threat map's legend counts observers 0, 1, 2 …, in a ramp with no yellow, and its export is drawn too", async () => {
    const { page, errors } = await visit(e2e, "/");
    await page.getByTestId("tool-deadground").click();
    await page.getByTestId("threat-button").click();
    await done(page);
    const legend = (await page.getByTestId("threat-legend").textContent()) ?? "";
    expect(legend).toContain("0 observers");
    expect(legend).toContain("1 observer");
    expect(legend).toContain("2 observers");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("export-png").click(),
    ]);
    const file = (await download.path())!;
    copyFileSync(file, join(SHOTS, "map-export-threat.png"));
    const png = PNG.sync.read(readFileSync(file));
    expect(png.width).toBeGreaterThanOrEqual(1600);
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
