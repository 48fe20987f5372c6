import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { parseGameText } from "../../../src/core/firestrike/match/format";
import { openSession, type Session } from "../../../src/core/firestrike/match/session";
import { measuredDeps } from "../../core/game/measured";
import { catalog, charts, stats } from "../../core/game/support";
import { runCli } from "../../support/cli-capture";
import { tableToPage } from "./browser";
import { ROOT } from "./build";

/** Helpers for browser tests of the hot-seat game: the phase bar, clicks on the table, save and replay. */

/** The phase bar. */
export const bar = (page: Page) => page.getByTestId("phase-bar");
/** How long a poll waits. */
export const POLL = { timeout: 60_000 };
/** Waits until a locator's attribute has a value. */
export const attr = (l: Locator, name: string, want: string, timeout = 60_000) =>
  expect.poll(() => l.getAttribute(name), { timeout }).toBe(want);
/** Waits until a locator matches `n` elements. */
export const count = (l: Locator, n: number) => expect.poll(() => l.count(), POLL).toBe(n);
/** The step the phase bar shows. */
export const step = async (page: Page) => (await bar(page).getAttribute("data-step")) ?? "";

/** Clicks a point of the table. */
export async function clickTable(page: Page, x: number, y: number): Promise<void> {
  const [px, py] = await steadyPoint(page, x, y, 0);
  await page.mouse.move(px, py);
  await page.mouse.click(px, py);
}

/**
 * Where a table point is on the page once the camera has stopped moving: read again after two animation
 * frames until two reads agree (at most 20). A click aimed while the camera still moves (the top view's
 * transition after a reload, on a busy machine) lands elsewhere: on the unit just picked, say.
 */
export async function steadyPoint(page: Page, x: number, y: number, z: number): Promise<[number, number]> {
  let p = await tableToPage(page, x, y, z);
  for (let i = 0; i < 20; i++) {
    await page.evaluate(
      () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
    );
    const q = await tableToPage(page, x, y, z);
    if (Math.abs(q[0] - p[0]) < 0.5 && Math.abs(q[1] - p[1]) < 0.5) return q;
    p = q;
  }
  return p;
}

/**
 * Clicks the terrain's surface above a table point. A click aimed at z = 0 lands where the camera's ray
 * first meets the terrain, which on a hill or roof is another point (and on a hex table can be another
 * hex, by how the camera frames the table): this one lands on the point itself.
 */
export async function clickSurface(page: Page, x: number, y: number): Promise<void> {
  const z = await page.evaluate(
    ([x, y]) =>
      (
        window as unknown as { __sightline: { surfaceZ(x: number, y: number): number | null } }
      ).__sightline.surfaceZ(x!, y!),
    [x, y],
  );
  if (z === null) throw new Error(`no terrain under (${x}, ${y})`);
  const [px, py] = await steadyPoint(page, x, y, z);
  await page.mouse.move(px, py);
  await page.mouse.click(px, py);
}

/**
 * Clicks through the hot-seat hand-over screen if it is up (it comes between the sides in deployment and
 * whenever the side at the screen changes within the simultaneous movement step).
 */
export async function clearHandover(page: Page): Promise<void> {
  const ready = page.getByTestId("handover-ready");
  for (let i = 0; i < 3 && (await ready.count()); i++) await ready.click();
}

/** Clicks a base on the table and waits until the game shows it picked (the base card names it). */
export async function pickBase(page: Page, id: string, x: number, y: number): Promise<void> {
  await clearHandover(page);
  await clickTable(page, x, y);
  await attr(page.getByTestId("base-card"), "data-base", id);
}

/** Dismisses the automatic results of the step just resolved when they are up ("done" waits for it). */
export async function seeResults(page: Page): Promise<void> {
  const seen = page.getByTestId("auto-results-seen");
  if (await seen.count()) await seen.click();
}

/**
 * Presses "done" and ends the step even where bases may still act in it: the page asks first (issue 39
 * item 9), at once and without the server, so the question is there when the click returns.
 */
export async function pressDone(page: Page): Promise<void> {
  await seeResults(page);
  await page.getByTestId("done").click();
  const end = page.getByTestId("done-end-step");
  if (await end.count()) await end.click();
}

/** Presses "done" for whoever acts until the phase bar shows `want` (a step, or a turn with "turn:"). */
export async function doneUntil(page: Page, want: string): Promise<void> {
  for (let i = 0; i < 60; i++) {
    await clearHandover(page);
    if (
      want.startsWith("turn:")
        ? (await bar(page).getAttribute("data-turn")) === want.slice(5)
        : (await step(page)) === want
    )
      return;
    if (await page.getByTestId("result").count()) return;
    await pressDone(page);
  }
  throw new Error(`never reached ${want}`);
}

/** Saves the game and returns the file's text. */
export async function saveGame(page: Page): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("save-game").click(),
  ]);
  return readFileSync((await download.path())!, "utf8");
}

/** Replays a saved game file in Node on the measured LOS engine. */
export function replayInNode(text: string): Session {
  const file = parseGameText(text, { catalog, charts, stats });
  if (!file.ok) throw new Error(JSON.stringify(file.error));
  const s = openSession(file.value, measuredDeps());
  if (!s.ok) throw new Error(JSON.stringify(s.error));
  return s.value;
}

/** The parts of table units that say where and how a base stands. */
export const pose = (units: { id: string; x: number; y: number; facing: number; posture: string }[]) =>
  units.map((u) => ({ id: u.id, x: u.x, y: u.y, facing: u.facing, posture: u.posture }));

/**
 * Saves the game with the page's save button (`saveTestId`), runs `sightline replay <file> --verify
 * --json` on the download as a user would, checks it exited cleanly, and returns its report.
 */
export async function replayVerified(page: Page, saveTestId: string): Promise<Record<string, unknown>> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId(saveTestId).click()]);
  const r = await runCli("replay", (await download.path())!, "--verify", "--json");
  expect(r.err).toBe("");
  expect(r.code).toBe(0);
  return JSON.parse(r.out);
}

/** A deployed Firestrike game on ridge-and-village, at its first command phase. */
export const ACTIONS_GAME = join(ROOT, "tests/fixtures/games/actions.json");

/** Opens ACTIONS_GAME from the page's file input and plays to its movement step, blue to act. */
export async function actionsToMovement(page: Page): Promise<void> {
  await page.getByTestId("open-game-file").setInputFiles(ACTIONS_GAME);
  await attr(bar(page), "data-step", "move-markers");
  await page.getByTestId("camera-top").click();
  await page.getByTestId("marker-blue-coy").click();
  await page.getByTestId("done").click();
  await attr(bar(page), "data-actor", "red");
  await page.getByTestId("marker-red-coy").click();
  await doneUntil(page, "movement");
  await attr(bar(page), "data-actor", "blue");
}
