import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hexDistance, parseHexLabel } from "../../src/core/hex/grid";
import type { LnlState } from "../../src/core/lnl/state";
import { isMmc } from "../../src/core/lnl/vocab";
import { gridOf } from "../../src/core/table/hex-settings";
import type { HexSettings } from "../../src/core/table/schema";
import { e2eForFile, visit } from "./support/app";
import { POLL, replayVerified } from "./support/game";
import { clickHexOf, startLnlGame } from "./support/lnl";

/**
 * Issue 21, "a whole game plays in the browser and through `sightline replay`": from the New game menu,
 * set-up on the shipped hex table with a two-turn limit, then every entry to the game's end by clicks
 * on the page — a hex of the table picks a stack (or its counters' boxes do), a lit hex moves it, an
 * enemy hex makes the target and the fire calculator says whether the shot may be fired, the Fire and
 * Opportunity Fire buttons fire it, Rally / End the Rally Phase / Pass / End the move, and the hot-seat
 * hand-over screen. The test only chooses which of the page's offers to take (the page judges every
 * one); the saved file replays in the CLI to the same winner and reason, dice verified.
 */

const e2e = e2eForFile(600_000);
const TABLE = JSON.parse(readFileSync("terrain/lnl-hamlet.json", "utf8")) as { hex: HexSettings };
const GRID = gridOf(TABLE.hex);
const hexOf = (label: string) => parseHexLabel(GRID, label)!;
const apart = (a: string, b: string) => hexDistance(hexOf(a), hexOf(b));

/** What the page renders from: the LnL slice of the app store. */
interface Shown {
  snapshot: { view: LnlState; seatsToAct: string[]; entries: number; over: boolean } | null;
  picked: string[];
  target: string | null;
  moves: { hex: string; melee: boolean }[];
  preview: { plan: unknown; why: string | null } | null;
  handOver: string | null;
}

const shown = async (page: Page): Promise<Shown> =>
  JSON.parse(
    await page.evaluate(() =>
      (window as unknown as { __sightline: { storeJson(): string } }).__sightline.storeJson(),
    ),
  ).lnl;

/** Clicks the centre of a hex on the table (the Play tool). */
const clickHex = (page: Page, label: string) => clickHexOf(page, GRID, label);

/** Picks the stack in `hex` of the side to act: a click on its hex when nothing is picked, else its boxes. */
async function pickStack(page: Page, hex: string, ids: string[]): Promise<void> {
  const now = await shown(page);
  if (now.picked.length === 0) await clickHex(page, hex);
  else
    for (const id of ids)
      if (!(await shown(page)).picked.includes(id)) await page.getByTestId(`lnl-pick-${id}`).click();
  await expect
    .poll(async () => (await shown(page)).picked.sort().join(","), POLL)
    .toBe([...ids].sort().join(","));
}

/** Makes `hex` the target and waits for the fire calculator's check; true when the shot may be fired. */
async function aim(page: Page, hex: string): Promise<boolean> {
  await clickHex(page, hex);
  await expect.poll(async () => (await shown(page)).target, POLL).toBe(hex);
  await expect.poll(async () => (await shown(page)).preview !== null, POLL).toBe(true);
  const p = (await shown(page)).preview!;
  const ok = p.plan !== null && p.why === null;
  expect(await page.getByTestId("lnl-fire").isDisabled()).toBe(!ok);
  if (ok)
    await expect
      .poll(() => page.getByTestId("lnl-fire-preview").textContent(), POLL)
      .toMatch(/Firepower \d+/);
  return ok;
}

