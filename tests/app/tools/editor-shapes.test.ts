import { describe, expect, it } from "vitest";
import type { AppStore } from "../../../src/app/store/store";
import {
  createDrawAreaTool,
  createDrawZoneTool,
  createEditTool,
  createEraseTool,
  createPlaceObjectiveTool,
  createPlaceSmokeTool,
} from "../../../src/app/tools/editor";
import type { Pt } from "../../../src/core/geom2d";
import type { Feature } from "../../../src/core/table/schema";
import { at, key, storeWith } from "../support";

/** The edit tool on features, deployment zones, objectives and formations, driven without a browser. */

const feature = (app: AppStore, id: string): Feature => {
  const f = app.getState().table.features.find((g) => g.id === id);
  if (!f) throw new Error(`no feature ${id}`);
  return f;
};
const outline = (app: AppStore, id: string): readonly Pt[] => {
  const f = feature(app, id);
  if (!("outline" in f)) throw new Error(`${id} has no outline`);
  return f.outline;
};
const drag = (tool: ReturnType<typeof createEditTool>, from: Pt, to: Pt, extra = {}) => {
  expect(tool.down(at(from, extra))).toBe(true);
  tool.move(at(to, extra));
  expect(tool.state).toBe("dragging");
  tool.up(at(to, extra));
  expect(tool.state).toBe("idle");
};

// woods-east: [46,5] [53,4] [55,10] [49,13] [45,10]; edge 0 runs [46,5] → [53,4], midpoint [49.5, 4.5]
const COPSE: Pt[] = [
  [46, 5],
  [53, 4],
  [55, 10],
  [49, 13],
  [45, 10],
];

describe("inserting and removing points", () => {
  it("dragging an edge's midpoint handle inserts a point there; one undo removes it", () => {
    const app = storeWith();
    const tool = createEditTool(app);
    app.getState().selectFeature("woods-east");
    expect(tool.down(at([49.5, 4.5]))).toBe(true);
    tool.move(at([49.5, 2.5]));
    expect(app.getState().shapePreview?.points).toHaveLength(6);
    tool.up(at([49.5, 2.5]));
    expect(outline(app, "woods-east")).toEqual([COPSE[0], [49.5, 2.5], ...COPSE.slice(1)]);
    expect(app.getState().selectedVertex).toBe(1);
    expect(app.getState().notice).toBe("Added a point to woods-east");
    app.getState().undo();
    expect(outline(app, "woods-east")).toEqual(COPSE);
  });

  it("a click on a midpoint handle inserts the point at the midpoint", () => {
    const app = storeWith();
    const tool = createEditTool(app);
    app.getState().selectFeature("woods-east");
    tool.down(at([49.5, 4.5]));
    tool.up(at([49.5, 4.5]));
    expect(outline(app, "woods-east")[1]).toEqual([49.5, 4.5]);
  });

  it("Alt-press anywhere on an edge inserts a point at the nearest point of that edge", () => {
    const app = storeWith();
    const tool = createEditTool(app);
    app.getState().selectFeature("woods-east");
    // on the closing edge [45,10] → [46,5], a quarter of the way from [45,10]
    tool.down(at([45.25, 8.75], { alt: true }));
    tool.up(at([45.25, 8.75], { alt: true }));
    const o = outline(app, "woods-east");
    expect(o).toHaveLength(6);
    expect(o[5]![0]).toBeCloseTo(45.25, 2);
    expect(o[5]![1]).toBeCloseTo(8.75, 2);
  });

  it("inserts a point into a path (a road) between two of its points", () => {
    const app = storeWith();
    const tool = createEditTool(app);
    app.getState().selectFeature("wall-2"); // [35,20] → [35,28]
    drag(tool, [35, 24], [34, 24]);
    const f = feature(app, "wall-2");
    expect("path" in f && f.path).toEqual([
      [35, 20],
      [34, 24],
      [35, 28],
    ]);
  });

  it("a click on a vertex handle selects that point, and Delete removes only it", () => {
    const app = storeWith();
    const tool = createEditTool(app);
    app.getState().selectFeature("woods-east");
    tool.down(at([55, 10]));
    tool.up(at([55, 10]));
    expect(app.getState().selectedVertex).toBe(2);
    tool.key(key("Delete"));
    expect(outline(app, "woods-east")).toEqual([COPSE[0], COPSE[1], COPSE[3], COPSE[4]]);
    expect(app.getState().selectedShape).toEqual({ kind: "feature", id: "woods-east" });
    expect(app.getState().selectedVertex).toBeNull();
  });

  it("Alt-press on a vertex removes it at once", () => {
    const app = storeWith();
    const tool = createEditTool(app);
    app.getState().selectFeature("woods-east");
    expect(tool.down(at([49, 13], { alt: true }))).toBe(true);
    expect(outline(app, "woods-east")).toEqual([COPSE[0], COPSE[1], COPSE[2], COPSE[4]]);
  });

  it("an outline keeps 3 points and a path 2: removing one more is refused with the validator's message", () => {
    const app = storeWith();
    const tool = createEditTool(app);
    app.getState().selectFeature("mines-1"); // 4 points
    tool.down(at([36, 31], { alt: true }));
    expect(outline(app, "mines-1")).toHaveLength(3);
    const before = app.getState().table;
    tool.down(at([38.4, 31], { alt: true }));
    let s = app.getState();
    expect(s.table).toBe(before);
    expect(s.editError?.title).toBe("Removed point 0 of mines-1: not applied");
    expect(s.editError?.problems).toContainEqual({
      path: expect.stringMatching(/^\$\.features\[\d+\] \(mines-1\)\.outline$/),
      message: "needs at least 3 entries, has a list of 2",
    });
    expect(s.editError?.at).toEqual([38.4, 31]);

    s.selectFeature("wall-2");
    tool.down(at([35, 20]));
    tool.up(at([35, 20]));
    tool.key(key("Backspace"));
    s = app.getState();
    expect(feature(app, "wall-2")).toMatchObject({
      path: [
        [35, 20],
        [35, 28],
      ],
    });
    expect(s.editError?.problems[0]?.message).toBe("needs at least 2 entries, has a list of 1");
  });
});

