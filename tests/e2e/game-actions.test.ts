import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { unitsOf } from "../../src/app/rulesets/firestrike/view";
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

/**
 * The game's movement-step actions played through the UI in the system Chromium, on a deployed game
 * opened from a file (tests/fixtures/games/actions.json): infantry riding on a tank, a passenger
 * dismounted at a clicked point turned with ], a towed gun limbered to its half-track and unlimbered
 * facing the way typed in. The saved log replayed in Node gives the same table. Then a reload resumes
 * the game, and leaving it gives back the user's own table, which a further reload still opens.
 */

const e2e = e2eForFile(240_000);

const GAME_FILE = join(ROOT, "tests/fixtures/games/actions.json");

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
