import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { unitsOf } from "../../src/app/rulesets/firestrike/view";
import { BLUE_AT, RED_AT } from "../fixtures/games/skirmish-deployment";
import { appTable, e2eForFile, visit } from "./support/app";
import { SHOTS, waitForTerrain } from "./support/browser";
import { ROOT } from "./support/build";
import {
  attr,
  bar,
  clickTable,
  count,
  doneUntil,
  POLL,
  pickBase,
  pose,
  replayInNode,
  saveGame,
} from "./support/game";
import { imageDiff } from "./support/pixels";

/**
 * A short hot-seat Firestrike game played through the UI in the system Chromium: set-up from a table
 * file, deployment with the enemy threat map and the hand-over screen, a command phase, an assault
 * move, a direct fire with a fixed seed, the assault itself, save, reload, replay to turn 1, and the
 * result screen. The browser's game is checked against the same log replayed in Node.
 */

const e2e = e2eForFile(240_000);

const TABLE_FILE = join(ROOT, "tests/fixtures/games/skirmish-table.json");
async function deploy(page: Page, bases: [string, number, number][]): Promise<void> {
  for (const [id, x, y] of bases) {
    await page.getByTestId(`deploy-${id}`).click();
    await clickTable(page, x, y);
  }
  await count(page.getByTestId("refusal"), 0);
}

