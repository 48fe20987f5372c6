import { describe, expect, it } from "vitest";
import { indexTerrain } from "../../../src/core/table/terrain";
import { type MapCanvas2D, paintTableMap } from "../../../src/geometry/render/map-painter";
import {
  deadGroundPixels,
  drapePolyline,
  sightLineData,
  threatColour,
  threatPixels,
} from "../../../src/geometry/render/overlays";
import { levelColour, sideColour, slopeColour } from "../../../src/geometry/render/palette";
import { renderZ } from "../../../src/geometry/render/scale";
import { shippedTable } from "../../app/support";

const scale = { yardsPerInch: 50, exaggeration: 4 };

describe("sight lines", () => {
  it("clear lines are one green segment; blocked ones are red to the hit, dark red beyond, with the hit marked", () => {
    const d = sightLineData(
      [
        { from: [0, 0, 2], to: [10, 0, 2], blockedBy: null, hitAt: null },
        { from: [0, 1, 2], to: [10, 1, 2], blockedBy: "wall-1", hitAt: [4, 1, 2] },
      ],
      scale,
    );
    expect(d.positions.length).toBe((2 + 4) * 3);
    expect(d.hits[0]).toBe(4);
    expect(d.hits[1]).toBe(1);
    expect(d.hits[2]).toBeCloseTo(renderZ(2, scale), 6);
    expect(d.colours[1]).toBeGreaterThan(d.colours[0]!); // green
    expect(d.colours[6]).toBeGreaterThan(d.colours[7]!); // red
    expect(d.positions[2]).toBeCloseTo(renderZ(2, scale), 6);
  });
});

describe("draped lines", () => {
  it('follow the ground up a hill, densified to 0.25" steps', () => {
    const t = shippedTable();
    const index = indexTerrain(t);
    const line = drapePolyline(
      [
        [2, 20],
        [22, 15],
      ],
      index,
      scale,
      0,
    );
    expect(line.length / 3).toBeGreaterThan(80);
    const zs = Array.from(line.filter((_, i) => i % 3 === 2));
    expect(Math.max(...zs)).toBeCloseTo(renderZ(30, scale), 6); // onto the level-3 crest
    expect(zs[0]).toBe(0);
  });
});

describe("map colours", () => {
  it("dead cells are coloured, visible cells nearly clear", () => {
    const px = deadGroundPixels({ cellInches: 1, cols: 2, rows: 1, values: [0, 1] });
    expect(px[3]).toBeGreaterThan(100);
    expect(px[7]).toBeLessThan(40);
  });
  it("the threat ramp goes from clear (0) through pink to deep purple, never yellow", () => {
    expect(threatColour(0, 5)[3]).toBe(0);
    const one = threatColour(1, 5);
    const five = threatColour(5, 5);
    expect(one[1]).toBeGreaterThan(five[1]);
    expect(five[3]).toBeGreaterThan(one[3]);
    // No step is yellow or tan (red and green both high, blue low), the colour of the hills.
    for (let n = 1; n <= 5; n++) {
      const [r, g, b] = threatColour(n, 5);
      expect(g > 150 && r > 150 && b < 120, `${n}: ${[r, g, b]}`).toBe(false);
    }
    const px = threatPixels({ cellInches: 1, cols: 3, rows: 1, values: [0, 1, 3] });
    expect(Array.from(px.subarray(8, 12))).toEqual(threatColour(3, 3));
  });
  it("each hill level has its own colour, and slopes a darker one", () => {
    const levels = [0, 1, 2, 3].map(levelColour);
    expect(new Set(levels).size).toBe(4);
    expect(slopeColour(2)).not.toBe(levelColour(2));
    expect(sideColour("blue")).not.toBe(sideColour("red"));
    expect(sideColour("purple-horde")).toBe(sideColour("purple-horde"));
  });
});

describe("map painter", () => {
  it("paints every hill level, area and path of the shipped table, and the zones only when asked", () => {
    const fills: string[] = [];
    const strokes: string[] = [];
    const ctx: MapCanvas2D = {
      fillStyle: "",
      strokeStyle: "",
      lineWidth: 1,
      lineCap: "butt",
      lineJoin: "miter",
      globalAlpha: 1,
      beginPath() {},
      moveTo() {},
      lineTo() {},
      closePath() {},
      arc() {},
      fill() {
        fills.push(String(this.fillStyle));
      },
      stroke() {
        strokes.push(String(this.strokeStyle));
      },
      fillRect() {
        fills.push(String(this.fillStyle));
      },
      setLineDash() {},
      save() {},
      restore() {},
      clip() {},
    };
    const t = shippedTable();
    paintTableMap(ctx, t, 8, { showDeploymentZones: false, showObjectives: false });
    for (const l of [1, 2, 3]) {
      expect(fills).toContain(levelColour(l));
      expect(fills).toContain(slopeColour(l));
    }
    expect(fills).not.toContain(sideColour("blue"));
    fills.length = 0;
    paintTableMap(ctx, t, 8, { showDeploymentZones: true, showObjectives: true });
    expect(fills).toContain(sideColour("blue"));
    expect(fills).toContain(sideColour("red"));
  });
});
