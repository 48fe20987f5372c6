import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, vi } from "vitest";
import { builtinCatalog } from "../../../src/core/catalog/builtin";
import type { LosVerdict } from "../../../src/core/los/verdict";
import type { Table } from "../../../src/core/table/schema";
import { validateTable } from "../../../src/core/table/validate";
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

/**
 * Starts the app and a browser before a file's tests and stops them after, giving each test
 * `testTimeout` ms (a real browser with a software renderer on a small machine needs room).
 */
export function e2eForFile(testTimeout: number): E2E {
  vi.setConfig({ testTimeout });
  let started: E2E | null = null;
  beforeAll(async () => {
    started = await startE2E();
  }, 240_000);
  afterAll(async () => {
    await started?.close();
  });
  const get = () => {
    if (!started) throw new Error("the browser test app has not started");
    return started;
  };
  return {
    get url() {
      return get().url;
    },
    get browser() {
      return get().browser;
    },
    close: () => get().close(),
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

/** Runs `sightline <args>` exactly as `npx sightline` does, and returns what it printed. */
export function sightline(args: readonly string[]): string {
  return execFileSync(process.execPath, [join(ROOT, "src/cli/sightline.mjs"), ...args], {
    cwd: ROOT,
    encoding: "utf8",
  });
}

/** `sightline los <table> a b --json`, parsed. */
export function cliVerdict(tableName: string, observer: string, target: string): CliVerdict {
  return JSON.parse(sightline(["los", `terrain/${tableName}.json`, observer, target, "--json"]));
}

/** `sightline los` as text, one trimmed line each, runs of spaces collapsed. */
export function cliVerdictLines(tableName: string, observer: string, target: string): string[] {
  return sightline(["los", `terrain/${tableName}.json`, observer, target])
    .split("\n")
    .map((l) => l.trim().replace(/\s+/g, " "))
    .filter((l) => l.length > 0);
}

/** The JSON shape of `sightline los --json`. */
export type CliVerdict = Omit<LosVerdict, "lines">;

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
    headline: (await v.getByTestId("los-headline").textContent())?.trim().replace(/\s+/g, " "),
    facts: (await v.getByTestId("los-fact").allTextContents()).map((t) => t.trim().replace(/\s+/g, " ")),
    reasons: await v.getByTestId("los-reason").allTextContents(),
    rules: await v
      .getByTestId("los-reason")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-rule"))),
  };
}

/** The table the app holds now (through the read-only test hook). */
export async function appTable(page: Page): Promise<Table> {
  return page.evaluate(() => (window as unknown as { __sightline: { table(): Table } }).__sightline.table());
}
