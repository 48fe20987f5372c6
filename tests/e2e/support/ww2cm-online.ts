import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import { cmToInches } from "../../../src/core/table/length-unit";
import type { Ww2State } from "../../../src/core/ww2cm/state";
import { openPage, waitForTerrain } from "./browser";
import { clickTable } from "./firefight";
import { POLL } from "./game";
import { frameText, type Opened, seated, storeOf } from "./online-shell";

/** The ww2cm page in browser tests: clicks in table cm, what its store shows, acting and waiting. */

/** Clicks table point (x, y) given in table cm (the page works in inches). */
export const clickCm = (page: Page, x: number, y: number): Promise<void> =>
  clickTable(page, cmToInches(x), cmToInches(y));

/** The ww2cm part of the page's store (its snapshot, pick, circle and lines). */
export interface Ww2Shown {
  snapshot: { view: Ww2State; entries: number; seat: string; over: boolean; seatsToAct: string[] } | null;
  pick: string | null;
  aim: [number, number] | null;
  lines: string[];
  refusal: string | null;
}
export const ww2Shown = async (page: Page): Promise<Ww2Shown> => (await storeOf(page)).ww2 as Ww2Shown;
/** How many entries the page's snapshot holds (−1: none yet). */
export const ww2Entries = async (page: Page): Promise<number> =>
  (await ww2Shown(page)).snapshot?.entries ?? -1;

/** Clicks a model at (x, y) cm and waits until the side panel names its unit as picked. */
export async function pickAt(page: Page, x: number, y: number, name: string): Promise<void> {
  await clickCm(page, x, y);
  await expect.poll(() => page.getByTestId("ww2-pick").textContent(), POLL).toContain(name);
}

/** Does `act` on `page` and waits until each of `pages` holds one entry more (online: the server's). */
export async function oneEntry(page: Page, act: () => Promise<void>, pages: Page[] = [page]): Promise<void> {
  const was = await ww2Entries(page);
  await act();
  for (const p of pages) await expect.poll(() => ww2Entries(p), POLL).toBe(was + 1);
  expect((await ww2Shown(page)).refusal).toBeNull();
}

/** Ends the phase (or the turn) by its button, waiting for the entry on `pages`. */
export const endPhase = (page: Page, pages: Page[] = [page]): Promise<void> =>
  oneEntry(page, () => page.getByTestId("ww2-next").click(), pages);

/** The last line of the side panel's log. */
export const lastLog = async (page: Page): Promise<string> =>
  (await page.getByTestId("ww2-log").locator("li").last().textContent()) ?? "";

/** How long a page of a loaded machine may take to load (the online support's openLink waits 30 s). */
const LOAD_MS = 180_000;

/**
 * Opens an invite link in a context of its own, as online-shell's `openLink` does (recording the
 * WebSocket frames it receives), with a page load allowed `LOAD_MS`, and waits until it holds `seat`.
 */
export async function openSeat(browser: Browser, url: string, seat: string): Promise<Opened> {
  const frames: string[] = [];
  const p = await openPage(browser);
  p.page.setDefaultNavigationTimeout(LOAD_MS);
  p.page.on("websocket", (ws) =>
    ws.on("framereceived", (f) =>
      frames.push(frameText(typeof f.payload === "string" ? f.payload : Buffer.from(f.payload))),
    ),
  );
  await p.page.goto(url);
  await waitForTerrain(p.page, LOAD_MS);
  await seated(p.page, seat);
  return { ...p, frames };
}

/** Reloads a seat's tab and waits until its link holds the seat again. */
export async function reloadPatiently(o: Opened, seat: string): Promise<void> {
  await o.page.reload();
  await waitForTerrain(o.page, LOAD_MS);
  await seated(o.page, seat);
}
