import { describe, expect, it } from "vitest";
import { e2eForFile, visit } from "./support/app";
import { clickSurface, POLL } from "./support/game";

/**
 * Issue 21, hex mode "with per-hex overrides … in the editor", in the browser: the terrain editor's Hex
 * terrain tool sets a clicked hex's terrain and level, the change is in the table, and Undo takes it off.
 */

const e2e = e2eForFile(180_000);
const S3 = Math.sqrt(3);

type Override = { hex: string; terrain?: string; level?: number };
const overrides = (page: Parameters<typeof clickSurface>[0]) =>
  page.evaluate(
    () =>
      (
        window as unknown as { __sightline: { table(): { hex: { overrides: Override[] } } } }
      ).__sightline.table().hex.overrides,
  );

describe("hex overrides in the editor", () => {
  it("a click on a hex sets the chosen terrain and level; Undo takes it back", async () => {
    const { page, errors } = await visit(e2e, "/?table=terrain/lnl-hamlet.json");
    await page.getByTestId("tool-editor").click();
    await page.getByTestId("editor-panel").waitFor();
    await page.getByTestId("edit-hex-terrain").click();
    await page.getByTestId("hex-terrain").selectOption("rubble");
    await page.getByTestId("hex-level").selectOption("1");
    const before = await overrides(page);
    expect(before.some((o) => o.hex === "E2")).toBe(false);
    await clickSurface(page, 7, 1.5 * S3); // E2
    await expect
      .poll(async () => (await overrides(page)).find((o) => o.hex === "E2"), POLL)
      .toEqual({ hex: "E2", terrain: "rubble", level: 1 });
    await page.getByTestId("undo").click();
    await expect.poll(() => overrides(page), POLL).toEqual(before);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
