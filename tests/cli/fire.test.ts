import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { main } from "../../src/cli/main";

/** `sightline fire`, in-process for speed, plus one run through the real entry point. */

const TABLE = "terrain/ridge-and-village.json";
const root = new URL("../../", import.meta.url).pathname;

async function fire(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const log = vi.spyOn(console, "log").mockImplementation((...a) => void out.push(a.join(" ")));
  const error = vi.spyOn(console, "error").mockImplementation((...a) => void err.push(a.join(" ")));
  const cwd = process.cwd();
  process.chdir(root);
  try {
    const code = await main(["fire", ...args]);
    return { code, out: out.join("\n"), err: err.join("\n") };
  } finally {
    process.chdir(cwd);
    log.mockRestore();
    error.mockRestore();
  }
}

afterEach(() => vi.restoreAllMocks());

describe("sightline fire", () => {
  it("--json prints one object: measured LOS, every modifier with its source, the roll and the result", async () => {
    const r = await fire(TABLE, "b1", "r4", "--roll", "12", "--json");
    expect(r.code).toBe(0);
    expect(r.out.split("\n")).toHaveLength(1);
    const v = JSON.parse(r.out);
    expect(v).toMatchObject({
      firer: "b1",
      target: "r4",
      weapon: "main gun",
      visible: true,
      covered: false,
      legal: true,
      baseAttackPoints: 18,
      attackPoints: 18,
      halvings: [],
      defence: 16,
      roll: 12,
      total: 14,
      result: "I",
    });
    expect(v.rangeInches).toBeCloseTo(23.38, 1);
    expect(v.dieModifiers).toEqual([
      { rule: "attack-defence", value: 2, source: "seed", text: "attack 18 against defence 16" },
    ]);
    expect(v.losReasons.join(" ")).toContain("25 of 25 sight lines");
  });

  it("cover inside terrain halves, and close range adds +2 (HMG on the rubble)", async () => {
    const v = JSON.parse((await fire(TABLE, "b6", "r7", "--roll", "15", "--json")).out);
    expect(v).toMatchObject({
      covered: true,
      halvings: ["covered"],
      attackPoints: 5,
      total: 17,
      result: "K",
    });
    expect(v.dieModifiers.map((m: { rule: string }) => m.rule)).toEqual(["attack-defence", "range-under-8"]);
  });

  it('a reverse slope more than half covering the target halves too; over 24" is -2', async () => {
    const v = JSON.parse((await fire(TABLE, "b1", "r3", "--roll", "10", "--json")).out);
    expect(v.coverFraction).toBeGreaterThan(0);
    expect(v.dieModifiers.find((m: { rule: string }) => m.rule === "range-over-24")).toMatchObject({
      value: -2,
    });
  });

  it("without --weapon it picks the legal weapon with the best die modifiers; --weapon names one", async () => {
    // Against the machine gun team in the ruins: the main gun is halved twice (no code match, covered)
    // but compares with the low heavy defence 3; the coax MG is halved once against light defence 5.
    const best = JSON.parse((await fire(TABLE, "b1", "r7", "--roll", "10", "--json")).out);
    const gun = JSON.parse(
      (await fire(TABLE, "b1", "r7", "--weapon", "main gun", "--roll", "10", "--json")).out,
    );
    const coax = JSON.parse(
      (await fire(TABLE, "b1", "r7", "--weapon", "coax MG", "--roll", "10", "--json")).out,
    );
    expect([gun.legal, coax.legal]).toEqual([true, true]);
    expect([gun.total, coax.total]).toEqual([11, 9]);
    expect(best).toMatchObject({ weapon: "main gun", total: 11, result: "D" });
    expect(coax).toMatchObject({ weapon: "coax MG", halvings: ["covered"], defence: 5 });
  });

  it("firer and target state flags add their modifiers", async () => {
    const v = JSON.parse(
      (
        await fire(
          TABLE,
          "b1",
          "r4",
          "--roll",
          "12",
          "--json",
          "--firer-damage",
          "1",
          "--target-damage",
          "2",
          "--firer-pinned",
        )
      ).out,
    );
    expect(v.dieModifiers.map((m: { rule: string; value: number }) => [m.rule, m.value])).toEqual([
      ["attack-defence", 2],
      ["target-damage", 4],
      ["firer-pinned", -2],
      ["firer-damage", -2],
    ]);
    expect(v.total).toBe(14);
  });

  it("a stat line override: the seed's ATGM against an M1A2 is halved", async () => {
    const v = JSON.parse(
      (
        await fire(
          TABLE,
          "b3",
          "r4",
          "--weapon",
          "ATGM",
          "--target-statline",
          "M1A2",
          "--roll",
          "10",
          "--json",
        )
      ).out,
    );
    expect(v.halvings).toContain("no-code-match");
    expect(v.baseAttackPoints).toBe(16);
  });

  it("an illegal shot is explained, not rolled, and still exits 0", async () => {
    const hidden = await fire(TABLE, "b2", "r1", "--json");
    expect(hidden.code).toBe(0);
    expect(JSON.parse(hidden.out)).toMatchObject({
      legal: false,
      refusal: { code: "target-not-visible" },
      roll: null,
      result: null,
    });
    const hq = JSON.parse((await fire(TABLE, "b1", "r-hq", "--json")).out);
    expect(hq.refusal.code).toBe("illegal-target");
  });

  it("enemy aviation distracts a ground AA gun (the SPAAG stat line) from ground targets", async () => {
    const aa = (...a: string[]) => fire(TABLE, ...a, "--firer-statline", "SPAAG", "--json");
    // Red has no aviation on this table: blue's AA gun fires, unless --enemy-aviation says otherwise.
    expect(JSON.parse((await aa("b6", "r7")).out).legal).toBe(true);
    const told = await aa("b6", "r7", "--enemy-aviation");
    expect(told.code).toBe(0);
    const v = JSON.parse(told.out);
    expect(v).toMatchObject({ legal: false, refusal: { code: "cannot-fire" }, roll: null });
    expect(v.refusal.message).toContain("enemy aviation");
    // Blue's drone b8 is on the table: red's AA gun is distracted with no flag.
    expect(JSON.parse((await aa("r7", "b6")).out).refusal.message).toContain("enemy aviation");
  });

  it("the text form lists every modifier with its rule and the result", async () => {
    const r = await fire(TABLE, "b6", "r7", "--roll", "15");
    expect(r.code).toBe(0);
    expect(r.out).toContain("b6 (Heavy machine gun, HMG) fires at r7");
    expect(r.out).toContain("[covered]");
    expect(r.out).toContain("[range-under-8]");
    expect(r.out).toContain("roll 15 (natural, fixed by --roll) +2 = 17: K (Killed)");
  });

  it("the same --seed gives the same roll", async () => {
    const a = JSON.parse((await fire(TABLE, "b1", "r4", "--seed", "s1", "--json")).out);
    const b = JSON.parse((await fire(TABLE, "b1", "r4", "--seed", "s1", "--json")).out);
    expect(a.roll).toBe(b.roll);
    expect(a.roll).toBeGreaterThanOrEqual(1);
    expect(a.roll).toBeLessThanOrEqual(20);
  });

  it.each([
    [["b1", "zz9"], 1, 'no unit "zz9"'],
    [["b1", "b1"], 2, "same unit"],
    [["b1", "r4", "--roll", "21"], 2, "--roll must be a whole number from 1 to 20"],
    [["b1", "r4", "--weapon", "phaser"], 2, 'no weapon "phaser"'],
    [["b1", "r4", "--target-statline", "Tiger"], 2, 'no Firestrike stat line "Tiger"'],
    [["b1"], 2, "usage: sightline fire"],
  ])("bad input %j exits %i with a message and no stack", async (args, code, words) => {
    const r = await fire(TABLE, ...args);
    expect(r.code).toBe(code);
    expect(r.err).toContain(words);
    expect(r.err).not.toMatch(/\n\s+at /);
  });

  it("an invalid table exits 1 with the validator's message", async () => {
    const r = await fire("package.json", "b1", "r4");
    expect(r.code).toBe(1);
    expect(r.err).toContain("package.json");
  });

  it("runs through the real entry point: npx sightline fire", () => {
    const r = spawnSync(
      process.execPath,
      ["src/cli/sightline.mjs", "fire", TABLE, "b1", "r4", "--roll", "3", "--json"],
      {
        cwd: root,
        encoding: "utf8",
      },
    );
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ roll: 3, total: 5, result: "-" });
  });
});

