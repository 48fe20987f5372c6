import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parseInvite } from "../../src/net/protocol";
import { buildCopy, COPY, copyWithToy, TOY_IMPORT } from "../support/toy/repo-with-toy";
import { launch, openPage, waitForTerrain } from "./support/browser";
import { POLL } from "./support/game";

/**
 * Issue 36 item 9, "Done when": adding a ruleset to the list is the only change outside its folders.
 * A copy of this checkout gets exactly that change (src/rulesets/index.ts: the toy's import and its
 * entry in `RULESETS`; the toy's folder tests/support/toy/ beside it), and the checkout's own builds
 * make its page and its CLI. Then, on `sightline serve` of that copy: the toy is played hot-seat in a
 * page to its end (hand-over, replay, a reload that resumes, leave), and online between two browser
 * contexts from the invite links, each side's move a click on its own page; `sightline replay --verify`
 * of the copy accepts the server's record of the online game. One build, one browser.
 */

vi.setConfig({ testTimeout: 300_000 });

let list: { before: string; after: string };
let serve: ChildProcess | null = null;
let url = "";
let browser: Browser;

/** Resolves with the URL `sightline serve` prints once it listens (its one JSON line). */
function listening(child: ChildProcess): Promise<string> {
  return new Promise((done, fail) => {
    let out = "";
    let err = "";
    child.stderr?.on("data", (d: Buffer) => {
      err += d.toString();
    });
    child.stdout?.on("data", (d: Buffer) => {
      out += d.toString();
      const m = /"listening":"([^"]+)"/.exec(out);
      if (m) done(m[1]!);
    });
    child.once("exit", (code) => fail(new Error(`sightline serve exited (${code}): ${err}`)));
  });
}

beforeAll(async () => {
  list = copyWithToy();
  await buildCopy();
  serve = spawn(
    process.execPath,
    ["src/cli/sightline.mjs", "serve", "--port", "0", "--data", ":memory:", "--app", "dist", "--quiet"],
    { cwd: COPY, stdio: ["ignore", "pipe", "pipe"] },
  );
  url = await listening(serve);
  browser = await launch();
}, 480_000);
afterAll(async () => {
  await browser?.close();
  serve?.kill("SIGTERM");
});

/** A page of its own (a browser context) at `at`, once its table is drawn. */
async function opened(at: string): Promise<{ page: Page; errors: string[] }> {
  const p = await openPage(browser);
  await p.page.goto(at);
  await waitForTerrain(p.page);
  return p;
}

const status = (page: Page) => page.getByTestId("toy-status").textContent();
const entries = (page: Page) => page.getByTestId("toy-log").locator("li").count();

