import { describe, expect, it } from "vitest";
import {
  facingToward,
  HEXSIDES,
  type Hexside,
  hexsideAngle,
  hexsideTurns,
  inArc,
  nearestHexside,
  stepHexside,
} from "../../../src/core/hex/facing";
import { type HexGrid, hexNeighbors } from "../../../src/core/hex/grid";

const flat: HexGrid = { sizeInches: 1, orientation: "flat", origin: [1, Math.sqrt(3) / 2] };
const pointy: HexGrid = { sizeInches: 1, orientation: "pointy", origin: [Math.sqrt(3) / 2, 1] };
const o = { q: 0, r: 0 };

describe("hexside arithmetic", () => {
  it.each([
    ["flat", flat, [60, 120, 180, 240, 300, 0]],
    ["pointy", pointy, [90, 150, 210, 270, 330, 30]],
  ] as const)("%s: hexside k faces neighbour k, at these table facings", (_n, g, want) => {
    expect(HEXSIDES.map((k) => Math.round(hexsideAngle(g, k)))).toEqual(want);
    for (const k of HEXSIDES) expect(stepHexside(o, hexNeighbors(o)[k]!)).toBe(k);
    expect(stepHexside(o, { q: 2, r: 0 })).toBeNull();
  });

  it.each([
    [0, 5],
    [29, 5],
    [31, 0],
    [30, 0], // half-way: the lower number
    [180, 2],
    [-60, 4],
    [359, 5],
    [100, 1],
  ] as const)("flat: facing %d° rounds to hexside %d", (deg, k) => {
    expect(nearestHexside(flat, deg)).toBe(k);
  });

  it("turns the short way round", () => {
    expect(hexsideTurns(0, 5)).toBe(1);
    expect(hexsideTurns(1, 4)).toBe(3);
    expect(hexsideTurns(2, 2)).toBe(0);
  });

  it.each([
    ["straight ahead", { q: 0, r: 2 }, 5, true],
    ["on the right spine (in both arcs)", { q: 1, r: 1 }, 5, true],
    ["on the right spine, from the next side", { q: 1, r: 1 }, 0, true],
    ["on the left spine", { q: -1, r: 2 }, 5, true],
    ["just outside", { q: 1, r: 0 }, 5, false],
    ["behind", { q: 0, r: -3 }, 5, false],
    ["its own hex", o, 5, false],
  ] as const)("flat, arc of side: %s", (_n, to, side, want) => {
    expect(inArc(flat, o, side as Hexside, to)).toBe(want);
  });

  it("turns to the arc holding the hex with the least turning (ties: the lower number)", () => {
    const spine = { q: 1, r: 1 }; // in the arcs of 5 and 0
    expect(facingToward(flat, o, spine, 2)).toBe(0);
    expect(facingToward(flat, o, spine, 3)).toBe(5);
    expect(facingToward(flat, o, spine, 5)).toBe(5);
    expect(facingToward(flat, o, { q: 0, r: -2 }, 5)).toBe(2);
  });
});
