import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import { appTable } from "./app";
import { openPage, waitForTerrain } from "./browser";
import { clickTable, count, POLL } from "./game";
import { ACTION_TIMEOUT } from "./online-shell";

/** Helpers for browser tests of online games: open an invite link, deploy by clicks on the table. */

/** A new context at `url`, once its terrain is drawn; `errors` gathers its console errors. */
export async function openedAt(browser: Browser, url: string): Promise<{ page: Page; errors: string[] }> {
  const p = await openPage(browser);
  p.page.setDefaultTimeout(ACTION_TIMEOUT);
  await p.page.goto(url);
  await waitForTerrain(p.page);
  return p;
}

/** Deploys `bases` by clicks on the table (top camera), each once the server's answer shows it. */
export async function deployByClicks(page: Page, bases: [string, number, number][]): Promise<void> {
  await page.getByTestId("camera-top").click();
  for (const [id, x, y] of bases) {
    await page.getByTestId(`deploy-${id}`).click();
    await clickTable(page, x, y);
    // The server's answer puts the base on this page's table.
    await expect.poll(async () => (await appTable(page)).units.some((u) => u.id === id), POLL).toBe(true);
  }
  await count(page.getByTestId("refusal"), 0);
}
