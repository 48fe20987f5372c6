import { unpackMultiple } from "@colyseus/msgpackr";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, vi } from "vitest";
import { serverDeps } from "../../../src/cli/server-deps";
import { parseGameText } from "../../../src/core/game/format";
import { seatSnapshot } from "../../../src/core/game/seat-snapshot";
import { openSession } from "../../../src/core/game/session";
import { parseInvite } from "../../../src/net/protocol";
import { type RunningServer, startServer } from "../../../src/server/server";
import { launch, openPage, waitForTerrain } from "./browser";
import { DIST, ensureBuilt } from "./build";
import { POLL } from "./game";

/**
 * Browser tests of an online game of any ruleset through the one game shell (issue 36 item 3): make
 * the game with "Play online…" and the ruleset's own set-up dialog, open the invite and watch links in
 * their own contexts (recording what each receives over the WebSocket), and compare a page's view with
 * the server's log replayed in Node.
 */

/**
 * One online test file's fixture (one build, one server, one browser): the built app served by a real
 * game server on a loopback port with an in-memory store, and one Chromium. Call at the top of the file.
 * `seed` fixes the dice of every game the server makes (`ServeOptions.seedSource`, in-process only),
 * for a test that needs known rolls; the seed stays the server's secret until the game ends, as ever.
 */
