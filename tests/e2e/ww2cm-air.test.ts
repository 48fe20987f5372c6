import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { type E2E, visit } from "./support/app";
import { POLL, replayVerified } from "./support/game";
import { holdsNone, makeOnline, onlineSuite, seedOf } from "./support/online-shell";
import { clickCm, endPhase, oneEntry, openSeat, pickAt, ww2Shown } from "./support/ww2cm-online";

/**
 * issue 35 in the page, by clicks: one build, one browser.
 * - ww2cm-air-page-5: the set-up's "Air and night" (day): the paratroopers' drop and the glider's
 *   landing before the first turn, named in the side panel; blue's air sub-phase: the arrival, "Fly",
 *   the entry and exit by two table clicks, the bomb and guns on the red squad it passes over, Fly; red
 *   intercepts by clicks; the log has the interception and the AA machine gun firing where it sees the
 *   flight; the scene's marks are drawn (Node tests check them point by point: air-clicks.test.ts).
 * - a night game online in two contexts: both pages show the 50 cm rule in the side panel; blue's MG's
 *   circle on a squad 64 cm away shows "no shot" with the night's reason; red's page holds no seed.
 * - online in two contexts (one game server, the app's own; its dice seed fixed to ONLINE_SEED by the
 *   server's in-process seed source, as no client can): the "Air and night" game made with "Play
 *   online…", both pages name the same landings (the server's opening), red waits while blue ends its
 *   phases by clicks into the air sub-phase; blue flies the arrived fighter-bomber by clicks (entry,
 *   exit, bombs and guns on the red squad), red lets it pass by a click; both pages show the same
 *   flight and attack lines, red's with its MG's AA-seen stretch; neither page received the seed before
 *   the end; blue concedes, and red's saved file replays with `sightline replay --verify`.
 */

const sha256Hex = (s: string) => createHash("sha256").update(s).digest("hex");
/** The online game's dice: the hot-seat flight's seed, where blue's plane arrives on turn 1. */
const ONLINE_SEED = "ww2cm-air-page-5";
const suite = onlineSuite({ seed: ONLINE_SEED });
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

  it(`ww2cm-night online in two contexts (seed ${ONLINE_SEED}): both pages say 50 cm; the MG has no shot beyond it, with the reason`, async () => {
    const server = suite.server();
    const urls = await makeOnline(suite.browser(), server, "ww2cm", async (page) => {
      await page.getByTestId("ww2-setup").waitFor({ timeout: 60_000 });
      await page.getByTestId("ww2-turns").fill("2");
      await page.getByTestId("ww2-air-choice").selectOption("night");
      await page.getByTestId("ww2-start").click();
    });
    const blue = await openSeat(suite.browser(), urls.blue!, "blue");
    const red = await openSeat(suite.browser(), urls.red!, "red");
    const pages = [blue.page, red.page];
    for (const p of pages)
      await expect.poll(() => p.getByTestId("ww2-night").textContent(), POLL).toContain("only up to 50 cm");
    await endPhase(blue.page, pages);
    await pickAt(blue.page, 70, 14, "Blue MG team");
    await clickCm(blue.page, 53, 78);
    await expect
      .poll(async () => (await ww2Shown(blue.page)).lines.join("\n"), POLL)
      .toMatch(/no shot \(at night bm1 sees only 50 cm/);
    await holdsNone(red, [seedOf(server, urls.blue!)], "red");
    expect([...blue.errors, ...red.errors]).toEqual([]);
  });

  it(`online in two contexts (seed ${ONLINE_SEED}): the same landings, a flight by clicks, the AA's stretch on red's page, --verify`, async () => {
    const server = suite.server();
    const urls = await makeOnline(suite.browser(), server, "ww2cm", async (page) => {
      await page.getByTestId("ww2-setup").waitFor({ timeout: 60_000 });
      await page.getByTestId("ww2-turns").fill("2");
      await page.getByTestId("ww2-air-choice").selectOption("air");
      await page.getByTestId("ww2-start").click();
    });
    const blue = await openSeat(suite.browser(), urls.blue!, "blue");
    const red = await openSeat(suite.browser(), urls.red!, "red");
    const pages = [blue.page, red.page];
    const seed = seedOf(server, urls.blue!);
    expect(seed).toBe(ONLINE_SEED);
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
    // the arrival roll, then blue's flight by clicks: entry and exit on the nearest edges
    await expect.poll(() => blue.page.getByTestId("ww2-planes").textContent(), POLL).toContain("arrived");
    await blue.page.getByTestId("ww2-pick-plane-b-plane").click();
    await clickCm(blue.page, 47, 3);
    await clickCm(blue.page, 47, 87);
    await expect
      .poll(() => blue.page.getByTestId("ww2-flight").textContent(), POLL)
      .toContain("exit (47, 90)");
    await blue.page.getByTestId("ww2-weapon-0").selectOption("r-squad");
    await blue.page.getByTestId("ww2-weapon-2").selectOption("r-squad");
    await oneEntry(blue.page, () => blue.page.getByTestId("ww2-fly").click(), pages);
    // red, the defender, is asked: it lets the plane pass, and its AA fires where it sees the path
    await oneEntry(red.page, () => red.page.getByTestId("ww2-let-pass").click(), pages);
    const planeLines = async (o: typeof blue) =>
      (await o.page.getByTestId("ww2-log").locator("li").allTextContents()).filter((l) =>
        l.includes("b-plane"),
      );
    const shown = await planeLines(red);
    // red's answer resolves the flight: its entry's line holds the flight, the AA and the attacks
    expect(shown.join("\n")).toMatch(/^red: b-plane flies \(47, 0\) → \(47, 90\) cm/m);
    expect(shown.join("\n")).toMatch(/Red MG team sees it \d+ cm along/);
    expect(shown.join("\n")).toContain("b-plane's bombs at Red 1st squad");
    expect(await planeLines(blue)).toEqual(shown);
    // red's page holds the flight with its MG's seen stretch (what the scene draws in red over the path)
    type Logged = { log: { events: { type: string; aa?: { unit: string; seen: unknown[] }[] }[] }[] };
    const redSnap = (await ww2Shown(red.page)).snapshot as unknown as Logged;
    const flight = redSnap.log.flatMap((e) => e.events).find((e) => e.type === "flight");
    expect(flight?.aa?.find((a) => a.unit === "r-mg")?.seen.length ?? 0).toBeGreaterThan(0);
    await holdsNone(blue, [seed], "blue");
    await holdsNone(red, [seed], "red");
    // the end: blue concedes; red's file carries the revealed seed and every roll checks against it
    await oneEntry(blue.page, () => blue.page.getByTestId("ww2-concede").click(), pages);
    for (const p of pages) await expect.poll(async () => (await ww2Shown(p)).snapshot?.over, POLL).toBe(true);
    const entries = (await ww2Shown(red.page)).snapshot!.entries;
    expect(await replayVerified(red.page, "ww2-save")).toMatchObject({
      ok: true,
      ruleset: "ww2cm",
      entries,
      dice: { check: "verified", commitment: sha256Hex(ONLINE_SEED) },
    });
  });
});
