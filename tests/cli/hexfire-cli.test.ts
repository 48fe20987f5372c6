import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { UserError } from "../../src/cli/io";
import { replayCommand } from "../../src/cli/replay";
import { hexfireFireCommand } from "../../src/cli/rulesets/hexfire/hexfire-fire";
import { RULESETS } from "../../src/rulesets";
import { hexfire } from "../../src/rulesets/hexfire";

// The seed 001 ruleset's calculator (`sightline hexfire-fire`) and its recorded game under `sightline
// replay --verify`, with the ruleset listed beside the shipped ones as a test lists the toy ruleset
// (it is not yet in RULESETS: it has no page part).

const SETUP = "tests/fixtures/games/hexfire-hamlet.json";
/**
 * A set-up on the hamlet for the calculator: blue at H6 and H5 (ground level), red at J6 (on the rise,
 * a hill-edge hex, level 1 at its centre) and at K6 (grain on the rise), a blue Recon at I4.
 */
const CALC = join(mkdtempSync(join(tmpdir(), "hexfire-")), "calc.json");
writeFileSync(
  CALC,
  JSON.stringify({
    table: JSON.parse(readFileSync("terrain/lnl-hamlet.json", "utf8")),
    units: [
      { id: "b1", side: "blue", type: "infantry", hex: "H6" },
      { id: "b2", side: "blue", type: "infantry", hex: "H5" },
      { id: "co", side: "blue", type: "co", hex: "H4" },
      { id: "rec", side: "blue", type: "recon", hex: "A1" },
      { id: "r1", side: "red", type: "infantry", hex: "J6" },
      { id: "r2", side: "red", type: "infantry", hex: "K6" },
    ],
  }),
);

async function capture(run: () => number | Promise<number>) {
  const out: string[] = [];
  const log = vi.spyOn(console, "log").mockImplementation((...a: unknown[]) => void out.push(a.join(" ")));
  const err = vi.spyOn(console, "error").mockImplementation((...a: unknown[]) => void out.push(a.join(" ")));
  try {
    return { code: await run(), out: out.join("\n") };
  } finally {
    log.mockRestore();
    err.mockRestore();
  }
}

describe("sightline hexfire-fire", () => {
  it("shows every card line with its measurement (range, Recon sight, hill edge, level); --roll gives the hits", async () => {
    const r = await capture(() =>
      hexfireFireCommand([CALC, "b1", "r1", "--assist", "b2", "--command", "co", "--roll", "4,3"]),
    );
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/AV = FP 5 \+ 2d6 \(4\+3\)/);
    expect(r.out).toMatch(/\+2 {2}An un-Finished CO\/2IC unit can add its bonus if target is within range/);
    expect(r.out).toMatch(
      /\+1 {2}\+1AV for white FP unit firing at targets up to ½ range\n\s+measured: 2 hexes \(measured\), range 4, white FP/,
    );
    expect(r.out).toMatch(/\+1 {2}\+1AV if Group Fire and assisting unit is infantry/);
    expect(r.out).toMatch(
      /\+1 {2}\+1DV if in Hill edge hex and attack is from ground level\n\s+measured: J6 is a hill-edge hex \(levels 0 and 1 inside it\); firer at ground level/,
    );
    expect(r.out).toMatch(
      /\+0 {2}\+1DV if in concealing terrain.*\n\s+measured: clear at J6 does not conceal/,
    );
    // AV 5 + 2 + 1 + 1 + 7 = 16 against DV 6 + 1 = 7: 9 hits.
    expect(r.out).toMatch(/hits = AV − DV = 9: eliminated/);
    const plain = await capture(() => hexfireFireCommand([CALC, "b1", "r1", "--json"]));
    const j = JSON.parse(plain.out);
    expect(j).toMatchObject({ kind: "fire", avBase: 5, dvBase: 6, dice: null });
  });

  it("an assault adjacent is refused with the card's words and the path when it is not", async () => {
    expect(() => hexfireFireCommand([SETUP, "b-inf1", "r-inf1", "--assault"])).toThrow(UserError);
    expect(() => hexfireFireCommand([SETUP, "b-inf1", "r-inf1", "--assault"])).toThrow(
      /not adjacent to the assaulted hex E8.*\$\.units\[0\]/,
    );
    expect(() => hexfireFireCommand([SETUP, "b-inf1", "r-inf1", "--finished", "b-inf1"])).toThrow(
      /marked Finished/,
    );
    expect(() => hexfireFireCommand([SETUP, "b-inf1", "nobody"])).toThrow(/no unit "nobody"/);
  });
});

describe("the recorded seed 001 game", () => {
  it("replays with --verify (every roll from the revealed seed)", async () => {
    const r = await capture(() => replayCommand([SETUP, "--verify"], [...RULESETS, hexfire]));
    expect(r.out).toMatch(/verified/i);
    expect(r.code).toBe(0);
  });
});
