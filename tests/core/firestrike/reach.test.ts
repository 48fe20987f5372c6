import { describe, expect, it } from "vitest";
import { checkPath } from "../../../src/core/firestrike/movement/move";
import { reachAlong } from "../../../src/core/firestrike/movement/reach";
import type { Point } from "../../../src/core/firestrike/state";
import type { AreaTerrain, LinearTerrain, MoveMode } from "../../../src/core/firestrike/vocab";
import { seededRandom as rng } from "../../../src/core/random";
import type { FakeArea } from "./fake-oracle";
import type { TestGame } from "./helpers";
import { moving } from "./support";

/**
 * How far a straight move gets (the movement area's rays) against the move command's own path checks:
 * named cases for each ban and for wire gaps, then random battlefields checked against `checkPath` as
 * the brute-force oracle (the seed is in the test name, so a failure replays).
 */

const ctxOf = (g: TestGame) => ({ s: g.state, env: g.env, dice: g.dice, out: [] });
const reach = (g: TestGame, id: string, to: Point, budget: number, mode: MoveMode) => {
  const b = g.state.bases[id]!;
  return reachAlong(ctxOf(g), b, [b.x, b.y], to, budget, mode === "assault");
};

describe("reach along a ray: the engine's bans and prices", () => {
  it("open ground: the whole budget; rough ground at its multiplier", () => {
    const g = moving([{ id: "b1", statLine: "infantry", x: 10, y: 10 }]);
    expect(reach(g, "b1", [10, 30], 4, "walking")).toBeCloseTo(4, 9);
    g.oracle.areas.push({ id: "w", kind: "woods", rect: [0, 12, 72, 20] });
    // 2" of open ground, then 2" of movement buys 2/1.5" of woods.
    expect(reach(g, "b1", [10, 30], 4, "walking")).toBeCloseTo(2 + 2 / 1.5, 9);
  });

  it("a vehicle carrying a rider stops at the edge of woods off a road; without one it drives in", () => {
    const g = moving([
      { id: "b-tank", statLine: "MBT", x: 20, y: 10 },
      { id: "b1", statLine: "infantry", x: 20, y: 10 },
    ]);
    g.oracle.areas.push({ id: "w", kind: "woods", rect: [0, 12, 72, 30] });
    g.state.bases.b1!.carriedBy = "b-tank";
    g.state.bases.b1!.riding = "rider";
    expect(reach(g, "b-tank", [20, 30], 10, "forward")).toBeCloseTo(2, 9);
    g.state.bases.b1!.riding = "inside";
    expect(reach(g, "b-tank", [20, 30], 10, "forward")).toBeCloseTo(2 + 8 / 2, 9);
  });

  it("mounted cavalry at assault speed stop at woods; walking, or dismounted, they go in", () => {
    const g = moving([{ id: "b1", statLine: "cavalry", x: 10, y: 10 }]);
    g.oracle.areas.push({ id: "w", kind: "woods", rect: [0, 13, 72, 30] });
    expect(reach(g, "b1", [10, 30], 12, "assault")).toBeCloseTo(3, 9);
    expect(reach(g, "b1", [10, 30], 8, "walking")).toBeGreaterThan(3);
    g.state.bases.b1!.dismounted = true;
    expect(reach(g, "b1", [10, 30], 5, "assault")).toBeGreaterThan(3);
  });

  it("vehicle assault speed stops where open ground ends; forward speed goes on at the terrain's price", () => {
    const g = moving([{ id: "b1", statLine: "MBT", x: 10, y: 10 }]);
    g.oracle.areas.push({ id: "s", kind: "hill-slope", rect: [0, 15, 72, 30] });
    expect(reach(g, "b1", [10, 30], 14, "assault")).toBeCloseTo(5, 9);
    expect(reach(g, "b1", [10, 30], 10, "forward")).toBeCloseTo(5 + 5 / 1.5, 9);
  });

  it("a truck stops at medium wire, and drives through a gap cut in it", () => {
    const g = moving([{ id: "b1", statLine: "truck", x: 10, y: 10 }]);
    g.oracle.lines.push({ id: "wire-1", kind: "wire-medium", from: [0, 12], to: [72, 12], widthInches: 0.5 });
    expect(reach(g, "b1", [10, 24], 14, "forward")).toBeCloseTo(2, 9);
    g.state.markers.wireGaps.push({ featureId: "wire-1", alongInches: 10, widthInches: 0.8 });
    expect(reach(g, "b1", [10, 24], 14, "forward")).toBeCloseTo(14, 9);
    // Beside the gap the wire still holds.
    expect(reach(g, "b1", [20, 24], 14, "forward")).toBeCloseTo((2 * Math.hypot(10, 14)) / 14, 9);
  });

  it("foot troops pay for heavy fence and stop before it when they cannot afford it", () => {
    const g = moving([{ id: "b1", statLine: "infantry", x: 10, y: 10 }]);
    g.oracle.lines.push({ id: "fence", kind: "wire-heavy", from: [0, 13], to: [72, 13], widthInches: 0.5 });
    // 3" to the fence, then 1.5" extra to cross it: 4" of movement stops at the fence.
    expect(reach(g, "b1", [10, 30], 4, "walking")).toBeCloseTo(3, 9);
    expect(reach(g, "b1", [10, 30], 5, "walking")).toBeCloseTo(3.5, 9);
  });

  it("a vehicle stops short of a wreck", () => {
    const g = moving([
      { id: "b1", statLine: "MBT", x: 10, y: 10 },
      { id: "b2", statLine: "MBT", x: 10, y: 16 },
    ]);
    g.state.bases.b2!.status = "destroyed";
    const r = reach(g, "b1", [10, 30], 10, "forward");
    const wreckEdge = 16 - g.state.bases.b2!.depthInches / 2;
    expect(r).toBeLessThan(wreckEdge - 10);
    expect(r).toBeGreaterThan(wreckEdge - 10 - 0.01);
  });
});

