import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { LnlState } from "../../src/core/lnl/state";
import { gridOf } from "../../src/core/table/hex-settings";
import type { HexSettings } from "../../src/core/table/schema";
import { POLL } from "./support/game";
import { clickHexOf } from "./support/lnl";
import {
  makeOnline,
  noneHolds,
  type Opened,
  onlineSuite,
  openSeats,
  reloadSeat,
  sameAsServer,
  seatControls,
  seedOf,
  storeOf,
} from "./support/online-shell";

/**
 * Issue 36 item 3: a Lock 'n Load game played online in the page through the one game shell. A real
 * game server on a loopback port serves the built app; one page makes the game with "Play online…"
 * and the LnL set-up dialog (the shipped hex table); two Chromium contexts open the invite links and a
 * third the watch link. Each side acts through its own page (End the Rally Phase, a stack picked and
 * moved by clicks on the hexes, Pass) while the other side's and the spectator's controls are disabled
 * with whom they wait for; a reload mid-game resumes blue's seat; no page ever holds the seed in its
 * store, text or WebSocket messages (the game's one secret: nothing else in LnL is hidden, its
 * seatView is the state); and every page's view equals its seat's view of the server's log replayed
 * in Node.
 */

const suite = onlineSuite();

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

/** Clicks `testId` on `o`'s page and waits for the entry to reach `others` too. */
async function act(o: Opened, testId: string, others: Opened[]): Promise<void> {
  const was = await entries(o.page);
  await o.page.getByTestId(testId).click();
  for (const p of [o, ...others]) await expect.poll(() => entries(p.page), POLL).toBe(was + 1);
}

describe("an online Lock 'n Load game in two browsers, watched from a third", () => {
  it("each side acts through its own page, a reload resumes, and the pages end as the server's log", async () => {
    const server = suite.server();
    const urls = await makeOnline(suite.browser(), server, "lnl", async (page) => {
      await page.getByTestId("lnl-setup").waitFor({ timeout: 60_000 });
      await page.getByTestId("lnl-setup-table").selectOption("shipped");
      await page.getByTestId("lnl-setup-turns").fill("2");
      await page.getByTestId("lnl-start").click();
    });
    const seats = await openSeats(suite.browser(), urls);
    const { blue, red, watch, all } = seats;
    const seed = seedOf(server, urls.blue!);
    for (const o of all) {
      await o.page.getByTestId("lnl-side").waitFor({ timeout: 60_000 });
      await expect
        .poll(() => o.page.getByTestId("lnl-turn").textContent(), POLL)
        .toMatch(/Turn 1 of 2, rally/);
      // Online there is no hand-over screen: each page is one seat.
      expect((await shown(o.page)).snapshot?.view).toBeTruthy();
      expect(await o.page.getByTestId("lnl-handover").count()).toBe(0);
    }

    // The Rally Phase: blue ends it on its page, then red on its own. Until then red's controls and
    // the spectator's wait for blue.
    expect(await toAct(blue.page)).toBe("blue");
    expect(await seatControls(blue.page, "lnl-seat-controls")).toEqual({ may: true, line: null });
    expect(await seatControls(red.page, "lnl-seat-controls")).toEqual({
      may: false,
      line: "Waiting for blue: these controls are for the side to act.",
    });
    expect(await red.page.getByTestId("lnl-end-rally").isDisabled()).toBe(true);
    expect((await seatControls(watch.page, "lnl-seat-controls")).may).toBe(false);
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
    await expect.poll(() => watch.page.getByTestId("lnl-pass").count(), POLL).toBe(1);
    expect(await watch.page.getByTestId("lnl-pass").isDisabled()).toBe(true);
    expect((await seatControls(watch.page, "lnl-seat-controls")).line).toBe(
      "You are watching: a spectator cannot act.",
    );

    // Red passes (or acts) on its page once it is to act.
    for (let i = 0; i < 20 && (await toAct(red.page)) !== "red"; i++) {
      // blue ends its move if the activation is still open
      const n = await entries(blue.page);
      await blue.page.getByTestId("lnl-pass").click();
      await expect.poll(() => entries(blue.page), POLL).toBeGreaterThan(n);
    }
    // Red's impulse: blue's Pass waits for red.
    expect(await seatControls(blue.page, "lnl-seat-controls")).toEqual({
      may: false,
      line: "Waiting for red: these controls are for the side to act.",
    });
    expect(await blue.page.getByTestId("lnl-pass").isDisabled()).toBe(true);
    await act(red, "lnl-pass", [blue, watch]);

    // Blue's tab reloads mid-game: the link resumes its seat where the game stands.
    const at = await entries(blue.page);
    await reloadSeat(blue, "blue");
    await expect.poll(() => entries(blue.page), POLL).toBe(at);

    // Every page holds its seat's view of the server's log, replayed in Node; none holds the seed.
    await sameAsServer(seats, async (p) => (await shown(p)).snapshot);
    await noneHolds(seats, [seed]);
    expect([...blue.errors, ...red.errors, ...watch.errors]).toEqual([]);
  });
});
