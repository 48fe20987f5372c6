import { describe, expect, it } from "vitest";
import { appTable, e2eForFile, visit } from "./support/app";
import { tableToPage } from "./support/browser";

/**
 * Issue 39 item 12 in the browser: the editor's File → New blank table asks before dropping unsaved
 * work, and Save names the saved file in the status line in place of the last action's message.
 */

const e2e = e2eForFile(120_000);

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
