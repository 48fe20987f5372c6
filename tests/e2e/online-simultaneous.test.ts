import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createOnlineGame } from "../../src/app/game/online-page";
import { unitsOf } from "../../src/app/rulesets/firestrike/view";
import { serverDeps } from "../../src/cli/server-deps";
import { HostedGame } from "../../src/server/host";
import { type RunningServer, startServer } from "../../src/server/server";
import { newGameJson } from "../app/rulesets/firestrike/support";
import { BLUE_AT, RED_AT } from "../fixtures/games/skirmish-deployment";
import { appTable } from "./support/app";
import { launch } from "./support/browser";
import { DIST, ensureBuilt } from "./support/build";
import {
  attr,
  bar,
  clickTable,
  count,
  POLL,
  pickBase,
  pose,
  pressDone,
  replayInNode,
  seeResults,
} from "./support/game";
import { deployByClicks, openedAt } from "./support/online";

/**
 * Issue 19, the simultaneous step 2b online (seed 000 §2.3): two Chromium contexts open the two invite
 * links of a game on a real server, and in 2b both players move a base on their own screens at the
 * same time (clicks on the table, the page's move UI). Each page shows its own move and not the
 * other's until the step ends (docs/playing.md: the other side's bases stay where they stood when the
 * step began, its move entries are held back); a spectator sees neither. After both press Done with
 * 2b, all three pages show both moves where the server has them.
 */

vi.setConfig({ testTimeout: 420_000 });

const deps = await serverDeps();
let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  await ensureBuilt();
  server = await startServer({ port: 0, dataDir: ":memory:", staticDir: DIST, ...deps });
  browser = await launch();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

type Xy = [number, number];
/** Where the page's table has base `id`. */
async function where(page: Page, id: string): Promise<Xy> {
  const u = (await appTable(page)).units.find((x) => x.id === id);
  if (!u) throw new Error(`no ${id} on the page's table`);
  return [u.x, u.y];
}
/** Where the server's game (the host's own log, replayed) has every base. */
function serverUnits(gameId: string) {
  const h = HostedGame.open(server.store, deps.rulesets, gameId);
  if (!h.ok) throw new Error(JSON.stringify(h.error));
  return unitsOf(replayInNode(JSON.stringify(h.value.hostJson())).now.state!);
}
const serverAt = (gameId: string, id: string): Xy => {
  const u = serverUnits(gameId).find((x) => x.id === id)!;
  return [u.x, u.y];
};
const phaseActor = (page: Page) => page.getByTestId("phase-actor").textContent();
/** The page's log rows that name base `id`. */
const rowsNaming = async (page: Page, id: string) =>
  (await page.getByTestId("log-row").allTextContents()).filter((t) => new RegExp(`\\b${id}\\b`).test(t))
    .length;

/** Picks base `id` at `from` on the table, clicks `to` as its one waypoint and presses Move. */
async function moveByClicks(page: Page, id: string, from: Xy, to: Xy): Promise<void> {
  await pickBase(page, id, from[0], from[1]);
  await clickTable(page, to[0], to[1]);
  await page.getByTestId("move-commit").click();
}

