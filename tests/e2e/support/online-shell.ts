import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import { serverDeps } from "../../../src/cli/server-deps";
import { parseGameText } from "../../../src/core/game/format";
import { seatSnapshot } from "../../../src/core/game/seat-snapshot";
import { openSession } from "../../../src/core/game/session";
import { parseInvite } from "../../../src/net/protocol";
import type { RunningServer } from "../../../src/server/server";
import { openPage, waitForTerrain } from "./browser";
import { POLL } from "./game";

/**
 * Browser tests of an online game of any ruleset through the one game shell (issue 36 item 3): make
 * the game with "Play online…" and the ruleset's own set-up dialog, open the invite and watch links in
 * their own contexts (recording what each receives over the WebSocket), and compare a page's view with
 * the server's log replayed in Node.
 */

/** An opened link: its page, its console errors and the text of every WebSocket frame it received. */
export interface Opened {
  page: Page;
  errors: string[];
  frames: string[];
}

/** Opens `url` in a new context, recording the WebSocket frames the page receives. */
export async function openLink(browser: Browser, url: string): Promise<Opened> {
  const frames: string[] = [];
  const p = await openPage(browser);
  p.page.on("websocket", (ws) =>
    ws.on("framereceived", (f) =>
      frames.push(typeof f.payload === "string" ? f.payload : Buffer.from(f.payload).toString("latin1")),
    ),
  );
  await p.page.goto(url);
  await waitForTerrain(p.page);
  return { ...p, frames };
}

/** The page's app store as JSON. */
export const storeOf = async (page: Page): Promise<Record<string, unknown>> =>
  JSON.parse(
    await page.evaluate(() =>
      (window as unknown as { __sightline: { storeJson(): string } }).__sightline.storeJson(),
    ),
  );

/**
 * Makes an online game of `ruleset` in a page of its own: picks the ruleset, "Play online…", fills the
 * ruleset's set-up dialog (`fill`) and creates it; resolves with the invite links by seat and "watch".
 */
export async function makeOnline(
  browser: Browser,
  server: RunningServer,
  ruleset: string,
  fill: (page: Page) => Promise<void>,
): Promise<Record<string, string>> {
  const maker = await openLink(browser, `${server.url}/`);
  await maker.page.getByTestId("new-game-ruleset").selectOption(ruleset);
  await maker.page.getByTestId("play-online").click();
  await fill(maker.page);
  const link = (seat: string) => maker.page.getByTestId(`online-link-${seat}`).inputValue();
  await expect.poll(() => link("watch"), POLL).toMatch(/\?online=/);
  const urls = { blue: await link("blue"), red: await link("red"), watch: await link("watch") };
  expect(new Set(Object.values(urls)).size).toBe(3);
  expect(maker.errors).toEqual([]);
  await maker.page.context().close();
  return urls;
}

/** Waits until the page's banner says it plays `seat` (or watches); a failure shows the page's notice. */
export async function seated(page: Page, seat: string): Promise<void> {
  const line = async () => {
    const banner = page.getByTestId("online-seat");
    if ((await banner.count()) > 0) return (await banner.textContent()) ?? "";
    const notice = page.getByTestId("notice");
    return `no banner; notice: ${(await notice.count()) > 0 ? await notice.textContent() : "none"}`;
  };
  await expect
    .poll(line, POLL)
    .toMatch(seat === "spectator" ? /spectator .*cannot act/ : new RegExp(`^Online: you play ${seat}$`));
}

/** Nothing of `secrets` in the page's store, its text or what it received over the network. */
export async function holdsNone(o: Opened, secrets: string[], who: string): Promise<void> {
  const store = JSON.stringify(await storeOf(o.page));
  const text = (await o.page.locator("body").textContent()) ?? "";
  for (const s of secrets) {
    expect(store, `${s} in ${who}'s store`).not.toContain(`"${s}"`);
    expect(text, `${s} on ${who}'s page`).not.toContain(s);
    expect(
      o.frames.some((f) => f.includes(s)),
      `${s} in what ${who} received`,
    ).toBe(false);
  }
}

/**
 * The server's log of the game of an invite link, as the link's seat may have it, replayed in Node
 * with the server's own rulesets: that seat's snapshot of the game now.
 */
export async function serverReplay(url: string, seat: string): Promise<{ view: unknown; entries: number }> {
  const invite = parseInvite(url)!;
  const r = await fetch(
    `${invite.server}/api/games/${encodeURIComponent(invite.game)}/log?seat=${encodeURIComponent(invite.token)}`,
  );
  expect(r.ok).toBe(true);
  const { rulesets } = await serverDeps({ worlds: 1 });
  const file = parseGameText(await r.text(), rulesets);
  if (!file.ok) throw new Error(JSON.stringify(file.error));
  const s = openSession(file.value, rulesets);
  if (!s.ok) throw new Error(JSON.stringify(s.error));
  const snap = seatSnapshot(s.value, seat);
  return { view: JSON.parse(JSON.stringify(snap.view)), entries: snap.entries };
}
