import { describe, expect, it } from "vitest";
import { e2eForFile, visit } from "./support/app";
import { SHOTS, tableToPage } from "./support/browser";

/**
 * Issue 23 item 14: an overview inset (the whole table from above, the camera's view drawn on it) that
 * moves the camera when clicked: the clicked table point comes to the middle of the view.
 */

const e2e = e2eForFile(120_000);

describe("the overview inset", () => {
  it("shows the whole table and, clicked, brings that point to the middle of the view", async () => {
    const { page, errors } = await visit(e2e, "/");
    const inset = page.getByTestId("overview");
    const ib = (await inset.boundingBox())!;
    // ridge-and-village is 72 × 48: the inset keeps its shape
    expect(ib.width / ib.height).toBeCloseTo(72 / 48, 1);
    const cb = (await page.locator("canvas").boundingBox())!;
    const middle = [cb.x + cb.width / 2, cb.y + cb.height / 2];
    // The table point (60, 40) is far from the middle of the starting view...
    const [x0, y0] = await tableToPage(page, 60, 40);
    expect(Math.hypot(x0 - middle[0]!, y0 - middle[1]!)).toBeGreaterThan(100);
    // ...until the inset is clicked there (the inset's y runs up the table).
    await inset.click({ position: { x: (60 / 72) * ib.width, y: ib.height - (40 / 48) * ib.height } });
    await page.waitForTimeout(300);
    const [x1, y1] = await tableToPage(page, 60, 40);
    expect(Math.hypot(x1 - middle[0]!, y1 - middle[1]!)).toBeLessThan(15);
    await inset.screenshot({ path: `${SHOTS}/overview.png` });
    // The view's outline is drawn on the inset, around the clicked point.
    const outline = (await page.getByTestId("overview-view").getAttribute("points")) ?? "";
    expect(outline.split(" ")).toHaveLength(4);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
