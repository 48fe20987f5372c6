import { describe, expect, it } from "vitest";
import { indexTerrain, standingAt } from "../../../src/core/table/terrain";
import { type RenderScale, renderZ } from "../../../src/geometry/render/scale";
import { buildTerrainGeometry, surfaceZ } from "../../../src/geometry/render/terrain-geometry";
import { makeTable, shippedTable } from "../../app/support";

const scale: RenderScale = { yardsPerInch: 50, exaggeration: 4 };

describe("rendered terrain", () => {
  const table = makeTable({
    features: [
      {
        id: "h1",
        type: "hill",
        level: 1,
        outline: [
          [10, 10],
          [30, 10],
          [30, 25],
          [10, 25],
        ],
        slopeInches: 1,
      },
      {
        id: "h2",
        type: "hill",
        level: 2,
        outline: [
          [15, 14],
          [25, 14],
          [25, 21],
          [15, 21],
        ],
      },
    ],
  });
  const g = buildTerrainGeometry(table, scale);
  const pos = g.getAttribute("position");
  const uv = g.getAttribute("uv");

  it("puts each plateau top at level × level height, stretched only by the render scale", () => {
    const zs = new Set<number>();
    for (let i = 0; i < pos.count; i++) zs.add(Math.round(pos.getZ(i) * 1e4) / 1e4);
    expect([...zs].sort((a, b) => a - b)).toEqual(
      [0, renderZ(10, scale), renderZ(20, scale)].map((z) => Math.round(z * 1e4) / 1e4),
    );
    expect(renderZ(10, scale)).toBeCloseTo((10 / 50) * 4, 12);
  });

  it("runs each slope band from its outline out by slopeInches, down to the level below", () => {
    let minX = Infinity;
    for (let i = 0; i < pos.count; i++)
      if (Math.abs(pos.getZ(i)) < 1e-9 && pos.getX(i) > 5 && pos.getX(i) < 35 && pos.getY(i) > 5)
        minX = Math.min(minX, pos.getX(i));
    expect(minX).toBeCloseTo(9, 6); // h1's foot: 1" outside x = 10
  });

  it("maps the table to 0..1 texture coordinates, so the painted map drapes exactly", () => {
    for (let i = 0; i < pos.count; i++) {
      expect(uv.getX(i)).toBeCloseTo(pos.getX(i) / 72, 6);
      expect(uv.getY(i)).toBeCloseTo(pos.getY(i) / 48, 6);
    }
  });

  it("surfaceZ follows the terrain height function, also on a slope", () => {
    const index = indexTerrain(table);
    for (const [x, y] of [
      [20, 17],
      [12, 12],
      [9.5, 17],
      [50, 40],
    ] as const)
      expect(surfaceZ(index, x, y, scale)).toBeCloseTo(
        renderZ(standingAt(index, x, y).groundYards, scale),
        12,
      );
    expect(surfaceZ(index, 9.5, 17, scale)).toBeCloseTo(renderZ(5, scale), 12); // halfway down h1's slope
  });

  it("builds the shipped table without degenerate triangles", () => {
    const t = buildTerrainGeometry(shippedTable(), scale);
    const n = t.getAttribute("normal");
    for (let i = 0; i < n.count; i++) expect(Number.isFinite(n.getX(i) + n.getY(i) + n.getZ(i))).toBe(true);
    expect(t.getAttribute("position").count % 3).toBe(0);
  });
});
