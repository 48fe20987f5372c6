import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { serializeGame } from "../../src/core/game/format";
import { logFile } from "../../src/core/game/session";
import { gridOf } from "../../src/core/table/hex-settings";
import type { HexSettings } from "../../src/core/table/schema";
import { lnlRegistry } from "../core/lnl/support";
import { woundedLeaderGame } from "../core/lnl/wounded-game";
import { e2eForFile, visit } from "./support/app";
import { POLL } from "./support/game";
import { clickHexOf, startLnlGame } from "./support/lnl";

/**
 * The Lock 'n Load page's controls on the shipped hamlet, one app and one browser for all of them: the
 * Heal button, night and star shells, Stealth and the sniper's aim. Each test opens its own page; they
 * were three files (lnl-heal, lnl-night, lnl-controls), merged to start the browser once
 * (docs/architecture.md, test suite time).
 */

const e2e = e2eForFile(300_000);
const TABLE = JSON.parse(readFileSync("terrain/lnl-hamlet.json", "utf8")) as { hex: HexSettings };
const GRID = gridOf(TABLE.hex);
/** Clicks the centre of a hex on the table (the Play tool). */
const clickHex = (page: Page, label: string) => clickHexOf(page, GRID, label);

/**
 * The LnL page's Heal button (issue 21): a saved game in which red's leader was wounded by a sniper,
 * opened at red's Rally Phase (the host's file, seed kept, so this page rolls); red ticks its medic, presses "Heal rl", and the log has the roll.
 */