export function onlineSuite(o: { seed?: string } = {}): OnlineSuite {
  vi.setConfig({ testTimeout: 420_000 });
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let deps: ServerDeps | undefined;
  beforeAll(async () => {
    await ensureBuilt();
    deps = await serverDeps();
    const seed = o.seed;
    server = await startServer({
      port: 0,
      dataDir: ":memory:",
      staticDir: DIST,
      ...deps,
      ...(seed !== undefined ? { seedSource: () => seed } : {}),
    });
    browser = await launch();
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return { server: () => server!, browser: () => browser!, deps: () => deps! };
}

/** What the server was built with: every ruleset of the list and each one's set-up from a table. */
export type ServerDeps = Awaited<ReturnType<typeof serverDeps>>;

/** A file's one server, one browser, and the rulesets the server was built with. */
export interface OnlineSuite {
  server(): RunningServer;
  browser(): Browser;
  deps(): ServerDeps;
}

/**
 * An opened link: its page, its console errors and every WebSocket message it received, decoded to
 * JSON text (Colyseus sends msgpack: numbers are binary there, so a secret coordinate is looked for in
 * the decoded message, not the raw bytes).
 */
export interface Opened {
  page: Page;
  errors: string[];
  frames: string[];
}

/** A received frame as text: a room message's type and body as JSON, anything else as latin1. */
export function frameText(payload: string | Buffer): string {
  if (typeof payload === "string") return payload;
  // colyseus.js 0.16: byte 13 (ROOM_DATA), the type (a msgpack string or number), the msgpack body
  if (payload[0] === 13)
    try {
      return JSON.stringify(unpackMultiple(payload.subarray(1)));
    } catch {
      // not a message this decoder reads: kept as bytes below
    }
  return payload.toString("latin1");
}

/**
 * How long a click or a read waits for its element on an online test's page: Playwright's 30 s was
 * too short on a loaded machine (a 2-core machine at load 35 once took longer to draw a deploy button).
 */
export const ACTION_TIMEOUT = 90_000;

/** Opens `url` in a new context, recording the WebSocket frames the page receives. */
export async function openLink(browser: Browser, url: string): Promise<Opened> {
  const frames: string[] = [];
  const p = await openPage(browser);
  p.page.setDefaultTimeout(ACTION_TIMEOUT);
  p.page.on("websocket", (ws) =>
    ws.on("framereceived", (f) =>
      frames.push(frameText(typeof f.payload === "string" ? f.payload : Buffer.from(f.payload))),
    ),
  );
  await p.page.goto(url);
  await waitForTerrain(p.page);
  return { ...p, frames };
}

/** The two players' pages and the spectator's, each seated, and the links they were opened with. */
export interface Seats {
  blue: Opened;
  red: Opened;
  watch: Opened;
  urls: Record<string, string>;
  /** the three, players first */
  all: Opened[];
}

/** Opens the blue, red and watch links in a context each and waits until every page holds its seat. */
export async function openSeats(browser: Browser, urls: Record<string, string>): Promise<Seats> {
  const blue = await openLink(browser, urls.blue!);
  const red = await openLink(browser, urls.red!);
  const watch = await openLink(browser, urls.watch!);
  await seated(blue.page, "blue");
  await seated(red.page, "red");
  await seated(watch.page, "spectator");
  return { blue, red, watch, urls, all: [blue, red, watch] };
}

/** Reloads `o`'s tab mid-game and waits until its link has joined `seat` again. */
export async function reloadSeat(o: Opened, seat: string): Promise<void> {
  await o.page.reload();
  await waitForTerrain(o.page);
  await seated(o.page, seat);
}

/**
 * Whether the page's game controls are enabled (`data-may-act` of the ruleset's `SeatControls`
 * fieldset, `testId`), and its "waiting for" line when they are not.
 */
export async function seatControls(
  page: Page,
  testId: string,
): Promise<{ may: boolean; line: string | null }> {
  const f = page.getByTestId(testId);
  await f.waitFor({ timeout: 60_000 });
  const may = (await f.getAttribute("data-may-act")) === "true";
  const w = page.getByTestId(`${testId}-waiting`);
  return { may, line: (await w.count()) > 0 ? await w.textContent() : null };
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

/** The game's seed, as the server keeps it (the host's secret until the game is over). */
export function seedOf(server: RunningServer, url: string): string {
  const seed = server.store.game(parseInvite(url)!.game)?.file.seed;
  expect(typeof seed === "string" && seed.length > 8, "the server's seed").toBe(true);
  return seed as string;
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

/** `holdsNone` for each of the three pages, each named by its seat. */
export async function noneHolds(seats: Seats, secrets: string[]): Promise<void> {
  await holdsNone(seats.blue, secrets, "blue");
  await holdsNone(seats.red, secrets, "red");
  await holdsNone(seats.watch, secrets, "the spectator");
}

/**
 * The paths in any message `o` received, in its store or in its text where `leak` is true of a value
 * (a ruleset's secret that is not one string: a position, a redacted command).
 */
export async function leaksIn(o: Opened, leak: (v: unknown) => boolean): Promise<string[]> {
  const found: string[] = [];
  const walk = (v: unknown, path: string) => {
    if (found.length > 5) return;
    if (leak(v)) found.push(path);
    if (v !== null && typeof v === "object")
      for (const [k, x] of Object.entries(v as Record<string, unknown>)) walk(x, `${path}.${k}`);
  };
  o.frames.forEach((f, i) => {
    if (f.startsWith("[")) walk(JSON.parse(f), `frame ${i}`);
  });
  walk(await storeOf(o.page), "store");
  return found;
}

/**
 * Every page's view equals its seat's view of the server's log replayed in Node, at as many entries
 * (`viewOf`: the ruleset's snapshot in the page's store).
 */
export async function sameAsServer(
  seats: Seats,
  viewOf: (page: Page) => Promise<{ view: unknown; entries: number } | null | undefined>,
  /** the part of the server's view the page keeps (Firestrike's page keeps its rules state, `view.state`) */
  partOf: (view: unknown) => unknown = (v) => v,
): Promise<void> {
  for (const [seat, o, url] of [
    ["blue", seats.blue, seats.urls.blue],
    ["red", seats.red, seats.urls.red],
    ["spectator", seats.watch, seats.urls.watch],
  ] as [string, Opened, string][]) {
    const s = await serverReplay(url, seat);
    await expect.poll(async () => (await viewOf(o.page))?.entries, POLL).toBe(s.entries);
    expect((await viewOf(o.page))?.view, `${seat}'s view`).toEqual(partOf(s.view));
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
