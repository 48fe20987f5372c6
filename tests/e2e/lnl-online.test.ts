import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { serverDeps } from "../../src/cli/server-deps";
import type { LnlState } from "../../src/core/lnl/state";
import { gridOf } from "../../src/core/table/hex-settings";
import type { HexSettings } from "../../src/core/table/schema";
import { parseInvite } from "../../src/net/protocol";
import { type RunningServer, startServer } from "../../src/server/server";
import { launch, waitForTerrain } from "./support/browser";
import { DIST, ensureBuilt } from "./support/build";
import { POLL } from "./support/game";
import { clickHexOf } from "./support/lnl";
import { makeOnline, type Opened, openLink, seated, serverReplay, storeOf } from "./support/online-shell";

/**
 * Issue 36 item 3: a Lock 'n Load game played online in the page through the one game shell. A real
 * game server on a loopback port serves the built app; one page makes the game with "Play online…"
 * and the LnL set-up dialog (the shipped hex table); two Chromium contexts open the invite links and a
 * third the watch link. Each side acts through its own page (End the Rally Phase, a stack picked and
 * moved by clicks on the hexes, Pass); the spectator's controls are disabled; a reload mid-game resumes
 * blue's seat; no page ever holds the seed (the game's one secret: nothing else in LnL is hidden); and
 * every page's view equals its seat's view of the server's log replayed in Node.
 */

vi.setConfig({ testTimeout: 420_000 });

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  await ensureBuilt();
  server = await startServer({ port: 0, dataDir: ":memory:", staticDir: DIST, ...(await serverDeps()) });
  browser = await launch();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const GRID = gridOf(
  (JSON.parse(readFileSync("terrain/lnl-hamlet.json", "utf8")) as { hex: HexSettings }).hex,
);

interface Shown {
  snapshot: { view: LnlState; seatsToAct: string[]; entries: number; over: boolean } | null;
  picked: string[];
  moves: { hex: string; melee: boolean }[];
  error: string | null;
}
const shown = async (page: Page) => (await storeOf(page)).lnl as Shown;
const entries = async (page: Page) => (await shown(page)).snapshot?.entries ?? -1;
const toAct = async (page: Page) => (await shown(page)).snapshot?.seatsToAct[0];

/** The game's seed (the server's secret until the game ends) in none of the page's store, text or traffic. */
async function noSeed(o: Opened, who: string, seed: string): Promise<void> {
  expect(seed.length).toBeGreaterThan(4);
  expect(JSON.stringify(await storeOf(o.page)), `${who}'s store`).not.toContain(seed);
  expect((await o.page.locator("body").textContent()) ?? "", `${who}'s page`).not.toContain(seed);
  expect(
    o.frames.some((f) => f.includes(seed)),
    `${who}'s frames`,
  ).toBe(false);
}

/** Clicks `testId` on `o`'s page and waits for the entry to reach `others` too. */
async function act(o: Opened, testId: string, others: Opened[]): Promise<void> {
  const was = await entries(o.page);
  await o.page.getByTestId(testId).click();
  for (const p of [o, ...others]) await expect.poll(() => entries(p.page), POLL).toBe(was + 1);
}

describe("an online Lock 'n Load game in two browsers, watched from a third", () => {
  it("each side acts through its own page, a reload resumes, and the pages end as the server's log", async () => {
    const urls = await makeOnline(browser, server, "lnl", async (page) => {
      await page.getByTestId("lnl-setup").waitFor({ timeout: 60_000 });
      await page.getByTestId("lnl-setup-table").selectOption("shipped");
      await page.getByTestId("lnl-setup-turns").fill("2");
      await page.getByTestId("lnl-start").click();
    });
    const blue = await openLink(browser, urls.blue!);
    const red = await openLink(browser, urls.red!);
    const watch = await openLink(browser, urls.watch!);
    await seated(blue.page, "blue");
    await seated(red.page, "red");
    await seated(watch.page, "spectator");
    const all = [blue, red, watch];
    for (const o of all) {
      await o.page.getByTestId("lnl-side").waitFor({ timeout: 60_000 });
      await expect
        .poll(() => o.page.getByTestId("lnl-turn").textContent(), POLL)
        .toMatch(/Turn 1 of 2, rally/);
      // Online there is no hand-over screen: each page is one seat.
      expect((await shown(o.page)).snapshot?.view).toBeTruthy();
      expect(await o.page.getByTestId("lnl-handover").count()).toBe(0);
    }

    // The Rally Phase: blue ends it on its page, then red on its own.
    expect(await toAct(blue.page)).toBe("blue");
    await act(blue, "lnl-end-rally", [red, watch]);
    await expect.poll(() => toAct(red.page), POLL).toBe("red");
    await act(red, "lnl-end-rally", [blue, watch]);

    // Blue picks a stack by a click on its hex and moves it by a click on a hex it may enter.
    await expect.poll(() => toAct(blue.page), POLL).toBe("blue");
    await blue.page.getByTestId("lnl-tool-play").click();
    const v = (await shown(blue.page)).snapshot!.view;
    const mover = v.units.find(
      (u) => u.side === "blue" && !u.eliminated && !u.carriedBy && u.kind !== "leader",
    )!;
    await clickHexOf(blue.page, GRID, mover.hex);
    await expect.poll(async () => (await shown(blue.page)).picked.length, POLL).toBeGreaterThan(0);
    await expect.poll(async () => (await shown(blue.page)).moves.length, POLL).toBeGreaterThan(0);
    const to = (await shown(blue.page)).moves.find((m) => !m.melee)!;
    const was = await entries(blue.page);
    await clickHexOf(blue.page, GRID, to.hex);
    for (const o of all) await expect.poll(() => entries(o.page), POLL).toBeGreaterThan(was);
    await expect
      .poll(
        async () => (await shown(red.page)).snapshot!.view.units.find((u) => u.id === mover.id)?.hex,
        POLL,
      )
      .toBe(to.hex);

    // The spectator cannot act: its controls are disabled (and the shell would refuse its command).
    const pass = watch.page.getByTestId("lnl-pass");
    if ((await pass.count()) > 0) expect(await pass.isDisabled()).toBe(true);

    // Red passes (or acts) on its page once it is to act.
    for (let i = 0; i < 20 && (await toAct(red.page)) !== "red"; i++) {
      // blue ends its move if the activation is still open
      const n = await entries(blue.page);
      await blue.page.getByTestId("lnl-pass").click();
      await expect.poll(() => entries(blue.page), POLL).toBeGreaterThan(n);
    }
    await act(red, "lnl-pass", [blue, watch]);

    // Blue's tab reloads mid-game: the link resumes its seat where the game stands.
    const at = await entries(blue.page);
    await blue.page.reload();
    await waitForTerrain(blue.page);
    await seated(blue.page, "blue");
    await expect.poll(() => entries(blue.page), POLL).toBe(at);

    // Every page holds its seat's view of the server's log, replayed in Node; none holds the seed.
    for (const [seat, o, url] of [
      ["blue", blue, urls.blue],
      ["red", red, urls.red],
      ["spectator", watch, urls.watch],
    ] as [string, Opened, string][]) {
      const s = await serverReplay(url, seat);
      await expect.poll(() => entries(o.page), POLL).toBe(s.entries);
      expect((await shown(o.page)).snapshot!.view, `${seat}'s view`).toEqual(s.view);
      await noSeed(o, seat, String(server.store.game(parseInvite(urls.blue!)!.game)!.file.seed));
    }
    expect([...blue.errors, ...red.errors, ...watch.errors]).toEqual([]);
  });
});
