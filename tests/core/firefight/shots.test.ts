import { describe, expect, it } from "vitest";
import { allocationOrder, concealedBs, shooterLines } from "../../../src/core/firefight/shots";
import { both, fakeOracle, unitAt, worldWith } from "../../support/firefight";

describe("concealment (seed 003): a majority of the targets seen concealed halves Bs, rounded up", () => {
  it("halves only on a strict majority", () => {
    expect(concealedBs(4, 5, 3)).toEqual({ bs: 2, halved: true });
    expect(concealedBs(4, 4, 2)).toEqual({ bs: 4, halved: false });
    expect(concealedBs(4, 4, 3)).toEqual({ bs: 2, halved: true });
    expect(concealedBs(4, 1, 1)).toEqual({ bs: 2, halved: true });
    expect(concealedBs(4, 0, 0)).toEqual({ bs: 4, halved: false });
  });
  it("rounds an odd Bs up", () => {
    expect(concealedBs(5, 3, 2).bs).toBe(3);
    expect(concealedBs(3, 3, 2).bs).toBe(2);
    expect(concealedBs(1, 3, 2).bs).toBe(1);
    expect(concealedBs(6, 3, 2).bs).toBe(3);
  });
  it("counts, per shooter, only the targets it can see (measured per model)", () => {
    // Five red targets; r-1 and r-2 concealed; r-5 hidden from b-1 only.
    const f = both(unitAt("b", "blue", "veteran", 10, 10, 2), unitAt("r", "red", "trooper", 10, 20, 5));
    const w = worldWith(fakeOracle({ concealed: ["r-1", "r-2", "r-3"], blocked: ["b-1>r-5", "b-1>r-4"] }));
    const [b1, b2] = shooterLines(w, f, "b", ["r"]);
    // b-1 sees r-1..r-3, all concealed: Bs 5 halved to 3. b-2 sees all five, 3 of 5 concealed: halved.
    expect(b1).toMatchObject({
      sees: ["r-1", "r-2", "r-3"],
      concealed: ["r-1", "r-2", "r-3"],
      toHit: 3,
      halved: true,
    });
    expect(b2).toMatchObject({ toHit: 3, halved: true });
    const w2 = worldWith(fakeOracle({ concealed: ["r-1", "r-2"] }));
    expect(shooterLines(w2, f, "b", ["r"]).map((l) => l.toHit)).toEqual([5, 5]);
  });
});

describe("gather shots: one D6 per model with LOS and in range", () => {
  it("a model out of sight or out of range does not shoot", () => {
    // b: pistols (6 y). b-1 at 5 y of r, b-2 at 9 y, b-3 cannot see.
    const f = both(
      unitAt("b", "blue", "scout", 10, 10, 3, { dx: 0, dy: -4 }),
      unitAt("r", "red", "trooper", 10, 16, 1),
    );
    const w = worldWith(fakeOracle({ blocked: ["b-3>r-1"] }));
    const lines = shooterLines(w, f, "b", ["r"]);
    expect(lines.map((l) => [l.model, l.shoots, l.nearestY])).toEqual([
      ["b-1", true, 5],
      ["b-2", false, 9],
      ["b-3", false, null],
    ]);
    expect(lines[1]!.why).toMatch(/beyond range 6 y/);
    expect(lines[2]!.why).toMatch(/no line of sight/);
  });
});

describe("range (seed 003, Gather Shots: within range): the range itself is in range", () => {
  // Pistols (6 y), 1" bases, 1 y = 1": a model at (10, 10) and one at (10, 17) are exactly 6 y apart
  // edge to edge; at (10, 17.01), 6.01 y.
  const w = worldWith(fakeOracle());
  const pair = (y: number) =>
    both(unitAt("b", "blue", "scout", 10, 10, 1), unitAt("r", "red", "trooper", 10, y, 1));

  it("a model exactly at its weapon's range shoots; a hundredth of a y beyond, it does not", () => {
    expect(shooterLines(w, pair(17), "b", ["r"])[0]).toMatchObject({
      nearestY: 6,
      inRange: true,
      shoots: true,
    });
    expect(shooterLines(w, pair(17.01), "b", ["r"])[0]).toMatchObject({ inRange: false, shoots: false });
  });

  it("a target model exactly at the attacker's range may take wounds", () => {
    expect(allocationOrder(w, pair(17), "b", "r")[0]).toMatchObject({
      distanceY: 6,
      inRange: true,
      eligible: true,
    });
    expect(allocationOrder(w, pair(17.01), "b", "r")[0]).toMatchObject({ inRange: false, eligible: false });
  });
});

describe("wound allocation (seed 003): closest to the enemy first; unseen and out-of-range models skipped", () => {
  it("orders by distance to the nearest attacking model and marks who cannot be wounded", () => {
    // Attacker b (rifles, 24 y) at y 0; targets at 30, 10, 20, 5 (y), and one at 26 (out of range).
    const b = unitAt("b", "blue", "trooper", 10, 0, 1);
    const r = {
      units: unitAt("r", "red", "trooper", 0, 0, 1).units,
      models: [
        { id: "r-far", unit: "r", x: 10, y: 31, wounds: 0, slain: false },
        { id: "r-10", unit: "r", x: 10, y: 11, wounds: 0, slain: false },
        { id: "r-hid", unit: "r", x: 12, y: 21, wounds: 0, slain: false },
        { id: "r-5", unit: "r", x: 10, y: 6, wounds: 0, slain: false },
        { id: "r-20", unit: "r", x: 8, y: 21, wounds: 0, slain: false },
      ],
    };
    const w = worldWith(fakeOracle({ hidden: ["r-hid"], cover: ["r-10"] }));
    const order = allocationOrder(w, both(b, r), "b", "r");
    expect(order.map((o) => [o.model, o.distanceY, o.eligible])).toEqual([
      ["r-5", 5, true],
      ["r-10", 10, true],
      ["r-hid", Math.round(Math.hypot(1, 20) * 10) / 10, false],
      ["r-20", Math.round(Math.hypot(1, 20) * 10) / 10, true],
      ["r-far", 30, false],
    ]);
    expect(order[1]!.cover).toBe(true);
    expect(order[2]!.why).toMatch(/cannot see it/);
    expect(order[4]!.why).toMatch(/beyond 24 y/);
  });
});
