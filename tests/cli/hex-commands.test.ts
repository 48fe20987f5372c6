import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../support/cli-capture";

/** `sightline hexlos` and `sightline lnl-fire` on the shipped hex table (in-process). */
const TABLE = "terrain/lnl-hamlet.json";

describe("sightline hexlos", () => {
  it("lists each hex crossed with its effect and the verdict; --json is one object", async () => {
    const t = await runCli("hexlos", TABLE, "E2", "J8");
    expect(t.code).toBe(0);
    expect(t.out).toMatch(/^E2 → J8: LOS clear, 9 hexes, 2 degrading hexes counted/);
    expect(t.out).toContain("F3");
    const j = await runCli("hexlos", TABLE, "E2", "J8", "--json");
    const v = JSON.parse(j.out);
    expect(v).toMatchObject({ from: "E2", to: "J8", visible: true, degradingCounted: 2 });
  });

  it("names a blocker from the 3D terrain, and the hexsides a line runs along", async () => {
    const r = await runCli("hexlos", TABLE, "G2", "L9");
    expect(r.out).toContain("LOS BLOCKED");
    expect(r.out).toContain("hill rise");
    expect(r.out).toMatch(/along the hexside G3\|H2/);
  });

  it("explains bad hexes, square tables and bad arguments", async () => {
    const bad = await runCli("hexlos", TABLE, "E2", "Z99");
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/no hex "Z99" on the board \(hexes A1 to/);
    const square = await runCli("hexlos", "terrain/open-plain.json", "A1", "A2");
    expect(square.err).toMatch(/has no hex grid/);
    expect((await runCli("hexlos", TABLE, "E2")).code).toBe(2);
  });
});

describe("sightline lnl-fire", () => {
  it("lists firepower and every modifier with its card line; --roll resolves the attack", async () => {
    const r = await runCli("lnl-fire", TABLE, "b-sq1", "r-sq1", "--target-moving", "--roll", "6,1,3,2");
    expect(r.code).toBe(0);
    expect(r.out).toContain("b-sq1 (E3) fires at r-sq1, r-ldr (F7)");
    expect(r.out).toMatch(/DFT 1 +\+1 +leadership modifier/);
    expect(r.out).toMatch(/DFT 3 +\+1/);
    expect(r.out).toMatch(/attack 1d6 6 \+ FP 2/);
    expect(r.out).toMatch(/r-ldr: DC 1d6 3/);
    const j = JSON.parse((await runCli("lnl-fire", TABLE, "b-sq1", "r-sq1", "--json")).out);
    expect(j).toMatchObject({ fp: 2, targets: ["r-sq1", "r-ldr"], result: null });
    expect(j.defenderTm.line).toBe("DFT 11");
  });

  it("a gun at armour on the vehicle table: the OFT, its lines from the counters' facing", async () => {
    const v = "terrain/lnl-crossroads.json";
    const r = await runCli("lnl-fire", v, "b-td", "r-tank", "--sw", "gun", "--no-ifp", "--roll", "3,5,2");
    expect(r.code).toBe(0);
    expect(r.out).toContain("OFT: gun (FP 5) at r-tank, armour 3");
    expect(r.out).toContain("b-td pivots to fire"); // faces 300°, the tank is at 41°
    expect(r.out).toMatch(/OFT firer 7 +\+1/);
    expect(r.out).toMatch(/to hit 1d6 3 \+ modifiers = 4 vs 4: hit/);
    expect(r.out).toMatch(/penetration 1d6 5 \+ FP = 10 vs armour 3: penetrated/);
    const t = await runCli("lnl-fire", v, "b-tank", "r-tank", "--sw", "gun", "--no-ifp", "--json");
    // the turreted tank faces 0°: the turret turns (OFT firer 6)
    expect(JSON.parse(t.out).oft.modifiers.map((m: { line: string }) => m.line)).toContain("OFT firer 6");
  });

  it("refuses a shot the rules forbid, and bad rolls, with the reason", async () => {
    const range = await runCli("lnl-fire", TABLE, "b-sq1", "r-sq1", "--with", "b-ldr");
    expect(range.err).toMatch(/b-ldr's range is 4 hexes; the target is 5 away/);
    const los = await runCli("lnl-fire", TABLE, "b-sq3", "r-sq3");
    expect(los.code).toBe(1);
    expect(los.err).toMatch(/no LOS from C4 to C8/);
    expect((await runCli("lnl-fire", TABLE, "b-sq1", "r-sq1", "--roll", "7")).err).toMatch(/not a d6 roll/);
    expect((await runCli("lnl-fire", TABLE, "b-sq1", "r-sq1", "--roll", "6")).err).toMatch(/ran out/);
    expect((await runCli("lnl-fire", TABLE, "b-sq1", "nobody")).err).toMatch(/no unit "nobody"/);
  });

  it("a table without a hex grid is refused with its path", async () => {
    const dir = mkdtempSync(join(tmpdir(), "lnl-"));
    const file = join(dir, "flat.json");
    writeFileSync(
      file,
      JSON.stringify({ format: "sightline-table/1", name: "flat", width: 10, depth: 10, features: [] }),
    );
    const r = await runCli("lnl-fire", file, "a", "b");
    expect(r.err).toMatch(/\$\.hex: is required/);
  });
});