describe("the toy ruleset, added to the list by one line", () => {
  it("is the only change to the copy's list: the toy's import and its entry", () => {
    const before = list.before.split("\n");
    const after = list.after.split("\n");
    const removed = before.filter((l) => !after.includes(l));
    const added = after.filter((l) => !before.includes(l));
    expect(removed).toHaveLength(1);
    expect(removed[0]).toMatch(/^export const RULESETS: readonly RulesetModule\[\] = \[.+\];$/);
    expect(added).toEqual([TOY_IMPORT, removed[0]!.replace(/\];$/, ", toyModule];")]);
    // The CLI carries the toy's module and rules part, and not its page part (scripts/ruleset-parts.mjs)
    const { inputs } = JSON.parse(readFileSync(join(COPY, ".build/cli/manifest.json"), "utf8")) as {
      inputs: string[];
    };
    expect(inputs).toContain("tests/support/toy/module.ts");
    expect(inputs).toContain("tests/support/toy/core/ruleset.ts");
    expect(inputs.filter((f) => f.startsWith("tests/support/toy/app/") || f.startsWith("src/app/"))).toEqual(
      [],
    );
  });

  it("plays hot-seat in the page to its end, with hand-over, replay, a reload that resumes and leave", async () => {
    const { page, errors } = await opened(`${url}/`);
    await page.getByTestId("new-game-ruleset").selectOption("toy-duel");
    await page.getByTestId("new-game").click();
    await page.getByTestId("toy-seed").fill("toy-hotseat-3");
    await page.getByTestId("toy-start").click();
    await expect.poll(() => status(page), POLL).toBe("a to act (you)");
    expect(await page.getByTestId("toy-order").textContent()).toContain("flank left");
    // a takes cover, then each shoots in turn; the screen is handed over after every move but the last
    let over = false;
    for (let n = 0; n < 30 && !over; n++) {
      if (n > 0) await page.getByTestId("toy-handed-over").click();
      await page.getByTestId(n === 0 ? "toy-cover" : "toy-shoot").click();
      await expect.poll(() => entries(page), POLL).toBe(n + 1);
      over = /wins$/.test((await status(page)) ?? "");
      if (!over) {
        // the other unit's player gets the page, and sees only its own order
        await page.getByTestId("toy-handover").waitFor();
        expect(await page.getByTestId("toy-order").textContent()).toContain(
          n % 2 === 0 ? "hold the ridge" : "flank left",
        );
      }
    }
    expect(over).toBe(true);
    const end = await status(page);
    const moves = await entries(page);
    expect(await page.getByTestId("toy-handover").count()).toBe(0);
    expect(await page.getByTestId("toy-shoot").isDisabled()).toBe(true);
    expect(await page.getByTestId("toy-why").textContent()).toBe("the game is over");

    // replay: back to the start (the slider, by keyboard), then live again
    await page.getByTestId("toy-replay").focus();
    await page.keyboard.press("Home");
    await expect.poll(() => entries(page), POLL).toBe(0);
    expect(await status(page)).toMatch(/^a to act/);
    await page.getByTestId("toy-live").click();
    await expect.poll(() => entries(page), POLL).toBe(moves);

    // the autosave: a reload resumes the game as it ended
    await page.reload();
    await expect.poll(() => status(page), POLL).toBe(end);
    expect(await entries(page)).toBe(moves);

    // leave: the toolbar is back
    await page.getByTestId("toy-leave").click();
    await page.getByTestId("new-game").waitFor();
    expect(await page.getByTestId("toy-side").count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("plays online between two browser contexts through `sightline serve`, and `sightline replay --verify` accepts the game", async () => {
    const maker = await opened(`${url}/`);
    await maker.page.getByTestId("new-game-ruleset").selectOption("toy-duel");
    await maker.page.getByTestId("play-online").click();
    await maker.page.getByTestId("toy-start").click();
    const link = (seat: string) => maker.page.getByTestId(`online-link-${seat}`).inputValue();
    await expect.poll(() => link("b"), POLL).toMatch(/\?online=/);
    const urls = { a: await link("a"), b: await link("b") };
    expect(maker.errors).toEqual([]);
    await maker.page.context().close();

    const a = await opened(urls.a);
    const b = await opened(urls.b);
    const pages = { a: a.page, b: b.page };
    for (const [seat, page] of Object.entries(pages)) {
      await expect
        .poll(() => page.getByTestId("online-seat").textContent(), POLL)
        .toBe(`Online: you play ${seat}`);
      await page.getByTestId("toy-side").waitFor({ timeout: 60_000 });
    }
    // each side shoots in turn (a first), by a click on its own page; the other's page says why it waits
    let over = false;
    for (let n = 0; n < 60 && !over; n++) {
      for (const page of [a.page, b.page]) await expect.poll(() => entries(page), POLL).toBe(n);
      over = /wins$/.test((await status(a.page)) ?? "");
      if (over) break;
      const [me, other] = n % 2 === 0 ? (["a", "b"] as const) : (["b", "a"] as const);
      expect(await status(pages[me])).toBe(`${me} to act (you)`);
      expect(await pages[other].getByTestId("toy-why").textContent()).toBe(`waiting for ${me}`);
      expect(await pages[other].getByTestId("toy-shoot").isDisabled()).toBe(true);
      await pages[me].getByTestId("toy-shoot").click();
    }
    expect(over).toBe(true);
    await expect.poll(() => status(b.page), POLL).toBe(await status(a.page));
    expect(await pages.a.getByTestId("toy-handover").count()).toBe(0);
    expect([...a.errors, ...b.errors]).toEqual([]);

    // the server's record of the game, replayed and its dice verified by the copy's CLI
    const invite = parseInvite(urls.a)!;
    const r = await fetch(`${invite.server}/api/games/${invite.game}/log?seat=${invite.token}`);
    expect(r.status).toBe(200);
    const file = join(mkdtempSync(join(tmpdir(), "sightline-toy-")), "toy.json");
    writeFileSync(file, await r.text());
    const out = execFileSync(
      process.execPath,
      ["src/cli/sightline.mjs", "replay", file, "--json", "--verify"],
      {
        cwd: COPY,
        encoding: "utf8",
      },
    );
    expect(JSON.parse(out)).toMatchObject({ ok: true, over: true, dice: { check: "verified" } });
  });
});
