import { describe, expect, it } from "vitest";
import { plannedMoveCost } from "../../../../src/core/firestrike/match/move-cost";
import type { Pt } from "../../../../src/core/geom2d";
import { eventsOf, run, type TestGame } from "../helpers";
import { moving, refused } from "../support";

/** The cost shown while a move is planned is the move command's own price and refusal. */

const cost = (g: TestGame, id: string, mode: string, path: Pt[], facing: number | null = null) =>
  plannedMoveCost(g.state, g.env, id, mode as "walking", path, facing);

describe("a planned move's cost", () => {
  it("is null when the base may not move in that mode, else the movement left before any waypoint", () => {
    const g = moving([{ id: "b1", statLine: "infantry", x: 10, y: 10 }]);
    expect(cost(g, "b1", "forward", [])).toBeNull();
    expect(cost(g, "b1", "walking", [])).toEqual({ costInches: 0, leftInches: 4, refused: null });
  });

  it("is what the move command charges, the last leg stopped at base contact included", () => {
    const g = moving([
      { id: "b1", statLine: "infantry", x: 10, y: 10, facing: 0 },
      { id: "b2", statLine: "infantry", x: 10, y: 13, facing: 0 },
    ]);
    const planned = cost(g, "b1", "walking", [[10, 13]]);
    // Straight at b2's centre 3" away: the move stops in contact, short of the waypoint.
    expect(planned!.costInches).toBeCloseTo(2.25, 9);
    expect(planned!.refused).toBeNull();
    run(g, { type: "move", base: "b1", mode: "walking", path: [[10, 13]] });
    expect(eventsOf(g.log, "moved").at(-1)!.costInches).toBe(planned!.costInches);
  });

  it("over the movement left carries the refusal the move command gives", () => {
    const g = moving([{ id: "b1", statLine: "infantry", x: 10, y: 10 }]);
    const planned = cost(g, "b1", "walking", [
      [10, 13],
      [13, 13],
    ]);
    expect(planned).toMatchObject({ costInches: 6, leftInches: 4 });
    const r = refused(g, {
      type: "move",
      base: "b1",
      mode: "walking",
      path: [
        [10, 13],
        [13, 13],
      ],
    });
    expect(planned!.refused).toBe(r.message);
  });

  it("a path the rules bar has no cost, and says why", () => {
    const g = moving([{ id: "b1", statLine: "infantry", x: 1, y: 10 }]);
    const planned = cost(g, "b1", "walking", [[-2, 10]]);
    const r = refused(g, { type: "move", base: "b1", mode: "walking", path: [[-2, 10]] });
    expect(planned).toEqual({ costInches: null, leftInches: 4, refused: r.message });
  });
});
