/**
 * Screenshots of the Firefight, Lock 'n Load, WWII-in-cm and hex fire/assault pages (issues 38, 33, 32), taken by clicks
 * as a player would, so
 * the pictures in docs/screenshots/ stay current:
 *   node scripts/start.mjs --port 5871 &   then   npx tsx scripts/screenshots-games.ts [--port 5871] [--only ww2cm]
 * Chromium (/usr/bin/chromium, tests/e2e/support/browser.ts) at 1600×900, SwiftShader.
 */
import { mkdirSync, readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { hexCenter, parseHexLabel } from "../src/core/hex/grid";
import { gridOf } from "../src/core/table/hex-settings";
import type { HexSettings } from "../src/core/table/schema";
import { skirmishFile } from "../tests/app/rulesets/ww2cm/skirmish-scenario";
import { launch, tableToPage } from "../tests/e2e/support/browser";
import { clickSurface } from "../tests/e2e/support/game";

const port = Number(process.argv[process.argv.indexOf("--port") + 1]) || 5871;
const OUT = new URL("../docs/screenshots/", import.meta.url).pathname;
mkdirSync(OUT, { recursive: true });

const settle = (page: Page, ms = 1500) => page.waitForTimeout(ms);
const shot = async (page: Page, name: string) => {
  await settle(page);
  await page.screenshot({ path: `${OUT}${name}.png` });
  console.log(`docs/screenshots/${name}.png`);
};

/** Clicks table point (x, y) in the top view (the tests' helper waits with vitest, which is not here). */
async function clickTable(page: Page, x: number, y: number) {
  const top = page.getByTestId("camera-top");
  if ((await top.getAttribute("aria-pressed")) !== "true") await top.click();
  await page.locator('[data-testid="camera-top"][aria-pressed="true"]').waitFor();
  await settle(page, 300);
  await clickSurface(page, x, y);
}

async function unitTo(page: Page, unit: string, x: number, y: number) {
  await page.getByTestId("ff-unit").selectOption(unit);
  await clickTable(page, x, y);
}

async function handOver(page: Page) {
  await page.getByTestId("ff-handed-over").click();
}

async function firefight(page: Page) {
  await page.getByTestId("new-game-ruleset").selectOption("firefight");
  await page.getByTestId("new-game").click();
  await page.getByTestId("ff-setup").waitFor({ timeout: 60_000 });
  await page.getByTestId("ff-table").selectOption("firefight-farm");
  await page.getByTestId("ff-turn-limit").fill("1");
  await shot(page, "firefight-setup");
  await page.getByTestId("ff-start").click();
  await page.getByTestId("ff-side").waitFor({ timeout: 60_000 });
  await page.getByTestId("camera-orbit").click();
  await shot(page, "firefight-start");
  // Deployment by clicks: a unit, then the table in the zone.
  await unitTo(page, "blue-rifles-1", 6, 5.5);
  await unitTo(page, "blue-gunners", 40, 6.5);
  await shot(page, "firefight-deploy-top");
  await page.getByTestId("ff-done").click();
  await handOver(page);
  await unitTo(page, "red-veterans", 6, 42.5);
  await page.getByTestId("ff-done").click();
  await handOver(page);
  // Movement: the picked unit's allowance ring, and the hovered path with its cost.
  await page.getByTestId("ff-unit").selectOption("blue-rifles-2");
  await clickTable(page, 26, 4); // on its own model: picks it
  const [px, py] = await tableToPage(page, 26.5, 7.5, 0);
  await page.mouse.move(px, py);
  await shot(page, "firefight-move-top");
  await page.getByTestId("camera-orbit").click();
  await page.mouse.move(px, py);
  await shot(page, "firefight-move-3d");
  // To the end: Done, resolve and pair (the panel names a couple still to pair) until the game is over.
  for (let i = 0; i < 60 && (await page.getByTestId("ff-over").count()) === 0; i++) {
    if ((await page.getByTestId("ff-handover").count()) > 0) {
      await handOver(page);
      continue;
    }
    const resolve = page.locator('[data-testid^="ff-resolve-"]');
    if ((await resolve.count()) > 0) await resolve.first().click();
    else await page.getByTestId("ff-done").click();
    await settle(page, 400);
    const refusal = page.getByTestId("ff-refusal");
    const m = /^(\S+) and (\S+) see each other/.exec(
      (await refusal.count()) > 0 ? ((await refusal.textContent()) ?? "") : "",
    );
    if (m) {
      await page.getByTestId("ff-unit").selectOption(m[1]!);
      await page.getByTestId("ff-enemy").selectOption(m[2]!);
      await page.getByTestId("ff-pair").click();
      await settle(page, 400);
    }
  }
  await shot(page, "firefight-result");
  page.once("dialog", (d) => void d.accept());
  await page.getByTestId("ff-leave").click();
}

async function lnl(page: Page) {
  await page.getByTestId("new-game-ruleset").selectOption("lnl");
  await page.getByTestId("new-game").click();
  await page.getByTestId("lnl-setup").waitFor({ timeout: 60_000 });
  await page.getByTestId("lnl-setup-table").selectOption("shipped");
  await page.getByTestId("lnl-start").click();
  await page.getByTestId("lnl-tool-play").click();
  await page.getByTestId("lnl-side").waitFor({ timeout: 60_000 });
  await page
    .getByTestId("camera-top")
    .click()
    .catch(() => undefined);
  await shot(page, "lnl-start");
  // Past the rally phase, a friendly stack picked by clicking its hex: its legal moves with their MP.
  for (let i = 0; i < 6; i++) {
    if ((await page.getByTestId("lnl-handover").count()) > 0)
      await page.getByTestId("lnl-handed-over").click();
    else if ((await page.getByTestId("lnl-end-rally").count()) > 0)
      await page.getByTestId("lnl-end-rally").click();
    else break;
    await settle(page, 800);
  }
  const side = /to act: (\w+)/.exec((await page.getByTestId("lnl-turn").textContent()) ?? "")?.[1] ?? "blue";
  const hex = await page.evaluate((side) => {
    const w = window as unknown as {
      __sightline: { table(): { units: { id: string; side: string; x: number; y: number }[] } };
    };
    return w.__sightline.table().units.find((u) => u.side === side) ?? null;
  }, side);
  if (hex) await clickSurface(page, hex.x, hex.y);
  await shot(page, "lnl-moves");
  page.once("dialog", (d) => void d.accept());
  await page.getByTestId("lnl-leave").click();
}

/** Table cm as the page's inches (seed 002's tables are written in cm). */
const cm = (n: number) => n / 2.54;

async function ww2cm(page: Page) {
  await page.getByTestId("new-game-ruleset").selectOption("ww2cm");
  await page.getByTestId("new-game").click();
  await page.getByTestId("ww2-setup").waitFor({ timeout: 60_000 });
  await shot(page, "ww2cm-setup");
  await page.getByTestId("ww2-start").click();
  await page.getByTestId("ww2-side").waitFor({ timeout: 60_000 });
  // Movement: the squad picked by a click on one of its models, its 4 cm ring.
  await clickTable(page, cm(40), cm(15));
  await shot(page, "ww2cm-move-top");
  await clickTable(page, cm(45), cm(18));
  await page.getByTestId("ww2-next").click();
  // Shooting: the MG team, the 13 cm circle on the red squad, every modifier in the side panel.
  await clickTable(page, cm(70), cm(14));
  await clickTable(page, cm(53), cm(78));
  await shot(page, "ww2cm-shoot-top");
  page.once("dialog", (d) => void d.accept());
  await page.getByTestId("ww2-leave").click();
  // The skirmish of the browser test: the MG's circle on a squad behind the hedge and the wood (two
  // pieces of cover), then the tank picked with a pivot chosen (its ring a quarter smaller).
  await page.getByTestId("open-game-file").setInputFiles({
    name: "skirmish.game.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(skirmishFile("ww2cm-e2e-2-8"))),
  });
  await page.getByTestId("ww2-side").waitFor({ timeout: 60_000 });
  await clickTable(page, cm(113), cm(20));
  await page.getByTestId("ww2-pivot-left").click();
  await shot(page, "ww2cm-pivot-top");
  await page.getByTestId("ww2-next").click();
  await clickTable(page, cm(79), cm(15));
  await clickTable(page, cm(79), cm(58));
  await shot(page, "ww2cm-cover-top");
  page.once("dialog", (d) => void d.accept());
  await page.getByTestId("ww2-leave").click();
}

/** The hex fire/assault game of tests/e2e/hexfire-game.test.ts, to the Op Fire result with its card lines. */
async function hexfire(page: Page) {
  const grid = gridOf(
    (JSON.parse(readFileSync("terrain/lnl-hamlet.json", "utf8")) as { hex: HexSettings }).hex,
  );
  const clickHex = async (label: string) => {
    const [x, y] = hexCenter(grid, parseHexLabel(grid, label)!);
    await clickSurface(page, x, y);
    await settle(page, 800);
  };
  await page.getByTestId("new-game-ruleset").selectOption("hexfire");
  await page.getByTestId("new-game").click();
  await page.getByTestId("hexfire-setup").waitFor({ timeout: 60_000 });
  await page.getByTestId("hexfire-setup-table").selectOption("hamlet");
  await page.getByTestId("hexfire-setup-seed").fill("hexfire-page-1");
  await page.getByTestId("hexfire-setup-turns").fill("2");
  await page.getByTestId("hexfire-start").click();
  await page.getByTestId("hexfire-side").waitFor({ timeout: 60_000 });
  await page.getByTestId("hexfire-tool-play").click();
  await clickHex("I2"); // blue's AFV: its moves light up
  await shot(page, "hexfire-moves");
  await clickHex("I7");
  await page.getByTestId("hexfire-handed-over").click();
  await clickHex("I8"); // red's AFV Op Fires at it
  await shot(page, "hexfire-op-fire-preview");
  await page.getByTestId("hexfire-fire").click();
  await shot(page, "hexfire-op-fire-result");
}

const browser = await launch();
const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
page.on("pageerror", (e) => console.error(`page error: ${e.message}`));
await page.goto(`http://127.0.0.1:${port}/`);
await page.locator("canvas").waitFor({ timeout: 120_000 });
await settle(page, 3000);
// --only <name>: one game's pictures (the others' stay as they are)
const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : null;
const games: [string, (page: Page) => Promise<void>][] = [
  ["firefight", firefight],
  ["lnl", lnl],
  ["ww2cm", ww2cm],
  ["hexfire", hexfire],
];
for (const [name, run] of games) if (only === null || only === name) await run(page);
await browser.close();