describe("a whole Lock 'n Load game in the page", () => {
  it("plays from the menu to the game's end by clicks and the saved file replays in the CLI", async () => {
    const { page, errors } = await visit(e2e, "/");
    await startLnlGame(page, { table: "shipped", turns: 2 });
    await expect.poll(() => page.getByTestId("lnl-turn").textContent(), POLL).toMatch(/Turn 1 of 2, rally/);

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
    for (let i = 0; i < 400; i++) {
      const now = await shown(page);
      const snap = now.snapshot!;
      if (snap.over) break;
      if (now.handOver) {
        await page.getByTestId("lnl-handed-over").click();
        did.handOver++;
        await expect.poll(async () => (await shown(page)).handOver, POLL).toBeNull();
        continue;
      }
      const v = snap.view;
      const seat = snap.seatsToAct[0]!;
      const mine = v.units.filter((u) => u.side === seat && !u.eliminated && !u.carriedBy);
      const enemyHexes = [
        ...new Set(v.units.filter((u) => u.side !== seat && !u.eliminated).map((u) => u.hex)),
      ];
      const stacks = [...new Set(mine.map((u) => u.hex))].map((hex) => ({
        hex,
        ids: mine.filter((u) => u.hex === hex).map((u) => u.id),
      }));
      const entries = snap.entries;
      if (v.phase === "rally") {
        // a shaken unit that may try (an SMC or vehicle alone; an MMC with a Good Order leader in its hex)
        const shaken = mine.find(
          (u) =>
            u.shaken &&
            !v.rallyTried.includes(u.id) &&
            (!isMmc(u.kind) || mine.some((l) => l.kind === "leader" && !l.shaken && l.hex === u.hex)),
        );
        if (shaken) {
          for (const id of now.picked) await page.getByTestId(`lnl-pick-${id}`).click();
          await page.getByTestId(`lnl-pick-${shaken.id}`).click();
          await expect.poll(async () => (await shown(page)).picked, POLL).toEqual([shaken.id]);
          await page.getByTestId("lnl-rally").click();
          did.rally++;
        } else await page.getByTestId("lnl-end-rally").click();
      } else if (v.opWindow) {
        // Opportunity Fire: each stack in turn is offered the moving stack's hex; fire the first that may.
        let fired = false;
        for (const st of stacks.filter((x) => x.ids.some((id) => !v.units.find((u) => u.id === id)!.fired))) {
          await pickStack(page, st.hex, st.ids);
          await expect.poll(async () => (await shown(page)).preview !== null, POLL).toBe(true);
          const p = (await shown(page)).preview!;
          if (p.plan === null || p.why !== null) continue;
          await expect.poll(() => page.getByTestId("lnl-fire").textContent(), POLL).toBe("Opportunity Fire");
          await page.getByTestId("lnl-fire").click();
          did.opFire++;
          fired = true;
          break;
        }
        if (!fired) await page.getByTestId("lnl-pass").click();
      } else if (v.activation) {
        await page.getByTestId("lnl-pass").click(); // "End the move"
      } else {
        let acted = false;
        const fresh = stacks.filter((x) =>
          x.ids.some((id) => {
            const u = v.units.find((w) => w.id === id)!;
            return !u.opsComplete && !u.fired && !u.moved;
          }),
        );
        for (const st of fresh.slice(0, 3)) {
          await pickStack(page, st.hex, st.ids);
          const near = [...enemyHexes].sort((a, b) => apart(st.hex, a) - apart(st.hex, b)).slice(0, 2);
          for (const hex of near)
            if (await aim(page, hex)) {
              await page.getByTestId("lnl-fire").click();
              did.fire++;
              acted = true;
              break;
            }
          if (acted) break;
          // No shot: step one hex toward the nearest enemy, at most a few moves a game.
          const moves = (await shown(page)).moves.filter((m) => !m.melee);
          if (moves.length && did.move < 6 && near.length) {
            const to = moves.sort((a, b) => apart(a.hex, near[0]!) - apart(b.hex, near[0]!))[0]!.hex;
            await clickHex(page, to);
            did.move++;
            // the markers are on the counters in the 3D view, not only in the log
            for (const id of st.ids)
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
          const n = await shown(page);
          if (await page.getByTestId("lnl-error").count())
            return await page.getByTestId("lnl-error").textContent();
          return n.snapshot!.entries !== entries || n.snapshot!.over ? "taken" : "waiting";
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
    const entries = (await shown(page)).snapshot!.entries;
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
