import type { Page } from "playwright-core";
import { type HexGrid, hexCenter, parseHexLabel } from "../../../src/core/hex/grid";
import { clickSurface } from "./game";

/** The Lock 'n Load pages' shared steps: a new game from the menu, and a click on a hex. */

/** From the New game menu to a started LnL game with the Play tool on. */
export async function startLnlGame(
  page: Page,
  o: { table: "shipped" | "vehicles"; turns?: number; night?: boolean; seed?: string },
): Promise<void> {
  await page.getByTestId("new-game-ruleset").selectOption("lnl");
  await page.getByTestId("new-game").click();
  await page.getByTestId("lnl-setup").waitFor({ timeout: 60_000 });
  await page.getByTestId("lnl-setup-table").selectOption(o.table);
  if (o.turns !== undefined) await page.getByTestId("lnl-setup-turns").fill(String(o.turns));
  if (o.night) await page.getByTestId("lnl-setup-night").check();
  if (o.seed !== undefined) await page.getByTestId("lnl-setup-seed").fill(o.seed);
  await page.getByTestId("lnl-start").click();
  await page.getByTestId("lnl-tool-play").click();
}

/** Clicks the centre of hex `label` of `grid` on the table (the Play tool). */
export async function clickHexOf(page: Page, grid: HexGrid, label: string): Promise<void> {
  const [x, y] = hexCenter(grid, parseHexLabel(grid, label)!);
  await clickSurface(page, x, y);
}

/** One counter as the side panel's list shows it: `id (side, kind) hex: status`. */
export interface CounterShown {
  id: string;
  side: string;
  kind: string;
  hex: string;
  /** the status words: "Good Order", or marks such as "Shaken, Moved", "eliminated" */
  status: string;
  /** its box in the list is ticked (it is picked) */
  picked: boolean;
}

/** What the Lock 'n Load page shows, read from its text and the board's lit hexes (never its store). */
export interface LnlShownOnPage {
  /** the header's line, "Turn 1 of 2, rally — to act: blue" or "… — game over: …" */
  turn: string;
  over: boolean;
  /** the side to act (the header's "to act: …") */
  seat: string;
  /** the side panel's heading: the phase, an OF offer or a moving stack */
  phase: string;
  handOver: boolean;
  /** the log's entries (the replay line's "now (N entries)") */
  entries: number;
  counters: CounterShown[];
  /** the hexes lit on the board for the picked stack ("H5 · 1 MP", "H6 · melee") */
  moves: { hex: string; melee: boolean }[];
  target: string | null;
}

const COUNTER = /^(\S+) \((\w+), ([\w-]+)\) (\S+): (.*)$/;

/** Reads the page as a player sees it. */
export async function lnlOnPage(page: Page): Promise<LnlShownOnPage> {
  return page.evaluate((pattern) => {
    const text = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? "";
    const turn = text("lnl-turn");
    const re = new RegExp(pattern);
    const counters = [...document.querySelectorAll('[data-testid="lnl-counters"] li')].flatMap((li) => {
      const m = re.exec((li.textContent ?? "").trim());
      const box = li.querySelector("input") as HTMLInputElement | null;
      return m
        ? [{ id: m[1]!, side: m[2]!, kind: m[3]!, hex: m[4]!, status: m[5]!, picked: box?.checked ?? false }]
        : [];
    });
    const moves = [...document.querySelectorAll('[data-testid="lnl-hex-move"]')].map((el) => ({
      hex: (el as HTMLElement).dataset.hex ?? "",
      melee: (el.textContent ?? "").includes("melee"),
    }));
    const target = /^Target: (\S+)/.exec(text("lnl-target"))?.[1] ?? null;
    return {
      turn,
      over: turn.includes("game over"),
      seat: / — to act: (\w+)/.exec(turn)?.[1] ?? "",
      phase: text("lnl-phase"),
      handOver: document.querySelector('[data-testid="lnl-handover"]') !== null,
      entries: Number(/\((\d+) entries\)/.exec(text("lnl-replay-at"))?.[1] ?? -1),
      counters,
      moves,
      target,
    };
  }, COUNTER.source);
}

/**
 * Clicks hex `label` where the board shows it: the centre of its label on the table (the header's Hex
 * labels switch on), a click on the canvas under the label (the labels let the pointer through).
 */
export async function clickHexLabel(page: Page, label: string): Promise<void> {
  const el = page.locator(`.hex-label[data-hex="${label}"]`);
  const box = await el.boundingBox();
  if (!box) throw new Error(`hex ${label} has no label on the board`);
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.click(x, y);
}
