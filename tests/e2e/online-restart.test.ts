import type { ChildProcess } from "node:child_process";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { newGameJson } from "../app/rulesets/firestrike/support";
import { BLUE_AT, RED_AT } from "../fixtures/games/skirmish-deployment";
import { serverProcess, stop, tempDir } from "../server/support";
import { launch } from "./support/browser";
import { DIST, ensureBuilt } from "./support/build";
import { attr, bar, count, POLL, pressDone, seeResults } from "./support/game";
import { deployByClicks, openedAt } from "./support/online";

/**
 * Issue 31 item 3 in two browsers: a `sightline serve` process serving the built app hosts a one-turn
 * Firestrike game; two Chromium contexts play it by clicks. Mid-game the server is killed (SIGKILL),
 * the side to act presses "done" while it is away (the banner says "not confirmed, re-sending"), the
 * server starts again on the same port and data folder, the pages come back by themselves, the
 * command is answered once (not applied twice), and the game goes on to its end on both pages.
 */

vi.setConfig({ testTimeout: 480_000 });

let browser: Browser;
const children: ChildProcess[] = [];
beforeAll(async () => {
  await ensureBuilt();
  browser = await launch();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  for (const c of children) await stop(c, "SIGKILL");
});

/** How many log entries the page's game view holds (what the server's updates brought it). */
const entries = async (page: Page): Promise<number> => {
  const text = await page.evaluate(() =>
    (window as unknown as { __sightline: { storeJson(): string } }).__sightline.storeJson(),
  );
  return (JSON.parse(text) as { game?: { view?: { entries?: number } } }).game?.view?.entries ?? -1;
};

/** The page whose "done" is enabled now (the side to act), or null. */
async function actor(pages: Page[]): Promise<Page | null> {
  for (const p of pages) {
    await seeResults(p);
    const done = p.getByTestId("done");
    if ((await done.count()) > 0 && (await done.isEnabled())) return p;
  }
  return null;
}

describe("two browsers through a server killed and restarted", () => {
  it("kill -9 mid-game: the press made while it is away is re-sent once, and the game ends on both pages", async () => {
    const data = tempDir("browser-restart");
    const first = await serverProcess(data, {}, undefined, ["--app", DIST]);
    children.push(first.child);
    const game = newGameJson();
    const { seed: _seed, ...setup } = { ...game, forces: { ...(game.forces as object), turnLimit: 1 } };
    const made = (await (
      await fetch(`${first.url}/api/games`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ game: setup }),
      })
    ).json()) as { seats: Record<string, { url: string }> };
    const blue = await openedAt(browser, made.seats.blue!.url);
    const red = await openedAt(browser, made.seats.red!.url);
    const pages = [blue.page, red.page];
    for (const p of pages) await attr(p.getByTestId("online-banner"), "data-state", "connected");
    await deployByClicks(blue.page, BLUE_AT);
    await blue.page.getByTestId("end-deployment").click();
    await expect
      .poll(() => red.page.getByTestId("phase-actor").textContent(), POLL)
      .toMatch(/^Red to act \(you\)/);
    await deployByClicks(red.page, RED_AT);
    await red.page.getByTestId("end-deployment").click();
    for (const p of pages) await attr(bar(p), "data-stage", "play");

    // The server dies; both pages see it go and try to come back.
    await stop(first.child, "SIGKILL");
    for (const p of pages) await attr(p.getByTestId("online-banner"), "data-state", "reconnecting");
    const acting = await actor(pages);
    expect(acting, "a side to act").not.toBeNull();
    const before = await entries(blue.page);
    await pressDone(acting!);
    await expect
      .poll(() => acting!.getByTestId("online-resending").textContent(), POLL)
      .toMatch(/1 command not confirmed, re-sending/);

    // Back on the same port and data: the pages reconnect, the press is answered and applied once.
    const second = await serverProcess(data, {}, first.port, ["--app", DIST]);
    children.push(second.child);
    for (const p of pages) await attr(p.getByTestId("online-banner"), "data-state", "connected");
    for (const p of pages) await expect.poll(() => entries(p), POLL).toBe(before + 1);
    await count(acting!.getByTestId("online-resending"), 0);
    await count(acting!.getByTestId("refusal"), 0);

    // Whoever acts presses "done" until the game's one turn is over on both pages.
    for (let i = 0; i < 120 && (await blue.page.getByTestId("result").count()) === 0; i++) {
      const p = await actor(pages);
      if (!p) {
        await blue.page.waitForTimeout(200);
        continue;
      }
      const n = await entries(p);
      await pressDone(p);
      await expect.poll(() => entries(p), POLL).toBeGreaterThan(n);
    }
    for (const p of pages) await count(p.getByTestId("result"), 1);
    for (const p of pages) await count(p.getByTestId("refusal"), 0);
    // The only console errors are the reconnection's tries while the server was down.
    const others = [...blue.errors, ...red.errors].filter((e) => !/ERR_CONNECTION_REFUSED/.test(e));
    expect(others).toEqual([]);
    await stop(second.child);
  });
});
