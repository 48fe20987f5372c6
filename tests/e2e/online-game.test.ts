import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BLUE_AT, RED_AT } from "../fixtures/games/skirmish-deployment";
import { appTable } from "./support/app";
import { SHOTS } from "./support/browser";
import { ROOT } from "./support/build";
import { attr, bar, count, POLL, pressDone, saveGame, seeResults } from "./support/game";
import { deployByClicks } from "./support/online";
import {
  leaksIn,
  makeOnline,
  noneHolds,
  type Opened,
  onlineSuite,
  openSeats,
  reloadSeat,
  seedOf,
  storeOf,
} from "./support/online-shell";

/**
 * Issue 19's browser test: a real game server on a loopback port serves the built app (as `sightline
 * serve` does). One page makes the game with "Play online…" (the hot-seat set-up dialog); two Chromium
 * contexts open the two invite links, deploy, and play turn 1 through every step to turn 2; a third
 * context opens the watch link, sees the moves and cannot act. Blue's placements never reach red's or
 * the spectator's browser before deployment ends (the scene's table, the app store, the page text and
 * every WebSocket message it received), nor the seed any page.
 */

const suite = onlineSuite();

const TABLE_FILE = join(ROOT, "tests/fixtures/games/skirmish-table.json");

/** A base of `ids` away from 0, 0, or a deploy command of one of them, anywhere in a value. */
const placedOf =
  (ids: string[]) =>
  (v: unknown): boolean => {
    if (v === null || typeof v !== "object" || Array.isArray(v)) return false;
    const b = v as Record<string, unknown>;
    if (b.type === "deploy" && ids.includes(String(b.base))) return true;
    return ids.includes(String(b.id)) && typeof b.x === "number" && (b.x !== 0 || b.y !== 0);
  };

/**
 * Nothing of the bases `ids` in the page's table, store or text, and nothing of where they stand in
 * the messages it received: the roster is public there (the set-up lists every base, at 0, 0 until
 * deployed), the placements are not.
 */
async function holdsNoneOf(o: Opened, ids: string[], who: string): Promise<void> {
  expect(
    (await appTable(o.page)).units.filter((u) => ids.includes(u.id)),
    `${who}'s table`,
  ).toEqual([]);
  const held = JSON.stringify(await storeOf(o.page));
  for (const id of ids) expect(held, `${id} in ${who}'s store`).not.toContain(`"${id}"`);
  const text = (await o.page.locator("body").textContent()) ?? "";
  for (const id of ids) expect(text, `${id} on ${who}'s page`).not.toMatch(new RegExp(`\\b${id}\\b`));
  expect(await leaksIn(o, placedOf(ids)), `${ids.join(", ")} placed in what ${who} received`).toEqual([]);
}

const deploy = deployByClicks;

