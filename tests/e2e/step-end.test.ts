import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { gameOf } from "../../src/app/rulesets/firestrike/store/game-store";
import { deployBoth, gameApp, newGameJson, playAll } from "../app/rulesets/firestrike/support";
import { e2eForFile } from "./support/app";
import { openPage, SHOTS, waitForTerrain } from "./support/browser";
import { ROOT } from "./support/build";
import { attr, bar, clearHandover, count, doneUntil, POLL } from "./support/game";

/**
 * Issue 39 item 9 in the page, hot-seat, on the deployed game tests/fixtures/games/actions.json: in
 * step 5a "done" asks first, naming the bases that may still fire (Cancel keeps the step, End step
 * ends it); and the hits that land when the step ends are listed at the top of the side panel, and
 * highlighted in the log, until "Go on", "done" waiting meanwhile (a game made in Node whose dice hit).
 */

const e2e = e2eForFile(300_000);
const GAME_FILE = join(ROOT, "tests/fixtures/games/actions.json");

/** The values of a select's enabled options, but the empty one. */
const options = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .evaluate((el) =>
      [...(el as HTMLSelectElement).options].filter((o) => o.value && !o.disabled).map((o) => o.value),
    );

/** Fires up to `n` shots, each with another firer the calculator offers; how many it fired. */
async function fireSome(page: Page, n: number): Promise<number> {
  let fired = 0;
  for (const f of (await options(page, "fire-firer")).slice(0, 10)) {
    if (fired >= n) break;
    await page.getByTestId("fire-firer").selectOption(f);
    for (const t of (await options(page, "fire-target")).slice(0, 3)) {
      await page.getByTestId("fire-target").selectOption(t);
      await expect.poll(() => page.getByTestId("fire-calc").count(), POLL).toBeGreaterThan(0);
      if (await page.getByTestId("fire").isEnabled()) {
        await page.getByTestId("fire").click();
        fired++;
        break;
      }
    }
  }
  return fired;
}

describe("ending a step in the page", () => {
  it("asks before ending 5a with bases left to fire; Cancel keeps the step, End step ends it", async () => {
    const { page, errors } = await openPage(e2e.browser, { width: 1400, height: 860 });
    await page.goto(`${e2e.url}/`);
    await waitForTerrain(page);
    await page.getByTestId("open-game-file").setInputFiles(GAME_FILE);
    await attr(bar(page), "data-step", "move-markers");
    await page.getByTestId("camera-top").click();
    await doneUntil(page, "first-direct-fire");
    await clearHandover(page);
    const side = await bar(page).getAttribute("data-actor");
    expect(await fireSome(page, 2)).toBeGreaterThan(0);

    await page.getByTestId("done").click();
    await count(page.getByTestId("done-confirm"), 1);
    expect(await page.getByTestId("done-confirm").textContent()).toMatch(
      /may still fire this step\. End the step anyway\?/,
    );
    await page.screenshot({ path: join(SHOTS, "step-end-confirm.png") });
    await page.getByTestId("done-cancel").click();
    await count(page.getByTestId("done-confirm"), 0);
    expect(await bar(page).getAttribute("data-actor")).toBe(side);
    await page.getByTestId("done").click();
    await page.getByTestId("done-end-step").click();
    await expect.poll(() => bar(page).getAttribute("data-actor"), POLL).not.toBe(side);
    expect(errors).toEqual([]);
  });

  it("lists the hits that land when 5a ends, highlights them in the log, and done waits for Go on", async () => {
    // The game to open, made in Node: turn 1 at 5a, both sides have fired everything they may, red is
    // to end the step (its seed lands hits: tests/repro/done-warns-and-shows-results.test.tsx).
    const g = gameApp();
    g.controller.start(newGameJson(), "test");
    deployBoth(g.controller);
    for (let i = 0; i < 40 && gameOf(g.app).game.view!.state!.step !== "first-direct-fire"; i++)
      playAll(g.controller, { type: "done", side: gameOf(g.app).game.view!.actor });
    for (let k = 0; k < 2; k++) {
      const v = gameOf(g.app).game.view!;
      const firers = v.todo.find((x) => x.kind === "direct-fire")?.ids ?? [];
      const enemies = Object.values(v.state!.bases).filter(
        (b) => b.side !== v.actor && b.status === "active",
      );
      for (const f of firers)
        for (const t of enemies)
          if (g.controller.play({ type: "direct-fire", firer: f, target: t.id }).ok) break;
      if (k === 0) playAll(g.controller, { type: "done", side: v.actor });
    }
    const file = join(mkdtempSync(join(tmpdir(), "step-end-")), "at-5a.json");
    writeFileSync(file, g.controller.saveText()!);

    const { page, errors } = await openPage(e2e.browser, { width: 1400, height: 860 });
    await page.goto(`${e2e.url}/`);
    await waitForTerrain(page);
    await page.getByTestId("open-game-file").setInputFiles(file);
    await attr(bar(page), "data-step", "first-direct-fire");
    await clearHandover(page);
    await page.getByTestId("camera-top").click();
    await page.getByTestId("done").click();
    const end = page.getByTestId("done-end-step");
    if (await end.count()) await end.click();
    await expect.poll(() => bar(page).getAttribute("data-step"), POLL).not.toBe("first-direct-fire");
    await clearHandover(page);
    await count(page.getByTestId("auto-results"), 1);
    expect(await page.getByTestId("auto-results").textContent()).toMatch(
      /Results of 5a 1st direct fire.* hit: /,
    );
    expect(await page.locator('[data-testid="log-row"][data-auto="true"]').count()).toBeGreaterThan(0);
    expect(await page.getByTestId("done").isDisabled()).toBe(true);
    await page.screenshot({ path: join(SHOTS, "step-end-results.png") });
    await page.getByTestId("auto-results-seen").click();
    await count(page.getByTestId("auto-results"), 0);
    expect(await page.getByTestId("done").isEnabled()).toBe(true);
    expect(errors).toEqual([]);
  });
});