describe("moving whole shapes", () => {
  it("dragging a feature's body moves every point; one undo puts it back", () => {
    const app = storeWith();
    const tool = createEditTool(app);
    app.getState().selectFeature("woods-east");
    drag(tool, [50, 8], [52, 9]);
    expect(outline(app, "woods-east")).toEqual(COPSE.map(([x, y]) => [x + 2, y + 1]));
    expect(app.getState().notice).toBe("Moved woods-east");
    app.getState().undo();
    expect(outline(app, "woods-east")).toEqual(COPSE);
  });

  it("a feature dragged past the table's edge stops with its outline on the table", () => {
    const app = storeWith();
    const tool = createEditTool(app);
    app.getState().selectFeature("woods-east");
    drag(tool, [50, 8], [50, -10]);
    expect(Math.min(...outline(app, "woods-east").map((p) => p[1]))).toBe(0);
    expect(outline(app, "woods-east")[0]).toEqual([46, 1]);
  });

  it("moving a hill carries the hills stacked on it", () => {
    const app = storeWith();
    const tool = createEditTool(app);
    const before = ["ridge-1", "ridge-2", "ridge-3"].map((id) => outline(app, id));
    app.getState().selectFeature("ridge-1");
    drag(tool, [8, 12], [10, 13]);
    ["ridge-1", "ridge-2", "ridge-3"].forEach((id, i) => {
      expect(outline(app, id)).toEqual(before[i]!.map(([x, y]) => [x + 2, y + 1]));
    });
    expect(outline(app, "knoll-1")).toEqual([
      [56, 38],
      [63, 37],
      [66, 41],
      [62, 44.5],
      [56, 43],
    ]);
  });

  it("a level-2 hill dragged off its level-1 hill is refused with the nesting message", () => {
    const app = storeWith();
    const tool = createEditTool(app);
    app.getState().selectFeature("ridge-2");
    const before = app.getState().table;
    drag(tool, [13, 12], [43, 32]);
    expect(app.getState().table).toBe(before);
    expect(app.getState().editError?.problems[0]?.message).toMatch(
      /level 2 hill "ridge-2" must lie, slope included, inside a level 1 hill/,
    );
  });

  it("a click (no drag) on the selected feature's body selects what is under the pointer", () => {
    const app = storeWith();
    const tool = createEditTool(app);
    app.getState().selectFeature("ridge-1");
    expect(tool.down(at([27, 15]))).toBe(true); // ridge-1's body, where ridge-3 also lies
    tool.up(at([27, 15]));
    expect(app.getState().selectedShape).toEqual({ kind: "feature", id: "ridge-3" });
  });

  it("the cursor shows what a press would take hold of", () => {
    const app = storeWith();
    const tool = createEditTool(app);
    app.getState().selectFeature("woods-east");
    const over = (p: Pt, extra = {}) => {
      tool.move(at(p, extra));
      return app.getState().pointerStyle;
    };
    expect(over([53, 4])).toBe("move"); // a vertex
    expect(over([49.5, 4.5])).toBe("copy"); // a midpoint: adds a point
    expect(over([50, 8])).toBe("grab"); // the body
    expect(over([24, 19.5])).toBe("grab"); // a unit
    expect(over([69, 20])).toBe(""); // nothing
    tool.down(at([50, 8]));
    tool.move(at([51, 9]));
    expect(app.getState().pointerStyle).toBe("grabbing");
    tool.up(at([51, 9]));
    expect(app.getState().pointerStyle).toBe("");
  });

  it("Esc during a drag abandons it", () => {
    const app = storeWith();
    const tool = createEditTool(app);
    app.getState().selectFeature("woods-east");
    const before = app.getState().table;
    tool.down(at([50, 8]));
    tool.move(at([52, 9]));
    expect(tool.key(key("Escape"))).toBe(true);
    expect(app.getState().shapePreview).toBeNull();
    expect(app.getState().table).toBe(before);
  });
});

