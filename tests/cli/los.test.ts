import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = new URL("../../", import.meta.url).pathname;
const run = (...args: string[]) => {
  const r = spawnSync(process.execPath, ["src/cli/sightline.mjs", ...args], { cwd: root, encoding: "utf8" });
  return { code: r.status, out: r.stdout, err: r.stderr };
};
const TABLE = "terrain/ridge-and-village.json";

describe("sightline los", () => {
  it("--json prints exactly one object with the stable fields", () => {
    const r = run("los", TABLE, "b1", "r4", "--json");
    expect(r.code).toBe(0);
    expect(r.out.trim().split("\n")).toHaveLength(1);
    const v = JSON.parse(r.out);
    expect(Object.keys(v)).toEqual([
      "observer",
      "target",
      "visible",
      "distanceInches",
      "distanceYards",
      "coverFraction",
      "covered",
      "coverBy",
      "hillEdge",
      "blockedBy",
      "passesUnder",
      "plateaus",
      "reasons",
    ]);
    expect(v).toMatchObject({ observer: "b1", target: "r4", visible: true, covered: false });
    expect(typeof v.distanceInches).toBe("number");
    expect(v.distanceYards).toBe(Math.round(v.distanceInches * 50));
    expect(Object.keys(v.hillEdge)).toEqual(["applies", "unit", "yardsFromEdge", "ok"]);
    for (const reason of v.reasons) expect(Object.keys(reason)).toEqual(["rule", "text"]);
  });

  it("exits 0 for a blocked pair too, and the text form says why", () => {
    const j = run("los", TABLE, "b-hq", "r2", "--json");
    expect(j.code).toBe(0);
    expect(JSON.parse(j.out).visible).toBe(false);
    const t = run("los", TABLE, "b-hq", "r2");
    expect(t.code).toBe(0);
    expect(t.out).toContain("b-hq → r2: NOT VISIBLE");
    expect(t.out).toContain("[hill-edge-40yd] b-hq is on level 3 of ridge-3");
  });

  it("an unknown id exits 1 and lists the table's units", () => {
    const r = run("los", TABLE, "b1", "zz9", "--json");
    expect(r.code).toBe(1);
    expect(r.out).toBe("");
    expect(r.err).toMatch(
      /^terrain\/ridge-and-village\.json: no unit "zz9" on table "Ridge and village" \(units: b-hq, b1, /,
    );
    expect(r.err).not.toMatch(/\n\s+at /);
  });

  it("an invalid table exits 1 with the validator's message", () => {
    const dir = mkdtempSync(join(tmpdir(), "sightline-"));
    const bad = join(dir, "bad.json");
    writeFileSync(
      bad,
      JSON.stringify({ format: "sightline-table/1", name: "x", width: -1, depth: 48, features: [] }),
    );
    const r = run("los", bad, "a", "b");
    expect(r.code).toBe(1);
    expect(r.err).toContain(`${bad}: $.width: must be greater than 0, not -1`);
    expect(r.err).not.toMatch(/\n\s+at /);
  });

  it("from a point (--at, --eye-yards) to a unit, and from a unit to a point (--to), as the app checks them", () => {
    const a = run("los", TABLE, "--at", "30,20", "--eye-yards", "3", "r4", "--json", "--lines");
    expect(a.code).toBe(0);
    const v = JSON.parse(a.out);
    expect(v).toMatchObject({ observer: "point (30, 20)", target: "r4" });
    expect(v.lines).toHaveLength(5);
    // The eye is 3 yd over the ground at the point: every line starts there.
    for (const l of v.lines) expect(l.from.slice(0, 2)).toEqual([30, 20]);
    const b = run("los", TABLE, "b1", "--to", "10,10", "--target-height-yards", "3");
    expect(b.code).toBe(0);
    expect(b.out).toContain("b1 → point (10, 10): NOT VISIBLE");
    expect(b.out).toContain("[cover-not-measured] point (10, 10) is a bare point");
    const off = run("los", TABLE, "--at", "99,5", "r4");
    expect(off.code).toBe(1);
    expect(off.err).toBe('terrain/ridge-and-village.json: the point (99, 5) is off the 72×48" table\n');
    expect(run("los", TABLE, "--at", "5;5", "r4").err).toContain('--at must be X,Y in inches, not "5;5"');
    expect(run("los", TABLE, "b1", "r4", "--eye-yards", "3").err).toContain("--eye-yards goes with --at");
    expect(run("los", TABLE, "--at", "5,5", "--to", "6,6", "r4").code).toBe(2);
  });

  it("wrong arguments exit 2 with the usage", () => {
    expect(run("los", TABLE, "b1").code).toBe(2);
    expect(run("los", TABLE, "b1", "r4", "--bogus").err).toContain("unknown option --bogus");
  });
});

describe("sightline deadground and threat", () => {
  it("deadground --json gives the grid as rows of 0/1 characters", () => {
    const r = run("deadground", TABLE, "b1", "--json", "--cell", "0.5");
    expect(r.code).toBe(0);
    const v = JSON.parse(r.out);
    expect(v).toMatchObject({ cellInches: 0.5, cols: 144, rows: 96 });
    expect(v.grid).toHaveLength(96);
    for (const row of v.grid) expect(row).toMatch(/^[01]{144}$/);
    const ones = v.grid
      .join("")
      .split("")
      .filter((c: string) => c === "1").length;
    expect(v.visibleFraction).toBeCloseTo(ones / (144 * 96), 4);
  });

  it("deadground from a point with --at, and --png writes a picture", () => {
    const dir = mkdtempSync(join(tmpdir(), "sightline-"));
    const png = join(dir, "dg.png");
    const r = run("deadground", TABLE, "--at", "36,20", "--eye-yards", "3", "--cell", "1", "--png", png);
    expect(r.code).toBe(0);
    expect(r.out).toContain(`map drawn to ${png}`);
    const head = spawnSync("head", ["-c", "8", png]).stdout;
    expect([...head]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });

  it("threat --json counts the side's units that see each cell", () => {
    const r = run("threat", TABLE, "--side", "red", "--json", "--cell", "1");
    expect(r.code).toBe(0);
    const v = JSON.parse(r.out);
    expect(v).toMatchObject({ side: "red", cellInches: 1, cols: 72, rows: 48 });
    expect(v.grid).toHaveLength(48);
    const flat: number[] = v.grid.flat();
    expect(flat).toHaveLength(72 * 48);
    expect(Math.max(...flat)).toBeLessThanOrEqual(v.observers.length);
    expect(Math.max(...flat)).toBeGreaterThan(1);
  });

  it("an unknown side exits 1 naming the sides present", () => {
    const r = run("threat", TABLE, "--side", "green");
    expect(r.code).toBe(1);
    expect(r.err).toContain('no units of side "green" (sides on this table: blue, red)');
  });
});
