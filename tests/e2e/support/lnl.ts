import type { Page } from "playwright-core";
import { type HexGrid, hexCenter, parseHexLabel } from "../../../src/core/hex/grid";
import { clickSurface } from "./game";

/** The Lock 'n Load pages' shared steps: a new game from the menu, and a click on a hex. */

/** From the New game menu to a started LnL game with the Play tool on. */
export async function startLnlGame(
  page: Page,
  o: { table: "shipped" | "vehicles"; turns?: number; night?: boolean },
): Promise<void> {
  await page.getByTestId("new-game-ruleset").selectOption("lnl");
  await page.getByTestId("new-game").click();
  await page.getByTestId("lnl-setup").waitFor({ timeout: 60_000 });
  await page.getByTestId("lnl-setup-table").selectOption(o.table);
  if (o.turns !== undefined) await page.getByTestId("lnl-setup-turns").fill(String(o.turns));
  if (o.night) await page.getByTestId("lnl-setup-night").check();
  await page.getByTestId("lnl-start").click();
  await page.getByTestId("lnl-tool-play").click();
}

/** Clicks the centre of hex `label` of `grid` on the table (the Play tool). */
export async function clickHexOf(page: Page, grid: HexGrid, label: string): Promise<void> {
  const [x, y] = hexCenter(grid, parseHexLabel(grid, label)!);
  await clickSurface(page, x, y);
}
