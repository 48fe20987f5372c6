import { describe, expect, it } from "vitest";
import { apply } from "../../src/core/firestrike/apply";
import { run } from "../core/firestrike/helpers";
import { moving, refused } from "../core/firestrike/support";

// Regression (issue 17 item 5): seed 000 §2.3 gives +4 to "the player who (truthfully) calls out that they
// are finished moving first". A side that had called it could still move its bases, so the call bound
// nothing. Now every movement-step action of that side's bases is refused for the rest of the turn.
const field = () =>
  moving([
    { id: "b1", statLine: "infantry", x: 10, y: 10 },
    { id: "b-truck", statLine: "truck", x: 20, y: 10 },
    { id: "b2", statLine: "infantry", x: 20, y: 11.5 },
    { id: "b-tank", statLine: "MBT", x: 30, y: 10 },
    { id: "r1", statLine: "infantry", x: 60, y: 40 },
  ]);

describe('repro: "finished moving" binds the side that called it (seed 000 §2.3)', () => {
  it.each([
    ["move", { type: "move", base: "b1", mode: "walking", path: [[10, 12]] }],
    ["mount", { type: "mount", base: "b2", vehicle: "b-truck" }],
    ["go prone", { type: "change-posture", base: "b1", prone: true }],
    ["go hull down", { type: "hull-down", base: "b-tank", hullDown: true }],
    ["dig in", { type: "dig-in", base: "b1", kind: "hasty" }],
  ])("refuses a later %s with the reason", (_what, cmd) => {
    const g = field();
    run(g, { type: "finished-moving", side: "blue" });
    const e = refused(g, cmd);
    expect(e.code).toBe("not-allowed");
    expect(e.message).toContain('called "finished moving"');
    expect(e.message).toContain("§2.3");
  });

  it("the other side may still move, and the caller moves again next turn", () => {
    const g = field();
    run(g, { type: "move", base: "b1", mode: "walking", path: [[10, 11]] });
    run(g, { type: "finished-moving", side: "blue" });
    run(g, { type: "move", base: "r1", mode: "walking", path: [[60, 38]] });
    expect(g.state.bases.r1!.y).toBe(38);
    g.state.sides.find((s) => s.id === "blue")!.finishedFirst = false; // what the next turn's reset does
    expect(
      apply(g.state, { type: "move", base: "b1", mode: "walking", path: [[10, 12]] }, g.env, g.dice).ok,
    ).toBe(true);
  });
});
