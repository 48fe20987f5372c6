import { describe, expect, it } from "vitest";
import { GAME_FORMAT, serializeGame } from "../../../src/core/game/format";
import { logFile } from "../../../src/core/game/session";
import { lnlBot } from "../../../src/core/lnl/bot";
import { planShot } from "../../../src/core/lnl/fire";
import { STAR_SHELL_RANGE } from "../../../src/core/lnl/star-shell";
import type { LnlState } from "../../../src/core/lnl/state";
import { BARE_TABLE, must, opsGame, run, unit } from "./board";
import { lnlRegistry } from "./support";
import { open, play } from "./wounded-game";

/** Star shells (project default after LnLT v5.1 20.2): the command, the lit hexes, the night lines. */

const counters = () => [
  unit("a", "blue", "A1"),
  unit("b", "blue", "A1"),
  unit("l", "blue", "A1", { kind: "leader", firepower: 1 }),
  unit("doc", "blue", "A1", { kind: "medic", firepower: 0, range: 0 }),
  unit("r", "red", "A4"),
  unit("r2", "red", "A4"),
];
function night(dark = true) {
  const { s, map } = opsGame(counters());
  return { s: { ...s, toAct: "blue", night: dark } as LnlState, map };
}
const patch = (s: LnlState, id: string, p: object): LnlState => ({
  ...s,
  units: s.units.map((u) => (u.id === id ? { ...u, ...p } : u)),
});
const dftLines = (s: LnlState, map: ReturnType<typeof night>["map"], firer: string, hex: string) => {
  const p = planShot(s, map, {
    firers: [{ unit: firer }],
    targetHex: hex,
    opportunity: false,
    spottedThisImpulse: false,
    movingNow: [],
  });
  if (!p.ok) throw new Error(p.error);
  return p.value.attacker.map((x) => [x.line, x.value]);
};

describe("firing a star shell", () => {
  const refusals: {
    name: string;
    dark?: boolean;
    prep?: (s: LnlState) => LnlState;
    unit: string;
    hex: string;
    why: RegExp;
  }[] = [
    { name: "by day", dark: false, unit: "a", hex: "A4", why: /only at night/ },
    { name: "a medic", unit: "doc", hex: "A4", why: /only leaders, squads and half-squads/ },
    {
      name: "a Shaken squad",
      prep: (s) => patch(s, "a", { shaken: true }),
      unit: "a",
      hex: "A4",
      why: /Shaken/,
    },
    {
      name: "a squad that fired",
      prep: (s) => patch(s, "a", { fired: true }),
      unit: "a",
      hex: "A4",
      why: /already moved or fired/,
    },
    { name: "an enemy unit", unit: "r", hex: "A1", why: /no unit "r" of blue/ },
    { name: "a hex off the board", unit: "a", hex: "Z99", why: /no hex "Z99"/ },
    {
      name: "a second shell of the side this turn",
      prep: (s) => ({ ...s, starShells: ["blue"] }),
      unit: "a",
      hex: "A4",
      why: /already fired its star shell/,
    },
  ];
  for (const c of refusals)
    it(`refuses ${c.name}, naming why, and changes nothing`, () => {
      const g = night(c.dark ?? true);
      const s = c.prep ? c.prep(g.s) : g.s;
      const r = run(s, g.map, "blue", { type: "star-shell", unit: c.unit, hex: c.hex });
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe("cannot-star-shell");
        expect(r.error.message).toMatch(c.why);
        expect(r.error.path).toBe("$.unit");
      }
    });

  it("refuses a hex beyond STAR_SHELL_RANGE", () => {
    const { s, map } = night();
    const far = [...map.board.hexes.values()].find((h) => map.distance("A1", h.label) > STAR_SHELL_RANGE);
    expect(far, "the test board has a hex beyond the range").toBeDefined();
    const r = run(s, map, "blue", { type: "star-shell", unit: "a", hex: far!.label });
    expect(r.ok ? null : r.error.message).toMatch(/a star shell reaches/);
  });

  it("a squad or a leader lights the hex and its six neighbours; it ends Fired and the impulse passes", () => {
    for (const who of ["a", "l"]) {
      const { s, map } = night();
      const r = run(s, map, "blue", { type: "star-shell", unit: who, hex: "D5" });
      if (!r.ok) throw new Error(r.error.message);
      const st = r.value.state;
      const ring = [...map.board.hexes.values()].filter((h) => map.distance("D5", h.label) === 1);
      expect(ring.length).toBe(6);
      expect([...st.lit!].sort()).toEqual(["D5", ...ring.map((h) => h.label)].sort());
      expect(st.starShells).toEqual(["blue"]);
      expect(st.units.find((u) => u.id === who)).toMatchObject({ fired: true, opsComplete: true });
      expect(st.toAct).toBe("red");
      expect(r.value.events[0]).toMatchObject({ type: "star-shell", unit: who, hex: "D5" });
      // the other side still has its own shell this turn
      const red = run(st, map, "red", { type: "star-shell", unit: "r", hex: "A1" });
      expect(red.ok).toBe(true);
    }
  });
});

