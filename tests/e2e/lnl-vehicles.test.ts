import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hexsideAngle, stepHexside } from "../../src/core/hex/facing";
import { hexLabel, hexNeighbors, parseHexLabel } from "../../src/core/hex/grid";
import type { LnlState } from "../../src/core/lnl/state";
import { gridOf } from "../../src/core/table/hex-settings";
import type { HexSettings } from "../../src/core/table/schema";
import { e2eForFile, visit } from "./support/app";
import { POLL, replayVerified } from "./support/game";
import { clickHexOf, startLnlGame } from "./support/lnl";

/**
 * Issue 21, vehicles in the page: set-up on the shipped vehicle table (terrain/lnl-crossroads.json),
 * then by clicks: blue's tank moves a hex (its hull turns the way of the step, in the counter's box and
 * on its base), the tank destroyer (no turret) opens its hatches (OFT firer 5, from the state), pivots
 * in its hex toward red's light tank and fires its
 * gun: the calculator lists the OFT with the pivot's line from the state (OFT firer 7), the log has the
 * pivot and the OFT shot; the one-turn game is passed to its end and the saved file replays in the CLI,
 * dice verified. Opportunity Fire chances are let pass and hand-overs taken as they come.
 */

const e2e = e2eForFile(600_000);
const TABLE = JSON.parse(readFileSync("terrain/lnl-crossroads.json", "utf8")) as { hex: HexSettings };
const GRID = gridOf(TABLE.hex);
const hexOf = (label: string) => parseHexLabel(GRID, label)!;

interface Shown {
  snapshot: { view: LnlState; seatsToAct: string[]; entries: number; over: boolean } | null;
  picked: string[];
  target: string | null;
  moves: { hex: string; melee: boolean }[];
  preview: { plan: { oft: { modifiers: { line: string }[] } | null } | null; why: string | null } | null;
  handOver: string | null;
}
const shown = async (page: Page): Promise<Shown> =>
  JSON.parse(
    await page.evaluate(() =>
      (window as unknown as { __sightline: { storeJson(): string } }).__sightline.storeJson(),
    ),
  ).lnl;
const view = async (page: Page) => (await shown(page)).snapshot!.view;
const unit = async (page: Page, id: string) => (await view(page)).units.find((u) => u.id === id)!;

/** Clicks the centre of a hex on the table (the Play tool). */
const clickHex = (page: Page, label: string) => clickHexOf(page, GRID, label);

/** Takes hand-overs, and lets red's Opportunity Fire chances pass, until `seat` may act outside a window. */
async function settle(page: Page, seat: string): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const now = await shown(page);
    if (now.handOver) {
      await page.getByTestId("lnl-handed-over").click();
      await expect.poll(async () => (await shown(page)).handOver, POLL).toBeNull();
      continue;
    }
    const s = now.snapshot!;
    if (s.view.opWindow) {
      const entries = s.entries;
      await page.getByRole("dialog", { name: `Opportunity Fire at ${s.view.opWindow.hex}` }).waitFor();
      await page.getByTestId("lnl-of-pass").click(); // the offer's "Let it pass"
      await expect.poll(async () => (await shown(page)).snapshot!.entries, POLL).toBe(entries + 1);
      continue;
    }
    if (s.seatsToAct[0] === seat) return;
    throw new Error(`${s.seatsToAct[0]} is to act, not ${seat}`);
  }
  throw new Error("never settled");
}

/** Clicks and waits for the entry to be taken (or the page's refusal). */
async function taken(page: Page, act: () => Promise<void>): Promise<void> {
  const entries = (await shown(page)).snapshot!.entries;
  await act();
  await expect
    .poll(async () => {
      if (await page.getByTestId("lnl-error").count())
        return await page.getByTestId("lnl-error").textContent();
      return (await shown(page)).snapshot!.entries > entries ? "taken" : "waiting";
    }, POLL)
    .toBe("taken");
}

