import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { lineOfSight } from "../../../src/core/los/line-of-sight";
import type { LosVerdict } from "../../../src/core/los/verdict";
import type { Table } from "../../../src/core/table/schema";
import { validateTable } from "../../../src/core/table/validate";
import { createWorld } from "../../../src/geometry/los/world";
import { launch, openPage, waitForTerrain } from "./browser";
import { DIST, ensureBuilt, ROOT } from "./build";
import { type StaticServer, serveStatic } from "./server";

/** One built, served app and one browser, shared by the tests of a file. */
export interface E2E {
  url: string;
  browser: Browser;
  close(): Promise<void>;
}

/** Builds (once), serves and launches. */
export async function startE2E(): Promise<E2E> {
  await ensureBuilt();
  const server: StaticServer = await serveStatic(DIST);
  const browser = await launch();
  return {
    url: server.url,
    browser,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** A fresh page (its own storage) at `path`, waited until terrain has been drawn. */
export async function visit(
  e2e: E2E,
  path: string,
): Promise<{ page: Page; errors: string[]; context: BrowserContext }> {
  const { page, errors } = await openPage(e2e.browser);
  await page.goto(`${e2e.url}${path}`);
  await waitForTerrain(page);
  return { page, errors, context: page.context() };
}

/** A shipped table, validated. */
export function shippedTable(name: string): Table {
  const r = validateTable(
    JSON.parse(readFileSync(join(ROOT, "terrain", `${name}.json`), "utf8")),
    builtinCatalog(),
  );
  if (!r.ok) throw new Error(`terrain/${name}.json is invalid`);
  return r.value;
}

/** The verdict the same engine gives in Node (the CLI's `los --json` content). */
export function nodeVerdict(tableName: string, observer: string, target: string): Omit<LosVerdict, "lines"> {
  const table = shippedTable(tableName);
  const r = lineOfSight(createWorld(table, builtinCatalog()), observer, target);
  if (!r.ok) throw new Error(r.error);
  const { lines: _lines, ...rest } = r.value;
  return rest;
}

/** What the LOS panel shows, read from its DOM. */
export async function panelVerdict(page: Page) {
  const v = page.getByTestId("los-verdict");
  await v.waitFor({ timeout: 30_000 });
  const attr = async (name: string) => (await v.getAttribute(name)) ?? "";
  return {
    observer: await attr("data-observer"),
    target: await attr("data-target"),
    visible: (await attr("data-visible")) === "true",
    distanceInches: Number(await attr("data-distance-inches")),
    distanceYards: Number(await attr("data-distance-yards")),
    coverFraction: Number(await attr("data-cover-fraction")),
    covered: (await attr("data-covered")) === "true",
    reasons: await v.getByTestId("los-reason").allTextContents(),
    rules: await v
      .getByTestId("los-reason")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-rule"))),
    hillEdge: await v.getByTestId("los-hill-edge").textContent(),
  };
}

/** The table the app holds now (through the read-only test hook). */
export async function appTable(page: Page): Promise<Table> {
  return page.evaluate(() => (window as unknown as { __sightline: { table(): Table } }).__sightline.table());
}
