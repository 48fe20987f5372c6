import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hexDistance, parseHexLabel } from "../../src/core/hex/grid";
import { isMmc, type UnitKind } from "../../src/core/lnl/vocab";
import { gridOf } from "../../src/core/table/hex-settings";
import type { HexSettings } from "../../src/core/table/schema";
import { e2eForFile, visit } from "./support/app";
import { POLL, replayVerified } from "./support/game";
import { type CounterShown, clickHexLabel, lnlOnPage, startLnlGame } from "./support/lnl";

/**
 * Issue 21, "a whole game plays in the browser and through `sightline replay`": from the New game menu,
 * set-up on the shipped hex table with a two-turn limit and a fixed dice seed, then every entry to the game's end by clicks
 * on the page — a hex of the table picks a stack (or its counters' boxes do), a lit hex moves it, an
 * enemy hex makes the target and the fire calculator says whether the shot may be fired, the Fire and
 * Opportunity Fire buttons fire it, Rally / End the Rally Phase / Pass / End the move, and the hot-seat
 * hand-over screen. The test only chooses which of the page's offers to take (the page judges every
 * one); the saved file replays in the CLI to the same winner and reason, dice verified.
 * Issue 38: the test reads only what the page shows (the counters list, the header, the phase line, the
 * hexes lit on the board, the Fire button and its reason) and clicks hexes where the board labels them;
 * each shot's dialog (its DFT lines and dice) is read and closed, and Opportunity Fire is taken in the
 * offer's dialog (the first stack it lists, else Let it pass).
 */

const e2e = e2eForFile(600_000);
/** The dice seed typed in the set-up dialog: the whole game (the test's choices and the dice) replays. */
const SEED = "lnl-game-1";
/**
 * Two turns: with this seed turn 1 alone fires, moves and hands over, but a Rally Phase has a Shaken
 * unit to rally only from turn 2, and this is the only browser test that clicks Rally (measured: the
 * second turn's cost is within this machine's noise, docs/app.md).
 */
const TURNS = 2;
const TABLE = JSON.parse(readFileSync("terrain/lnl-hamlet.json", "utf8")) as { hex: HexSettings };
const GRID = gridOf(TABLE.hex);
const hexOf = (label: string) => parseHexLabel(GRID, label)!;
const apart = (a: string, b: string) => hexDistance(hexOf(a), hexOf(b));
const gone = (c: CounterShown) =>
  c.status === "eliminated" || c.status === "wreck" || c.status.includes("riding");
const picked = async (page: Page) =>
  (await lnlOnPage(page)).counters.filter((c) => c.picked).map((c) => c.id);

/** Waits until the fire calculator has checked the shot; true when the Fire button may be pressed. */
async function fireChecked(page: Page): Promise<boolean> {
  const why = page.getByTestId("lnl-fire-why");
  await expect
    .poll(async () => (await why.count()) === 0 || (await why.textContent()) !== "Fire: checking…", POLL)
    .toBe(true);
  return !(await page.getByTestId("lnl-fire").isDisabled());
}

/**
 * Issue 38: whether each element is in view and on top ("shown"), "covered" by another, "out of view" or
 * "missing": mid-game the Fire button and the log's newest entry must both be in view in the side panel
 * (the page is 1200×760 here, smaller than the issue's 1280×800), the log no longer below the fold.
 */
async function shownAt(page: Page, ids: string[]): Promise<string[]> {
  return page.evaluate((ids) => {
    return ids.map((id) => {
      const el0 = document.querySelector(`[data-testid="${id}"]`);
      const el = id === "lnl-log" ? el0?.querySelector("li:last-child") : el0;
      if (!el) return "missing";
      const b = el.getBoundingClientRect();
      const [x, y] = [b.left + Math.min(20, b.width / 2), b.top + b.height / 2];
      if (y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth) return "out of view";
      const hit = document.elementFromPoint(x, y);
      return hit && (hit === el || el.contains(hit)) ? "shown" : "covered";
    });
  }, ids);
}

/**
 * The fire dialog of the shot just fired: its name, the calculator's lines and the dice read on the DFT
 * (direct fire or a sniper's: this board has no vehicles), then Close.
 */
async function shotShown(page: Page, name: RegExp): Promise<void> {
  const dialog = page.getByRole("dialog", { name });
  await dialog.waitFor();
  expect(await dialog.getByTestId("lnl-fire-dialog-plan").textContent()).toMatch(/^Firepower \d+ at /);
  expect(await dialog.getByTestId("lnl-fire-dialog-dice").textContent()).toMatch(
    /^Attack: die \d \+ FP \d+ [+-]\d+ = \d+Defence: die \d \+ TM [+-]\d+ = \d+\d+ (> \d+: a hit|≤ \d+: no effect)/,
  );
  await dialog.getByTestId("lnl-fire-close").click();
  await expect.poll(() => dialog.count(), POLL).toBe(0);
}

/**
 * Picks the stack in `hex` of the side to act by clicking its hex on the board (a picked stack is first
 * let go by a click on its own hex, so the click is never taken as a move there).
 */
