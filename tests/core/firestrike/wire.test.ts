import { describe, expect, it } from "vitest";
import { atStep, eventsOf, rollsOf, run, start, withDice } from "./helpers";
import { moving, refused } from "./support";

/** Wire entanglements (seed 000 §1.2). A wire line runs across the table at y = 12. */
const withWire = (kind: "wire-heavy" | "wire-medium", statLine: string, dice: number[] = []) => {
  const g = moving(
    [
      { id: "b1", statLine, x: 10, y: 11 },
      { id: "r1", statLine: "infantry", x: 60, y: 40 },
    ],
    dice,
  );
  g.oracle.lines.push({ id: "wire-1", kind, from: [0, 12], to: [72, 12], widthInches: 0.5 });
  return g;
};

describe("heavy fence", () => {
  it('foot troops cross at one-quarter speed: the half-inch base costs 2"', () => {
    const g = withWire("wire-heavy", "infantry");
    // 1.5" of path, 0.5" of it across the wire: 1.0 + 2.0 = 3.0"
    run(g, { type: "move", base: "b1", mode: "walking", path: [[10, 12.5]] });
    expect(g.state.bases.b1!.spentInches).toBeCloseTo(3);
  });

  it.each(["MBT", "truck", "half-track"])("blocks %s", (statLine) => {
    const g = withWire("wire-heavy", statLine);
    expect(refused(g, { type: "move", base: "b1", mode: "forward", path: [[10, 14]] }).message).toContain(
      "wire-heavy",
    );
  });
});

describe("medium coil", () => {
  it("foot troops cross it", () => {
    const g = withWire("wire-medium", "infantry");
    run(g, { type: "move", base: "b1", mode: "walking", path: [[10, 13]] });
    expect(g.state.bases.b1!.y).toBe(13);
  });

  it("a tank crossing destroys one segment at the point of passage and risks immobilization", () => {
    const g = withWire("wire-medium", "MBT", [15]);
    run(g, { type: "move", base: "b1", mode: "forward", path: [[10, 15]] });
    expect(g.state.markers.wireGaps).toEqual([{ featureId: "wire-1", alongInches: 10, widthInches: 0.8 }]);
    expect(rollsOf(g.log, "immobilization")).toHaveLength(1);
    expect(g.state.bases.b1!.immobilized).toBe("none");
  });

  it("a low roll leaves the tank temporarily immobilized", () => {
    const g = withWire("wire-medium", "MBT", [3]);
    run(g, { type: "move", base: "b1", mode: "forward", path: [[10, 15]] });
    expect(g.state.bases.b1!.immobilized).toBe("temporary");
  });

  it.each(["truck", "half-track", "ICV"])("blocks %s (not fully tracked)", (statLine) => {
    const g = withWire("wire-medium", statLine);
    expect(refused(g, { type: "move", base: "b1", mode: "forward", path: [[10, 14]] }).code).toBe(
      "illegal-move",
    );
  });

  it("a gap cut by a tank lets wheels through", () => {
    const g = withWire("wire-medium", "truck");
    g.state.markers.wireGaps.push({ featureId: "wire-1", alongInches: 10, widthInches: 0.8 });
    run(g, { type: "move", base: "b1", mode: "forward", path: [[10, 14]] });
    expect(g.state.bases.b1!.y).toBe(14);
  });
});

describe("barrages cut wire on a natural 6", () => {
  const barrage = (die: number, withTarget: boolean) => {
    const bases = [
      { id: "b-mortar", statLine: "mortar", x: 10, y: 2 },
      { id: "r1", statLine: "infantry", x: 60, y: 40 },
    ];
    if (withTarget) bases.push({ id: "r2", statLine: "infantry", x: 30, y: 20 });
    const g = start(bases);
    g.oracle.lines.push({ id: "wire-1", kind: "wire-medium", from: [0, 20], to: [72, 20], widthInches: 0.5 });
    g.state = atStep(g.state, "first-impact-zones");
    run(g, { type: "place-impact-zone", firer: "b-mortar", center: [30, 20] });
    // Jump to step 3b; advancing starts step 4a, which resolves the zone with the fixed die.
    g.state = withDice(g, atStep(g.state, "resolve-airstrikes"), [die]);
    return g;
  };

  it.each([
    [6, true, 1],
    [7, true, 0],
    [6, false, 1],
    [5, false, 0],
  ])("roll %i (a base under the zone: %s) cuts %i segment(s)", (die, withTarget, cuts) => {
    const g = barrage(die, withTarget);
    run(g, { type: "advance" });
    expect(g.state.step).toBe("resolve-indirect");
    expect(eventsOf(g.log, "wire-destroyed")).toHaveLength(cuts);
    expect(g.state.markers.wireGaps).toHaveLength(cuts);
  });
});
