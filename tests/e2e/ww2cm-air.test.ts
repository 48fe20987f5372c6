import { describe, expect, it } from "vitest";
import { type E2E, visit } from "./support/app";
import { POLL } from "./support/game";
import { holdsNone, makeOnline, onlineSuite, seedOf } from "./support/online-shell";
import { clickCm, endPhase, oneEntry, openSeat, pickAt, ww2Shown } from "./support/ww2cm-online";

/**
 * issue 35 in the page, by clicks: one build, one browser.
 * - ww2cm-air-page-5: the set-up's "Air and night" (day): the paratroopers' drop and the glider's
 *   landing before the first turn, named in the side panel; blue's air sub-phase: the arrival, "Fly",
 *   the entry and exit by two table clicks, the bomb and guns on the red squad it passes over, Fly; red
 *   intercepts by clicks; the log has the interception and the AA machine gun firing where it sees the
 *   flight; the scene's marks are drawn (Node tests check them point by point: air-clicks.test.ts).
 * - ww2cm-night-page-1: a night game: the MG's circle on a squad 64 cm away shows "no shot" with the
 *   night's reason; the 50 cm rule in the side panel.
 * - online in two contexts (one game server, the app's own): the "Air and night" game made with "Play
 *   online…", both pages name the same landings (the server's opening), red waits while blue ends its
 *   phases by clicks into the air sub-phase and out of it, on both pages; neither holds the seed. (The
 *   server rolls its own seed, so whether the plane arrives is not fixed: the flight is played hot-seat
 *   above, with a seed.)
 */

const suite = onlineSuite();
/** The hot-seat tests' page comes from the same server. */
const e2e: E2E = {
  get url() {
    return suite.server().url;
  },
  get browser() {
    return suite.browser();
  },
  close: async () => {},
};

async function newGame(page: Awaited<ReturnType<typeof visit>>["page"], air: string, seed: string) {
  await page.getByTestId("new-game-ruleset").selectOption("ww2cm");
  await page.getByTestId("new-game").click();
  await page.getByTestId("ww2-setup").waitFor({ timeout: 60_000 });
  await page.getByTestId("ww2-air-choice").selectOption(air);
  await page.getByTestId("ww2-turns").fill("2");
  await page.getByTestId("ww2-seed").fill(seed);
  await page.getByTestId("ww2-start").click();
  await page.getByTestId("ww2-side").waitFor({ timeout: 60_000 });
}

describe("seed 002 in the air and at night, in the page", () => {
  it("ww2cm-air-page-5: landings, a flight and an interception by clicks", async () => {
    const { page, errors } = await visit(e2e, "/");
    await newGame(page, "air", "ww2cm-air-page-5");
    const opening = page.getByTestId("ww2-opening");
    await expect
      .poll(() => opening.textContent(), POLL)
      .toContain("drop of Blue paratroopers aimed at (55.0, 50.0)");
    expect(await opening.textContent()).toContain("glider of Red glider troops:");
    for (let i = 0; i < 3; i++) await endPhase(page);
    const side = page.getByTestId("ww2-side");
    await expect.poll(() => side.textContent(), POLL).toContain("blue, air phase");
    await expect.poll(() => page.getByTestId("ww2-planes").textContent(), POLL).toContain("arrived");
    await page.getByTestId("ww2-pick-plane-b-plane").click();
    await clickCm(page, 47, 3);
    await clickCm(page, 47, 87);
    await expect.poll(() => page.getByTestId("ww2-flight").textContent(), POLL).toContain("exit (47, 90)");
    await page.getByTestId("ww2-weapon-0").selectOption("r-squad");
    await page.getByTestId("ww2-weapon-2").selectOption("r-squad");
    await oneEntry(page, () => page.getByTestId("ww2-fly").click());
    await page.getByTestId("ww2-handed-over").click();
    await page.getByTestId("ww2-intercept-with-r-fighter").click();
    await clickCm(page, 5, 88);
    await clickCm(page, 94, 4);
    await oneEntry(page, () => page.getByTestId("ww2-intercept").click());
    const log = page.getByTestId("ww2-log");
    await expect.poll(() => log.textContent(), POLL).toContain("r-fighter tries to intercept");
    expect(await log.textContent()).toMatch(/Red MG team sees it \d+ cm along/);
    expect(await log.textContent()).toContain("b-plane's guns at Red 1st squad");
    expect(errors).toEqual([]);
  });

  it("ww2cm-night-page-1: at night the MG has no shot beyond 50 cm, with the reason", async () => {
    const { page, errors } = await visit(e2e, "/");
    await newGame(page, "night", "ww2cm-night-page-1");
    await expect.poll(() => page.getByTestId("ww2-night").textContent(), POLL).toContain("only up to 50 cm");
    await endPhase(page);
    await pickAt(page, 70, 14, "Blue MG team");
    await clickCm(page, 53, 78);
    await expect
      .poll(async () => (await ww2Shown(page)).lines.join("\n"), POLL)
      .toMatch(/no shot \(at night bm1 sees only 50 cm/);
    expect(errors).toEqual([]);
  });

  it("online in two contexts: the same landings on both pages, the air sub-phase entered and left by clicks", async () => {
    const server = suite.server();
    const urls = await makeOnline(suite.browser(), server, "ww2cm", async (page) => {
      await page.getByTestId("ww2-setup").waitFor({ timeout: 60_000 });
      await page.getByTestId("ww2-turns").fill("1");
      await page.getByTestId("ww2-air-choice").selectOption("air");
      await page.getByTestId("ww2-start").click();
    });
    const blue = await openSeat(suite.browser(), urls.blue!, "blue");
    const red = await openSeat(suite.browser(), urls.red!, "red");
    const pages = [blue.page, red.page];
    const seed = seedOf(server, urls.blue!);
    const landings: string[] = [];
    for (const p of pages) {
      await p.getByTestId("ww2-side").waitFor({ timeout: 60_000 });
      await expect
        .poll(() => p.getByTestId("ww2-opening").textContent(), POLL)
        .toContain("drop of Blue paratroopers");
      landings.push((await p.getByTestId("ww2-opening").textContent()) ?? "");
    }
    expect(landings[1]).toBe(landings[0]);
    await expect.poll(() => red.page.getByTestId("ww2-why").textContent(), POLL).toBe("waiting for blue");
    for (let i = 0; i < 3; i++) await endPhase(blue.page, pages);
    for (const p of pages)
      await expect.poll(() => p.getByTestId("ww2-side").textContent(), POLL).toContain("blue, air phase");
    await endPhase(blue.page, pages);
    for (const p of pages)
      await expect.poll(() => p.getByTestId("ww2-side").textContent(), POLL).toContain("red, move phase");
    await holdsNone(blue, [seed], "blue");
    await holdsNone(red, [seed], "red");
  });
});