describe("the LnL page's Heal button", () => {
  it("heals (or tries to) a wounded leader in the medic's hex, once", async () => {
    const game = woundedLeaderGame();
    expect(game, "no seed wounded the leader").not.toBeNull();
    const text = serializeGame(logFile(game!, null, { host: true }), lnlRegistry);
    const { page, errors } = await visit(e2e, "/");
    await page.getByTestId("open-game-file").setInputFiles({
      name: "medic.game.json",
      mimeType: "application/json",
      buffer: Buffer.from(text),
    });
    await expect.poll(() => page.getByTestId("lnl-turn").textContent(), POLL).toMatch(/rally — to act: red/);
    if (await page.getByTestId("lnl-handed-over").count()) await page.getByTestId("lnl-handed-over").click();
    await page.getByTestId("lnl-pick-doc").click();
    const heal = page.getByTestId("lnl-heal-rl");
    await expect.poll(() => heal.isEnabled(), POLL).toBe(true);
    await heal.click();
    await expect
      .poll(() => page.getByTestId("lnl-log").textContent(), POLL)
      .toMatch(/red: medic doc tries to heal rl → \d \(need ≤ 4\): rl (healed|still Wounded)/);
    // after it: gone with the wound (this seed heals), or disabled: once per medic per Rally Phase
    const healed = /rl healed/.test((await page.getByTestId("lnl-log").textContent()) ?? "");
    if (!(await page.getByTestId("lnl-pick-doc").isChecked())) await page.getByTestId("lnl-pick-doc").click();
    if (healed) {
      // the wound is gone: no Heal button, and rl is back in Good Order in the counter list
      await expect.poll(() => page.getByTestId("lnl-heal-none").count(), POLL).toBe(1);
      expect(await page.getByTestId("lnl-counters").textContent()).toContain(
        "rl (red, leader) B1: Good Order",
      );
    } else {
      await expect.poll(() => heal.getAttribute("title"), POLL).toMatch(/already tried to heal/);
      expect(await heal.isDisabled()).toBe(true);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/**
 * The LnL page at night (issue 21, star shells): the set-up's Night box, the picked stack's "Star
 * shell at …" for the clicked enemy hex, the lit hexes listed in the side panel and outlined on the
 * hex grid, the log line, and the calculator without DFT 10 at the lit hex.
 */

const LIT = "#fff3a0"; // picks.ts MARK.lit

interface Store {
  lnl: {
    picked: string[];
    target: string | null;
    preview: { plan: { attacker: { line: string }[] } | null } | null;
  };
  hexMarks: { label: string; colour: string }[];
}
const store = async (page: Page): Promise<Store> =>
  JSON.parse(
    await page.evaluate(() =>
      (window as unknown as { __sightline: { storeJson(): string } }).__sightline.storeJson(),
    ),
  );

describe("the LnL page at night", () => {
  it("fires a star shell at the target hex, outlines the lit hexes and drops DFT 10 there", async () => {
    const { page, errors } = await visit(e2e, "/");
    await startLnlGame(page, { table: "shipped", night: true });
    await page.getByTestId("lnl-end-rally").click();
    await page.getByTestId("lnl-handed-over").click();
    await page.getByTestId("lnl-end-rally").click();
    await page.getByTestId("lnl-handed-over").click();
    await expect.poll(() => page.getByTestId("lnl-lit").textContent(), POLL).toContain("No hex is lit");

    await page.getByTestId("lnl-pick-b-sq1").click();
    await expect.poll(async () => (await store(page)).lnl.picked, POLL).toEqual(["b-sq1"]);
    await clickHex(page, "F7"); // red's squad and leader: the target
    await expect.poll(async () => (await store(page)).lnl.target, POLL).toBe("F7");
    await expect
      .poll(async () => (await store(page)).lnl.preview?.plan?.attacker.map((m) => m.line), POLL)
      .toContain("DFT 10");
    // the leader fires it (leaders may): tick it, untick the squad
    await page.getByTestId("lnl-pick-b-ldr").click();
    await page.getByTestId("lnl-pick-b-sq1").click();
    await expect.poll(async () => (await store(page)).lnl.picked, POLL).toEqual(["b-ldr"]);
    expect((await store(page)).lnl.target).toBe("F7");
    await page.getByTestId("lnl-star-shell").click();
    await expect.poll(() => page.getByTestId("lnl-lit").textContent(), POLL).toContain("F7");
    await expect
      .poll(() => page.getByTestId("lnl-log").textContent(), POLL)
      .toContain("b-ldr fires a star shell at F7");
    await expect
      .poll(async () => (await store(page)).hexMarks.filter((m) => m.colour === LIT).length, POLL)
      .toBe(7);

    // red passes; blue's squad aims at the lit hex again: no night line now
    await page.getByTestId("lnl-handed-over").click();
    await page.getByTestId("lnl-pass").click();
    await page.getByTestId("lnl-handed-over").click();
    await page.getByTestId("lnl-pick-b-sq1").click();
    await expect.poll(async () => (await store(page)).lnl.picked, POLL).toEqual(["b-sq1"]);
    await clickHex(page, "F7");
    await expect.poll(async () => (await store(page)).lnl.preview ?? null, POLL).not.toBeNull();
    expect((await store(page)).lnl).toMatchObject({ picked: ["b-sq1"], preview: { why: null } });
    const lines = (await store(page)).lnl.preview!.plan!.attacker.map((m) => m.line);
    expect(lines).not.toContain("DFT 10");
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/**
 * The LnL page's Stealth option and sniper aim (issue 21) on the shipped game: Stealth is offered to
 * the SM-capable 3rd squad and disabled, with the reason, for a stack that is not; a Stealth move
 * puts the Stealth chip (not Moved) on the counter and reads "Stealth move" in the log; the red
 * sniper, picked alone, aims at one unit of the target hex and Fire sends the snipe at it.
 */

interface Shown {
  picked: string[];
  moves: { hex: string; melee: boolean }[];
  aimAt: string | null;
  preview: { plan: unknown; why: string | null } | null;
}
const shown = async (page: Page): Promise<Shown> =>
  JSON.parse(
    await page.evaluate(() =>
      (window as unknown as { __sightline: { storeJson(): string } }).__sightline.storeJson(),
    ),
  ).lnl;
async function handOver(page: Page): Promise<void> {
  await page.getByTestId("lnl-handed-over").click();
}

describe("the LnL page's Stealth option and sniper aim", () => {
  it("offers Stealth only to SM-capable stacks and aims a lone sniper at one unit", async () => {
    const { page, errors } = await visit(e2e, "/");
    await startLnlGame(page, { table: "shipped", turns: 2 });
    await page.getByTestId("lnl-end-rally").click();
    await handOver(page);
    await page.getByTestId("lnl-end-rally").click();
    await handOver(page);
    await expect
      .poll(() => page.getByTestId("lnl-turn").textContent(), POLL)
      .toMatch(/operations — to act: blue/);

    const stealth = page.locator('[data-testid="lnl-mode"] option[value="stealth"]');
    await page.getByTestId("lnl-pick-b-sq1").click();
    await expect.poll(async () => (await shown(page)).picked, POLL).toEqual(["b-sq1"]);
    expect(await stealth.isDisabled()).toBe(true);
    expect(await stealth.textContent()).toContain("not SM-capable: b-sq1");
    await page.getByTestId("lnl-pick-b-sq3").click();
    await expect.poll(async () => (await shown(page)).picked, POLL).toEqual(["b-sq3"]);
    expect(await stealth.isDisabled()).toBe(false);
    await page.getByTestId("lnl-mode").selectOption("stealth");
    await expect.poll(async () => (await shown(page)).moves.length, POLL).toBeGreaterThan(0);
    const to = (await shown(page)).moves.find((m) => !m.melee)!.hex;
    await clickHex(page, to);
    const chips = page.locator('.unit-label[data-unit="b-sq3"] [data-testid="unit-chips"]');
    await expect.poll(() => chips.textContent(), POLL).toContain("Stealth");
    expect(await chips.textContent()).not.toContain("Moved");
    await expect
      .poll(() => page.getByTestId("lnl-log").textContent(), POLL)
      .toContain(`b-sq3 Stealth move to ${to}`);
    await page.getByTestId("lnl-pass").click(); // End the move (a Stealth move opens no OF window)
    await handOver(page);
    await expect.poll(() => page.getByTestId("lnl-turn").textContent(), POLL).toMatch(/to act: red/);

    await page.getByTestId("lnl-pick-r-snp").click();
    await expect.poll(async () => (await shown(page)).picked, POLL).toEqual(["r-snp"]);
    await clickHex(page, "E3"); // b-ldr and b-sq1
    await expect.poll(async () => (await shown(page)).aimAt, POLL).toBe("b-ldr");
    await page.getByTestId("lnl-aim").selectOption("b-sq1");
    await expect.poll(async () => (await shown(page)).aimAt, POLL).toBe("b-sq1");
    await expect.poll(async () => (await shown(page)).preview?.why, POLL).toBeNull();
    await expect.poll(() => page.getByTestId("lnl-fire-preview").textContent(), POLL).toMatch(/at b-sq1 \(/);
    await page.getByTestId("lnl-fire").click();
    await expect
      .poll(() => page.getByTestId("lnl-log").textContent(), POLL)
      .toMatch(/sniper r-snp fires at b-sq1 → FP \d+ at b-sq1 alone/);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