describe("vehicles in the Lock 'n Load page", () => {
  it("moves a tank, pivots a tank destroyer, fires its gun with the OFT lines from the state, and replays", async () => {
    const { page, errors } = await visit(e2e, "/");
    await startLnlGame(page, { table: "vehicles", turns: 1 });
    await expect.poll(() => page.getByTestId("lnl-turn").textContent(), POLL).toMatch(/Turn 1 of 1, rally/);
    // the counters' boxes: the tank is turreted and buttoned, the tank destroyer has no turret
    await expect
      .poll(() => page.getByTestId("lnl-facing-b-tank").textContent(), POLL)
      .toBe(" [hull → E3 (0°), turret → E3 (0°), buttoned]");
    await expect
      .poll(() => page.getByTestId("lnl-facing-b-td").textContent(), POLL)
      .toMatch(/hull → J2 \(300°\), no turret, buttoned/);

    await taken(page, () => page.getByTestId("lnl-end-rally").click());
    await page.getByTestId("lnl-handed-over").click();
    await taken(page, () => page.getByTestId("lnl-end-rally").click());
    await settle(page, "blue");

    // 1. the tank moves one hex: its hull faces the way of the step
    await clickHex(page, "E2");
    await expect.poll(async () => (await shown(page)).picked, POLL).toEqual(["b-tank"]);
    await expect.poll(async () => (await shown(page)).moves.length, POLL).toBeGreaterThan(0);
    const to = (await shown(page)).moves.find((m) => !m.melee && m.hex !== "E3")!.hex;
    await taken(page, () => clickHex(page, to));
    const side = stepHexside(hexOf("E2"), hexOf(to))!;
    expect((await unit(page, "b-tank")).facing).toBe(side);
    const ahead = hexLabel(GRID, hexNeighbors(hexOf(to))[side]!);
    await expect
      .poll(() => page.getByTestId("lnl-facing-b-tank").textContent(), POLL)
      .toContain(`hull → ${ahead} (${Math.round(hexsideAngle(GRID, side))}°)`);
    const base = JSON.parse(
      await page.evaluate(() =>
        (window as unknown as { __sightline: { storeJson(): string } }).__sightline.storeJson(),
      ),
    ).table.units.find((u: { id: string }) => u.id === "b-tank");
    expect(base.facing).toBeCloseTo(hexsideAngle(GRID, side), 6);
    await settle(page, "blue");
    if ((await view(page)).activation) await taken(page, () => page.getByTestId("lnl-pass").click());
    await settle(page, "red");
    await taken(page, () => page.getByTestId("lnl-pass").click());
    await settle(page, "blue");

    // 2. the tank destroyer opens its hatches (no MP, the impulse goes on), then pivots toward the
    // light tank (2 hexsides, 2 MP)
    await clickHex(page, "K2");
    await expect.poll(async () => (await shown(page)).picked, POLL).toEqual(["b-td"]);
    await expect.poll(() => page.getByTestId("lnl-hatches").textContent(), POLL).toBe("Open hatches");
    await taken(page, () => page.getByTestId("lnl-hatches").click());
    await expect.poll(() => page.getByTestId("lnl-facing-b-td").textContent(), POLL).toMatch(/hatches open/);
    expect((await shown(page)).snapshot!.seatsToAct).toEqual(["blue"]);
    await clickHex(page, "K2");
    await expect.poll(async () => (await shown(page)).picked, POLL).toEqual(["b-td"]);
    await clickHex(page, "M4");
    await expect.poll(async () => (await shown(page)).target, POLL).toBe("M4");
    await taken(page, () => page.getByTestId("lnl-pivot").click());
    expect((await view(page)).activation).toMatchObject({ units: ["b-td"], steps: 0, pivots: 2, mpLeft: 4 });
    expect((await unit(page, "b-td")).facing).toBe(0);
    await settle(page, "blue");

    // 3. it fires its gun: the OFT, with the pivot's line from the state
    await clickHex(page, "M4");
    await expect.poll(async () => (await shown(page)).target, POLL).toBe("M4");
    await expect
      .poll(async () => (await shown(page)).preview?.plan?.oft?.modifiers.map((m) => m.line) ?? null, POLL)
      .toContain("OFT firer 7");
    await expect
      .poll(() => page.getByTestId("lnl-fire-preview-lines").textContent(), POLL)
      .toContain("OFT firer 7 +1");
    expect(await page.getByTestId("lnl-fire-preview-lines").textContent()).toContain("OFT firer 5 -1");
    expect(await page.getByTestId("lnl-fire").isDisabled()).toBe(false);
    await taken(page, () => page.getByTestId("lnl-fire").click());
    // the fire dialog: the OFT's lines and its to-hit roll (then the penetration roll on a hit)
    const dialog = page.getByRole("dialog", { name: "Ordnance fire: K2 → M4" });
    expect(await dialog.getByTestId("lnl-fire-dialog-plan-lines").textContent()).toContain("OFT firer 7 +1");
    expect(await dialog.getByTestId("lnl-fire-dialog-dice").textContent()).toMatch(
      /^To hit: die \d [+-]\d+ = \d+ vs 4 \(a hit needs ≤ 4\): (hit|miss)/,
    );
    await dialog.getByTestId("lnl-fire-close").click();
    const log = (await page.getByTestId("lnl-log").textContent()) ?? "";
    expect(log).toMatch(/blue: b-td opens its hatches/);
    expect(log).toMatch(/blue: b-td pivot toward M4 \(2 MP, 4 left\)/);
    expect(log).toMatch(
      /blue: b-td fire at M4 → OFT to-hit \d+ vs 4 \(OFT firer 5 -1, OFT firer 7 \+1[^)]*\): (hit|miss)/,
    );
    // the line came from the pivot step (the state), not from pivoting at the shot: the gun already bore
    expect(log).not.toMatch(/b-td pivots/);
    expect(await unit(page, "b-td")).toMatchObject({ facing: 0, fired: true });

    // 4. pass the one turn to its end; the saved file replays, dice verified
    for (let i = 0; i < 10 && !(await shown(page)).snapshot!.over; i++) {
      const now = await shown(page);
      if (now.handOver) {
        await page.getByTestId("lnl-handed-over").click();
        await expect.poll(async () => (await shown(page)).handOver, POLL).toBeNull();
        continue;
      }
      await taken(page, () => page.getByTestId("lnl-pass").click());
    }
    expect((await shown(page)).snapshot!.over).toBe(true);
    const entries = (await shown(page)).snapshot!.entries;
    expect(await replayVerified(page, "lnl-save")).toMatchObject({
      ok: true,
      ruleset: "lnl",
      entries,
      phase: "over",
      dice: { check: "verified" },
    });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
