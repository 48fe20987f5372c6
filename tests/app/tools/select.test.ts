import { describe, expect, it } from "vitest";
import { worldOf } from "../../../src/app/store/derived";
import { createSelectTool } from "../../../src/app/tools/select";
import { bearingDeg, clampToTable } from "../../../src/app/tools/select/motion";
import { bounds } from "../../../src/core/geom2d";
import { standingAt } from "../../../src/core/table/terrain";
import { at, key, storeWith } from "../support";

describe("select tool: idle → pointing → dragging | rotating", () => {
  it("a press on a unit selects it and captures the gesture; a press on open ground does not", () => {
    const app = storeWith();
    const tool = createSelectTool(app);
    expect(tool.down(at([5, 45]))).toBe(false);
    expect(tool.state).toBe("idle");
    expect(tool.down(at([24, 19.5]))).toBe(true);
    expect(tool.state).toBe("pointing");
    expect(app.getState().selectedUnitId).toBe("b1");
    tool.up(at([24, 19.5]));
    expect(tool.state).toBe("idle");
    expect(app.getState().table.units.find((u) => u.id === "b1")!.x).toBe(24);
  });

  it("a click on open ground clears the selection", () => {
    const app = storeWith();
    const tool = createSelectTool(app);
    app.getState().selectUnit("b1");
    tool.click(at([5, 45]));
    expect(app.getState().selectedUnitId).toBeNull();
  });

  it("dragging previews the move, then commits it on release; undo puts it back", () => {
    const app = storeWith();
    const tool = createSelectTool(app);
    tool.down(at([24, 19.5]));
    tool.move(at([24.05, 19.5])); // 1 px: still pointing
    expect(tool.state).toBe("pointing");
    tool.move(at([30, 30]));
    expect(tool.state).toBe("dragging");
    expect(app.getState().preview).toEqual({ unitId: "b1", x: 30, y: 30, facing: 0 });
    // not committed yet
    expect(app.getState().table.units.find((u) => u.id === "b1")).toMatchObject({ x: 24, y: 19.5 });
    tool.up(at([30, 30]));
    expect(app.getState().preview).toBeNull();
    expect(app.getState().table.units.find((u) => u.id === "b1")).toMatchObject({ x: 30, y: 30 });
    app.getState().undo();
    expect(app.getState().table.units.find((u) => u.id === "b1")).toMatchObject({ x: 24, y: 19.5 });
    app.getState().redo();
    expect(app.getState().table.units.find((u) => u.id === "b1")).toMatchObject({ x: 30, y: 30 });
  });

  it("a unit dragged off the table stops with its whole base on the table", () => {
    const app = storeWith();
    const tool = createSelectTool(app);
    tool.down(at([24, 19.5]));
    tool.move(at([-20, 60]));
    tool.up(at([-20, 60]));
    const s = app.getState();
    const b1 = worldOf(s.table, s.catalog).byId.get("b1")!;
    const b = bounds(b1.footprint);
    expect(b.minX).toBeGreaterThanOrEqual(-1e-9);
    expect(b.maxY).toBeLessThanOrEqual(48 + 1e-9);
    expect(b.minX).toBeLessThan(0.01);
    expect(b.maxY).toBeGreaterThan(47.99);
  });

  it("a moved unit stands on the terrain where it ends up (here the ridge crest, level 3)", () => {
    const app = storeWith();
    const tool = createSelectTool(app);
    tool.down(at([24, 19.5]));
    tool.move(at([22, 15]));
    tool.up(at([22, 15]));
    const s = app.getState();
    const b1 = worldOf(s.table, s.catalog).byId.get("b1")!;
    expect(b1.standing.level).toBe(3);
    expect(b1.groundYards).toBe(standingAt(worldOf(s.table, s.catalog).index, 22, 15).groundYards);
    expect(b1.groundYards).toBe(30);
  });

  it("shift-drag turns the unit to face the pointer in 5° steps", () => {
    const app = storeWith();
    const tool = createSelectTool(app);
    tool.down(at([24, 19.5]));
    tool.move(at([30, 19.5], { shift: true }));
    expect(tool.state).toBe("rotating");
    expect(app.getState().preview?.facing).toBe(90);
    tool.move(at([24 + 5, 19.5 - 5.2], { shift: true }));
    expect(app.getState().preview!.facing % 5).toBe(0);
    tool.up(at([24 + 5, 19.5 - 5.2]));
    const b1 = app.getState().table.units.find((u) => u.id === "b1")!;
    expect(b1.facing).toBe(Math.round(bearingDeg([24, 19.5], [29, 14.3]) / 5) * 5);
    expect(b1.x).toBe(24);
  });

  it("[ and ] turn the selected unit by 15°", () => {
    const app = storeWith();
    const tool = createSelectTool(app);
    app.getState().selectUnit("b2");
    tool.key(key("]"));
    expect(app.getState().table.units.find((u) => u.id === "b2")!.facing).toBe(35);
    tool.key(key("["));
    tool.key(key("["));
    expect(app.getState().table.units.find((u) => u.id === "b2")!.facing).toBe(5);
  });

  it("Escape while dragging drops the preview and changes nothing", () => {
    const app = storeWith();
    const tool = createSelectTool(app);
    const before = app.getState().table;
    tool.down(at([24, 19.5]));
    tool.move(at([30, 30]));
    tool.key(key("Escape"));
    expect(tool.state).toBe("idle");
    expect(app.getState().preview).toBeNull();
    expect(app.getState().table).toBe(before);
  });
});

describe("bearing and clamping", () => {
  it.each([
    [[0, 0], [0, 1], 0],
    [[0, 0], [1, 0], 90],
    [[0, 0], [0, -1], 180],
    [[0, 0], [-1, 0], 270],
  ] as const)("bearing from %j to %j is %d°", (a, b, deg) => {
    expect(bearingDeg(a, b)).toBeCloseTo(deg, 9);
  });

  it("a turned base near a corner is pushed back so its rotated corners stay on the table", () => {
    const app = storeWith();
    const [x, y] = clampToTable(app.getState().table, [0.8, 1.2], 0.1, 0.1, 45);
    const half = (0.8 / 2 + 1.2 / 2) * Math.SQRT1_2;
    expect(x).toBeCloseTo(half, 2);
    expect(y).toBeCloseTo(half, 2);
  });
});
