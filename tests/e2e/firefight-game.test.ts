import { describe, expect, it } from "vitest";
import { e2eForFile, visit } from "./support/app";
import { dragUnitTo, owesPair, pairOwed, unitTo } from "./support/firefight";
import { POLL, replayVerified } from "./support/game";

/**
 * Issue 20, "a whole game plays in the browser and through `sightline replay`": set-up (table, forces,
 * a one-turn limit, the fewest the dialog allows) through the dialog, a move taken back and made again,
 * the replay slider, every step to the game's end through the side panel's buttons and the hand-over
 * screen, then Save; the downloaded file replays in the CLI to the same end (over, as many entries,
 * dice verified).
 * Issue 38: every unit is acted on by the mouse on the table, never a list: blue deploys by clicking a
 * model and then its zone, red by dragging a model into its zone, a move is a click on a model and one
 * on the table, and each owed pairing is a click on the seat's unit and one on the enemy's.
 */

const e2e = e2eForFile(420_000);

describe("a whole firefight game in the page", () => {
  it("plays from set-up to its end and the saved file replays in the CLI", async () => {
    const { page, errors } = await visit(e2e, "/");
    await page.getByTestId("new-game-ruleset").selectOption("firefight");
    await page.getByTestId("new-game").click();
    await page.getByTestId("ff-setup").waitFor({ timeout: 60_000 });
    await page.getByTestId("ff-table").selectOption("firefight-farm");
    await page.getByTestId("ff-turn-limit").fill("1");
    await page.getByTestId("ff-start").click();
    const side = page.getByTestId("ff-side");
    await side.waitFor({ timeout: 60_000 });
    await expect.poll(() => side.textContent(), POLL).toContain("Turn 1 of 1");
    const units = page.getByTestId("ff-units");
    const moved = "blue-gunners (blue, gunner, heavy): 2 standing · moved";

    // Deployment through the page: blue places a unit in its zone; red does not see blue's models.
    await expect.poll(() => page.getByTestId("ff-step").textContent(), POLL).toContain("deployment");
    await unitTo(page, "blue-gunners", 40, 6.5);
    await expect
      .poll(() => units.textContent(), POLL)
      .toContain("blue-gunners (blue, gunner, heavy): 2 standing · placed");
    await page.getByTestId("ff-done").click();
    await page.getByTestId("ff-handed-over").click();
    await expect
      .poll(() => units.textContent(), POLL)
      .toContain("blue-gunners (blue, gunner, heavy): hidden until both sides have deployed");
    await dragUnitTo(page, "red-scouts", 10, 41.5);
    await expect.poll(() => units.textContent(), POLL).toContain("· placed");
    await page.getByTestId("ff-done").click();
    await page.getByTestId("ff-handed-over").click();
    await expect
      .poll(() => units.textContent(), POLL)
      .toContain("blue-gunners (blue, gunner, heavy): 2 standing");

    // A move, taken back (it stays in the log), and made again.
    const move = async () => {
      await unitTo(page, "blue-gunners", 40, 8.5);
      await expect.poll(() => units.textContent(), POLL).toContain(moved);
    };
    await move();
    await page.getByTestId("ff-take-back").click();
    await expect.poll(() => units.textContent(), POLL).not.toContain(moved);
    await expect.poll(() => page.getByTestId("ff-log").textContent(), POLL).toContain("take-back");
    await move();

    // The replay slider shows the start; "Live" comes back.
    await page.getByTestId("ff-replay").fill("0");
    await expect.poll(() => page.getByTestId("ff-replay-at").textContent(), POLL).toMatch(/^after 0 of 7/);
    await expect.poll(() => units.textContent(), POLL).not.toContain(moved);
    await page.getByTestId("ff-live").click();
    await expect.poll(() => page.getByTestId("ff-replay-at").textContent(), POLL).toMatch(/^live \(7 /);

    // Every step to the end: the hand-over screen when the seat changes, a fight to resolve, or Done.
    let handOvers = 0;
    for (let i = 0; i < 300 && (await page.getByTestId("ff-over").count()) === 0; i++) {
      const before = await page.getByTestId("ff-replay-at").textContent();
      if ((await page.getByTestId("ff-handover").count()) > 0) {
        await page.getByTestId("ff-handed-over").click();
        handOvers++;
        await expect.poll(() => page.getByTestId("ff-handover").count(), POLL).toBe(0);
        continue;
      }
      const resolve = page.locator('[data-testid^="ff-resolve-"]');
      if ((await resolve.count()) > 0) await resolve.first().click();
      else await page.getByTestId("ff-done").click();
      await expect
        .poll(
          async () =>
            (await page.getByTestId("ff-over").count()) > 0 ||
            (await page.getByTestId("ff-replay-at").textContent()) !== before ||
            (await owesPair(page)),
          POLL,
        )
        .toBe(true);
      // Pairing is obligatory (seed 003): a refused Done names the couple still to pair.
      await pairOwed(page);
    }
    const overText = (await page.getByTestId("ff-over").textContent()) ?? "";
    const end = /^Game over: (?:(\w+) wins|a draw) \((.+)\)$/.exec(overText);
    expect(end, overText).not.toBeNull();
    expect(handOvers).toBeGreaterThan(0);
    const entries = Number(
      /\((\d+) entries\)/.exec((await page.getByTestId("ff-replay-at").textContent())!)![1],
    );
    expect(entries).toBeGreaterThan(3);

    expect(await replayVerified(page, "ff-save")).toMatchObject({
      ok: true,
      ruleset: "firefight",
      entries,
      over: { winner: end![1] ?? null, reason: end![2] },
    });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