describe("the simultaneous movement step online, in two browsers and a spectator's", () => {
  it("both players move at once in 2b; each sees only its own move until the step ends, then all see both", async () => {
    const made = await createOnlineGame(newGameJson(), (input, init) =>
      fetch(`${server.url}${String(input)}`, init),
    );
    if (!made.ok) throw new Error(JSON.stringify(made.problems));
    const gameId = new URL(made.links.watch).searchParams.get("online")!;
    const blue = await openedAt(browser, made.links.seats.blue!.url);
    const red = await openedAt(browser, made.links.seats.red!.url);
    const watch = await openedAt(browser, made.links.watch);
    const players = { blue: blue.page, red: red.page };
    const pages = [blue.page, red.page, watch.page];

    await deployByClicks(players.blue, BLUE_AT);
    await players.blue.getByTestId("end-deployment").click();
    await expect.poll(() => phaseActor(players.red), POLL).toMatch(/^Red to act \(you\)/);
    await deployByClicks(players.red, RED_AT);
    await players.red.getByTestId("end-deployment").click();
    for (const p of pages) await attr(bar(p), "data-stage", "play");

    // Turn 1 to step 2b: each side puts a Move marker on its A Company in 1c, and presses "done".
    for (let i = 0; i < 40 && (await bar(players.blue).getAttribute("data-step")) !== "movement"; i++) {
      let pressed = false;
      for (const [side, p] of Object.entries(players)) {
        await seeResults(p);
        const done = p.getByTestId("done");
        if (!(await done.count()) || !(await done.isEnabled())) continue;
        const marker = p.getByTestId(`marker-${side}-a-coy`);
        if ((await marker.count()) && (await marker.isEnabled())) {
          const rows = await p.getByTestId("log-row").count();
          await marker.click();
          await expect.poll(() => p.getByTestId("log-row").count(), POLL).toBeGreaterThan(rows);
        }
        const before = `${await bar(p).getAttribute("data-step")}|${await phaseActor(p)}`;
        await pressDone(p);
        await expect
          .poll(async () => `${await bar(p).getAttribute("data-step")}|${await phaseActor(p)}`, POLL)
          .not.toBe(before);
        pressed = true;
        break;
      }
      if (!pressed) await players.blue.waitForTimeout(200);
    }
    for (const p of pages) await attr(bar(p), "data-step", "movement");

    // 2b: both players act at once, each on its own screen; the spectator watches both.
    await expect.poll(() => phaseActor(players.blue), POLL).toBe("Both sides move — you and Red");
    await expect.poll(() => phaseActor(players.red), POLL).toBe("Both sides move — you and Blue");
    await expect.poll(() => phaseActor(watch.page), POLL).toBe("Both sides move — Blue and Red");
    for (const p of Object.values(players)) expect(await p.getByTestId("done").isEnabled()).toBe(true);
    expect(await watch.page.getByTestId("done").count()).toBe(0);

    const b2From = await where(players.blue, "b2");
    const r2From = await where(players.red, "r2");
    const b2To: Xy = [b2From[0], b2From[1] + 1.5];
    const r2To: Xy = [r2From[0], r2From[1] - 1.5];
    const rowsBefore = {
      blue: await rowsNaming(players.blue, "r2"),
      red: await rowsNaming(players.red, "b2"),
    };
    await Promise.all([
      moveByClicks(players.blue, "b2", b2From, b2To),
      moveByClicks(players.red, "r2", r2From, r2To),
    ]);
    // Each page shows its own move at once, where the server put it...
    await expect.poll(() => where(players.blue, "b2"), POLL).not.toEqual(b2From);
    await expect.poll(() => where(players.red, "r2"), POLL).not.toEqual(r2From);
    const b2Moved = serverAt(gameId, "b2");
    const r2Moved = serverAt(gameId, "r2");
    expect(Math.hypot(b2Moved[0] - b2To[0], b2Moved[1] - b2To[1])).toBeLessThan(0.5);
    expect(Math.hypot(r2Moved[0] - r2To[0], r2Moved[1] - r2To[1])).toBeLessThan(0.5);
    await expect.poll(() => where(players.blue, "b2"), POLL).toEqual(b2Moved);
    await expect.poll(() => where(players.red, "r2"), POLL).toEqual(r2Moved);
    // ...and the other side's base where it stood when the step began, its move not in the log.
    expect(await where(players.blue, "r2")).toEqual(r2From);
    expect(await where(players.red, "b2")).toEqual(b2From);
    expect(await rowsNaming(players.blue, "r2")).toBe(rowsBefore.blue);
    expect(await rowsNaming(players.red, "b2")).toBe(rowsBefore.red);
    // The spectator sees every side as it stood when the step began.
    expect(await where(watch.page, "b2")).toEqual(b2From);
    expect(await where(watch.page, "r2")).toEqual(r2From);

    // Blue is done first: the step waits for red, and still nobody sees the other's move.
    const blueDone = players.blue.getByTestId("done");
    await blueDone.click();
    await expect.poll(() => phaseActor(players.blue), POLL).toBe("waiting for Red…");
    await attr(bar(players.red), "data-step", "movement");
    expect(await where(players.red, "b2")).toEqual(b2From);
    expect(await where(players.blue, "r2")).toEqual(r2From);
    await players.red.getByTestId("done").click();

    // The step is over: all three pages show both moves, where the server has every base.
    for (const p of pages)
      await expect.poll(() => bar(p).getAttribute("data-step"), POLL).not.toBe("movement");
    const all = pose(serverUnits(gameId));
    for (const p of pages) {
      await expect.poll(() => where(p, "b2"), POLL).toEqual(b2Moved);
      await expect.poll(() => where(p, "r2"), POLL).toEqual(r2Moved);
      expect(pose((await appTable(p)).units)).toEqual(all);
    }
    expect(await rowsNaming(players.blue, "r2")).toBeGreaterThan(rowsBefore.blue);
    expect(await rowsNaming(players.red, "b2")).toBeGreaterThan(rowsBefore.red);
    for (const p of pages) await count(p.getByTestId("refusal"), 0);
    expect([...blue.errors, ...red.errors, ...watch.errors]).toEqual([]);
  });
});