describe("the night lines come from the lit hexes (DFT 10, 20.2)", () => {
  const cases: { name: string; shellAt: string | null; dark: boolean; night: boolean }[] = [
    { name: "night, no shell: −3", shellAt: null, dark: true, night: true },
    { name: "night, the target hex lit: none", shellAt: "A4", dark: true, night: false },
    {
      name: "night, a neighbour of the target lit (so is the target): none",
      shellAt: "A5",
      dark: true,
      night: false,
    },
    { name: "night, a shell two hexes from the target: −3", shellAt: "A6", dark: true, night: true },
    { name: "day: none", shellAt: null, dark: false, night: false },
  ];
  for (const c of cases)
    it(c.name, () => {
      let { s, map } = night(c.dark);
      if (c.shellAt) s = must(run(s, map, "blue", { type: "star-shell", unit: "a", hex: c.shellAt }));
      expect(map.distance("A1", "A4")).toBeGreaterThan(2);
      const lines = dftLines({ ...s, toAct: "blue" }, map, "b", "A4");
      if (c.night) expect(lines).toContainEqual(["DFT 10", -3]);
      else expect(lines.map((x) => x[0])).not.toContain("DFT 10");
    });

  it("the lit hexes go out at the end of the turn", () => {
    let { s, map } = night();
    s = must(run(s, map, "blue", { type: "star-shell", unit: "a", hex: "A4" }));
    expect(dftLines({ ...s, toAct: "blue" }, map, "b", "A4").map((x) => x[0])).not.toContain("DFT 10");
    s = must(run(s, map, "red", { type: "pass" }));
    s = must(run(s, map, "blue", { type: "pass" }));
    expect(s.turn).toBe(2);
    expect(s.lit).toEqual([]);
    expect(s.starShells).toEqual([]);
    expect(dftLines(s, map, "b", "A4")).toContainEqual(["DFT 10", -3]);
  });
});

describe("the bot offers a star shell where it may", () => {
  const shells = (s: LnlState) =>
    (lnlBot.candidates(s, "blue", () => 0.5) as { type: string; unit?: string; hex?: string }[]).filter(
      (c) => c.type === "star-shell",
    );
  const cases: { name: string; prep: (s: LnlState) => LnlState; offered: boolean }[] = [
    { name: "at night, over an enemy hex", prep: (s) => s, offered: true },
    { name: "not by day", prep: (s) => ({ ...s, night: false }), offered: false },
    {
      name: "not once the side fired its shell",
      prep: (s) => ({ ...s, starShells: ["blue"] }),
      offered: false,
    },
  ];
  for (const c of cases)
    it(c.name, () => {
      const { s, map } = night();
      const offered = shells(c.prep(s));
      expect(offered.length > 0).toBe(c.offered);
      // each candidate is one the reducer takes
      for (const o of offered) {
        expect(o.hex).toBe("A4");
        expect(run(c.prep(s), map, "blue", o).ok).toBe(true);
      }
    });
});

describe("star shells replay", () => {
  it("a night game with a star shell and a shot at the lit hex replays from its file", () => {
    const text = JSON.stringify({
      format: GAME_FORMAT,
      ruleset: "lnl",
      name: "star shell",
      seed: "star-1",
      night: true,
      table: BARE_TABLE,
      counters: counters(),
      commands: [],
    });
    let g = open(text);
    g = play(g, "blue", { type: "end-rally" });
    g = play(g, "red", { type: "end-rally" });
    g = play(g, "blue", { type: "star-shell", unit: "a", hex: "A4" });
    g = play(g, "red", { type: "pass" });
    g = play(g, "blue", { type: "fire", firers: [{ unit: "b" }], target: "A4" });
    const shot = g.journal.at(-1)!.events.find((e) => (e as { type: string }).type === "fire") as {
      modifiers: { line: string }[];
    };
    expect(shot.modifiers.map((m) => m.line)).not.toContain("DFT 10");
    expect((g.now as LnlState).night).toBe(true);
    const again = open(serializeGame(logFile(g, null), lnlRegistry));
    expect(again.now).toEqual(g.now);
    expect(again.journal).toEqual(g.journal);
    expect((again.now as LnlState).lit).toContain("A4");
  });
});