async function pickStack(page: Page, hex: string, ids: string[]): Promise<void> {
  const now = await lnlOnPage(page);
  const held = now.counters.find((c) => c.picked)?.hex;
  if (held === hex) return;
  if (held) {
    await clickHexLabel(page, held);
    await expect.poll(() => picked(page), POLL).toEqual([]);
  }
  await clickHexLabel(page, hex);
  await expect.poll(async () => (await picked(page)).sort().join(","), POLL).toBe([...ids].sort().join(","));
}

/** Makes `hex` the target by clicking it and waits for the fire calculator's check; true when it may fire. */
async function aim(page: Page, hex: string): Promise<boolean> {
  await clickHexLabel(page, hex);
  await expect.poll(async () => (await lnlOnPage(page)).target, POLL).toBe(hex);
  const ok = await fireChecked(page);
  if (ok)
    await expect
      .poll(() => page.getByTestId("lnl-fire-preview").textContent(), POLL)
      .toMatch(/Firepower \d+/);
  return ok;
}

describe("a whole Lock 'n Load game in the page", () => {
  it(`${SEED}: plays from the menu to the game's end by clicks and the saved file replays in the CLI`, async () => {
    const { page, errors } = await visit(e2e, "/");
    await startLnlGame(page, { table: "shipped", turns: TURNS, seed: SEED });
    await expect
      .poll(() => page.getByTestId("lnl-turn").textContent(), POLL)
      .toMatch(new RegExp(`Turn 1 of ${TURNS}, rally`));

    // Take back: blue ends its Rally Phase, red (handed the table) takes it back: blue rallies again.
    await page.getByTestId("lnl-end-rally").click();
    await page.getByTestId("lnl-handed-over").click();
    await expect.poll(() => page.getByTestId("lnl-turn").textContent(), POLL).toMatch(/rally — to act: red/);
    await page.getByTestId("lnl-undo").click();
    await expect.poll(() => page.getByTestId("lnl-turn").textContent(), POLL).toMatch(/rally — to act: blue/);
    await page.getByTestId("lnl-handed-over").click();
    await page.getByTestId("lnl-end-rally").click();
    await page.getByTestId("lnl-handed-over").click();
    // The replay slider shows the game after entry 0, and comes back.
    await page.getByTestId("lnl-replay").fill("0");
    await expect
      .poll(() => page.getByTestId("lnl-replay-at").textContent(), POLL)
      .toMatch(/^after entry 0 of /);
    await expect.poll(() => page.getByTestId("lnl-turn").textContent(), POLL).toMatch(/rally — to act: blue/);
    await page.getByTestId("lnl-replay-now").click();
    await expect.poll(() => page.getByTestId("lnl-turn").textContent(), POLL).toMatch(/rally — to act: red/);

    const did = { fire: 0, opFire: 0, move: 0, rally: 0, handOver: 0 };
    // The Rally Phase's tries: the page refuses a second try, so the test remembers whom it tried.
    let tried = { turn: "", ids: new Set<string>() };
    for (let i = 0; i < 400; i++) {
      const now = await lnlOnPage(page);
      if (now.over) break;
      if (now.handOver) {
        await page.getByTestId("lnl-handed-over").click();
        did.handOver++;
        await expect.poll(async () => (await lnlOnPage(page)).handOver, POLL).toBe(false);
        continue;
      }
      const seat = now.seat;
      const mine = now.counters.filter((c) => c.side === seat && !gone(c));
      const enemyHexes = [
        ...new Set(now.counters.filter((c) => c.side !== seat && !gone(c)).map((c) => c.hex)),
      ];
      const stacks = [...new Set(mine.map((c) => c.hex))].map((hex) => ({
        hex,
        units: mine.filter((c) => c.hex === hex),
      }));
      const ids = (st: (typeof stacks)[number]) => st.units.map((c) => c.id);
      const entries = now.entries;
      const turnNow = now.turn.split(",")[0]!;
      if (tried.turn !== turnNow) tried = { turn: turnNow, ids: new Set() };
      if (now.phase.startsWith("Rally Phase")) {
        // a shaken unit that may try (an SMC or vehicle alone; an MMC with a Good Order leader in its hex)
        const shaken = mine.find(
          (c) =>
            c.status.includes("Shaken") &&
            !tried.ids.has(c.id) &&
            (!isMmc(c.kind as UnitKind) ||
              mine.some((l) => l.kind === "leader" && !l.status.includes("Shaken") && l.hex === c.hex)),
        );
        if (shaken) {
          for (const id of await picked(page)) await page.getByTestId(`lnl-pick-${id}`).click();
          await page.getByTestId(`lnl-pick-${shaken.id}`).click();
          await expect.poll(() => picked(page), POLL).toEqual([shaken.id]);
          await page.getByTestId("lnl-rally").click();
          tried.ids.add(shaken.id);
          did.rally++;
        } else await page.getByTestId("lnl-end-rally").click();
      } else if (now.phase.includes("may Opportunity Fire")) {
        // The offer's dialog lists the stacks that may fire, each with its expected line: fire the first.
        const offer = page.getByRole("dialog", { name: /^Opportunity Fire at \w+$/ });
        await offer.waitFor();
        const first = offer.getByTestId("lnl-of-stack").first();
        if (await first.count()) {
          await first.click();
          await expect.poll(() => first.getAttribute("aria-pressed"), POLL).toBe("true");
          await expect.poll(() => offer.getByTestId("lnl-of-fire").isDisabled(), POLL).toBe(false);
          if (did.opFire === 0) {
            // the offer, its shot's lines shown, leaves the side panel's top in view: the phase and the
            // moving stack's counters in the list (their boxes), with its own Fire button
            const hex = /stack in (\w+)/.exec(now.phase)?.[1];
            const movers = now.counters.filter((c) => c.hex === hex && c.side !== now.seat).map((c) => c.id);
            expect(movers.length, now.phase).toBeGreaterThan(0);
            for (const id of movers)
              await page
                .getByTestId(`lnl-pick-${id}`)
                .evaluate((el) => el.scrollIntoView({ block: "nearest" }));
            await page.getByTestId("lnl-phase").evaluate((el) => el.scrollIntoView({ block: "start" }));
            const ids = ["lnl-phase", ...movers.map((id) => `lnl-pick-${id}`), "lnl-of-fire"];
            expect(await shownAt(page, ids)).toEqual(ids.map(() => "shown"));
          }
          await offer.getByTestId("lnl-of-fire").click();
          await shotShown(page, /^Opportunity Fire: \w+ → \w+$/);
          did.opFire++;
        } else await offer.getByTestId("lnl-of-pass").click();
      } else if (now.phase.includes(" moving, ")) {
        await page.getByTestId("lnl-pass").click(); // "End the move"
      } else {
        let acted = false;
        const fresh = stacks.filter((x) => x.units.some((c) => !/Ops Complete|Fired|Moved/.test(c.status)));
        for (const st of fresh.slice(0, 3)) {
          await pickStack(page, st.hex, ids(st));
          const near = [...enemyHexes].sort((a, b) => apart(st.hex, a) - apart(st.hex, b)).slice(0, 2);
          for (const hex of near)
            if (await aim(page, hex)) {
              if (did.fire === 0)
                expect(await shownAt(page, ["lnl-fire", "lnl-log"])).toEqual(["shown", "shown"]);
              await page.getByTestId("lnl-fire").click();
              // a lone sniper (r-snp) fires at one unit of the hex: "Sniper fire"
              await shotShown(page, new RegExp(`^(Direct|Sniper) fire: ${st.hex} → ${hex}$`));
              did.fire++;
              acted = true;
              break;
            }
          if (acted) break;
          // No shot: step one hex toward the nearest enemy (a hex lit on the board), a few moves a game.
          const moves = (await lnlOnPage(page)).moves.filter((m) => !m.melee);
          if (moves.length && did.move < 6 && near.length) {
            const to = moves.sort((a, b) => apart(a.hex, near[0]!) - apart(b.hex, near[0]!))[0]!.hex;
            await clickHexLabel(page, to);
            did.move++;
            // the markers are on the counters in the 3D view, not only in the log
            for (const id of ids(st))
              await expect
                .poll(
                  () =>
                    page.locator(`.unit-label[data-unit="${id}"] [data-testid="unit-chips"]`).textContent(),
                  POLL,
                )
                .toContain("Moved");
            acted = true;
            break;
          }
        }
        if (!acted) await page.getByTestId("lnl-pass").click();
      }
      // The page takes the entry (a new one in the log) or says why not.
      await expect
        .poll(async () => {
          const n = await lnlOnPage(page);
          if (await page.getByTestId("lnl-error").count())
            return await page.getByTestId("lnl-error").textContent();
          return n.entries !== entries || n.over ? "taken" : "waiting";
        }, POLL)
        .toBe("taken");
    }
    const turnText = (await page.getByTestId("lnl-turn").textContent()) ?? "";
    const end = / — game over: (?:(\w+) wins|a draw) \((.+)\)$/.exec(turnText);
    expect(end, turnText).not.toBeNull();
    console.info(`lnl-game: ${turnText}; ${JSON.stringify(did)}`);
    expect(did.fire, JSON.stringify(did)).toBeGreaterThan(0);
    expect(did.move, JSON.stringify(did)).toBeGreaterThan(0);
    expect(did.handOver, JSON.stringify(did)).toBeGreaterThan(0);
    expect(did.opFire, JSON.stringify(did)).toBeGreaterThan(0);
    expect(did.rally, JSON.stringify(did)).toBeGreaterThan(0);
    const entries = (await lnlOnPage(page)).entries;
    await expect
      .poll(() => page.getByTestId("lnl-replay-at").textContent(), POLL)
      .toBe(`now (${entries} entries)`);
    const log = await page.getByTestId("lnl-log").textContent();
    expect(log).toContain(`game over: ${end![1] ? `${end![1]} wins` : "a draw"} (${end![2]})`);

    expect(await replayVerified(page, "lnl-save")).toMatchObject({
      ok: true,
      ruleset: "lnl",
      entries,
      phase: "over",
      winner: end![1] ?? null,
      reason: end![2],
      dice: { check: "verified" },
    });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
