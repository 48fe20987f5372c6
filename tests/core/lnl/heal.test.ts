import { describe, expect, it } from "vitest";
import { HEAL_NEED, SHAKEN_MEDIC_LINE } from "../../../src/core/lnl/heal";
import type { LnlState, UnitState } from "../../../src/core/lnl/state";
import { bareGame, leader, must, run, unit } from "./board";

/** Medics (seed 004, Wounded and Shaken lines; the heal procedure is a project default, heal.ts). */

const medic = (id: string, hex: string, extra = {}) =>
  unit(id, "blue", hex, { kind: "medic", firepower: 0, range: 0, movement: 5, morale: 6, ...extra });
const squad = (id: string, side: string, hex: string) => unit(id, side, hex, { morale: 5 });

/** The game in blue's Rally Phase with the given units' status changed (as fire would leave them). */
function rallyWith(status: Record<string, Partial<UnitState>>, extra: unknown[] = []) {
  const { s, map } = bareGame([
    medic("doc", "B2"),
    leader("ldr", "blue", "B2"),
    leader("far", "blue", "E5"),
    squad("sq", "blue", "B2"),
    squad("enemy", "red", "G6"),
    ...extra,
  ]);
  const units = s.units.map((u) => {
    const patch = new Map(Object.entries(status)).get(u.id);
    return patch ? { ...u, ...patch } : u;
  });
  return { s: { ...s, units } as LnlState, map };
}
const WOUNDED = { wounded: true, shaken: true };

describe("medics heal (project default: Rally Phase, 1d6 ≤ 4)", () => {
  const cases: {
    name: string;
    status: Record<string, Partial<UnitState>>;
    cmd: { medic: string; unit: string };
    rolls: number[];
    refused?: RegExp;
    path?: string;
    after?: { unit: string; wounded: boolean; shaken: boolean };
  }[] = [
    {
      name: "healed: a wounded leader in the medic's hex, roll 4",
      status: { ldr: WOUNDED },
      cmd: { medic: "doc", unit: "ldr" },
      rolls: [HEAL_NEED],
      after: { unit: "ldr", wounded: false, shaken: false },
    },
    {
      name: "not healed: roll 5 leaves it wounded and shaken",
      status: { ldr: WOUNDED },
      cmd: { medic: "doc", unit: "ldr" },
      rolls: [HEAL_NEED + 1],
      after: { unit: "ldr", wounded: true, shaken: true },
    },
    {
      name: "itself: a wounded medic that has rallied (Good Order) heals itself",
      status: { doc: { wounded: true, shaken: false } },
      cmd: { medic: "doc", unit: "doc" },
      rolls: [1],
      after: { unit: "doc", wounded: false, shaken: false },
    },
    {
      name: "shaken medic refused with the card's line",
      status: { doc: { shaken: true }, ldr: WOUNDED },
      cmd: { medic: "doc", unit: "ldr" },
      rolls: [],
      refused: /Shaken medics cannot heal units \(or themselves\)/,
    },
    {
      name: "a wounded (so Shaken) medic cannot heal itself",
      status: { doc: WOUNDED },
      cmd: { medic: "doc", unit: "doc" },
      rolls: [],
      refused: /Shaken medics cannot heal/,
    },
    {
      name: "a unit not in the medic's hex refused",
      status: { far: WOUNDED },
      cmd: { medic: "doc", unit: "far" },
      rolls: [],
      refused: /far is in E5, not in the medic's hex B2/,
      path: "$.unit",
    },
    {
      name: "a unit not wounded refused",
      status: {},
      cmd: { medic: "doc", unit: "ldr" },
      rolls: [],
      refused: /ldr is not Wounded/,
      path: "$.unit",
    },
    {
      name: "not a medic refused",
      status: { sq: WOUNDED },
      cmd: { medic: "ldr", unit: "sq" },
      rolls: [],
      refused: /not a medic/,
    },
    {
      name: "an enemy's medic id refused",
      status: { ldr: WOUNDED },
      cmd: { medic: "enemy", unit: "ldr" },
      rolls: [],
      refused: /no unit "enemy" of blue/,
    },
  ];
  for (const c of cases)
    it(c.name, () => {
      const { s, map } = rallyWith(c.status);
      const r = run(s, map, "blue", { type: "heal", ...c.cmd }, c.rolls);
      if (c.refused) {
        expect(r.ok).toBe(false);
        if (!r.ok) {
          expect(r.error.code).toBe("cannot-heal");
          expect(r.error.message).toMatch(c.refused);
          expect(r.error.path).toBe(c.path ?? "$.medic");
        }
        return;
      }
      const st = must(r);
      expect(st.units.find((u) => u.id === c.after!.unit)).toMatchObject({
        wounded: c.after!.wounded,
        shaken: c.after!.shaken,
      });
      expect(r.ok && r.value.events).toEqual([
        {
          type: "heal",
          medic: c.cmd.medic,
          unit: c.cmd.unit,
          roll: c.rolls[0],
          need: HEAL_NEED,
          healed: c.after!.wounded === false,
        },
      ]);
    });

  it("the card's line is the reason's text", () => {
    expect(SHAKEN_MEDIC_LINE).toContain("Shaken medics cannot heal units (or themselves)");
  });

  it("a hero's wounded side flips back; it stays unshaken", () => {
    const { s, map } = rallyWith({}, [
      { id: "h", side: "blue", kind: "hero", hex: "B2", firepower: 1, range: 4, movement: 5, morale: 6 },
    ]);
    const hurt = { ...s, units: s.units.map((u) => (u.id === "h" ? { ...u, wounded: true } : u)) };
    const st = must(run(hurt, map, "blue", { type: "heal", medic: "doc", unit: "h" }, [2]));
    expect(st.units.find((u) => u.id === "h")).toMatchObject({ wounded: false, shaken: false });
  });

  it("each medic tries once per Rally Phase (even after a failure); the next Rally Phase it may again", () => {
    const { s, map } = rallyWith({ ldr: WOUNDED, sq: { shaken: true } });
    const once = must(run(s, map, "blue", { type: "heal", medic: "doc", unit: "ldr" }, [6]));
    const twice = run(once, map, "blue", { type: "heal", medic: "doc", unit: "ldr" }, [1]);
    expect(twice.ok ? null : twice.error.message).toMatch(/already tried to heal this Rally Phase/);
    // to the next turn's Rally Phase: both end the Rally Phase, two passes
    let st = must(run(once, map, "blue", { type: "end-rally" }));
    st = must(run(st, map, "red", { type: "end-rally" }));
    expect(run(st, map, "blue", { type: "heal", medic: "doc", unit: "ldr" }, [1]).ok).toBe(false); // ops
    st = must(run(st, map, "blue", { type: "pass" }));
    st = must(run(st, map, "red", { type: "pass" }));
    expect(st).toMatchObject({ phase: "rally", turn: 2, healTried: [] });
    const again = must(run(st, map, "blue", { type: "heal", medic: "doc", unit: "ldr" }, [1]));
    expect(again.units.find((u) => u.id === "ldr")).toMatchObject({ wounded: false, shaken: false });
  });

  it("outside the Rally Phase it is refused", () => {
    const { s, map } = rallyWith({ ldr: WOUNDED });
    let st = must(run(s, map, "blue", { type: "end-rally" }));
    st = must(run(st, map, "red", { type: "end-rally" }));
    const r = run(st, map, "blue", { type: "heal", medic: "doc", unit: "ldr" }, [1]);
    expect(r.ok ? null : r.error).toMatchObject({ code: "wrong-phase", message: /medics heal in it/ });
  });
});
