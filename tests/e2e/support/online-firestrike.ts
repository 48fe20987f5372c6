import type { Page } from "playwright-core";
import { expect } from "vitest";
import { unitsOf } from "../../../src/app/rulesets/firestrike/view";
import { HostedGame } from "../../../src/server/host";
import type { RunningServer } from "../../../src/server/server";
import { appTable } from "./app";
import { bar, clickTable, POLL, pickBase, pressDone, replayInNode, seeResults } from "./game";
import { leaksIn, type Opened, type ServerDeps, storeOf } from "./online-shell";

/**
 * The Firestrike online browser tests' shared steps (tests/e2e/firestrike-online.test.ts): what a page
 * holds of another side's bases, where the page and the server have a base, a move by clicks, and
 * "done" pressed by whichever side is to act.
 */

/** A point of the table, inches. */
export type Xy = [number, number];

/** A base of `ids` away from 0, 0, or a deploy command of one of them, anywhere in a value. */
export const placedOf =
  (ids: string[]) =>
  (v: unknown): boolean => {
    if (v === null || typeof v !== "object" || Array.isArray(v)) return false;
    const b = v as Record<string, unknown>;
    if (b.type === "deploy" && ids.includes(String(b.base))) return true;
    return ids.includes(String(b.id)) && typeof b.x === "number" && (b.x !== 0 || b.y !== 0);
  };

/**
 * Nothing of the bases `ids` in the page's table, store or text, and nothing of where they stand in
 * the messages it received: the roster is public there (the set-up lists every base, at 0, 0 until
 * deployed), the placements are not.
 */
export async function holdsNoneOf(o: Opened, ids: string[], who: string): Promise<void> {
  expect(
    (await appTable(o.page)).units.filter((u) => ids.includes(u.id)),
    `${who}'s table`,
  ).toEqual([]);
  const held = JSON.stringify(await storeOf(o.page));
  for (const id of ids) expect(held, `${id} in ${who}'s store`).not.toContain(`"${id}"`);
  const text = (await o.page.locator("body").textContent()) ?? "";
  for (const id of ids) expect(text, `${id} on ${who}'s page`).not.toMatch(new RegExp(`\\b${id}\\b`));
  expect(await leaksIn(o, placedOf(ids)), `${ids.join(", ")} placed in what ${who} received`).toEqual([]);
}

/** The phase bar's line of whose action it is. */
export const phaseActor = (page: Page) => page.getByTestId("phase-actor").textContent();

/** The step and whose action it is, as the page shows them (changes when the server answers a "done"). */
export const stepAndActor = async (page: Page) =>
  `${await bar(page).getAttribute("data-step")}|${await phaseActor(page)}`;

/** Where the page's table has base `id`. */
export async function where(page: Page, id: string): Promise<Xy> {
  const u = (await appTable(page)).units.find((x) => x.id === id);
  if (!u) throw new Error(`no ${id} on the page's table`);
  return [u.x, u.y];
}

/** Every base of the server's game (the host's own log, replayed in Node). */
export function serverUnits(server: RunningServer, deps: ServerDeps, gameId: string) {
  const h = HostedGame.open(server.store, deps.rulesets, gameId);
  if (!h.ok) throw new Error(JSON.stringify(h.error));
  return unitsOf(replayInNode(JSON.stringify(h.value.hostJson())).now.state!);
}

/** Where the server's game has base `id`. */
export function serverAt(server: RunningServer, deps: ServerDeps, gameId: string, id: string): Xy {
  const u = serverUnits(server, deps, gameId).find((x) => x.id === id)!;
  return [u.x, u.y];
}

/** The page's log rows that name base `id`. */
export const rowsNaming = async (page: Page, id: string) =>
  (await page.getByTestId("log-row").allTextContents()).filter((t) => new RegExp(`\\b${id}\\b`).test(t))
    .length;

/** Picks base `id` at `from` on the table, clicks `to` as its one waypoint and presses Move. */
export async function moveByClicks(page: Page, id: string, from: Xy, to: Xy): Promise<void> {
  await pickBase(page, id, from[0], from[1]);
  await clickTable(page, to[0], to[1]);
  await page.getByTestId("move-commit").click();
}

/** How many log entries the page's game view holds (what the server's updates brought it). */
export const entries = async (page: Page): Promise<number> =>
  ((await storeOf(page)) as { game?: { view?: { entries?: number } } }).game?.view?.entries ?? -1;

/** The page's rules state and entries (what `sameAsServer` compares with the server's `view.state`). */
export const stateOf = async (page: Page) => {
  const v = ((await storeOf(page)) as { game?: { view?: { state: unknown; entries: number } | null } }).game
    ?.view;
  return v ? { view: v.state, entries: v.entries } : null;
};

/** The page whose "done" is enabled now (the side to act), or null. */
export async function actor(pages: Page[]): Promise<Page | null> {
  for (const p of pages) {
    await seeResults(p);
    const done = p.getByTestId("done");
    if ((await done.count()) > 0 && (await done.isEnabled())) return p;
  }
  return null;
}

/** Presses "done" on `page` and waits until the server's answer reaches it (the step or the actor changes). */
export async function doneAnswered(page: Page): Promise<void> {
  const before = await stepAndActor(page);
  await pressDone(page);
  await expect.poll(() => stepAndActor(page), POLL).not.toBe(before);
}
