import { describe, expect, it } from "vitest";
import { movesOf, previewsOf, refusalOf } from "../../../src/app/rulesets/hexfire/picks";
import { threatHexes } from "../../../src/app/rulesets/hexfire/threat";
import { stepCost } from "../../../src/core/hexfire/apply";
import { statsOf } from "../../../src/core/hexfire/data";
import type { HexfireMap } from "../../../src/core/hexfire/map";
import type { HexfireState } from "../../../src/core/hexfire/state";
import { game, TEST_TABLE, testMap, unit } from "../../core/hexfire/support";

/**
 * The page's lit moves are found by MP cost (Dijkstra over the rules' step costs), not fewest steps:
 * checked against a brute-force oracle (every path of at most MP steps that the rules accept, its
 * cheapest cost per hex) on the test board (a wood at E3/E4, a hill from column F: +1 MP a level).
 */
function oracle(s: HexfireState, map: HexfireMap, id: string): Map<string, number> {
  const u = s.units.find((x) => x.id === id)!;
  const mp = statsOf(u.type).mp;
  const best = new Map<string, number>();
  const walk = (at: string, path: string[], cost: number) => {
    for (const n of map.neighbours(at)) {
      if (n === u.hex || path.includes(n)) continue;
      const c = cost + stepCost(map, u, at, n);
      if (c > mp) continue;
      const p = [...path, n];
      if (refusalOf(s, "blue", { type: "move", unit: id, path: p }, map) !== null) continue;
      if (c < (best.get(n) ?? Number.POSITIVE_INFINITY)) best.set(n, c);
      walk(n, p, c);
    }
  };
  walk(u.hex!, [], 0);
  return best;
}

describe("the page's moves by MP cost", () => {
  for (const at of ["D3", "D4", "C3"])
    it(`infantry at ${at}: every reachable hex, each at its cheapest cost, as the brute-force oracle finds`, () => {
      const { s, map } = game([unit("b1", "blue", "infantry", at), unit("r1", "red", "infantry", "A5")]);
      const moves = movesOf(s, "blue", "b1", map);
      const want = oracle(s, map, "b1");
      expect(new Map(moves.map((m) => [m.hex, m.cost]))).toEqual(want);
      for (const m of moves) {
        expect(refusalOf(s, "blue", { type: "move", unit: "b1", path: m.path }, map)).toBeNull();
        let from = at;
        let cost = 0;
        for (const h of m.path) {
          cost += stepCost(map, { type: "infantry" }, from, h);
          from = h;
        }
        expect(cost).toBe(m.cost);
      }
    });

  it("a longer path round a pond (water C3: 3 MP) is offered where it is cheaper than the fewest steps through it", () => {
    const table = {
      ...TEST_TABLE,
      hex: { ...TEST_TABLE.hex, overrides: [{ hex: "C3", terrain: "water" }] },
    };
    const map = testMap(table);
    const { s } = game([unit("b1", "blue", "infantry", "C2"), unit("r1", "red", "infantry", "A5")]);
    const moves = movesOf(s, "blue", "b1", map);
    expect(new Map(moves.map((m) => [m.hex, m.cost]))).toEqual(oracle(s, map, "b1"));
    const c4 = moves.find((m) => m.hex === "C4")!;
    expect(map.distance("C2", "C4")).toBe(2);
    // through the pond: 3 + 1 = 4 MP in 2 steps; round it: 3 clear hexes, 3 MP
    expect(c4).toMatchObject({ cost: 3 });
    expect(c4.path).toHaveLength(3);
    expect(c4.path).not.toContain("C3");
  });
});

describe("the page's CO/2IC bonus pick", () => {
  it("the picked CO's bonus is priced into Fire and Assault (its card line), and a CO out of range gives the rules' refusal", () => {
    const units = [
      unit("b1", "blue", "infantry", "A1"),
      unit("co", "blue", "co", "B1"),
      unit("r1", "red", "infantry", "A2"),
    ];
    const { s, map } = game(units);
    const co = (c: { av: { card: string; value: number }[] } | null) =>
      c?.av.find((l) => l.card.startsWith("An un-Finished CO/2IC"))?.value;
    const none = previewsOf(s, "blue", "b1", [], "r1", map);
    expect(co(none.fire.calc)).toBe(0);
    const withCo = previewsOf(s, "blue", "b1", [], "r1", map, "co");
    expect(withCo.fire.why).toBeNull();
    expect(co(withCo.fire.calc)).toBe(2);
    expect(withCo.fire.calc!.finishes).toContain("co");
    expect(co(withCo.assault!.calc)).toBe(2);
    const far = game([...units.slice(0, 1), unit("co", "blue", "co", "I1"), units[2]!]);
    expect(previewsOf(far.s, "blue", "b1", [], "r1", far.map, "co").fire.why).toMatch(
      /hexes from the target: its bonus reaches 3/,
    );
  });
});

describe("the enemy threat map (threat.ts)", () => {
  it("a hex is threatened when an enemy unit sees it (measured) and reaches it: not behind the wood, not beyond 2× range", () => {
    const { s, map } = game([unit("b1", "blue", "infantry", "A5"), unit("r1", "red", "infantry", "D3")]);
    const t = threatHexes(s, map, "red");
    const los = (h: string) => map.los("D3", h).visible;
    // every threatened hex is seen and within reach (infantry: range 4, white FP to 8), and the reverse
    for (const bh of map.board.hexes.values()) {
      const h = bh.label;
      const want = h !== "D3" && map.distance("D3", h) <= 8 && los(h);
      expect(t.has(h), h).toBe(want);
    }
    // the wood at E3/E4 hides some hexes behind it from D3, and the wood's own hexes are seen
    expect(t.has("E3")).toBe(true);
    expect([...map.board.hexes.values()].some((b) => b.label !== "D3" && !t.has(b.label))).toBe(true);
    expect(t.get("E3")).toEqual(["r1"]);
  });
});
