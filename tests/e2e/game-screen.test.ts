import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { e2eForFile } from "./support/app";
import { openPage, SHOTS, waitForTerrain } from "./support/browser";
import { actionsToMovement, attr, bar, clickTable, doneUntil, POLL } from "./support/game";

/**
 * The game screen as a player meets it (issue 23 items 1-3, 5, 7, 8), on the deployed game
 * tests/fixtures/games/actions.json at 1600 px: the toolbar is one row; a mover picked from the step 2b
 * list starts its move (the next click on the ground is a waypoint); the calculator marks the HQ as
 * unable to fire and disables Fire with the reason; Ctrl+Z after an agreed take-back asks first. The
 * same game in the dev server's page (calculator pairs, buffer writes, duplicate keys) is in
 * dev-server.test.ts, which shares one dev server with the other dev-page tests.
 */

const e2e = e2eForFile(300_000);
const WIDE = { width: 1600, height: 900 };

/** The top of each of the toolbar's direct children: one value when it is one row. */
const toolbarRows = (page: Page) =>
  page
    .locator(".toolbar")
    .first()
    .evaluate(
      (el) => new Set([...el.children].map((c) => Math.round((c as HTMLElement).offsetTop / 8))).size,
    );

describe("the game screen", () => {
  it("one toolbar row; the mover list starts a move; Fire disabled with why; undo of a take-back asks", async () => {
    const { page, errors } = await openPage(e2e.browser, WIDE);
    await page.goto(`${e2e.url}/`);
    await waitForTerrain(page);
    // Item 8: the set-up dialog names the force loaded, and its force lists do not scroll inside it.
    await page.getByTestId("new-game").click();
    await page.getByTestId("ready-blue").selectOption("infantry-battalion");
    const shown = () =>
      page.getByTestId("ready-blue").evaluate((el) => {
        const s = el as HTMLSelectElement;
        return s.options[s.selectedIndex]?.textContent ?? "";
      });
    await expect.poll(shown, POLL).not.toBe("choose…");
    expect(await shown()).not.toMatch(/choose/);
    const inner = await page
      .getByTestId("setup-dialog")
      .locator("ul.formations")
      .first()
      .evaluate((el) => getComputedStyle(el).overflowY);
    expect(inner).toBe("visible");
    await page.getByTestId("setup-dialog").getByRole("button", { name: "Cancel" }).click();

    await actionsToMovement(page);
    expect(await toolbarRows(page)).toBe(1);

    // Item 2: the list's button starts the move: the mode control is there and a ground click is a waypoint.
    await page.getByTestId("mover-b1").click();
    await attr(page.getByTestId("base-card"), "data-base", "b1");
    await expect.poll(() => page.getByTestId("move-mode").count(), POLL).toBe(1);
    await clickTable(page, 10, 9);
    await expect.poll(() => page.getByTestId("move-actions").textContent(), POLL).toContain("1 waypoint(s)");
    await attr(page.getByTestId("base-card"), "data-base", "b1");
    await page.keyboard.press("Escape");

    // Item 3: the HQ is listed as unable to fire; picked on the table, Fire is disabled with the reason.
    await doneUntil(page, "first-direct-fire");
    await attr(bar(page), "data-actor", "blue");
    const hq = page.getByTestId("fire-firer").locator('option[value="bhq1"]');
    expect(await hq.getAttribute("disabled")).not.toBeNull();
    expect(await hq.textContent()).toContain("no direct fire weapon");
    await clickTable(page, 4, 3);
    await expect.poll(() => page.getByTestId("fire-firer").inputValue(), POLL).toBe("bhq1");
    await clickTable(page, 20, 22);
    await expect.poll(() => page.getByTestId("fire").isDisabled(), POLL).toBe(true);
    expect(await page.getByTestId("fire-blocked").textContent()).toBe(
      "bhq1 may not fire: no direct fire weapon",
    );
    await page.screenshot({ path: join(SHOTS, "game-screen-fire.png") });

    // Item 5: a shot, an agreed take-back, then Ctrl+Z: asked first, with what comes back; "no" keeps it.
    // A shot the calculator already refuses: Fire is disabled, the refusal is shown.
    await page.getByTestId("fire-firer").selectOption("b1");
    await page.getByTestId("fire-target").selectOption("r1");
    await expect
      .poll(() => page.getByTestId("fire-refusal").textContent(), POLL)
      .toBe("the target is not visible from the firer");
    expect(await page.getByTestId("fire").isDisabled()).toBe(true);
    expect(await page.getByTestId("fire").getAttribute("title")).toBe(
      "the target is not visible from the firer",
    );
    await page.getByTestId("fire-firer").selectOption("b2");
    await page.getByTestId("fire-target").selectOption("r2");
    await expect.poll(() => page.getByTestId("fire").isDisabled(), POLL).toBe(false);
    await page.getByTestId("fire").click();
    await expect.poll(() => page.getByTestId("game-take-back").isDisabled(), POLL).toBe(false);
    page.once("dialog", (d) => void d.accept());
    await page.getByTestId("game-take-back").click();
    await expect.poll(() => page.getByTestId("game-undo").isDisabled(), POLL).toBe(false);
    const asked: string[] = [];
    page.once("dialog", (d) => {
      asked.push(d.message());
      void d.dismiss();
    });
    await page.locator("canvas").click({ position: { x: 5, y: 5 } });
    await page.keyboard.press("Escape");
    await page.keyboard.press("Control+z");
    await expect.poll(() => asked.length, POLL).toBe(1);
    expect(asked[0]).toMatch(/^Undo the agreed take-back\? "blue: b2 fires at r2" comes back into effect/);
    expect(await page.getByTestId("game-undo").isDisabled()).toBe(false);
    expect(errors).toEqual([]);
  });
});
