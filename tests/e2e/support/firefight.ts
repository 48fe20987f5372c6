import type { Page } from "playwright-core";
import { expect } from "vitest";
import { POLL, steadyPoint } from "./game";

/**
 * Clicks table point (x, y) as a player would (issue 38 item 2: the firefight is played by clicks, never
 * typed coordinates): in the top view, a plan, so the point under the pointer is the one aimed at. The
 * pointer first rests there (the Play tool shows the path and its cost while hovering).
 */
export async function clickTable(page: Page, x: number, y: number): Promise<void> {
  const top = page.getByTestId("camera-top");
  if ((await top.getAttribute("aria-pressed")) !== "true") await top.click();
  await expect.poll(() => top.getAttribute("aria-pressed"), POLL).toBe("true");
  // once the top view's camera has stopped moving (game.ts): a click aimed during the move lands elsewhere
  const [px, py] = await steadyPoint(page, x, y, 0);
  await page.mouse.move(px, py);
  await page.mouse.click(px, py);
}

/**
 * Where one of `unit`'s models stands, table inches: read from the table the page draws (the models
 * on it are the game's; a read, as `tableToScreen` is). The first standing model of the unit.
 */
export async function modelOf(page: Page, unit: string): Promise<[number, number]> {
  const standing = async () => {
    const table = (await page.evaluate(() =>
      (window as unknown as { __sightline: { table(): unknown } }).__sightline.table(),
    )) as { units: { formation?: string; x: number; y: number; posture?: string }[] };
    const m = table.units.find((u) => u.formation === unit && u.posture !== "prone");
    return m ? ([m.x, m.y] as [number, number]) : null;
  };
  // Waits for the game's models to reach the page's table (a game just started draws them a moment later).
  await expect.poll(standing, { ...POLL, message: `no model of ${unit} stands on the table` }).not.toBeNull();
  return (await standing())!;
}

/** Clicks one of `unit`'s models on the table and waits until the side panel says it is picked. */
export async function pickUnit(page: Page, unit: string): Promise<void> {
  const [x, y] = await modelOf(page, unit);
  await clickTable(page, x, y);
  await expect.poll(() => page.getByTestId("ff-unit").inputValue(), POLL).toBe(unit);
}

/** Clicks one of `unit`'s models, then table point (x, y): deploys the unit there, or moves its centre there. */
export async function unitTo(page: Page, unit: string, x: number, y: number): Promise<void> {
  await pickUnit(page, unit);
  await clickTable(page, x, y);
}

/** Drags one of `unit`'s models to table point (x, y) with the mouse: deploys it there, or moves it. */
export async function dragUnitTo(page: Page, unit: string, x: number, y: number): Promise<void> {
  const [mx, my] = await modelOf(page, unit);
  await clickTable(page, mx, my); // into the top view, and the unit is picked
  const [fx, fy] = await steadyPoint(page, mx, my, 0);
  const [tx, ty] = await steadyPoint(page, x, y, 0);
  await page.mouse.move(fx, fy);
  await page.mouse.down();
  await page.mouse.move((fx + tx) / 2, (fy + ty) / 2, { steps: 4 });
  await page.mouse.move(tx, ty, { steps: 4 });
  await page.mouse.up();
}

/** The refusal of a Done while the pairing still owes a couple (core/firefight/pairing.ts). */
const OWED = /^(\S+) and (\S+) see each other and neither is in a fire fight/;

/** Whether the side panel shows a refused Done that names a couple still to pair. */
export async function owesPair(page: Page): Promise<boolean> {
  const refusal = page.getByTestId("ff-refusal");
  return (await refusal.count()) > 0 && OWED.test((await refusal.textContent()) ?? "");
}

/**
 * Pairing is obligatory while two enemy units see each other (seed 003, issue 39): after a refused
 * Done, pairs the couple the refusal names as a player does, by clicking a model of the seat's own unit
 * and then a model of the enemy unit, and waits for the entry (the refusal goes once an entry is
 * accepted). Returns false when no such refusal is shown.
 */
export async function pairOwed(page: Page): Promise<boolean> {
  if (!(await owesPair(page))) return false;
  const m = OWED.exec((await page.getByTestId("ff-refusal").textContent()) ?? "")!;
  // The refusal names the couple in either order: the seat's own unit (the units list gives each
  // unit's side, the step line the seat to act) is the one to click first.
  const seat = await page.getByTestId("ff-step").locator("strong").textContent();
  const sideOf = async (unit: string) =>
    /^\S+ \((\w+),/.exec(
      (await page
        .getByTestId("ff-units")
        .locator("li")
        .filter({ hasText: `${unit} (` })
        .first()
        .textContent()) ?? "",
    )?.[1];
  const [mine, theirs] = (await sideOf(m[1]!)) === seat ? [m[1]!, m[2]!] : [m[2]!, m[1]!];
  await pickUnit(page, mine);
  const [x, y] = await modelOf(page, theirs);
  await clickTable(page, x, y);
  await expect.poll(() => page.getByTestId("ff-refusal").count(), POLL).toBe(0);
  return true;
}
