import { describe, expect, it } from "vitest";
import {
  createDrawAreaTool,
  createDrawPathTool,
  createEditTool,
  createEraseTool,
  createPlaceUnitTool,
} from "../../../src/app/tools/editor";
import type { Pt } from "../../../src/core/geom2d";
import { at, key, storeWith } from "../support";

const clickAll = (tool: { click: (e: ReturnType<typeof at>) => void }, pts: Pt[]) => {
  for (const p of pts) tool.click(at(p));
};

describe("draw-area tool", () => {
  it("draws a level-1 hill: clicks place points, clicking the first point closes it; undo removes it", () => {
    const app = storeWith();
    const tool = createDrawAreaTool(app);
    const before = app.getState().table.features.length;
    clickAll(tool, [
      [60, 2],
      [68, 2],
      [68, 8],
      [60, 8],
    ]);
    expect(app.getState().draft?.points).toHaveLength(4);
    tool.click(at([60.1, 2.1])); // within 10 px of the first point
    const s = app.getState();
    expect(tool.state).toBe("idle");
    expect(s.draft).toBeNull();
    expect(s.table.features).toHaveLength(before + 1);
    const hill = s.table.features.find(
      (f) => s.selectedShape?.kind === "feature" && f.id === s.selectedShape.id,
    )!;
    expect(hill).toMatchObject({ type: "hill", level: 1, slopeInches: 0.5 });
    expect(s.editError).toBeNull();
    s.undo();
    expect(app.getState().table.features).toHaveLength(before);
  });

  it("a level-2 hill outside any level-1 hill is refused with the validator's message, and the table is unchanged", () => {
    const app = storeWith();
    app.getState().setEditor({ areaType: "hill", hillLevel: 2 });
    const tool = createDrawAreaTool(app);
    const before = app.getState().table;
    clickAll(tool, [
      [60, 2],
      [68, 2],
      [68, 8],
    ]);
    tool.key(key("Enter"));
    const s = app.getState();
    expect(s.table).toBe(before);
    expect(s.editError?.title).toBe("Added hill: not applied");
    expect(s.editError?.problems[0]?.message).toMatch(
      /level 2 hill "hill-1" must lie, slope included, inside a level 1 hill/,
    );
    expect(s.editError?.at).toEqual([68, 8]);
    // the drawing is kept so it can be fixed or abandoned
    expect(tool.state).toBe("drawing");
    tool.key(key("Escape"));
    expect(app.getState().draft).toBeNull();
  });

  it("a double-click finishes (its repeated point is dropped); Backspace removes the last point", () => {
    const app = storeWith();
    app.getState().setEditor({ areaType: "woods" });
    const tool = createDrawAreaTool(app);
    clickAll(tool, [
      [60, 2],
      [64, 2],
      [99, 99],
    ]);
    tool.key(key("Backspace"));
    clickAll(tool, [
      [64, 6],
      [64.01, 6],
    ]);
    tool.doubleClick(at([64.01, 6]));
    const s = app.getState();
    const woods = s.table.features.find(
      (f) => s.selectedShape?.kind === "feature" && f.id === s.selectedShape.id,
    )!;
    expect(woods).toMatchObject({ type: "woods", heightYards: 15 });
    expect("outline" in woods && woods.outline).toEqual([
      [60, 2],
      [64, 2],
      [64, 6],
    ]);
  });
});

describe("draw-path tool", () => {
  it("draws a trench with Enter", () => {
    const app = storeWith();
    app.getState().setEditor({ pathType: "trench" });
    const tool = createDrawPathTool(app);
    clickAll(tool, [
      [50, 44],
      [55, 44.5],
    ]);
    tool.key(key("Enter"));
    const s = app.getState();
    expect(
      s.table.features.find((f) => s.selectedShape?.kind === "feature" && f.id === s.selectedShape.id),
    ).toMatchObject({
      type: "trench",
      widthInches: 0.25,
      depthYards: 2,
      path: [
        [50, 44],
        [55, 44.5],
      ],
    });
  });
});

describe("edit tool", () => {
  it("drags a vertex of the selected feature and commits it", () => {
    const app = storeWith();
    const tool = createEditTool(app);
    tool.click(at([69, 20])); // open ground outside the deployment zones: nothing selected
    expect(app.getState().selectedShape).toBeNull();
    tool.click(at([50, 8])); // inside the copse

    expect(app.getState().selectedShape).toEqual({ kind: "feature", id: "woods-east" });
    expect(tool.down(at([46, 5]))).toBe(true);
    tool.move(at([45, 3]));
    expect(tool.state).toBe("dragging");
    expect(app.getState().shapePreview?.points[0]).toEqual([45, 3]);
    tool.up(at([45, 3]));
    const f = app.getState().table.features.find((g) => g.id === "woods-east")!;
    expect("outline" in f && f.outline[0]).toEqual([45, 3]);
  });

  it("a vertex drag that breaks the table (a crossing outline) is refused and shown in place", () => {
    const app = storeWith();
    const tool = createEditTool(app);
    app.getState().selectFeature("mines-1"); // square [36,31] [38.4,31] [38.4,33.4] [36,33.4]
    const before = app.getState().table;
    tool.down(at([36, 31]));
    tool.move(at([39, 32]));
    tool.up(at([39, 32]));
    const s = app.getState();
    expect(s.table).toBe(before);
    expect(s.editError?.problems.map((p) => p.message).join(" ")).toMatch(/crosses itself/);
    expect(s.editError?.at).toEqual([39, 32]);
  });

  it("Delete removes the selected feature", () => {
    const app = storeWith();
    const tool = createEditTool(app);
    app.getState().selectFeature("wall-2");
    tool.key(key("Delete"));
    expect(app.getState().table.features.some((f) => f.id === "wall-2")).toBe(false);
  });
});

describe("place-unit and erase tools", () => {
  it("places a unit from the catalog, then erases it", () => {
    const app = storeWith();
    app.getState().setEditor({ unitType: "MBT", side: "red" });
    const place = createPlaceUnitTool(app);
    place.click(at([66, 44]));
    const s = app.getState();
    const u = s.table.units.find((v) => v.id === s.selectedUnitId)!;
    expect(u).toMatchObject({ type: "MBT", side: "red", x: 66, y: 44, facing: 180 });
    const erase = createEraseTool(app);
    erase.click(at([66, 44]));
    expect(app.getState().table.units.some((v) => v.id === u.id)).toBe(false);
  });

  it("a unit placed with its base off the table is refused with the validator's message", () => {
    const app = storeWith();
    const place = createPlaceUnitTool(app);
    const n = app.getState().table.units.length;
    place.click(at([0.1, 20]));
    expect(app.getState().table.units).toHaveLength(n);
    expect(app.getState().editError?.problems[0]?.message).toMatch(/base off the 72×48 table/);
  });
});
