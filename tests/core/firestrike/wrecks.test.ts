import { describe, expect, it } from "vitest";
import { run } from "./helpers";
import { moving, refused } from "./support";

// seed 000 §6.3 Break-up: an abandoned vehicle remains as an obstacle; §1.1 keeps destroyed vehicles as
// wreck markers. Project default: vehicles cannot drive through a wreck; foot troops pass.
describe("wrecks stay on the table as obstacles (seed 000 §6.3)", () => {
  const table = () =>
    moving([
      { id: "b-tank", statLine: "MBT", x: 20, y: 10 },
      { id: "b-inf", statLine: "infantry", x: 22, y: 10 },
      { id: "b-wreck", statLine: "MBT", x: 20, y: 13 },
      { id: "r1", statLine: "infantry", x: 60, y: 40 },
    ]);

  it.each(["abandoned", "destroyed"] as const)("a tank cannot drive through an %s vehicle", (status) => {
    const g = table();
    g.state.bases["b-wreck"]!.status = status;
    const r = refused(g, { type: "move", base: "b-tank", mode: "forward", path: [[20, 16]] });
    expect(r.code).toBe("illegal-move");
    expect(r.message).toMatch(
      /^the path runs into the wreck of b-wreck at \(20\.0, 12\.4\): abandoned and destroyed vehicles stay on the table as obstacles \(seed 000 §6\.3\)$/,
    );
  });

  it("it can drive round the wreck, and infantry can pick their way past", () => {
    const g = table();
    g.state.bases["b-wreck"]!.status = "abandoned";
    run(g, {
      type: "move",
      base: "b-tank",
      mode: "forward",
      path: [
        [21.2, 12],
        [21.2, 15],
      ],
    });
    expect([g.state.bases["b-tank"]!.x, g.state.bases["b-tank"]!.y]).toEqual([21.2, 15]);
    run(g, { type: "move", base: "b-inf", mode: "walking", path: [[20.2, 13]] }); // onto the wreck
    expect(g.state.bases["b-inf"]!.y).toBe(13);
  });

  it("a live vehicle in the way is not a wreck", () => {
    const g = table();
    run(g, { type: "move", base: "b-tank", mode: "forward", path: [[20, 16]] });
    expect(g.state.bases["b-tank"]!.y).toBe(16);
  });
});
