import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { gameOf } from "../../src/app/rulesets/firestrike/store/game-store";
import { unitsOf } from "../../src/app/rulesets/firestrike/view";
import { deployBoth, gameApp, newGameJson, playAll } from "../app/rulesets/firestrike/support";
import { appTable, e2eForFile, visit } from "./support/app";
import { openPage, SHOTS, waitForTerrain } from "./support/browser";
import { ROOT } from "./support/build";
import {
  attr,
  bar,
  clearHandover,
  clickTable,
  count,
  doneUntil,
  POLL,
  pickBase,
  pose,
  replayInNode,
  saveGame,
} from "./support/game";

/**
 * The hot-seat Firestrike game on the deployed game tests/fixtures/games/actions.json, in the system
 * Chromium: the movement step's actions, and ending a step (below, once step-end.test.ts: one app and
 * one browser serve both; docs/architecture.md, test suite time).
 */

const e2e = e2eForFile(300_000);
const GAME_FILE = join(ROOT, "tests/fixtures/games/actions.json");

/**
 * The game's movement-step actions played through the UI in the system Chromium, on a deployed game
 * opened from a file (tests/fixtures/games/actions.json): infantry riding on a tank, a passenger
 * dismounted at a clicked point turned with ], a towed gun limbered to its half-track and unlimbered
 * facing the way typed in. The saved log replayed in Node gives the same table. Then a reload resumes
 * the game, and leaving it gives back the user's own table, which a further reload still opens.
 */

const unitOf = async (page: Parameters<typeof appTable>[0], id: string) =>
  (await appTable(page)).units.find((u) => u.id === id);

describe("movement-step actions in the browser", () => {
  it("riders, a dismount to a chosen point, limber and unlimber; save, reload, leave", async () => {
    const { page, errors } = await visit(e2e, "/");
    page.on("dialog", (d) => void d.accept());
    const mine = (await appTable(page)).name;

    await page.getByTestId("open-game-file").setInputFiles(GAME_FILE);
    await attr(bar(page), "data-step", "move-markers");
    // The phase bar's long line must not widen the page (it did, and focusing a control then scrolled
    // the whole page sideways, cutting off the toolbar's left end).
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBe(0);
    // Nor may it cut short what is left to do: at 1200 px wide the bar wraps instead.
    for (const id of ["phase-resources", "phase-todo"])
      await expect
        .poll(() => page.getByTestId(id).evaluate((el) => el.scrollWidth - el.clientWidth), POLL)
        .toBe(0);
    expect(await overflow()).toBe(0);
    await page.getByTestId("camera-top").click();
    await page.getByTestId("marker-blue-coy").click();
    await page.getByTestId("done").click();
    await attr(bar(page), "data-actor", "red");
    await page.getByTestId("marker-red-coy").click();
    await doneUntil(page, "movement");
    await attr(bar(page), "data-actor", "blue");

    // Riders: b1 climbs onto the tank beside it; the tank's label says it carries a rider.
    await pickBase(page, "b1", 10, 6);
    await page.getByTestId("act-mount-rider-b2").click();
    await count(page.getByTestId("refusal"), 0);
    await expect
      .poll(() => page.locator('[data-unit="b2"]').textContent(), POLL)
      .toContain("Carries b1 (rider)");
    expect(await unitOf(page, "b1")).toBeUndefined();
    // With its rider, the tank's movement area stops at the copse (drawn; a screenshot to look at).
    await pickBase(page, "b2", 10, 7.5);
    await page.screenshot({ path: join(SHOTS, "game-rider-area.png") });
    await page.keyboard.press("Escape");

    // A passenger gets off the APC where the table is clicked, turned 30° with ].
    await page.getByTestId("pick-b4").click();
    await attr(page.getByTestId("base-card"), "data-base", "b4");
    await page.getByTestId("dismount-pick").click();
    await page.keyboard.press("]");
    await page.keyboard.press("]");
    await expect.poll(() => page.getByTestId("dismount-facing").inputValue(), POLL).toBe("30");
    await clickTable(page, 17.2, 8);
    await count(page.getByTestId("refusal"), 0);
    await expect
      .poll(async () => {
        const u = await unitOf(page, "b4");
        return u && [u.x, u.y, u.facing];
      }, POLL)
      .toEqual([17.2, 8, 30]);

    // The towed gun limbers to its half-track and leaves the table with it.
    await pickBase(page, "b5", 20, 6);
    await page.getByTestId("act-limber-b6").click();
    await count(page.getByTestId("refusal"), 0);
    await expect.poll(() => page.locator('[data-unit="b6"]').textContent(), POLL).toContain("Tows b5");
    expect(await unitOf(page, "b5")).toBeUndefined();
    // The half-track unlimbers it behind itself, the gun facing 90°; its set-up share is the whole turn.
    await pickBase(page, "b6", 20, 7.6);
    await page.getByTestId("unlimber-facing-b5").fill("90");
    await page.getByTestId("act-unlimber-b5").click();
    await count(page.getByTestId("refusal"), 0);
    await expect.poll(async () => (await unitOf(page, "b5"))?.facing, POLL).toBe(90);
    await expect.poll(() => page.locator('[data-unit="b5"]').textContent(), POLL).toContain("Set-up 100%");

    expect(await overflow()).toBe(0);

    // The saved log, replayed in Node, gives the table the browser shows.
    const saved = await saveGame(page);
    expect(
      JSON.parse(saved)
        .commands.slice(-4)
        .map((e: { command: unknown }) => e.command),
    ).toEqual([
      { type: "mount", base: "b1", vehicle: "b2", as: "rider" },
      { type: "dismount", base: "b4", at: [17.2, 8], facing: 30 },
      { type: "limber", gun: "b5", vehicle: "b6" },
      { type: "unlimber", gun: "b5", facing: 90 },
    ]);
    const node = replayInNode(saved);
    expect(pose((await appTable(page)).units)).toEqual(pose(unitsOf(node.now.state!)));

    // Reload: the game resumes where it was.
    const barBefore = await bar(page).textContent();
    await page.reload();
    await waitForTerrain(page);
    await expect.poll(() => bar(page).textContent(), POLL).toBe(barBefore);
    expect(pose((await appTable(page)).units)).toEqual(pose(unitsOf(node.now.state!)));

    // Leaving the game gives back the user's own table, and a reload opens it with no game.
    await page.getByTestId("leave-game").click();
    await expect.poll(async () => (await appTable(page)).name, POLL).toBe(mine);
    await page.reload();
    await waitForTerrain(page);
    expect((await appTable(page)).name).toBe(mine);
    await count(bar(page), 0);

    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/**
 * Issue 39 item 9 in the page, hot-seat, on the deployed game tests/fixtures/games/actions.json: in
 * step 5a "done" asks first, naming the bases that may still fire (Cancel keeps the step, End step
 * ends it); and the hits that land when the step ends are listed at the top of the side panel, and
 * highlighted in the log, until "Go on", "done" waiting meanwhile (a game made in Node whose dice hit).
 */

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