const AREAS: AreaTerrain[] = ["woods", "water", "building", "rubble", "hill-slope", "road", "built-up"];
const LINES: LinearTerrain[] = ["wall", "hedge", "wire-medium", "wire-heavy"];
const MOVERS: [string, MoveMode, boolean][] = [
  ["infantry", "walking", false],
  ["infantry", "assault", false],
  ["cavalry", "assault", false],
  ["MBT", "forward", false],
  ["MBT", "assault", false],
  ["MBT", "forward", true],
  ["truck", "forward", false],
];

function randomBattlefield(seed: number) {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const [statLine, mode, rider] = pick(MOVERS);
  const g = moving([
    { id: "b1", statLine, x: 30 + r() * 12, y: 20 + r() * 8 },
    ...(rider ? [{ id: "b2", statLine: "infantry", x: 1, y: 1 }] : []),
    { id: "b3", statLine: "MBT", x: 20 + r() * 30, y: 10 + r() * 28 },
  ]);
  if (rider) Object.assign(g.state.bases.b2!, { carriedBy: "b1", riding: "rider" });
  if (r() < 0.5) g.state.bases.b3!.status = "destroyed";
  for (let i = 0; i < 4; i++) {
    const x = 15 + r() * 40;
    const y = 8 + r() * 30;
    const area: FakeArea = {
      id: `a${i}`,
      kind: pick(AREAS),
      rect: [x, y, x + 2 + r() * 10, y + 2 + r() * 8],
    };
    g.oracle.areas.push(area);
  }
  for (let i = 0; i < 3; i++) {
    const from: Point = [10 + r() * 50, 5 + r() * 38];
    const to: Point = [10 + r() * 50, 5 + r() * 38];
    g.oracle.lines.push({ id: `l${i}`, kind: pick(LINES), from, to, widthInches: 0.5 });
    if (r() < 0.5)
      g.state.markers.wireGaps.push({
        featureId: `l${i}`,
        alongInches: r() * Math.hypot(to[0] - from[0], to[1] - from[1]),
        widthInches: 3,
      });
  }
  const b = g.state.bases.b1!;
  const a = r() * Math.PI * 2;
  const budget = 2 + r() * 10;
  const to: Point = [b.x + Math.cos(a) * budget, b.y + Math.sin(a) * budget];
  return { g, mode, budget, to, from: [b.x, b.y] as Point, length: budget };
}

describe("reach agrees with the move command's path checks on random battlefields", () => {
  const seeds = Array.from({ length: 120 }, (_, i) => 1000 + i);
  it.each(seeds)("seed %i", (seed) => {
    const { g, mode, budget, to, from, length } = randomBattlefield(seed);
    const b = g.state.bases.b1!;
    const d = reachAlong(ctxOf(g), b, from, to, budget, mode === "assault");
    expect(d).toBeGreaterThanOrEqual(0);
    expect(d).toBeLessThanOrEqual(length + 1e-9);
    const point = (t: number): Point => [
      from[0] + ((to[0] - from[0]) * t) / length,
      from[1] + ((to[1] - from[1]) * t) / length,
    ];
    // Just short of the reach: the engine accepts the path and it is affordable.
    if (d > 0.02) {
      const ok = checkPath(ctxOf(g), b, mode, [from, point(d - 0.01)]);
      if (!ok.ok) throw new Error(`seed ${seed}: reach ${d} but the engine refuses: ${ok.error.message}`);
      expect(ok.value.costInches).toBeLessThanOrEqual(budget + 1e-6);
    }
    // Just past it (when the ray goes on): refused, or too dear.
    if (d < length - 0.05) {
      const past = checkPath(ctxOf(g), b, mode, [from, point(d + 0.05)]);
      if (past.ok) expect(past.value.costInches).toBeGreaterThan(budget);
    }
  });
});
