import { describe, expect, it } from "vitest";
import { worldOf } from "../../../src/app/store/derived";
import { createMeasureTool } from "../../../src/app/tools/measure";
import { closestPoints, formatMeasurement, measureBetween } from "../../../src/app/tools/measure/distance";
import { footprintGap } from "../../../src/core/table/terrain";
import { at, key, storeWith } from "../support";

describe("measure tool: idle → stretching → done", () => {
  it("unit to unit: inches and yards between the closest base edges, as the core measures them", () => {
    const app = storeWith();
    const tool = createMeasureTool(app);
    tool.click(at([24, 19.5])); // b1
    expect(tool.state).toBe("stretching");
    tool.move(at([40, 30]));
    expect(app.getState().measure.cursor).toEqual([40, 30]);
    tool.click(at([43, 30.5])); // r1
    expect(tool.state).toBe("done");
    const s = app.getState();
    expect(s.measure.a).toEqual({ kind: "unit", id: "b1" });
    expect(s.measure.b).toEqual({ kind: "unit", id: "r1" });
    const m = measureBetween(s.table, s.catalog, s.measure.a!, s.measure.b!)!;
    const w = worldOf(s.table, s.catalog);
    const gap = footprintGap(w.byId.get("b1")!.footprint, w.byId.get("r1")!.footprint);
    expect(m.inches).toBeCloseTo(gap, 9);
    expect(m.yards).toBeCloseTo(gap * 50, 6);
    expect(Math.hypot(m.to[0] - m.from[0], m.to[1] - m.from[1])).toBeCloseTo(gap, 9);
    expect(formatMeasurement(m)).toMatch(/^\d+\.\d" \(\d+ yd\)$/);
  });

  it("point to point is the straight distance; the next click starts a new tape; Escape clears", () => {
    const app = storeWith();
    const tool = createMeasureTool(app);
    tool.click(at([2, 2]));
    tool.click(at([5, 6]));
    const s = app.getState();
    expect(measureBetween(s.table, s.catalog, s.measure.a!, s.measure.b!)!.inches).toBeCloseTo(5, 12);
    tool.click(at([10, 10]));
    expect(tool.state).toBe("stretching");
    expect(app.getState().measure).toMatchObject({ a: { kind: "point", at: [10, 10] }, b: null });
    tool.key(key("Escape"));
    expect(tool.state).toBe("idle");
    expect(app.getState().measure.a).toBeNull();
  });
});

describe("closest points between shapes", () => {
  const square = (x: number, y: number) =>
    [
      [x, y],
      [x + 1, y],
      [x + 1, y + 1],
      [x, y + 1],
    ] as const;
  it("two unit squares 3 inches apart along x", () => {
    const c = closestPoints(square(0, 0), square(4, 0.5));
    expect(c.distance).toBeCloseTo(3, 12);
    expect(c.from[0]).toBeCloseTo(1, 12);
    expect(c.to[0]).toBeCloseTo(4, 12);
  });
  it("overlapping shapes are 0 apart", () => {
    expect(closestPoints(square(0, 0), square(0.5, 0.5)).distance).toBe(0);
  });
  it("a point inside a shape is 0 from it; a point outside measures to the nearest edge", () => {
    expect(closestPoints([[0.5, 0.5]], square(0, 0)).distance).toBe(0);
    expect(closestPoints([[3, 0.5]], square(0, 0)).distance).toBeCloseTo(2, 12);
    expect(closestPoints([[4, 5]], square(0, 0)).distance).toBeCloseTo(5, 12);
  });
});
