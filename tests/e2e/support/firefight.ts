import type { Page } from "playwright-core";
import { expect } from "vitest";
import { tableToPage } from "./browser";
import { POLL } from "./game";

/**
 * Clicks table point (x, y) as a player would (issue 38 item 2: the firefight is played by clicks, never
 * typed coordinates): in the top view, a plan, so the point under the pointer is the one aimed at. The
 * pointer first rests there (the Play tool shows the path and its cost while hovering).
 */
export async function clickTable(page: Page, x: number, y: number): Promise<void> {
  const top = page.getByTestId("camera-top");
  if ((await top.getAttribute("aria-pressed")) !== "true") await top.click();
  await expect.poll(() => top.getAttribute("aria-pressed"), POLL).toBe("true");
  const [px, py] = await tableToPage(page, x, y, 0);
  await page.mouse.move(px, py);
  await page.mouse.click(px, py);
}

/** Picks `unit` in the side panel's list and clicks (x, y): deploys it there, or moves its centre there. */
export async function unitTo(page: Page, unit: string, x: number, y: number): Promise<void> {
  await page.getByTestId("ff-unit").selectOption(unit);
  await clickTable(page, x, y);
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
 * Done, pairs the couple the refusal names through the Pair form and waits for the entry (the refusal
 * goes once an entry is accepted). Returns false when no such refusal is shown.
 */
export async function pairOwed(page: Page): Promise<boolean> {
  if (!(await owesPair(page))) return false;
  const m = OWED.exec((await page.getByTestId("ff-refusal").textContent()) ?? "")!;
  await page.getByTestId("ff-unit").selectOption(m[1]!);
  await page.getByTestId("ff-enemy").selectOption(m[2]!);
  await page.getByTestId("ff-pair").click();
  await expect.poll(() => page.getByTestId("ff-refusal").count(), POLL).toBe(0);
  return true;
}