describe("an online game in two browsers, watched from a third", () => {
  it("makes the game in the page, deploys hidden, plays turn 1 to turn 2; the spectator cannot act", async () => {
    // "Play online…": the hot-seat set-up dialog, then one link per side and a watch link.
    const server = suite.server();
    const urls = await makeOnline(suite.browser(), server, "firestrike", async (page) => {
      await expect
        .poll(() => page.locator("#setup-title").textContent(), POLL)
        .toBe("New Firestrike game (online)");
      await expect(page.getByTestId("setup-seed").count()).resolves.toBe(0);
      await page.getByTestId("setup-table-file").setInputFiles(TABLE_FILE);
      await expect
        .poll(() => page.getByTestId("setup-table-name").textContent(), POLL)
        .toBe("Crossroads skirmish");
      await page.getByTestId("ready-blue").selectOption("infantry-battalion");
      await page.getByTestId("setup-start").click();
    });
    const seats = await openSeats(suite.browser(), urls);
    const { blue, red, watch } = seats;
    const seed = seedOf(server, urls.blue!);
    const pages = { blue: blue.page, red: red.page, watch: watch.page };
    await attr(pages.blue.getByTestId("online-banner"), "data-state", "connected");
    // No hand-over screen online; the phase bar says whose action it is on each screen.
    await count(pages.blue.getByTestId("handover"), 0);
    await expect
      .poll(() => pages.blue.getByTestId("phase-actor").textContent(), POLL)
      .toBe("Blue to act (you): place every base in your deployment zone, then finish");
    await expect
      .poll(() => pages.red.getByTestId("phase-actor").textContent(), POLL)
      .toBe("waiting for Blue…");
    await expect
      .poll(() => pages.watch.getByTestId("phase-actor").textContent(), POLL)
      .toBe("waiting for Blue…");
    await expect.poll(() => pages.red.getByTestId("deploy-waiting").count(), POLL).toBe(1);
    // The spectator's controls are disabled.
    expect(await pages.watch.getByTestId("game-controls").getAttribute("disabled")).not.toBeNull();

    // Blue deploys; red and the spectator hold none of it, before and after blue ends its deployment.
    await deploy(pages.blue, BLUE_AT);
    const blueIds = BLUE_AT.map(([id]) => id);
    // The check finds them where they are (blue's own page): it cannot pass for want of looking.
    expect((await leaksIn(blue, placedOf(blueIds))).length).toBeGreaterThan(0);
    await holdsNoneOf(red, blueIds, "red");
    await holdsNoneOf(watch, blueIds, "the spectator");
    await pages.blue.getByTestId("end-deployment").click();
    await expect
      .poll(() => pages.red.getByTestId("phase-actor").textContent(), POLL)
      .toMatch(/^Red to act \(you\)/);
    await expect
      .poll(() => pages.blue.getByTestId("phase-actor").textContent(), POLL)
      .toBe("waiting for Red…");
    await holdsNoneOf(red, blueIds, "red");
    await holdsNoneOf(watch, blueIds, "the spectator");
    await deploy(pages.red, RED_AT);
    await holdsNoneOf(
      blue,
      RED_AT.map(([id]) => id),
      "blue",
    );
    await pages.red.getByTestId("end-deployment").click();

    // Deployment is over: every browser sees both sides, the spectator's too.
    const all = BLUE_AT.length + RED_AT.length;
    for (const p of Object.values(pages)) {
      await attr(bar(p), "data-stage", "play");
      await expect.poll(async () => (await appTable(p)).units.length, POLL).toBe(all);
    }

    // The spectator's panel buttons are there and disabled.
    const watchButtons = pages.watch.getByTestId("game-controls").locator("button");
    await expect.poll(() => watchButtons.count(), POLL).toBeGreaterThan(0);
    expect(await watchButtons.first().isDisabled()).toBe(true);

    // Issue 39 item 8: the seat not to act (red, while blue places Move markers in 1c) has its step's
    // controls and "done" disabled, saying whom it waits for; the watch page has no Take back or Concede.
    await expect
      .poll(() => pages.blue.getByTestId("phase-actor").textContent(), POLL)
      .toMatch(/^Blue to act/);
    await attr(pages.red.getByTestId("seat-controls"), "data-may-act", "false");
    expect(await pages.red.getByTestId("done").isDisabled()).toBe(true);
    expect(await pages.red.getByTestId("done").getAttribute("title")).toBe("waiting for Blue");
    expect(await pages.red.getByTestId("marker-blue-a-coy").isDisabled()).toBe(true);
    expect(await pages.blue.getByTestId("marker-blue-a-coy").isEnabled()).toBe(true);
    expect(await pages.watch.getByTestId("game-take-back").count()).toBe(0);
    expect(await pages.watch.getByTestId("concede").count()).toBe(0);
    await pages.red.screenshot({ path: join(SHOTS, "online-red-waits.png") });
    await pages.watch.screenshot({ path: join(SHOTS, "online-watch.png") });

    // Turn 1, every step: whoever is to act presses "done" on their own screen until turn 2.
    const seen = new Set<string>();
    for (let i = 0; i < 80; i++) {
      const turn = await bar(pages.blue).getAttribute("data-turn");
      if (turn === "2") break;
      seen.add((await bar(pages.blue).getAttribute("data-step")) ?? "");
      let pressed = false;
      for (const p of [pages.blue, pages.red]) {
        await seeResults(p);
        const done = p.getByTestId("done");
        if ((await done.count()) > 0 && (await done.isEnabled())) {
          const before = `${await bar(p).getAttribute("data-step")}|${await p.getByTestId("phase-actor").textContent()}`;
          await pressDone(p);
          // Wait for the server's answer to reach this page (the step or whose action changes).
          await expect
            .poll(
              async () =>
                `${await bar(p).getAttribute("data-step")}|${await p.getByTestId("phase-actor").textContent()}`,
              POLL,
            )
            .not.toBe(before);
          pressed = true;
          break;
        }
      }
      if (!pressed) await pages.blue.waitForTimeout(200);
      // The spectator never gets a "done" button.
      expect(await pages.watch.getByTestId("done").count()).toBe(0);
    }
    for (const p of Object.values(pages)) await attr(bar(p), "data-turn", "2");
    expect(seen.has("movement")).toBe(true);
    expect(seen.has("first-direct-fire")).toBe(true);
    // The spectator followed: same step as the players.
    expect(await bar(pages.watch).getAttribute("data-step")).toBe(
      await bar(pages.blue).getAttribute("data-step"),
    );
    for (const p of [pages.blue, pages.red]) await count(p.getByTestId("refusal"), 0);

    // Save: red's own file from the server (its log, the commitment, no seed before the end).
    const saved = JSON.parse(await saveGame(pages.red)) as {
      commitment: string;
      seed?: unknown;
      commands: unknown[];
    };
    expect(saved.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(saved.seed ?? null).toBeNull();
    expect(saved.commands.length).toBeGreaterThan(BLUE_AT.length + RED_AT.length);
    // The tab reloaded (or closed and the link opened again): red is back at turn 2, its seat only.
    await reloadSeat(red, "red");
    await attr(bar(pages.red), "data-turn", "2");
    await expect.poll(async () => (await appTable(pages.red)).units.length, POLL).toBe(all);
    // The seed (the server's until the game ends) reached no page: store, text or messages.
    await noneHolds(seats, [seed]);
    expect([...blue.errors, ...red.errors, ...watch.errors]).toEqual([]);
  });
});
