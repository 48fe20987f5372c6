import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { replayCommand } from "../../src/cli/replay";
import { ww2cmCommand } from "../../src/cli/rulesets/ww2cm/calculator";
import { RULESETS } from "../../src/rulesets";

/**
 * Seed 002's CLI: its shooting calculator on the shipped set-up (each modifier with its measurement),
 * and `sightline replay --verify` of its recorded whole game (tests/fixtures/games/), with the list.
 */

const setup = "tests/fixtures/ww2cm/ww2cm-setup.json";
const recorded = "tests/fixtures/games/ww2cm-village.json";

async function capture(run: () => number | Promise<number>) {
  const out: string[] = [];
  const log = vi.spyOn(console, "log").mockImplementation((s) => void out.push(String(s)));
  try {
    return { code: await run(), out: out.join("\n") };
  } finally {
    log.mockRestore();
  }
}

describe("sightline ww2cm (the calculator)", () => {
  it("shows each firing model's distance, band and the cover piece it crosses", async () => {
    const r = await capture(() => ww2cmCommand([setup, "b-mg", "52", "78"]));
    expect(r.code).toBe(0);
    expect(r.out).toContain("in the circle, front first: rs7, rs6, rs5, rs4, rs3, rs2");
    expect(r.out).toMatch(/bm1: 66\.5 cm, standing 0 levels up; needs 4\+ −2 → 6\+ on a d6/);
    expect(r.out).toContain("−1 cover: 1 piece of cover crossed: hedge-1 (bushes 0)");
  });
  it("widens the band by the scope and the hill the sniper stands on, and rolls with --roll", async () => {
    const r = await capture(() => ww2cmCommand([setup, "b-sniper", "21", "80", "--json", "--roll"]));
    const c = JSON.parse(r.out);
    expect(c.firers[0]).toMatchObject({ model: "bsn1", levels: 1, noShot: null });
    expect(c.firers[0].distanceCm).toBeGreaterThan(65); // beyond a plain 50 cm band and a scope's 65 cm
    expect(c.firers[0].modifiers.map((m: { code: string }) => m.code)).toEqual(["open"]);
    expect(c.rolled[0]).toMatchObject({ type: "shot", unit: "b-sniper" });
  });
  it("names a line that a building blocks, and refuses an empty circle", async () => {
    const r = await capture(() => ww2cmCommand([setup, "b-sniper", "50", "78"]));
    expect(r.out).toContain("bsn1: no shot (line blocked by farmhouse)");
    expect(() => ww2cmCommand([setup, "b-mg", "5", "5"])).toThrow(/holds no enemy model/);
    expect(() => ww2cmCommand([setup, "b-mg", "5"])).toThrow(/usage: sightline ww2cm/);
  });
});

describe("the recorded game", () => {
  it("is accepted by replay --verify, every roll checked against the revealed seed", async () => {
    const r = await capture(() => replayCommand([recorded, "--verify", "--json"], RULESETS));
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out);
    expect(report.ok).toBe(true);
    expect(report.dice.check).toBe("verified");
  });
  it("is refused when a recorded roll is changed", async () => {
    const g = JSON.parse(readFileSync(recorded, "utf8"));
    const entry = g.commands.find((c: { rolls?: number[] }) => c.rolls && c.rolls.length > 0);
    entry.rolls[0] = entry.rolls[0] === 1 ? 2 : 1;
    const bad = join(tmpdir(), `ww2cm-tampered-${process.pid}.json`);
    writeFileSync(bad, JSON.stringify(g));
    const r = await capture(() => replayCommand([bad, "--verify", "--json"], RULESETS));
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out).ok).toBe(false);
  });
});
