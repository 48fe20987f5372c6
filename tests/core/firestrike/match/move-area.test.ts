import { describe, expect, it } from "vitest";
import { apply } from "../../../../src/core/firestrike/apply";
import { moveArea, plannedMoveArea } from "../../../../src/core/firestrike/match/move-area";
import type { Point } from "../../../../src/core/firestrike/state";
import type { Pt } from "../../../../src/core/geom2d";
import type { TestGame } from "../helpers";
import { moving } from "../support";

/** The legal movement area: rays from the base, each as far as the rules engine lets a straight move go. */

const dist = (p: Pt, q: Pt) => Math.hypot(p[0] - q[0], p[1] - q[1]);
const bounds = { width: 48, depth: 32 };

describe("move area rays", () => {
  it("with nothing in the way is a circle of the ray length", () => {
    const area = moveArea([24, 16], 4, bounds, () => 4, { rays: 16 });
    expect(area).toHaveLength(16);
    for (const p of area) expect(dist(p, [24, 16])).toBeCloseTo(4, 9);
  });

  it("asks the reach toward each ray's end, clipped at the table edge", () => {
    const asked: Pt[] = [];
    const area = moveArea(
      [1, 16],
      4,
      bounds,
      (to) => {
        asked.push(to);
        return to[0] > 1 ? 2 : 99;
      },
      { rays: 4 },
    );
    expect(asked[2]![0]).toBeCloseTo(0, 9);
    expect(area[0]).toEqual([3, 16]);
    expect(area[2]![0]).toBeCloseTo(0, 9);
  });
});

const area = (g: TestGame, id: string, mode: string, path: Pt[] = []) =>
  plannedMoveArea(g.state, g.env, id, mode as "walking", path, { rays: 8 });
/** Ray 2 of 8 points along +y: how far north the area reaches from (x, y0). */
const north = (a: ReturnType<typeof area>, y0: number) => a!.polygon[2]![1] - y0;

describe("the planned move's area follows the engine", () => {
  it("is null when the base may not move in that mode, and shrinks by what the waypoints cost", () => {
    const g = moving([{ id: "b1", statLine: "infantry", x: 10, y: 10 }]);
    expect(area(g, "b1", "forward")).toBeNull();
    g.state.bases.b1!.prone = true;
    expect(area(g, "b1", "walking")).toBeNull();
    expect(area(g, "b1", "prone")?.leftInches).toBe(1);
    g.state.bases.b1!.prone = false;
    const a = area(g, "b1", "walking", [[10, 11.5]]);
    expect(a?.leftInches).toBeCloseTo(2.5, 9);
    expect(north(a, 11.5)).toBeCloseTo(2.5, 9);
    expect(area(g, "b1", "walking", [[10, 20]])).toEqual({ polygon: [], leftInches: 0 });
  });

  it("a truck's area stops at medium wire, and reaches through once a gap is cut there", () => {
    const g = moving([{ id: "b1", statLine: "truck", x: 10, y: 10 }]);
    g.oracle.lines.push({ id: "wire-1", kind: "wire-medium", from: [0, 12], to: [72, 12], widthInches: 0.5 });
    expect(north(area(g, "b1", "forward"), 10)).toBeCloseTo(2, 9);
    g.state.markers.wireGaps.push({ featureId: "wire-1", alongInches: 10, widthInches: 0.8 });
    expect(north(area(g, "b1", "forward"), 10)).toBeCloseTo(14, 9);
  });

  it("a tank with a rider stops at the woods; at assault speed any tank stops where open ground ends", () => {
    const g = moving([
      { id: "b-tank", statLine: "MBT", x: 20, y: 10 },
      { id: "b1", statLine: "infantry", x: 20, y: 11.5 },
    ]);
    g.oracle.areas.push({ id: "w", kind: "woods", rect: [0, 13, 72, 30] });
    expect(north(area(g, "b-tank", "forward"), 10)).toBeCloseTo(3 + 7 / 2, 9);
    expect(north(area(g, "b-tank", "assault"), 10)).toBeCloseTo(3, 9);
    const r = apply(g.state, { type: "mount", base: "b1", vehicle: "b-tank", as: "rider" }, g.env, g.dice);
    if (!r.ok) throw new Error(r.error.message);
    g.state = r.state;
    // The rider cost the tank 2": 8" left, and the woods are barred.
    const a = area(g, "b-tank", "forward");
    expect(a?.leftInches).toBe(8);
    expect(north(a, 10)).toBeCloseTo(3, 9);
  });

  it("every point of the area is a move the engine accepts", () => {
    const g = moving([{ id: "b1", statLine: "cavalry", x: 30, y: 20 }]);
    g.oracle.areas.push({ id: "w", kind: "woods", rect: [28, 24, 40, 30] });
    g.oracle.lines.push({ id: "h", kind: "hedge", from: [20, 17], to: [40, 17], widthInches: 0.3 });
    const a = plannedMoveArea(g.state, g.env, "b1", "assault", [], { rays: 36 })!;
    expect(a.polygon).toHaveLength(36);
    for (const p of a.polygon) {
      const toward: Point = [30 + (p[0] - 30) * 0.999, 20 + (p[1] - 20) * 0.999];
      const r = apply(g.state, { type: "move", base: "b1", mode: "assault", path: [toward] }, g.env, g.dice);
      if (!r.ok) throw new Error(`(${toward.join(", ")}) is in the area but refused: ${r.error.message}`);
    }
    // Cavalry at assault speed do not enter the woods 4" north, though 12" would take them far in.
    expect(a.polygon[9]![1] - 20).toBeCloseTo(4, 9);
  });
});
