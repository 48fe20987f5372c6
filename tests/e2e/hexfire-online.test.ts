import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { HexfireState } from "../../src/core/hexfire/state";
import { gridOf } from "../../src/core/table/hex-settings";
import type { HexSettings } from "../../src/core/table/schema";
import { POLL } from "./support/game";
import { clickHexOf } from "./support/lnl";
import {
  leaksIn,
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
 * Issue 32: a short hex fire/assault game online between two browser contexts (and a spectator's),
 * through the one game shell and a real game server on a loopback port. One page makes the game with
 * "Play online…" and the set-up dialog (the ridge village, its deployment step, Turns 1); the invite
 * links open the seats. Blue places its Recon by clicks while red's page still shows it where the
 * set-up put it (no message, store or text of red's or the spectator's page holds the placement: the
 * other seat's secret), red places an infantry unit, then each side moves a unit by clicks (the other
 * side lets any Op Fire prompt go), blue's tab reloads and resumes its seat, nothing of the seed
 * reaches a page before the end, both sides pass the turn out, and every page's view equals its seat's
 * view of the server's log replayed in Node.
 */

const suite = onlineSuite();
const GRID = gridOf(
  (JSON.parse(readFileSync("terrain/hexfire-ridge-village.json", "utf8")) as { hex: HexSettings }).hex,
);

interface Shown {
  snapshot: { view: HexfireState; seatsToAct: string[]; entries: number; over: boolean } | null;
  picked: string | null;
  moves: { hex: string }[];
}
const shown = async (page: Page) => (await storeOf(page)).hexfire as Shown;
const entries = async (page: Page) => (await shown(page)).snapshot?.entries ?? -1;
const toAct = async (page: Page) => (await shown(page)).snapshot?.seatsToAct[0];

/** Clicks `testId` on `o`'s page and waits for the entry to reach `others` too. */
async function act(o: Opened, testId: string, others: Opened[]): Promise<void> {
  const was = await entries(o.page);
  await o.page.getByTestId(testId).click();
  for (const p of [o, ...others]) await expect.poll(() => entries(p.page), POLL).toBe(was + 1);
}

/** Picks `id` by a click on its hex on `o`'s page, clicks the lit hex `to` (or the first lit one). */
async function pickAndClick(o: Opened, id: string, to: string | null, others: Opened[]): Promise<string> {
  const u = (await shown(o.page)).snapshot!.view.units.find((x) => x.id === id)!;
  await clickHexOf(o.page, GRID, u.hex!);
  await expect.poll(async () => (await shown(o.page)).picked, POLL).toBe(id);
  await expect.poll(async () => (await shown(o.page)).moves.length, POLL).toBeGreaterThan(0);
  // a hex no unit stands in (a click on a friendly unit's hex picks that unit instead)
  const { moves, snapshot } = await shown(o.page);
  const hex = to ?? moves.find((m) => !snapshot!.view.units.some((x) => x.hex === m.hex))!.hex;
  const was = await entries(o.page);
  await clickHexOf(o.page, GRID, hex);
  for (const p of [o, ...others]) await expect.poll(() => entries(p.page), POLL).toBe(was + 1);
  return hex;
}

describe("a short online hex fire/assault game in two browsers, watched from a third", () => {
  it("deployment hidden from the other seat, a move each side by clicks, a reload that resumes, the end as the server's log", async () => {
    const server = suite.server();
    const urls = await makeOnline(suite.browser(), server, "hexfire", async (page) => {
      await page.getByTestId("hexfire-setup").waitFor({ timeout: 60_000 });
      expect(await page.getByTestId("hexfire-setup-deploy").isChecked()).toBe(true);
      await page.getByTestId("hexfire-setup-turns").fill("1");
      await page.getByTestId("hexfire-start").click();
    });
    const seats = await openSeats(suite.browser(), urls);
    const { blue, red, watch, all } = seats;
    const seed = seedOf(server, urls.blue!);
    const sides = { blue, red };
    for (const o of all) {
      await o.page.getByTestId("hexfire-side").waitFor({ timeout: 60_000 });
      await expect
        .poll(() => o.page.getByTestId("hexfire-turn").textContent(), POLL)
        .toMatch(/^Deployment: blue/);
      expect(await o.page.getByTestId("hexfire-handover").count()).toBe(0);
      await o.page.getByTestId("hexfire-tool-play").click();
    }

    // Blue places its Recon K1→P2 by clicks; red's controls wait for blue.
    expect(await seatControls(red.page, "hexfire-seat-controls")).toEqual({
      may: false,
      line: "Waiting for blue: these controls are for the side to act.",
    });
    expect(await pickAndClick(blue, "b-rec", "P2", [red, watch])).toBe("P2");
    // The other seat's secret: red and the spectator still have the Recon at K1, and nothing they
    // received, keep or show puts it at P2.
    // the unit in the view ({id, hex}) or the command and its event ({unit, hex})
    const placed = (v: unknown) =>
      v !== null &&
      typeof v === "object" &&
      ((v as { id?: unknown }).id === "b-rec" || (v as { unit?: unknown }).unit === "b-rec") &&
      (v as { hex?: unknown }).hex === "P2";
    for (const o of [red, watch]) {
      const rec = (await shown(o.page)).snapshot!.view.units.find((u) => u.id === "b-rec")!;
      expect(rec.hex).toBe("K1");
      expect(await leaksIn(o, placed)).toEqual([]);
      expect(await o.page.getByTestId("hexfire-log").textContent()).not.toContain("P2");
    }
    await act(blue, "hexfire-deployed", [red, watch]);
    await expect.poll(() => toAct(red.page), POLL).toBe("red");
    expect(await leaksIn(red, placed)).toEqual([]);
    await pickAndClick(red, "r-inf1", "P8", [blue, watch]);
    await act(red, "hexfire-deployed", [blue, watch]);
    // Both have deployed: every page has the Recon at P2 now.
    for (const o of all)
      await expect
        .poll(async () => (await shown(o.page)).snapshot!.view.units.find((u) => u.id === "b-rec")!.hex, POLL)
        .toBe("P2");

    // The side with the initiative, then the other, each moves an infantry unit by clicks; the other
    // side lets any Op Fire prompt go, and the mover ends its activation.
    const first = (await toAct(blue.page)) as "blue" | "red";
    for (const side of [first, first === "blue" ? "red" : "blue"] as const) {
      const o = sides[side];
      const other = sides[side === "blue" ? "red" : "blue"];
      await expect.poll(() => toAct(o.page), POLL).toBe(side);
      await pickAndClick(o, `${side[0]}-inf2`, null, [other, watch]);
      if ((await shown(o.page)).snapshot!.view.opWindow) {
        await expect.poll(() => toAct(other.page), POLL).toBe(other === blue ? "blue" : "red");
        await act(other, "hexfire-pass", [o, watch]);
      }
      await expect.poll(() => toAct(o.page), POLL).toBe(side);
      await act(o, "hexfire-end", [other, watch]);
    }

    // Blue's tab reloads mid-game: the link resumes its seat where the game stands.
    const at = await entries(red.page);
    await reloadSeat(blue, "blue");
    await expect.poll(() => entries(blue.page), POLL).toBe(at);
    await noneHolds(seats, [seed]);

    // Both sides pass the turn out: two passes in a row end the one turn, and the game.
    for (let i = 0; i < 4 && !(await shown(red.page)).snapshot!.over; i++) {
      const side = (await toAct(red.page)) as "blue" | "red";
      await expect.poll(() => toAct(sides[side].page), POLL).toBe(side);
      await act(sides[side], "hexfire-pass", [sides[side === "blue" ? "red" : "blue"], watch]);
    }
    for (const o of all)
      await expect.poll(() => o.page.getByTestId("hexfire-turn").textContent(), POLL).toMatch(/game over/);
    await sameAsServer(seats, async (p) => (await shown(p)).snapshot);
    expect([...blue.errors, ...red.errors, ...watch.errors]).toEqual([]);
    for (const o of all) await o.page.context().close();
  });
});
