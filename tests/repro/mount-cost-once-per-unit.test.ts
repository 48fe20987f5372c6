import { describe, expect, it } from "vitest";
import { run } from "../core/firestrike/helpers";
import { moving, refused } from "../core/firestrike/support";

// Regression (issue 17 item 3): seed 000 §3.22 "The vehicle also pays half of its turn's movement for the
// unit to mount/dismount". Two bases of one unit mounting a truck were charged the half move twice, so
// the truck (14") could not move at all. The half move is charged once per unit, per vehicle, per turn.
const column = () =>
  moving([
    { id: "b-truck", statLine: "truck", x: 10, y: 10, formation: "blue-b" },
    { id: "b1", statLine: "infantry", x: 10, y: 11.5, formation: "blue-a" },
    { id: "b2", statLine: "infantry", x: 11.2, y: 10, formation: "blue-a" },
    { id: "b3", statLine: "infantry", x: 8.8, y: 10, formation: "blue-b" },
    { id: "r1", statLine: "infantry", x: 60, y: 40 },
  ]);

describe("repro: mounting costs the vehicle half its move once per unit per turn (seed 000 §3.22)", () => {
  it('two bases of one unit mount: the truck pays 7" once and can still drive 7"', () => {
    const g = column();
    run(
      g,
      { type: "mount", base: "b1", vehicle: "b-truck" },
      { type: "mount", base: "b2", vehicle: "b-truck" },
    );
    expect(g.state.bases["b-truck"]!.spentInches).toBe(7);
    run(g, { type: "move", base: "b-truck", mode: "forward", path: [[10, 17]] });
    expect([g.state.bases.b1!.y, g.state.bases.b2!.y]).toEqual([17, 17]);
  });

  it("bases of two units each cost the vehicle half its move", () => {
    const g = column();
    run(
      g,
      { type: "mount", base: "b1", vehicle: "b-truck" },
      { type: "mount", base: "b3", vehicle: "b-truck" },
    );
    expect(g.state.bases["b-truck"]!.spentInches).toBe(14);
    expect(refused(g, { type: "move", base: "b-truck", mode: "forward", path: [[10, 10.5]] }).code).toBe(
      "out-of-movement",
    );
  });

  it("two bases of one unit dismount: charged once", () => {
    const g = column();
    for (const id of ["b1", "b2"]) {
      Object.assign(g.state.bases[id]!, { carriedBy: "b-truck", riding: "inside", x: 10, y: 10 });
    }
    run(g, { type: "dismount", base: "b1", at: [10, 11.4] }, { type: "dismount", base: "b2", at: [10, 8.6] });
    expect(g.state.bases["b-truck"]!.spentInches).toBe(7);
  });

  it("next turn the unit pays again", () => {
    const g = column();
    run(g, { type: "mount", base: "b1", vehicle: "b-truck" });
    g.state.turn += 1;
    g.state.bases["b-truck"]!.spentInches = 0;
    run(g, { type: "mount", base: "b2", vehicle: "b-truck" });
    expect(g.state.bases["b-truck"]!.spentInches).toBe(7);
  });
});