describe("sightline fire with edited charts and stat lines", () => {
  const dir = mkdtempSync(join(tmpdir(), "sightline-fs-"));
  const charts = JSON.parse(readFileSync(join(root, "models/firestrike/charts.json"), "utf8"));

  it("uses an edited charts file (--charts)", async () => {
    const edited = structuredClone(charts);
    edited.directFire.longRange.value = -5;
    edited.directFire.longRange.source = "project default"; // a changed value is no longer the seed's
    const f = join(dir, "charts.json");
    writeFileSync(f, JSON.stringify(edited));
    const v = JSON.parse((await fire(TABLE, "b1", "r3", "--roll", "10", "--json", "--charts", f)).out);
    expect(v.dieModifiers.find((m: { rule: string }) => m.rule === "range-over-24")).toMatchObject({
      value: -5,
    });
  });

  it("a broken charts file gets a path-naming message, not a crash", async () => {
    const edited = structuredClone(charts);
    edited.morale.rows.seasoned[4] = "W";
    const f = join(dir, "bad-charts.json");
    writeFileSync(f, JSON.stringify(edited));
    const r = await fire(TABLE, "b1", "r4", "--charts", f);
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      `${f}: $.morale.rows.seasoned[4]: is "W", but the seed text gives "P" here ($.morale.seedCells[0]: seed 000 §6.2 worked example: Seasoned, column 4 = P)`,
    );
  });

  it("a units file that is not JSON names the place", async () => {
    const f = join(dir, "units.json");
    writeFileSync(f, '{ "format": ');
    const r = await fire(TABLE, "b1", "r4", "--units", f);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(new RegExp(`^${f}: \\$: is not valid JSON`));
    expect(r.err).not.toMatch(/\n\s+at /);
  });
});
