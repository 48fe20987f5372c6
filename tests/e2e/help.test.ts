import { describe, expect, it } from "vitest";
import { SHORTCUT_GROUPS } from "../../src/app/help/shortcuts";
import { e2eForFile, visit } from "./support/app";

/** Issue 23 item 12: `?` opens a keyboard and mouse help listing every shortcut; Esc closes it. */

const e2e = e2eForFile(120_000);

describe("the ? help overlay", () => {
  it("opens with ?, lists every shortcut, and closes with Esc without touching the tool", async () => {
    const { page, errors } = await visit(e2e, "/?table=terrain/ridge-and-village.json&los=b1,r4");
    await page.getByTestId("los-verdict").waitFor({ timeout: 30_000 });
    await expect(page.getByTestId("help").count()).resolves.toBe(0);
    await page.locator("canvas").click({ position: { x: 5, y: 5 }, button: "right" }); // focus the page
    await page.keyboard.press("?");
    const help = page.getByTestId("help");
    await help.waitFor({ timeout: 5_000 });
    const rows = await help.getByTestId("help-shortcut").count();
    expect(rows).toBe(SHORTCUT_GROUPS.reduce((n, g) => n + g.items.length, 0));
    const text = (await help.textContent()) ?? "";
    for (const k of ["Ctrl", "Esc", "Enter", "Backspace", "Delete", "Wheel", "Right-drag"])
      expect(text).toContain(k);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByTestId("help").count()).toBe(0);
    // The Esc that closed the help did not reach the LOS tool, which would have cleared the check.
    expect(await page.getByTestId("los-verdict").count()).toBe(1);
    await page.getByTestId("help-open").click();
    await help.waitFor({ timeout: 5_000 });
    await page.getByTestId("help-close").click();
    await expect.poll(() => page.getByTestId("help").count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