describe("a hot-seat game in the browser", () => {
  it("plays set-up, deployment, a turn with a move, a fire and an assault; saves, reloads, replays and ends", async () => {
    const { page, errors } = await visit(e2e, "/");

    // Set-up: the skirmish table from a file, infantry battalions for both sides, a fixed seed.
    await page.getByTestId("new-game").click();
    await page.getByTestId("setup-table-file").setInputFiles(TABLE_FILE);
    await expect.poll(() => page.getByTestId("setup-table-name").textContent()).toBe("Crossroads skirmish");
    await page.getByTestId("ready-blue").selectOption("infantry-battalion");
    await page.getByTestId("setup-seed").fill("e2e-seed");
    await page.getByTestId("setup-start").click();

    // Deployment: blue behind the hand-over screen, with red's threat map.
    await attr(page.getByTestId("handover"), "data-to", "blue");
    await page.getByTestId("handover-ready").click();
    await page.getByTestId("camera-top").click();
    await deploy(page, BLUE_AT);
    const before = await page.locator("canvas").screenshot();
    await page.getByTestId("threat-toggle").check();
    await attr(page.getByTestId("threat-status"), "data-status", "done", 120_000);
    await page.waitForTimeout(400);
    const shown = await page.locator("canvas").screenshot({ path: join(SHOTS, "game-deploy-threat.png") });
    expect((await imageDiff(page, before, shown)).changed).toBeGreaterThan(0.2);
    await page.getByTestId("end-deployment").click();
    await attr(page.getByTestId("handover"), "data-to", "red");
    await page.getByTestId("handover-ready").click();
    // Red deploys on a table without blue's bases.
    expect((await appTable(page)).units).toEqual([]);
    await deploy(page, RED_AT);
    await page.getByTestId("end-deployment").click();
    await page.getByTestId("handover-ready").click();

    // Command phase: Move markers and an HQ roll, each side in turn.
    await attr(bar(page), "data-step", "move-markers");
    // Issue 23 item 1: the threat map ticked in deployment ended with it.
    const store = async () =>
      JSON.parse(
        await page.evaluate(() =>
          (window as unknown as { __sightline: { storeJson(): string } }).__sightline.storeJson(),
        ),
      );
    expect((await store()).overlay.kind).toBe("none");
    expect((await store()).game.threat).toBe(false);
    await attr(bar(page), "data-actor", "blue");
    await page.getByTestId("marker-blue-a-coy").click();
    await page.getByTestId("hq-roll-bhq1").click();
    await page.getByTestId("done").click();
    await attr(bar(page), "data-actor", "red");
    await page.getByTestId("marker-red-a-coy").click();
    await doneUntil(page, "movement");

    // A move: b1 assault-moves into contact with r1 (the legal area is drawn while it is planned).
    await pickBase(page, "b1", 24.8, 11.6);
    await page.getByTestId("move-mode").selectOption("assault");
    await clickTable(page, 24.8, 15.65);
    // While planning, the path's cost against the move left, priced by the move command (issue 39 item 6).
    await expect
      .poll(() => page.getByTestId("move-cost").textContent(), POLL)
      .toMatch(/path \d+\.\d\d" of \d+\.\d\d" left/);
    await page.screenshot({ path: join(SHOTS, "game-move-plan.png") });
    await page.getByTestId("move-commit").click();
    await count(page.getByTestId("refusal"), 0);
    await expect.poll(() => page.locator('[data-unit="b1"]').textContent(), POLL).toContain("Assault r1");
    // A move the rules refuse shows the engine's reason and changes nothing.
    await pickBase(page, "b2", 20, 11);
    await clickTable(page, 20, 2);
    await page.getByTestId("move-commit").click();
    await expect
      .poll(() => page.getByTestId("refusal").textContent(), POLL)
      .toBe('Refused: the path costs 9.00" but b2 has 4.00" left');
    await page.keyboard.press("Escape");

    // A direct fire with the fixed seed, through the combat calculator.
    await doneUntil(page, "first-direct-fire");
    await pickBase(page, "b2", 20, 11);
    await expect.poll(() => page.getByTestId("fire-firer").inputValue(), POLL).toBe("b2");
    await pickBase(page, "r2", 20, 18.5);
    await expect.poll(() => page.getByTestId("fire-target").inputValue(), POLL).toBe("r2");
    await attr(page.getByTestId("fire-calc"), "data-legal", "true");
    const rules = await page
      .getByTestId("fire-modifier")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-rule")));
    expect(rules).toEqual(["attack-defence", "range-under-8"]);
    await attr(page.getByTestId("fire-los"), "data-visible", "true");
    await page.screenshot({ path: join(SHOTS, "game-combat-calculator.png") });
    await page.getByTestId("fire").click();
    const fired = (await page.getByTestId("fire-result").textContent()) ?? "";
    expect(fired).toMatch(
      /^Last roll: Direct fire b2: d20 rolled \d+ -3 \(attack 3 against defence 6\) \+2 \(range/,
    );

    // The assault is resolved in step 5c.
    await doneUntil(page, "turn:2");
    // Issue 23 item 4: the calculator's sight lines are gone at the start of the next turn.
    expect((await store()).los.observerId).toBeNull();
    expect(await page.getByTestId("fire-los").count()).toBe(0);
    const log = await page.getByTestId("log-row").allTextContents();
    expect(log.some((l) => l.includes("Assault: blue [b1]"))).toBe(true);

    // Save: the file is the log; replayed in Node it gives the table the browser shows, and the same roll.
    const saved = await saveGame(page);
    const node = replayInNode(saved);
    expect(pose((await appTable(page)).units)).toEqual(pose(unitsOf(node.now.state!)));
    const nodeRoll = node.journal
      .flatMap((j) => j.events)
      .find((e) => e.type === "roll" && e.purpose === "direct-fire" && e.base === "b2");
    expect(fired).toContain(`rolled ${nodeRoll && "natural" in nodeRoll ? nodeRoll.natural : "?"} `);

    // Reload: the autosave resumes the exact game.
    const barBefore = await bar(page).textContent();
    await page.reload();
    await waitForTerrain(page);
    await expect.poll(() => bar(page).textContent(), POLL).toBe(barBefore);
    await attr(page.getByTestId("tool-game"), "aria-pressed", "true");
    expect(pose((await appTable(page)).units)).toEqual(pose(unitsOf(node.now.state!)));
    const again = await saveGame(page);
    expect(JSON.parse(again).commands).toEqual(JSON.parse(saved).commands);

    // Replay to turn 1, step back and forward, and leave replay.
    await page.getByTestId("replay").click();
    await page.getByTestId("replay-turn-1").click();
    await attr(page.getByTestId("replay-bar"), "data-turn", "1");
    const at = Number(await page.getByTestId("replay-bar").getAttribute("data-at"));
    await page.getByTestId("replay-forward").click();
    await attr(page.getByTestId("replay-bar"), "data-at", String(at + 1));
    await page.getByTestId("replay-back").click();
    await attr(page.getByTestId("replay-bar"), "data-at", String(at));
    await page.screenshot({ path: join(SHOTS, "game-replay-turn-1.png") });
    // One entry earlier is still deployment: its bases are on the table and nothing is live (issue 39
    // item 7: it showed an empty table and a live "Finish deployment").
    await page.getByTestId("replay-back").click();
    await attr(page.getByTestId("replay-bar"), "data-at", String(at - 1));
    await expect.poll(async () => (await appTable(page)).units.length, POLL).toBeGreaterThan(0);
    await count(page.getByTestId("end-deployment"), 0);
    await page.screenshot({ path: join(SHOTS, "game-replay-deployment.png") });
    await page.getByTestId("replay").click();
    await count(page.getByTestId("replay-bar"), 0);

    // Play on to the end of the table's two turns: the result screen gives each side's losses.
    await doneUntil(page, "game-over");
    await count(page.getByTestId("result"), 1);
    expect(await page.getByTestId("result-row").count()).toBe(8);
    await page.screenshot({ path: join(SHOTS, "game-result.png") });

    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a saved game from a newer Sightline is refused with a clear message", async () => {
    const { page, errors } = await visit(e2e, "/");
    await page.getByTestId("open-game-file").setInputFiles({
      name: "future.game.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify({ format: "sightline-game/4", commands: [] })),
    });
    await expect
      .poll(() => page.getByTestId("load-problem").first().textContent(), POLL)
      .toContain("saved by a newer Sightline");
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
