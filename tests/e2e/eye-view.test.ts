import { describe, expect, it } from "vitest";
import { e2eForFile, visit } from "./support/app";
import { openPage, SHOTS, waitForTerrain } from "./support/browser";

/**
 * Issue 23 item 9: the observer's eye view kept the ×4 height stretch, so a crest became a wall and
 * labels behind a hill showed through it. The eye view draws true heights and hides the labels of units
 * behind the ground. On open-plain, the
 * crest of rise-windmill blocks all 25 of b-hq's sight lines to r3 (`sightline los`), while r1 is in clear sight.
 */

const e2e = e2eForFile(120_000);

/** The distinct tops of the toolbar's shown direct children (8 px bands): 1 when it is one row. */
const toolbarRows = (page: import("playwright-core").Page) =>
  page
    .locator(".toolbar")
    .first()
    .evaluate(
      (el) =>
        new Set(
          [...el.children]
            .filter((c) => (c as HTMLElement).offsetWidth > 0)
            .map((c) => Math.round((c as HTMLElement).offsetTop / 8)),
        ).size,
    );

type Hooks = { __sightline: { renderExaggeration(): number | null } };
const exaggeration = (page: import("playwright-core").Page) =>
  page.evaluate(() => (window as unknown as Hooks).__sightline.renderExaggeration());
const labelShown = (page: import("playwright-core").Page, id: string) =>
  page.evaluate((id) => {
    const el = document.querySelector(`[data-unit="${id}"]`)?.parentElement;
    return el ? el.style.visibility !== "hidden" : null;
  }, id);

describe("the observer's eye view", () => {
  it("shows true heights and hides the labels of units behind the hill", async () => {
    const { page, errors } = await visit(e2e, "/?table=terrain/open-plain.json&los=b-hq,r3");
    await page.getByTestId("los-verdict").waitFor({ timeout: 30_000 });
    expect(await page.getByTestId("los-verdict").getAttribute("data-visible")).toBe("false");
    expect(await exaggeration(page)).toBe(4);
    expect(await labelShown(page, "r3")).toBe(true);
    await page.getByTestId("eye-view").click();
    await expect.poll(() => exaggeration(page), { timeout: 10_000 }).toBe(1);
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${SHOTS}/eye-view-open-plain-b-hq-r3.png` });
    await expect.poll(() => labelShown(page, "r3"), { timeout: 10_000 }).toBe(false);
    expect(await labelShown(page, "r1")).toBe(true);
    // Leaving the eye view brings back the chosen stretch and the labels.
    await page.getByRole("button", { name: "Leave eye view" }).click();
    await expect.poll(() => exaggeration(page), { timeout: 10_000 }).toBe(4);
    await expect.poll(() => labelShown(page, "r3"), { timeout: 10_000 }).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("keeps the toolbar to one row at 1600 px with _Leave eye view_ in it (issue 23 item 8)", async () => {
    const { page, errors } = await openPage(e2e.browser, { width: 1600, height: 900 });
    await page.goto(`${e2e.url}/?table=terrain/open-plain.json&los=b-hq,r3`);
    await waitForTerrain(page);
    await page.getByTestId("los-verdict").waitFor({ timeout: 30_000 });
    expect(await toolbarRows(page)).toBe(1);
    await page.getByTestId("eye-view").click();
    await page.getByRole("button", { name: "Leave eye view" }).waitFor({ timeout: 10_000 });
    await page.screenshot({ path: `${SHOTS}/eye-view-toolbar-1600.png` });
    expect(await toolbarRows(page)).toBe(1);
    // The test can fail: at 1000 px the same toolbar takes more than one row.
    await page.setViewportSize({ width: 1000, height: 900 });
    await expect.poll(() => toolbarRows(page), { timeout: 10_000 }).toBeGreaterThan(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
