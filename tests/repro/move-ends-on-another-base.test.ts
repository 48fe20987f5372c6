import { describe, expect, it } from "vitest";
import { checkInvariants } from "../../src/core/firestrike/invariants";
import { describeEvent } from "../../src/core/firestrike/match/log";
import { poseOf } from "../../src/core/firestrike/query";
import { orientedRect, ringsOverlap } from "../../src/core/geom2d";
import type { TestGame } from "../core/firestrike/helpers";
import { eventsOf, run } from "../core/firestrike/helpers";
import { moving, refused } from "../core/firestrike/support";

// Regression (issue 17 item 8): in step 2b a vehicle in assault mode with an enemy base as its waypoint
// ended on top of it (range 0", the under-8" bonus, the enemy hidden under it, no assault in 5c).
// Reading (docs/rules-coverage.md 3.2.1a): a move never ends on another base; its last leg stops at base
// contact, and a move that cannot end clear of every base is refused with a reason.

const ring = (g: TestGame, id: string) => {
  const p = poseOf(g.state.bases[id]!);
  return orientedRect(p.x, p.y, p.frontageInches, p.depthInches, p.facing);
};
const gap = (g: TestGame, a: string, b: string) =>
  g.oracle.edgeDistance(poseOf(g.state.bases[a]!), poseOf(g.state.bases[b]!));

describe("repro: movement never ends on another base", () => {
  it("a tank assault-moving onto an enemy base stops at base contact", () => {
    // The issue's case: b6 drives at r7's centre. Immobilization roll 20: no risk taken.
    const g = moving(
      [
        { id: "b6", statLine: "MBT", x: 39, y: 20, facing: 0 },
        { id: "r7", statLine: "infantry", x: 39, y: 26, facing: 180 },
      ],
      [20],
    );
    run(g, { type: "move", base: "b6", mode: "assault", path: [[39, 26]] });
    const b6 = g.state.bases.b6!;
    expect(b6.x).toBe(39);
    expect(b6.y).toBeLessThan(26);
    expect(ringsOverlap(ring(g, "b6"), ring(g, "r7"))).toBe(false);
    expect(gap(g, "b6", "r7")).toBeLessThan(1e-3);
    const moved = eventsOf(g.log, "moved").at(-1)!;
    expect(moved).toMatchObject({ base: "b6", to: [b6.x, b6.y], stoppedBy: "r7" });
    expect(moved.movedInches).toBeCloseTo(b6.y - 20, 9);
    expect(describeEvent(moved)).toContain("stopped at contact with r7");
    expect(checkInvariants(g.state, g.env, g.log)).toEqual([]);
  });

  it.each(["walking", "assault"])(
    "infantry %s onto an enemy base stops in contact and locks the assault",
    (mode) => {
      const g = moving([
        { id: "b1", statLine: "infantry", x: 10, y: 10, facing: 0 },
        { id: "r1", statLine: "infantry", x: 10, y: 13, facing: 180 },
      ]);
      run(g, { type: "move", base: "b1", mode, path: [[10, 13]] });
      expect(g.state.bases.b1!.y).toBe(12.25);
      expect(g.state.bases.b1!.assaultWith).toEqual(["r1"]);
      expect(g.state.bases.r1!.assaultWith).toEqual(["b1"]);
    },
  );

  it("a friendly base stops a move the same way", () => {
    const g = moving([
      { id: "b1", statLine: "infantry", x: 10, y: 10, facing: 0 },
      { id: "b2", statLine: "infantry", x: 10.3, y: 12, facing: 0 },
      { id: "r1", statLine: "infantry", x: 60, y: 40 },
    ]);
    run(g, { type: "move", base: "b1", mode: "walking", path: [[10, 12]] });
    expect(g.state.bases.b1!.y).toBe(11.25);
    expect(ringsOverlap(ring(g, "b1"), ring(g, "b2"))).toBe(false);
  });

  it("a last leg that starts on top of a base cannot stop clear of it: refused with a reason", () => {
    const g = moving([
      { id: "b1", statLine: "infantry", x: 10, y: 10, facing: 0 },
      { id: "r1", statLine: "infantry", x: 10, y: 13, facing: 180 },
    ]);
    const r = refused(g, {
      type: "move",
      base: "b1",
      mode: "walking",
      path: [
        [10, 13],
        [10.2, 13],
      ],
    });
    expect(r).toMatchObject({ code: "illegal-move", path: "$.path" });
    expect(r.message).toBe(
      "b1 would end on top of r1: a move stops at base contact and may not end on another base",
    );
    expect(g.state.bases.b1!.y).toBe(10);
  });

  it("a drone overhead does not stop a move; a move that ends clear is unchanged", () => {
    const g = moving([
      { id: "b1", statLine: "infantry", x: 10, y: 10, facing: 0 },
      { id: "b-drone", statLine: "drone", x: 10, y: 12, facing: 0 },
      { id: "r1", statLine: "infantry", x: 10, y: 20, facing: 180 },
    ]);
    run(g, { type: "move", base: "b1", mode: "walking", path: [[10, 12]] });
    expect(g.state.bases.b1!.y).toBe(12);
    expect(eventsOf(g.log, "moved").at(-1)!.stoppedBy).toBeUndefined();
  });
});
