import { describe, expect, it } from "vitest";
import { lnlBot } from "../../../src/core/lnl/bot";
import { SHAKEN_SNIPER_LINE } from "../../../src/core/lnl/sniper";
import type { LnlState, UnitState } from "../../../src/core/lnl/state";
import { bareGame, leader, must, opsGame, run, unit } from "./board";

/** Snipers (seed 004, Shaken line; the attack is a project default, sniper.ts). */

const sniper = (id: string, hex: string, extra = {}) =>
  unit(id, "blue", hex, { kind: "sniper", firepower: 3, range: 3, movement: 4, morale: 6, ...extra });
const squad = (id: string, side: string, hex: string, extra = {}) =>
  unit(id, side, hex, { morale: 5, ...extra });

/** Blue's first impulse: sniper "snp" in A1 (with a blue leader), red squads r1 and r2 and a leader in D1. */
function ops(status: Record<string, Partial<UnitState>> = {}) {
  const { s, map } = opsGame([
    sniper("snp", "A1"),
    leader("bl", "blue", "A1"),
    squad("b1", "blue", "A1"),
    squad("r1", "red", "D1"),
    squad("r2", "red", "D1"),
    leader("rl", "red", "D1"),
    squad("far", "red", "G6"),
  ]);
  const units = s.units.map((u) => {
    const p = new Map(Object.entries(status)).get(u.id);
    return p ? { ...u, ...p } : u;
  });
  return { s: { ...s, units } as LnlState, map };
}

describe("snipers attack one chosen unit (project default)", () => {
  const cases: {
    name: string;
    status?: Record<string, Partial<UnitState>>;
    cmd: Record<string, unknown>;
    rolls: number[];
    refused?: { code: string; message: RegExp };
    damaged?: string[];
  }[] = [
    {
      // attack 1d6 5 + FP 3 (no DFT 1 for the blue leader in A1) = 8 against 1d6 2 + TM 0: hit by 6;
      // one DC, on r2 only: 1 + 6 − red leader's LM 1 = 6 vs M5: Shaken
      name: "a hit: only the chosen unit takes a damage check (its own leader's LM counts)",
      cmd: { type: "snipe", unit: "snp", target: "r2" },
      rolls: [5, 2, 1, 4, 6], // the DC's natural 1 and an even roll make a hero; 6 draws its skill card
      damaged: ["r2"],
    },
    {
      name: "a miss: no damage check",
      cmd: { type: "snipe", unit: "snp", target: "rl" },
      rolls: [1, 6],
      damaged: [],
    },
    {
      name: "Shaken sniper refused with the card's line",
      status: { snp: { shaken: true } },
      cmd: { type: "snipe", unit: "snp", target: "r1" },
      rolls: [],
      refused: {
        code: "cannot-snipe",
        message: /Shaken snipers cannot fire, but may try to rally by themselves/,
      },
    },
    {
      name: "a Shaken sniper in a fire command is refused with the card's line too",
      status: { snp: { shaken: true } },
      cmd: { type: "fire", firers: [{ unit: "snp" }], target: "D1" },
      rolls: [],
      refused: { code: "sniper", message: /Shaken snipers cannot fire/ },
    },
    {
      name: "a sniper does not fire at a hex with the stack (fire): it snipes",
      cmd: { type: "fire", firers: [{ unit: "snp" }, { unit: "b1" }], target: "D1" },
      rolls: [],
      refused: { code: "sniper", message: /attacks one unit alone \("snipe"\)/ },
    },
    {
      name: "out of range refused",
      cmd: { type: "snipe", unit: "snp", target: "far" },
      rolls: [],
      refused: { code: "cannot-fire", message: /range is 3 hexes/ },
    },
    {
      name: "not a sniper refused",
      cmd: { type: "snipe", unit: "b1", target: "r1" },
      rolls: [],
      refused: { code: "cannot-snipe", message: /not a sniper/ },
    },
    {
      name: "a friendly target refused",
      cmd: { type: "snipe", unit: "snp", target: "b1" },
      rolls: [],
      refused: { code: "cannot-snipe", message: /no enemy unit "b1"/ },
    },
    {
      name: "a sniper that has fired this turn refused",
      status: { snp: { fired: true, opsComplete: true } },
      cmd: { type: "snipe", unit: "snp", target: "r1" },
      rolls: [],
      refused: { code: "cannot-snipe", message: /already moved or fired/ },
    },
  ];
  for (const c of cases)
    it(c.name, () => {
      const { s, map } = ops(c.status);
      const r = run(s, map, "blue", c.cmd, c.rolls);
      if (c.refused) {
        expect(r.ok ? null : r.error).toMatchObject(c.refused);
        return;
      }
      if (!r.ok) throw new Error(r.error.message);
      const fire = r.value.events.find((e) => e.type === "fire");
      if (fire?.type !== "fire") throw new Error("no fire event");
      expect(fire.aimedAt).toBe(c.cmd.target);
      expect(fire.modifiers.map((m) => m.line)).not.toContain("DFT 1");
      expect(fire.damage.map((d) => d.unit)).toEqual(c.damaged);
      const st = r.value.state;
      expect(st.units.find((u) => u.id === "snp")).toMatchObject({ fired: true, opsComplete: true });
      expect(st.spotted).toEqual([]); // not spotted by firing
      expect(st.toAct).toBe("red");
      if (c.damaged!.length) {
        expect(fire.damage[0]).toMatchObject({ natural: 1, leaderLm: 1, dr: 6, morale: 5, result: "shaken" });
        expect(st.units.filter((u) => u.shaken).map((u) => u.id)).toEqual(["r2"]);
      }
      // twice: the same sniper again in a later impulse is refused
      const back = must(run(st, map, "red", { type: "pass" }));
      const again = run(back, map, "blue", c.cmd, [6, 1, 1]);
      expect(again.ok ? null : again.error.message).toMatch(/already moved or fired/);
    });

  it("snipers do not Opportunity Fire (project default)", () => {
    const { s, map } = opsGame([
      squad("b1", "blue", "A1"),
      sniper("snp", "A1", { side: "red" }),
      squad("r1", "red", "A3"),
    ]);
    // blue moves first: red's sniper is offered the window but may not take it
    const step = must(run(s, map, "blue", { type: "move", units: ["b1"], to: "A2" }));
    expect(step.opWindow).not.toBeNull();
    const r = run(step, map, "red", { type: "op-fire", firers: [{ unit: "snp" }] }, [6, 1, 1]);
    expect(r.ok ? null : r.error.message).toMatch(/never by Opportunity Fire/);
  });

  it("a Shaken sniper self-rallies (no leader needed)", () => {
    const { s, map } = bareGame([sniper("snp", "A1"), squad("r1", "red", "G6")]);
    const shaken = { ...s, units: s.units.map((u) => (u.id === "snp" ? { ...u, shaken: true } : u)) };
    const st = must(run(shaken, map, "blue", { type: "rally", unit: "snp" }, [1]));
    expect(st.units.find((u) => u.id === "snp")!.shaken).toBe(false);
  });

  it("the card's line is the reason's text", () => {
    expect(SHAKEN_SNIPER_LINE).toContain("Shaken snipers cannot fire, but may try to rally by themselves");
  });

  it("the bot offers its sniper's shots at single units", () => {
    const { s } = ops();
    const c = lnlBot.candidates(s, "blue", () => 0.5) as { type: string; unit?: string; target?: string }[];
    expect(
      c
        .filter((x) => x.type === "snipe")
        .map((x) => x.target)
        .sort(),
    ).toEqual(["far", "r1", "r2"]); // two units of each of the two enemy hexes;
  });
});
