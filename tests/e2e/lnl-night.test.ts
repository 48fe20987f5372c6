import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { gridOf } from "../../src/core/table/hex-settings";
import type { HexSettings } from "../../src/core/table/schema";
import { e2eForFile, visit } from "./support/app";
import { POLL } from "./support/game";
import { clickHexOf, startLnlGame } from "./support/lnl";

/**
 * The LnL page at night (issue 21, star shells): the set-up's Night box, the picked stack's "Star
 * shell at …" for the clicked enemy hex, the lit hexes listed in the side panel and outlined on the
 * hex grid, the log line, and the calculator without DFT 10 at the lit hex.
 */

const e2e = e2eForFile(300_000);
const TABLE = JSON.parse(readFileSync("terrain/lnl-hamlet.json", "utf8")) as { hex: HexSettings };
const GRID = gridOf(TABLE.hex);
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
/** Clicks the centre of a hex on the table (the Play tool). */
const clickHex = (page: Page, label: string) => clickHexOf(page, GRID, label);

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
  });
});
