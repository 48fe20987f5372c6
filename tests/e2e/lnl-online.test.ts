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
 * Issue 36 item 3 and its "whole online game": a one-turn Lock 'n Load game played online to its end
 * in the page through the one game shell. A real game server on a loopback port serves the built app;
 * one page makes the game with "Play online…" and the LnL set-up dialog (the shipped hex table, Turns
 * 1); two Chromium contexts open the invite links and a third the watch link. Each side acts through
 * its own page (End the Rally Phase; a stack picked and moved by clicks on the hexes, blue's then
 * red's; Pass, or let an Opportunity Fire chance go in the offer's dialog, which only the side in the
 * window sees) while the other side's and the spectator's
 * controls are disabled with whom they wait for; a reload mid-game resumes blue's seat; both sides
 * pass the turn out and the game ends at its turn limit on every page; no page holds the seed before
 * the end in its store, text or WebSocket messages (the game's one secret: nothing else in LnL is
 * hidden, its seatView is the state); and every page's view equals its seat's view of the server's log
 * replayed in Node.
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

/**
 * Picks one of `side`'s stacks by a click on its hex on `o`'s page and moves it by a click on a hex it
 * may enter (no melee); waits until `other`'s page has it there. Returns the unit and the hex.
 */
async function moveAStack(o: Opened, side: string, other: Opened): Promise<{ id: string; hex: string }> {
  await o.page.getByTestId("lnl-tool-play").click();
  const v = (await shown(o.page)).snapshot!.view;
  const mover = v.units.find(
    (u) => u.side === side && !u.eliminated && !u.carriedBy && u.kind !== "leader" && !u.opsComplete,
  )!;
  await clickHexOf(o.page, GRID, mover.hex);
  await expect.poll(async () => (await shown(o.page)).picked.length, POLL).toBeGreaterThan(0);
  await expect.poll(async () => (await shown(o.page)).moves.length, POLL).toBeGreaterThan(0);
  const to = (await shown(o.page)).moves.find((m) => !m.melee)!;
  const was = await entries(o.page);
  await clickHexOf(o.page, GRID, to.hex);
  for (const p of [o, other]) await expect.poll(() => entries(p.page), POLL).toBeGreaterThan(was);
  await expect
    .poll(
      async () => (await shown(other.page)).snapshot!.view.units.find((u) => u.id === mover.id)?.hex,
      POLL,
    )
    .toBe(to.hex);
  return { id: mover.id, hex: to.hex };
}

/** The Opportunity Fire windows the passes met (each let go in the offer's dialog). */
let windows = 0;

/**
 * The side to act passes on its own page (ending its activation, letting an Opportunity Fire chance go
 * in the offer's dialog, or passing its impulse) until `done` holds, each time the other player's page
 * waiting for it. An offer shows on the page of the side in the window only: not on the moving side's,
 * not on the spectator's.
 */
async function passUntil(
  pages: { blue: Opened; red: Opened; watch: Opened },
  done: (s: Shown) => boolean,
): Promise<void> {
  for (let i = 0; i < 20 && !done(await shown(pages.blue.page)); i++) {
    const side = (await toAct(pages.blue.page)) as "blue" | "red";
    const other = pages[side === "blue" ? "red" : "blue"];
    await expect.poll(() => toAct(other.page), POLL).toBe(side);
    expect(await seatControls(other.page, "lnl-seat-controls")).toEqual({
      may: false,
      line: `Waiting for ${side}: these controls are for the side to act.`,
    });
    expect(await other.page.getByTestId("lnl-pass").isDisabled()).toBe(true);
    const w = (await shown(pages[side].page)).snapshot!.view.opWindow;
    if (w) {
      await pages[side].page.getByRole("dialog", { name: `Opportunity Fire at ${w.hex}` }).waitFor();
      for (const o of [other, pages.watch]) expect(await o.page.getByTestId("lnl-of-dialog").count()).toBe(0);
      windows++;
    }
    await act(pages[side], w ? "lnl-of-pass" : "lnl-pass", [other, pages.watch]);
  }
  expect(done(await shown(pages.blue.page)), "the passes reached what was awaited").toBe(true);
}

describe("a whole online Lock 'n Load game in two browsers, watched from a third", () => {
  it("each side moves through its own page, a reload resumes, the game ends at its turn limit as the server's log", async () => {
    const server = suite.server();
    const urls = await makeOnline(suite.browser(), server, "lnl", async (page) => {
      await page.getByTestId("lnl-setup").waitFor({ timeout: 60_000 });
      await page.getByTestId("lnl-setup-table").selectOption("shipped");
      await page.getByTestId("lnl-setup-turns").fill("1");
      await page.getByTestId("lnl-start").click();
    });
    const seats = await openSeats(suite.browser(), urls);
    const { blue, red, watch, all } = seats;
    const seed = seedOf(server, urls.blue!);
    for (const o of all) {
      await o.page.getByTestId("lnl-side").waitFor({ timeout: 60_000 });
      await expect
        .poll(() => o.page.getByTestId("lnl-turn").textContent(), POLL)
        .toMatch(/Turn 1 of 1, rally/);
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
    await moveAStack(blue, "blue", red);

    // The spectator cannot act: its controls are disabled (and the shell would refuse its command).
    await expect.poll(() => watch.page.getByTestId("lnl-pass").count(), POLL).toBe(1);
    expect(await watch.page.getByTestId("lnl-pass").isDisabled()).toBe(true);
    expect((await seatControls(watch.page, "lnl-seat-controls")).line).toBe(
      "You are watching: a spectator cannot act.",
    );

    // Blue ends its move (and red lets any Opportunity Fire chance go) until red's own impulse; blue's
    // Pass waits for red.
    const redImpulse = (s: Shown) =>
      s.snapshot?.seatsToAct[0] === "red" && !s.snapshot.view.activation && !s.snapshot.view.opWindow;
    await passUntil(seats, redImpulse);
    for (const o of all) await expect.poll(async () => redImpulse(await shown(o.page)), POLL).toBe(true);
    expect(await seatControls(blue.page, "lnl-seat-controls")).toEqual({
      may: false,
      line: "Waiting for red: these controls are for the side to act.",
    });
    expect(await blue.page.getByTestId("lnl-pass").isDisabled()).toBe(true);

    // Red's impulse: a stack of its own, picked and moved by clicks on its page.
    await moveAStack(red, "red", blue);

    // Blue's tab reloads mid-game: the link resumes its seat where the game stands.
    const at = await entries(red.page);
    await reloadSeat(blue, "blue");
    await expect.poll(() => entries(blue.page), POLL).toBe(at);
    // Nothing of the seed reached any page before the end (the server reveals it when the game is over).
    await noneHolds(seats, [seed]);

    // Both sides pass the turn out: two passes in a row end the Operations Phase, and the one turn.
    await passUntil(seats, (s) => s.snapshot?.over === true);
    for (const o of all)
      await expect.poll(() => o.page.getByTestId("lnl-phase").textContent(), POLL).toMatch(/^Game over: /);

    expect(windows, "an Opportunity Fire offer was met and let go").toBeGreaterThan(0);
    // Every page holds its seat's view of the server's log, replayed in Node, at the game's end.
    await sameAsServer(seats, async (p) => (await shown(p)).snapshot);
    expect([...blue.errors, ...red.errors, ...watch.errors]).toEqual([]);
    for (const o of all) await o.page.context().close();
  });
});
