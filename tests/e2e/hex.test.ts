import { describe, expect, it } from "vitest";
import { e2eForFile, sightline, visit } from "./support/app";
import { clickSurface, POLL } from "./support/game";

/**
 * Issue 21 in the browser: on the shipped hex table the Hex LOS tool gives the verdict
 * `sightline hexlos` prints, and a Lock 'n Load game starts from the New game menu and takes commands;
 * the editor's Hex terrain tool (below, once its own file: one app and one browser serve both).
 */

const e2e = e2eForFile(180_000);
const S3 = Math.sqrt(3);

describe("hex mode in the browser", () => {
  it("Hex LOS: two clicks, the CLI's verdict; then a hot-seat Lock 'n Load game", async () => {
    const { page, errors } = await visit(e2e, "/?table=terrain/lnl-hamlet.json");
    await page.getByTestId("tool-hexlos").click();
    await clickSurface(page, 7, 1.5 * S3); // E2
    await clickSurface(page, 14.5, 8 * S3); // J8 (its centre; 8.5√3 is the J8/J9 hexside)
    await expect.poll(() => page.getByTestId("hexlos-pair").textContent(), POLL).toBe("E2 → J8");
    const cli = JSON.parse(sightline(["hexlos", "terrain/lnl-hamlet.json", "E2", "J8", "--json"]));
    await expect
      .poll(() => page.getByTestId("hexlos-verdict").textContent(), POLL)
      .toBe(`LOS clear, ${cli.distanceHexes} hexes, ${cli.degradingCounted} degrading hexes counted`);
    expect(await page.getByTestId("hexlos-crossed").locator("li").count()).toBe(cli.crossed.length);

    await page.getByTestId("new-game-ruleset").selectOption("lnl");
    await page.getByTestId("new-game").click();
    await page.getByTestId("lnl-start").click();
    await expect.poll(() => page.getByTestId("lnl-turn").textContent(), POLL).toMatch(/Turn 1 of 6, rally/);
    await page.getByTestId("lnl-end-rally").click();
    await page.getByTestId("lnl-handed-over").click(); // the hot-seat hand-over screen, to red
    await page.getByTestId("lnl-end-rally").click();
    await page.getByTestId("lnl-handed-over").click(); // back to blue
    await expect
      .poll(() => page.getByTestId("lnl-turn").textContent(), POLL)
      .toMatch(/operations — to act: blue/);
    await page.getByTestId("lnl-pass").click();
    await expect.poll(() => page.getByTestId("lnl-turn").textContent(), POLL).toMatch(/to act: red/);
    expect(await page.getByTestId("lnl-log").locator("li").count()).toBe(3);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/**
 * Issue 21, hex mode "with per-hex overrides … in the editor", in the browser: the terrain editor's Hex
 * terrain tool sets a clicked hex's terrain and level, the change is in the table, and Undo takes it off.
 */

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
