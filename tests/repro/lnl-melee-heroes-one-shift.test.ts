import { describe, expect, it } from "vitest";
import { HERO_MELEE_BONUS } from "../../src/core/lnl/melee";
import { opsGame, run, unit } from "../core/lnl/board";

// Regression (issue 39 item 3): two heroes in one melee gave their side two column shifts (+1 each).
// Seed 004, hero creation: "Несколько героев не приносят нескольких сдвигов" — several heroes do not
// give several shifts. One hero or three, the side gets one shift.
describe("repro: several heroes in a melee give one column shift (seed 004)", () => {
  const melee = (heroes: number) => {
    const { s, map } = opsGame([
      unit("a", "blue", "A1"),
      unit("b", "red", "A2"),
      ...Array.from({ length: heroes }, (_, i) => unit(`h${i}`, "red", "A2", { kind: "hero", firepower: 1 })),
      unit("c", "red", "F6"),
    ]);
    const r = run(s, map, "blue", { type: "move", units: ["a"], to: "A2" }, [2, 2]);
    if (!r.ok) throw new Error(r.error.message);
    return r.value.events.find((e) => e.type === "melee")!;
  };

  it("two heroes: the defender's total is 2 + FP 4 + one shift, not two", () => {
    const m = melee(2);
    expect(m).toMatchObject({ defender: { fp: 4, heroes: 2, total: 2 + 4 + HERO_MELEE_BONUS } });
  });

  it("one hero and three heroes shift the same (only FP differs)", () => {
    const one = melee(1);
    const three = melee(3);
    expect(one).toMatchObject({ defender: { fp: 3, total: 2 + 3 + HERO_MELEE_BONUS } });
    expect(three).toMatchObject({ defender: { fp: 5, heroes: 3, total: 2 + 5 + HERO_MELEE_BONUS } });
  });
});