describe("units and formations in the edit tool", () => {
  it("dragging a unit moves it alone; Shift-dragging moves its whole formation in one undo step", () => {
    const app = storeWith();
    const tool = createEditTool(app);
    const pos = (id: string) => {
      const u = app.getState().table.units.find((v) => v.id === id)!;
      return [u.x, u.y];
    };
    drag(tool, [24, 19.5], [24, 20.5]); // b1 alone
    expect(pos("b1")).toEqual([24, 20.5]);
    expect(pos("b2")).toEqual([31, 17.5]);
    const b3 = pos("b3");
    drag(tool, [24, 20.5], [23, 21.5], { shift: true }); // blue-a-coy: b1, b2, b3
    expect(app.getState().groupPreview).toBeNull();
    expect(pos("b1")).toEqual([23, 21.5]);
    expect(pos("b2")).toEqual([30, 18.5]);
    expect(pos("b3")).toEqual([b3[0]! - 1, b3[1]! + 1]);
    expect(app.getState().notice).toBe("Moved formation blue-a-coy (3 units)");
    app.getState().undo();
    expect(pos("b2")).toEqual([31, 17.5]);
    expect(pos("b1")).toEqual([24, 20.5]);
  });

  it("a formation dragged toward the edge stops when its first base reaches it", () => {
    const app = storeWith();
    const tool = createEditTool(app);
    drag(tool, [24, 19.5], [-40, 19.5], { shift: true });
    const units = app.getState().table.units.filter((u) => u.formation === "blue-a-coy");
    // b3 (x 14) was the westernmost; the others moved by the same amount
    const dx = units.find((u) => u.id === "b1")!.x - 24;
    expect(units.find((u) => u.id === "b2")!.x).toBeCloseTo(31 + dx, 5);
    expect(dx).toBeLessThan(-12);
    expect(app.getState().editError).toBeNull();
  });
});

