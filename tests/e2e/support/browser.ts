import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, type ConsoleMessage, chromium, type Page } from "playwright-core";
import { ROOT } from "./build";

/** The system Chromium, headless, with WebGL through SwiftShader (the flags that work on this machine). */
export const CHROMIUM = "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--use-angle=swiftshader",
  "--enable-unsafe-swiftshader",
];

/** Where screenshots go for a person to look at (gitignored). */
export const SHOTS = join(ROOT, "test-results", "e2e");

/** Launches the system Chromium. */
export async function launch(): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(`${CHROMIUM} is missing: install the Debian "chromium" package (.ci/run does)`);
  mkdirSync(SHOTS, { recursive: true });
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}

/** A page that records console errors and uncaught exceptions. */
export async function openPage(
  browser: Browser,
  viewport = { width: 1200, height: 760 },
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (m: ConsoleMessage) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(`uncaught: ${e.message}`));
  return { page, errors };
}

/** Waits until the first frame with terrain has been drawn. */
export async function waitForTerrain(page: Page, timeout = 60_000): Promise<number> {
  await page.waitForFunction(
    () =>
      (window as unknown as { __sightlineFirstTerrainFrameMs?: number }).__sightlineFirstTerrainFrameMs !==
      undefined,
    undefined,
    {
      timeout,
    },
  );
  return page.evaluate(
    () => (window as unknown as { __sightlineFirstTerrainFrameMs: number }).__sightlineFirstTerrainFrameMs,
  );
}

/** Screen position (page pixels) of a table point, through the app's test hook. */
export async function tableToPage(page: Page, x: number, y: number, z = 0): Promise<[number, number]> {
  const canvas = await page.locator("canvas").boundingBox();
  const p = await page.evaluate(
    ([x, y, z]) =>
      (
        window as unknown as {
          __sightline: { tableToScreen(x: number, y: number, z: number): [number, number] | null };
        }
      ).__sightline.tableToScreen(x!, y!, z!),
    [x, y, z],
  );
  if (!canvas || !p) throw new Error("canvas or camera not ready");
  return [canvas.x + p[0], canvas.y + p[1]];
}
