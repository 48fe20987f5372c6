import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { appTable, e2eForFile, sightline, visit } from "./support/app";
import { SHOTS, tableToPage } from "./support/browser";

/** Issue 22: the dead-ground map follows a dragged unit, and after the drop it is the map at the drop point. */

const e2e = e2eForFile(120_000);

type Grid = { kind: string; cols: number; rows: number; cellInches: number; grid: string[] };
const hooks = <T>(page: Page, name: string) =>
  page.evaluate(
    (n) => (window as unknown as { __sightline: Record<string, () => T> }).__sightline[n]!(),
    name,
  );

describe("live dead ground", () => {
  it("dragging b1 updates its map as it moves; after the drop the map equals `sightline deadground` at the drop point", async () => {
    const { page, errors } = await visit(e2e, "/");
    await page.getByTestId("tool-deadground").click();
    const panel = page.getByTestId("deadground-panel");
    const [x0, y0] = await tableToPage(page, 24, 19.5, 0.8);
    await page.mouse.move(x0, y0);
    await page.mouse.down();
    await expect.poll(() => panel.getAttribute("data-status"), { timeout: 60_000 }).toBe("done");
    const [x1, y1] = await tableToPage(page, 34, 23, 0.8);
    const before = await hooks<number>(page, "mapsDone");
    const started = Date.now();
    const steps = 24;
    for (let i = 1; i <= steps; i++) {
      await page.mouse.move(x0 + ((x1 - x0) * i) / steps, y0 + ((y1 - y0) * i) / steps);
      await page.waitForTimeout(20);
    }
    // Maps keep finishing under the held pointer (the old code drew none until the drop): wait for two
    // before the drop rather than asking a rate of a software renderer on a shared machine.
    await expect
      .poll(async () => (await hooks<number>(page, "mapsDone")) - before, { timeout: 60_000 })
      .toBeGreaterThanOrEqual(2);
    const seconds = (Date.now() - started) / 1000;
    const maps = (await hooks<number>(page, "mapsDone")) - before;
    const log = (await hooks<{ live: string | null; ms: number }[]>(page, "mapLog")).slice(-maps);
    await page.locator("canvas").screenshot({ path: join(SHOTS, "live-dead-ground-drag.png") });
    await page.mouse.up();
    // The drop commits the move and maps b1 where it now stands, at the full cell size.
    await expect
      .poll(
        async () => `${await panel.getAttribute("data-status")}|${await panel.getAttribute("data-live")}`,
        {
          timeout: 60_000,
        },
      )
      .toBe("done|");
    const table = await appTable(page);
    const b1 = table.units.find((u) => u.id === "b1")!;
    expect(Math.hypot(b1.x - 24, b1.y - 19.5)).toBeGreaterThan(4);
    const file = join(mkdtempSync(join(tmpdir(), "sightline-live-")), "dropped.json");
    writeFileSync(file, JSON.stringify(table));
    const cli = JSON.parse(sightline(["deadground", file, "b1", "--json"]));
    const shown = await hooks<Grid | null>(page, "overlayGrid");
    expect(shown).toMatchObject({ kind: "deadground", cols: cli.cols, rows: cli.rows, cellInches: 0.25 });
    expect(shown!.grid).toEqual(cli.grid);
    const coarseMs = log.filter((m) => m.live === "coarse").map((m) => m.ms);
    const sorted = [...coarseMs].sort((a, b) => a - b);
    // Every map during the drag followed it: coarse first, then refined.
    expect(coarseMs.length).toBeGreaterThan(0);
    expect(log.every((m) => m.live === "coarse" || m.live === "refined")).toBe(true);
    console.log(
      `live dead ground: ${(maps / seconds).toFixed(1)} maps/s, ${(coarseMs.length / seconds).toFixed(1)} coarse maps/s (${maps} maps in ${seconds.toFixed(2)} s over ${steps} pointer moves); coarse map request → result: median ${sorted[Math.floor(sorted.length / 2)]} ms, range ${sorted[0]}–${sorted.at(-1)} ms (${coarseMs.length} read)`,
    );
    // Maps finished under the moving pointer (the old code drew none until the drop). Their rate is
    // bound by the software renderer drawing each pose, not by the maps (bench:web, docs/app.md).
    expect(maps).toBeGreaterThanOrEqual(2);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