describe("smoke, objectives and deployment zones", () => {
  it("draws a single building, which gets the schema's default height", () => {
    const app = storeWith();
    app.getState().setEditor({ areaType: "building" });
    const draw = createDrawAreaTool(app);
    for (const p of [
      [66, 20],
      [68, 20],
      [68, 21.5],
    ] as Pt[])
      draw.click(at(p));
    draw.key(key("Enter"));
    expect(feature(app, "building-1")).toMatchObject({ type: "building", heightYards: 8 });
  });

  it("places smoke of the chosen radius, resizes it by its radius handle and moves it", () => {
    const app = storeWith();
    app.getState().setEditor({ smokeRadiusInches: 1.5 });
    createPlaceSmokeTool(app).click(at([66, 32]));
    const s = app.getState();
    expect(s.selectedShape).toEqual({ kind: "feature", id: "smoke-2" });
    expect(feature(app, "smoke-2")).toMatchObject({ center: [66, 32], radiusInches: 1.5, heightYards: 20 });
    const tool = createEditTool(app);
    drag(tool, [67.5, 32], [69, 32]); // the radius handle sits east of the centre
    expect(feature(app, "smoke-2")).toMatchObject({ center: [66, 32], radiusInches: 3 });
    drag(tool, [66.5, 32.5], [64.5, 33.5]); // the body
    expect(feature(app, "smoke-2")).toMatchObject({ center: [64, 33], radiusInches: 3 });
  });

  it("a smoke radius past the schema's limit is refused with its message", () => {
    const app = storeWith();
    const tool = createEditTool(app);
    app.getState().selectFeature("smoke-1"); // centre [60,10], radius 2
    drag(tool, [62, 10], [62, 60]);
    expect(feature(app, "smoke-1")).toMatchObject({ radiusInches: 2 });
    expect(app.getState().editError?.problems[0]?.message).toMatch(/must be at most 48/);
  });

  it("places an objective, moves it, and erases it", () => {
    const app = storeWith();
    createPlaceObjectiveTool(app).click(at([66, 20]));
    const s = app.getState();
    expect(s.selectedShape).toEqual({ kind: "objective", id: "obj-1" });
    expect(s.table.objectives.find((o) => o.id === "obj-1")).toEqual({
      id: "obj-1",
      at: [66, 20],
      radiusInches: 2,
      points: 1,
    });
    const tool = createEditTool(app);
    drag(tool, [66.5, 20.5], [68.5, 21.5]);
    expect(app.getState().table.objectives.find((o) => o.id === "obj-1")?.at).toEqual([68, 21]);
    createEraseTool(app).click(at([68, 21]));
    expect(app.getState().table.objectives.map((o) => o.id)).toEqual(["obj-crest", "obj-village"]);
  });

  it("draws a deployment zone for the chosen side, then reshapes it", () => {
    const app = storeWith();
    app.getState().setEditor({ side: "red" });
    const draw = createDrawZoneTool(app);
    for (const p of [
      [60, 14],
      [70, 14],
      [70, 20],
      [60, 20],
    ] as Pt[])
      draw.click(at(p));
    draw.key(key("Enter"));
    const s = app.getState();
    expect(s.table.deploymentZones).toHaveLength(3);
    expect(s.table.deploymentZones[2]).toEqual({
      side: "red",
      outline: [
        [60, 14],
        [70, 14],
        [70, 20],
        [60, 20],
      ],
    });
    expect(s.selectedShape).toEqual({ kind: "zone", index: 2 });
    const tool = createEditTool(app);
    drag(tool, [70, 20], [71, 22]);
    expect(app.getState().table.deploymentZones[2]?.outline[2]).toEqual([71, 22]);
    app.getState().undo();
    app.getState().undo();
    expect(app.getState().table.deploymentZones).toHaveLength(2);
  });

  it("a click on open ground in a deployment zone selects the zone; Delete removes it", () => {
    const app = storeWith();
    const tool = createEditTool(app);
    tool.click(at([69, 2]));
    expect(app.getState().selectedShape).toEqual({ kind: "zone", index: 0 });
    tool.key(key("Delete"));
    expect(app.getState().table.deploymentZones.map((z) => z.side)).toEqual(["red"]);
    expect(app.getState().selectedShape).toBeNull();
  });

  it("a crossing zone outline is refused with the validator's message", () => {
    const app = storeWith();
    const draw = createDrawZoneTool(app);
    for (const p of [
      [60, 14],
      [70, 20],
      [70, 14],
      [60, 20],
    ] as Pt[])
      draw.click(at(p));
    draw.key(key("Enter"));
    expect(app.getState().table.deploymentZones).toHaveLength(2);
    expect(app.getState().editError?.problems[0]).toMatchObject({
      path: "$.deploymentZones[2] (blue zone).outline",
      message: expect.stringMatching(/crosses itself/),
    });
  });
});
