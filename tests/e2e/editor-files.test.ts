import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../src/core/catalog/builtin";
import { footprintGap, indexTerrain } from "../../src/core/table/terrain";
import { parseTableText } from "../../src/core/table/validate";
import { placeUnit } from "../../src/core/units/placement";
import { appTable, e2eForFile, panelVerdict, shippedTable, visit } from "./support/app";
import { SHOTS, tableToPage } from "./support/browser";

/** The editor, tools and files in the browser: what a user does, and that nothing is lost on reload. */

const e2e = e2eForFile(120_000);

describe("terrain editor", () => {
  it("draws a level-1 hill, and a reload keeps it (autosave)", async () => {
    const { page, errors } = await visit(e2e, "/");
    await page.getByTestId("camera-top").click();
    await page.getByTestId("tool-editor").click();
    await page.getByTestId("editor-panel").waitFor();
    await page.getByTestId("area-type").selectOption("hill");
    await page.getByTestId("hill-level").selectOption("1");
    await page.waitForTimeout(300);
    const corners: [number, number][] = [
      [63, 1.5],
      [70.5, 1.5],
      [70.5, 6],
      [63, 6],
      [63, 1.5],
    ];
    for (const [x, y] of corners) {
      const [px, py] = await tableToPage(page, x, y);
      await page.mouse.click(px, py);
      await page.waitForTimeout(120);
    }
    const drawn = (await appTable(page)).features.filter((f) => f.type === "hill" && f.id === "hill-1");
    expect(drawn).toHaveLength(1);
    const outline = (drawn[0] as { outline: [number, number][] }).outline;
    expect(outline).toHaveLength(4);
    for (const [i, p] of outline.entries()) {
      expect(p[0]).toBeCloseTo(corners[i]![0], 0);
      expect(p[1]).toBeCloseTo(corners[i]![1], 0);
    }
    await page.locator("canvas").screenshot({ path: join(SHOTS, "editor-hill-drawn.png") });
    await page.reload();
    await page.waitForFunction(
      () =>
        (window as unknown as { __sightlineFirstTerrainFrameMs?: number }).__sightlineFirstTerrainFrameMs !==
        undefined,
    );
    const kept = (await appTable(page)).features.find((f) => f.id === "hill-1");
    expect(kept).toMatchObject({ type: "hill", level: 1, outline });
    await page.locator("canvas").screenshot({ path: join(SHOTS, "editor-hill-after-reload.png") });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a level-2 hill outside any level-1 hill is refused in place with the validator's message", async () => {
    const { page, errors } = await visit(e2e, "/");
    await page.getByTestId("camera-top").click();
    await page.getByTestId("tool-editor").click();
    await page.getByTestId("hill-level").selectOption("2");
    await page.waitForTimeout(300);
    const before = (await appTable(page)).features.length;
    for (const [x, y] of [
      [63, 1.5],
      [70.5, 1.5],
      [70.5, 6],
    ] as const) {
      const [px, py] = await tableToPage(page, x, y);
      await page.mouse.click(px, py);
      await page.waitForTimeout(120);
    }
    await page.keyboard.press("Enter");
    await expect
      .poll(() => page.getByTestId("edit-error").textContent())
      .toMatch(/must lie, slope included, inside a level 1 hill/);
    expect(await page.getByTestId("edit-error-bubble").textContent()).toMatch(/inside a level 1 hill/);
    expect((await appTable(page)).features).toHaveLength(before);
    await page.screenshot({ path: join(SHOTS, "editor-refused.png") });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("files", () => {
  it("a bad file, picked or dropped, shows every problem and leaves the table as it was", async () => {
    const { page, errors } = await visit(e2e, "/");
    const name = await page.getByTestId("table-name").textContent();
    const bad = JSON.stringify({
      format: "sightline-table/1",
      name: "Broken",
      width: -72,
      depth: 48,
      features: [{ id: "x", type: "lake" }],
    });
    await page
      .getByTestId("open-file")
      .setInputFiles({ name: "broken.json", mimeType: "application/json", buffer: Buffer.from(bad) });
    const dialog = page.getByTestId("load-error");
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("broken.json could not be opened");
    const problems = await page.getByTestId("load-problem").allTextContents();
    expect(problems.some((p) => p.startsWith("$.width"))).toBe(true);
    expect(problems.some((p) => p.startsWith("$.features[0] (x).type") && p.includes("lake"))).toBe(true);
    expect(await page.getByTestId("table-name").textContent()).toBe(name);
    await page.screenshot({ path: join(SHOTS, "bad-file.png") });
    await dialog.getByRole("button", { name: "Dismiss" }).click();

    await page.evaluate(() => {
      const dt = new DataTransfer();
      dt.items.add(new File(["{ not json"], "dropped.json", { type: "application/json" }));
      window.dispatchEvent(new DragEvent("drop", { dataTransfer: dt, bubbles: true, cancelable: true }));
    });
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch(
      /dropped\.json could not be opened.*not valid JSON at line 1/s,
    );
    expect(await page.getByTestId("table-name").textContent()).toBe(name);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a good dropped file replaces the table; Share makes a link that reproduces table and LOS check", async () => {
    const { page, errors } = await visit(e2e, "/");
    const plain = JSON.stringify(shippedTable("open-plain"));
    await page.evaluate((text) => {
      const dt = new DataTransfer();
      dt.items.add(new File([text], "open-plain.json", { type: "application/json" }));
      window.dispatchEvent(new DragEvent("drop", { dataTransfer: dt, bubbles: true, cancelable: true }));
    }, plain);
    await expect
      .poll(() => page.getByTestId("table-name").textContent())
      .toBe(shippedTable("open-plain").name);
    const units = shippedTable("open-plain").units;
    const [a, b] = [units.find((u) => u.side === "blue")!.id, units.find((u) => u.side === "red")!.id];
    await page.getByTestId("tool-los").click();
    await page.getByTestId("los-observer").selectOption(a);
    await page.getByTestId("los-target").selectOption(b);
    const here = await panelVerdict(page);
    await page.getByTestId("share").click();
    const link = await page.getByTestId("share-link").inputValue();
    expect(link).toMatch(/#share=[A-Za-z0-9_-]+$/);
    await page.context().close();

    const other = await visit(e2e, link.slice(e2e.url.length));
    expect(await other.page.getByTestId("table-name").textContent()).toBe(shippedTable("open-plain").name);
    expect(await panelVerdict(other.page)).toEqual(here);
    await other.page.screenshot({ path: join(SHOTS, "shared-link.png") });
    expect([...errors, ...other.errors]).toEqual([]);
    await other.context.close();
  });
});

describe("save", () => {
  it("Save downloads the table as a valid file that round-trips", async () => {
    const { page, errors } = await visit(e2e, "/");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("save").click()]);
    expect(download.suggestedFilename()).toBe("ridge-and-village.json");
    const path = await download.path();
    const text = readFileSync(path!, "utf8");
    const parsed = parseTableText(text, builtinCatalog());
    expect(parsed.ok).toBe(true);
    expect(parsed.ok && parsed.value).toEqual(shippedTable("ridge-and-village"));
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("tools", () => {
  it("measures between the closest base edges of two units", async () => {
    const { page, errors } = await visit(e2e, "/");
    await page.getByTestId("camera-top").click();
    await page.getByTestId("tool-measure").click();
    await page.waitForTimeout(300);
    for (const [x, y] of [
      [24, 19.5],
      [38, 40],
    ] as const) {
      const [px, py] = await tableToPage(page, x, y);
      await page.mouse.click(px, py);
    }
    const readout = page.getByTestId("measure-readout");
    await readout.waitFor();
    const t = shippedTable("ridge-and-village");
    const index = indexTerrain(t);
    const place = (id: string) => placeUnit(index, builtinCatalog(), t.units.find((u) => u.id === id)!);
    const gap = footprintGap(place("b1").footprint, place("r4").footprint);
    expect(Number(await readout.getAttribute("data-inches"))).toBeCloseTo(gap, 6);
    expect(await readout.textContent()).toContain(`b1 → r4: ${gap.toFixed(1)}" (${Math.round(gap * 50)} yd)`);
    await page.locator("canvas").screenshot({ path: join(SHOTS, "measure-b1-r4.png") });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("drags a unit to a new place, following the ground, and undo puts it back", async () => {
    const { page, errors } = await visit(e2e, "/");
    await page.getByTestId("camera-top").click();
    await page.waitForTimeout(300);
    const [x0, y0] = await tableToPage(page, 38, 40);
    const [x1, y1] = await tableToPage(page, 60, 40);
    await page.mouse.move(x0, y0);
    await page.mouse.down();
    await page.mouse.move((x0 + x1) / 2, (y0 + y1) / 2, { steps: 4 });
    await page.mouse.move(x1, y1, { steps: 4 });
    await page.mouse.up();
    const r4 = (await appTable(page)).units.find((u) => u.id === "r4")!;
    expect(r4.x).toBeCloseTo(60, 0);
    expect(r4.y).toBeCloseTo(40, 0);
    await page.getByTestId("undo").click();
    expect((await appTable(page)).units.find((u) => u.id === "r4")).toMatchObject({ x: 38, y: 40 });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/**
 * Issue 39 item 12 in the browser: the editor's File → New blank table asks before dropping unsaved
 * work, and Save names the saved file in the status line in place of the last action's message.
 */

describe("the editor's blank table and Save", () => {
  it("asks before replacing an edited table, makes a blank one of the size asked, and Save names the file", async () => {
    const { page, errors } = await visit(e2e, "/");
    await page.getByTestId("tool-editor").click();
    await page.getByTestId("edit-erase").click();
    const [x, y] = await tableToPage(page, 24, 19.5, 0.8);
    await page.mouse.click(x, y);
    await expect.poll(async () => (await appTable(page)).units.some((u) => u.id === "b1")).toBe(false);

    await page.getByTestId("new-table").click();
    await page.getByTestId("new-table-form").locator("input").nth(0).fill("60");
    await page.getByTestId("new-table-form").locator("input").nth(1).fill("40");
    const asked: string[] = [];
    page.once("dialog", (d) => {
      asked.push(d.message());
      void d.dismiss();
    });
    await page.getByTestId("new-table-create").click();
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toContain("unsaved");
    expect((await appTable(page)).width).toBe(72);

    page.once("dialog", (d) => void d.accept());
    await page.getByTestId("new-table-create").click();
    await expect.poll(async () => (await appTable(page)).width).toBe(60);
    const t = await appTable(page);
    expect([t.depth, t.features.length, t.units.length]).toEqual([40, 0, 0]);
    expect(await page.getByTestId("notice").textContent()).toContain("New blank table");

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("save").click()]);
    const name = download.suggestedFilename();
    expect(await page.getByTestId("notice").textContent()).toBe(`Saved as ${name}`);
    expect(await page.getByTestId("table-source").textContent()).toBe(name);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
