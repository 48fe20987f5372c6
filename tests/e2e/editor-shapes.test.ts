import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Pt } from "../../src/core/geom2d";
import { appTable, e2eForFile, visit } from "./support/app";
import { SHOTS, tableToPage, waitForTerrain } from "./support/browser";

/**
 * The terrain editor in a real browser: inserting a point, moving a feature, editing a property with a
 * value the validator refuses (shown next to the field, never applied), drawing a deployment zone, and
 * all of it surviving a reload through the autosave.
 */

const e2e = e2eForFile(120_000);

// woods-east ("Copse") in the default table: [46,5] [53,4] [55,10] [49,13] [45,10]
const COPSE: Pt[] = [
  [46, 5],
  [53, 4],
  [55, 10],
  [49, 13],
  [45, 10],
];

async function openEditor(page: Page): Promise<void> {
  await page.getByTestId("camera-top").click();
  await page.getByTestId("tool-editor").click();
  await page.getByTestId("editor-panel").waitFor();
  await page.getByTestId("edit-edit").click();
  await page.waitForTimeout(300);
}

async function clickAt(page: Page, p: Pt): Promise<void> {
  const [x, y] = await tableToPage(page, p[0], p[1]);
  await page.mouse.click(x, y);
  await page.waitForTimeout(120);
}

async function dragFromTo(page: Page, from: Pt, to: Pt): Promise<void> {
  const [x0, y0] = await tableToPage(page, from[0], from[1]);
  const [x1, y1] = await tableToPage(page, to[0], to[1]);
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  await page.mouse.move((x0 + x1) / 2, (y0 + y1) / 2, { steps: 4 });
  await page.mouse.move(x1, y1, { steps: 4 });
  await page.mouse.up();
  await page.waitForTimeout(150);
}

async function outlineOf(page: Page, id: string): Promise<Pt[]> {
  const f = (await appTable(page)).features.find((g) => g.id === id);
  if (!f || !("outline" in f)) throw new Error(`${id} has no outline`);
  return f.outline as Pt[];
}

function expectNear(actual: readonly Pt[], expected: readonly Pt[], digits = 0): void {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((p, i) => {
    expect(p[0]).toBeCloseTo(expected[i]![0], digits);
    expect(p[1]).toBeCloseTo(expected[i]![1], digits);
  });
}

describe("terrain editor: reshaping, properties, zones", () => {
  it("inserts a point by dragging a midpoint handle, moves the feature by its body, and a reload keeps both", async () => {
    const { page, errors } = await visit(e2e, "/");
    await openEditor(page);
    await clickAt(page, [50, 8]); // inside the copse
    await page.getByTestId("shape-properties").waitFor();
    expect(await page.getByTestId("shape-properties").getAttribute("data-shape")).toBe("woods-east");

    await dragFromTo(page, [49.5, 4.5], [49.5, 2]); // the midpoint handle of the edge [46,5] → [53,4]
    const inserted = await outlineOf(page, "woods-east");
    expectNear(inserted, [COPSE[0]!, [49.5, 2], ...COPSE.slice(1)]);
    expect(await page.getByTestId("notice").textContent()).toBe("Added a point to woods-east");
    await page.locator("canvas").screenshot({ path: join(SHOTS, "editor-point-inserted.png") });

    await dragFromTo(page, [50, 8], [56, 14]); // the body
    const moved = await outlineOf(page, "woods-east");
    const [dx, dy] = [moved[0]![0] - inserted[0]![0], moved[0]![1] - inserted[0]![1]];
    expect(dx).toBeCloseTo(6, 0);
    expect(dy).toBeCloseTo(6, 0);
    expectNear(
      moved,
      inserted.map(([x, y]) => [x + dx, y + dy]),
      5,
    );
    expect(await page.getByTestId("notice").textContent()).toBe("Moved woods-east");
    await page.locator("canvas").screenshot({ path: join(SHOTS, "editor-feature-moved.png") });

    await page.reload();
    await waitForTerrain(page);
    expectNear(await outlineOf(page, "woods-east"), moved, 5);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a height the validator refuses is shown next to the field and never applied; a good one is", async () => {
    const { page, errors } = await visit(e2e, "/");
    await openEditor(page);
    await clickAt(page, [50, 8]);
    const height = page.getByTestId("shape-properties").getByTestId("prop-heightYards");
    expect(await height.inputValue()).toBe("15");
    await height.fill("-5");
    await height.press("Enter");
    const error = page.getByTestId("shape-properties").getByTestId("field-error");
    await error.waitFor();
    expect(await error.textContent()).toMatch(/must be greater than 0, not -5/);
    expect(await height.inputValue()).toBe("-5"); // kept for correcting
    expect(await height.getAttribute("aria-invalid")).toBe("true");
    const woods = () => appTable(page).then((t) => t.features.find((f) => f.id === "woods-east"));
    expect(await woods()).toMatchObject({ heightYards: 15 });
    await page.screenshot({ path: join(SHOTS, "editor-height-refused.png") });

    await height.fill("22");
    await height.press("Enter");
    await expect.poll(() => woods().then((f) => (f as { heightYards: number }).heightYards)).toBe(22);
    expect(await error.count()).toBe(0);
    await page.getByTestId("undo").click();
    expect(await woods()).toMatchObject({ heightYards: 15 });
    expect(await height.inputValue()).toBe("15");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("draws a red deployment zone, which a reload keeps", async () => {
    const { page, errors } = await visit(e2e, "/");
    await page.getByTestId("camera-top").click();
    await page.getByTestId("tool-editor").click();
    await page.getByTestId("edit-draw-zone").click();
    await page.getByTestId("editor-side").selectOption("red");
    await page.waitForTimeout(300);
    const corners: Pt[] = [
      [58, 14],
      [70, 14],
      [70, 19],
      [58, 19],
    ];
    for (const p of [...corners, corners[0]!]) await clickAt(page, p);
    const zones = (await appTable(page)).deploymentZones;
    expect(zones).toHaveLength(3);
    expect(zones[2]!.side).toBe("red");
    expectNear(zones[2]!.outline as Pt[], corners);
    expect(await page.getByTestId("shape-properties").textContent()).toMatch(/Deployment zone/);
    await page.locator("canvas").screenshot({ path: join(SHOTS, "editor-zone-drawn.png") });

    await page.reload();
    await waitForTerrain(page);
    const kept = (await appTable(page)).deploymentZones;
    expect(kept).toHaveLength(3);
    expect(kept[2]).toEqual(zones[2]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
