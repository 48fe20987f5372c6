import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { serverDeps } from "../../src/cli/server-deps";
import { type RunningServer, startServer } from "../../src/server/server";
import { appTable } from "./support/app";
import { launch, waitForTerrain } from "./support/browser";
import { DIST, ensureBuilt } from "./support/build";
import { POLL } from "./support/game";
import { makeOnline, type Opened, openLink, seated, serverReplay, storeOf } from "./support/online-shell";

/**
 * Issue 36 item 3: a firefight (seed 003) played online in the page through the one game shell. A
 * real game server on a loopback port serves the built app; one page makes the game with "Play
 * online…" and the firefight's set-up dialog; two Chromium contexts open the two invite links and a
 * third the watch link. Each side deploys and moves through its own page's controls, blue's models
 * placements never reach red's or the spectator's page (view, store, table) before deployment ends, a
 * reload mid-game resumes red's seat, and every page's view equals its seat's view of the server's
 * log replayed in Node. Not yet: playing on to the game's end online (a Done pressed in the loop went
 * unanswered in the one run tried; not investigated).
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

type FfStore = { firefight: { snapshot: { seatsToAct: string[]; entries: number; view: unknown } | null } };
const ff = async (page: Page) => ((await storeOf(page)) as unknown as FfStore).firefight.snapshot;
const units = (page: Page) => page.getByTestId("ff-units").textContent();

/** Whether it is `seat`'s part of the turn on its own page. */
const toAct = async (page: Page, seat: string) => (await ff(page))?.seatsToAct.includes(seat) ?? false;

/** Deploys `unit` at x, y through the side panel and ends the deployment. */
async function deploy(page: Page, unit: string, x: number, y: number): Promise<void> {
  await expect.poll(() => toAct(page, unit.split("-")[0]!), POLL).toBe(true);
  await page.getByTestId("ff-unit").selectOption(unit);
  await page.getByTestId("ff-x").fill(String(x));
  await page.getByTestId("ff-y").fill(String(y));
  await page.getByTestId("ff-deploy").click();
  await expect.poll(() => units(page), POLL).toContain(`${unit}`);
  await expect
    .poll(() => units(page), POLL)
    .toMatch(new RegExp(`${unit} \\([^)]*\\): \\d+ standing · placed`));
  await page.getByTestId("ff-done").click();
}

describe("an online firefight in two browsers, watched from a third", () => {
  it("deploys hidden, moves on both sides, resumes after a reload and every page shows the server's log", async () => {
    const urls = await makeOnline(browser, server, "firefight", async (page) => {
      await page.getByTestId("ff-setup").waitFor({ timeout: 60_000 });
      await page.getByTestId("ff-table").selectOption("firefight-farm");
      await page.getByTestId("ff-turn-limit").fill("1");
      await page.getByTestId("ff-start").click();
    });
    const blue = await openLink(browser, urls.blue!);
    const red = await openLink(browser, urls.red!);
    const watch = await openLink(browser, urls.watch!);
    await seated(blue.page, "blue");
    await seated(red.page, "red");
    await seated(watch.page, "spectator");
    for (const o of [blue, red, watch]) {
      await o.page.getByTestId("ff-side").waitFor({ timeout: 60_000 });
      expect(await o.page.getByTestId("ff-handover").count()).toBe(0);
    }

    // Blue deploys through its page; red and the spectator never hold blue's models.
    await deploy(blue.page, "blue-gunners", 40, 4);
    // The secret is where blue's models stand (the roster is public: the set-up lists every model).
    type Model = { id: string; unit: string; x: number; y: number };
    const blueView = (await ff(blue.page))!.view as { models: Model[] };
    const placed = blueView.models.filter((m) => m.unit === "blue-gunners");
    expect(placed.length).toBeGreaterThan(0);
    await expect.poll(() => toAct(red.page, "red"), POLL).toBe(true);
    for (const [o, who] of [
      [red, "red"],
      [watch, "the spectator"],
    ] as [Opened, string][]) {
      const view = (await ff(o.page))!.view as { models: Model[] };
      expect(
        view.models.filter((m) => m.unit.startsWith("blue-")),
        `${who}'s view`,
      ).toEqual([]);
      const store = JSON.stringify(await storeOf(o.page));
      for (const m of placed)
        expect(store, `${m.id} placed in ${who}'s store`).not.toMatch(
          new RegExp(`"id":"${m.id}"[^{}]*"x":${m.x},"y":${m.y}`),
        );
      expect(
        (await appTable(o.page)).units.filter((u) => u.side === "blue"),
        `${who}'s table`,
      ).toEqual([]);
    }
    await deploy(red.page, "red-scouts", 10, 41.5);

    // Deployment is over: each page sees both sides.
    for (const o of [blue, red, watch])
      await expect.poll(() => units(o.page), POLL).toMatch(/blue-gunners \([^)]*\): 2 standing/);

    // Blue moves through its page's controls; red's page follows.
    const moved = "blue-gunners (blue, gunner, heavy): 2 standing · moved";
    await expect.poll(() => toAct(blue.page, "blue"), POLL).toBe(true);
    await blue.page.getByTestId("ff-unit").selectOption("blue-gunners");
    await blue.page.getByTestId("ff-dy").fill("2");
    await blue.page.getByTestId("ff-move").click();
    await expect.poll(() => units(red.page), POLL).toContain(moved);

    // Red's tab reloads mid-game: the link resumes its seat where the game stands.
    const before = (await ff(red.page))!.entries;
    await red.page.reload();
    await waitForTerrain(red.page);
    await seated(red.page, "red");
    await expect.poll(async () => (await ff(red.page))?.entries, POLL).toBe(before);
    await expect.poll(() => units(red.page), POLL).toContain(moved);

    // The state on every page is its seat's view of the server's log, replayed in Node.
    for (const [seat, o, url] of [
      ["blue", blue, urls.blue],
      ["red", red, urls.red],
      ["spectator", watch, urls.watch],
    ] as [string, Opened, string][]) {
      const server = await serverReplay(url, seat);
      await expect.poll(async () => (await ff(o.page))?.entries, POLL).toBe(server.entries);
      expect((await ff(o.page))!.view, `${seat}'s view`).toEqual(server.view);
    }
    expect([...blue.errors, ...red.errors, ...watch.errors]).toEqual([]);
  });
});
