import { describe, expect, it } from "vitest";
import { MELEE_MAX_ROLLS, meleeFp } from "../../../src/core/lnl/melee";
import type { LnlState } from "../../../src/core/lnl/state";
import { opsGame, run, unit } from "./board";

/** Melee (project default after LnLT v5.1 8.0), through the move command on a bare hex table. */

const ids = (s: LnlState) => s.units.filter((u) => !u.eliminated).map((u) => u.id);

describe("melee", () => {
  it("moving into an enemy hex: 1d6 + melee FP + LM each side, the higher eliminates the other", () => {
    const { s, map } = opsGame([
      unit("a", "blue", "A1"),
      unit("l", "blue", "A1", { kind: "leader", firepower: 1, lm: 1 }),
      unit("b", "red", "A2"),
      unit("c", "red", "F6"),
    ]);
    const r = run(s, map, "blue", { type: "move", units: ["a", "l"], to: "A2" }, [2, 2]);
    if (!r.ok) throw new Error(r.error.message);
    const m = r.value.events.find((e) => e.type === "melee")!;
    expect(m).toMatchObject({
      attacker: { fp: 3, lm: 1, total: 6 }, // 2 + FP 3 + LM 1
      defender: { fp: 2, lm: 0, total: 4 }, // 2 + FP 2
      winner: "blue",
      eliminated: ["b"],
    });
    expect(ids(r.value.state)).toEqual(["a", "l", "c"]);
    expect(r.value.state.units.find((u) => u.id === "a")!.hex).toBe("A2");
  });

  it("equal totals roll again; the winner eliminates every enemy unit in the hex", () => {
    const { s, map } = opsGame([unit("a", "blue", "A1"), unit("b", "red", "A2"), unit("c", "red", "F6")]);
    const r = run(s, map, "blue", { type: "move", units: ["a"], to: "A2" }, [3, 3, 5, 1]);
    if (!r.ok) throw new Error(r.error.message);
    const m = r.value.events.find((e) => e.type === "melee");
    expect(m).toMatchObject({ winner: "blue", eliminated: ["b"], attacker: { rolls: [3, 5] } });
    expect(ids(r.value.state)).toEqual(["a", "c"]);
    expect(r.value.state.activation).toBe(null);
    const lost = run(s, map, "blue", { type: "move", units: ["a"], to: "A2" }, [1, 6]);
    if (!lost.ok) throw new Error(lost.error.message);
    expect(ids(lost.value.state)).toEqual(["b", "c"]);
  });

  it("ties are capped: after MELEE_MAX_ROLLS tied rolls the defender holds and the attackers are eliminated", () => {
    expect(MELEE_MAX_ROLLS).toBe(3);
    const { s, map } = opsGame([unit("a", "blue", "A1"), unit("b", "red", "A2"), unit("c", "red", "F6")]);
    // Three ties in a row; a fourth pair (6 for blue) is there so an uncapped loop would let blue win.
    const r = run(s, map, "blue", { type: "move", units: ["a"], to: "A2" }, [2, 2, 4, 4, 6, 6, 6, 1]);
    if (!r.ok) throw new Error(r.error.message);
    const m = r.value.events.find((e) => e.type === "melee")!;
    expect(m).toMatchObject({ winner: "red", eliminated: ["a"], attacker: { rolls: [2, 4, 6] } });
    expect(ids(r.value.state)).toEqual(["b", "c"]);
  });

  it("Shaken units surrender (card): no FP, eliminated whoever wins; a hero adds 1 (column shift)", () => {
    const { s, map } = opsGame([
      unit("a", "blue", "A1"),
      unit("b", "red", "A2"),
      unit("sh", "red", "A2", { firepower: 4 }),
      unit("h", "red", "A2", { kind: "hero", firepower: 1 }),
      unit("c", "red", "F6"),
    ]);
    const st = { ...s, units: s.units.map((u) => (u.id === "sh" ? { ...u, shaken: true } : u)) };
    const r = run(st, map, "blue", { type: "move", units: ["a"], to: "A2" }, [2, 2]);
    if (!r.ok) throw new Error(r.error.message);
    const m = r.value.events.find((e) => e.type === "melee")!;
    expect(m).toMatchObject({ winner: "red", defender: { fp: 3, heroes: 1, total: 6 }, surrendered: ["sh"] });
    expect(ids(r.value.state)).toEqual(["b", "h", "c"]);
    expect(meleeFp(st.units.filter((u) => u.id === "sh"))).toBe(0);
  });

  it("Low Crawl cannot enter melee", () => {
    const { s, map } = opsGame([unit("a", "blue", "A1"), unit("b", "red", "A2")]);
    const r = run(s, map, "blue", { type: "move", units: ["a"], to: "A2", mode: "low-crawl" }, []);
    expect(r.ok ? null : r.error.message).toMatch(/Low Crawl cannot enter/);
  });
});
