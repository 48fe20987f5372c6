import { describe, expect, it } from "vitest";
import {
  boardHexes,
  type HexGrid,
  hexAt,
  hexCenter,
  hexCorners,
  hexDistance,
  hexFromOffset,
  hexLabel,
  hexNeighbors,
  hexOffset,
  parseHexLabel,
} from "../../../src/core/hex/grid";
import { seededRandom } from "../../../src/core/random";

const grids: HexGrid[] = [
  { sizeInches: 1, orientation: "flat", origin: [1, Math.sqrt(3) / 2] },
  { sizeInches: 1.5, orientation: "pointy", origin: [2, 3] },
];

describe("hex grid math", () => {
  it.each(grids)("hexAt inverts hexCenter, and points near a centre fall in its hex (%o)", (g) => {
    const rnd = seededRandom(21);
    for (let i = 0; i < 200; i++) {
      const h = { q: Math.floor(rnd() * 20) - 5, r: Math.floor(rnd() * 20) - 5 };
      const [x, y] = hexCenter(g, h);
      expect(hexAt(g, x, y)).toEqual(h);
      const a = rnd() * 2 * Math.PI;
      const d = rnd() * g.sizeInches * 0.85; // inside the inscribed circle (√3/2 ≈ 0.866)
      expect(hexAt(g, x + d * Math.cos(a), y + d * Math.sin(a))).toEqual(h);
    }
  });

  it.each(grids)("neighbours are at distance 1 and share two corners (%o)", (g) => {
    const h = { q: 3, r: -1 };
    for (const n of hexNeighbors(h)) {
      expect(hexDistance(h, n)).toBe(1);
      const a = hexCorners(g, h);
      const b = hexCorners(g, n);
      const shared = a.filter((p) => b.some((q) => Math.hypot(p[0] - q[0], p[1] - q[1]) < 1e-9));
      expect(shared).toHaveLength(2);
    }
    expect(hexDistance({ q: 0, r: 0 }, { q: 3, r: -1 })).toBe(3);
  });

  it.each(grids)("labels and offsets round-trip (%o)", (g) => {
    for (let col = 0; col < 30; col++)
      for (let row = 0; row < 12; row++) {
        const h = hexFromOffset(g, col, row);
        expect(hexOffset(g, h)).toEqual({ col, row });
        const label = hexLabel(g, h)!;
        expect(parseHexLabel(g, label)).toEqual(h);
        expect(parseHexLabel(g, label.toLowerCase())).toEqual(h);
      }
    expect(hexLabel(g, hexFromOffset(g, 26, 0))).toBe("AA1");
    expect(parseHexLabel(g, "C0")).toBeNull();
    expect(parseHexLabel(g, "4C")).toBeNull();
  });

  it('a flat board counts its hexes: 1" hexes on 30×20 hold 20 columns', () => {
    const g = grids[0]!;
    const hexes = boardHexes(g, 30, 20);
    const cols = new Set(hexes.map((h) => hexOffset(g, h).col));
    expect(cols.size).toBe(20); // centres at x = 1 + 1.5·col ≤ 30
    for (const h of hexes) {
      const [x, y] = hexCenter(g, h);
      expect(x >= 0 && x <= 30 && y >= 0 && y <= 20).toBe(true);
    }
  });
});
