import { describe, expect, it } from "vitest";
import { bvhEngine } from "../../../src/app/los/bvh-engine";
import { startLosPipeline } from "../../../src/app/los/los-pipeline";
import { createDeadGroundTool } from "../../../src/app/tools/deadground-tool";
import { createLosTool } from "../../../src/app/tools/los-tool";
import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { FIRESTRIKE_SIGHT } from "../../../src/core/firestrike/sight/rules";
import { lineOfSightBetween } from "../../../src/core/los/sight-end";
import { createWorld } from "../../../src/geometry/los/world";
import { at, key, storeWith } from "../support";

describe("LOS tool: observer → target → showing", () => {
  it("picks an observer, then a target; clicks off the table are ignored", () => {
    const app = storeWith();
    const tool = createLosTool(app);
    expect(tool.state).toBe("observer");
    tool.click(at([-3, 45]));
    tool.click(at([5, 48.5]));
    expect(tool.state).toBe("observer");
    tool.click(at([24, 19.5]));
    expect(tool.state).toBe("target");
    expect(app.getState().los.observerId).toBe("b1");
    tool.click(at([43, 30.5]));
    expect(tool.state).toBe("showing");
    expect(app.getState().los).toMatchObject({ observerId: "b1", targetId: "r1" });
  });

  it("clicking the observer again un-picks it; Escape clears the check", () => {
    const app = storeWith();
    const tool = createLosTool(app);
    tool.click(at([24, 19.5]));
    tool.click(at([24, 19.5]));
    expect(tool.state).toBe("observer");
    expect(app.getState().los.observerId).toBeNull();
    tool.click(at([24, 19.5]));
    tool.click(at([43, 30.5]));
    tool.key(key("Escape"));
    expect(app.getState().los).toMatchObject({ observerId: null, targetId: null });
  });

  it("while showing, a click on another unit makes it the next observer", () => {
    const app = storeWith();
    const tool = createLosTool(app);
    tool.click(at([24, 19.5]));
    tool.click(at([43, 30.5]));
    tool.click(at([64, 30]));
    expect(tool.state).toBe("target");
    expect(app.getState().los).toMatchObject({ observerId: "r3", targetId: null });
  });

  it("either end may be a point of the table: the verdict is the core's point check at the panel's heights", () => {
    const app = storeWith();
    const stop = startLosPipeline(
      app,
      bvhEngine(builtinCatalog(), null, () => FIRESTRIKE_SIGHT),
    );
    const tool = createLosTool(app);
    app.getState().setLosHeights({ eyeYards: 3 });
    tool.click(at([30.004, 20.0049]));
    expect(tool.state).toBe("target");
    expect(app.getState().los).toMatchObject({ observerId: null, observerAt: { x: 30, y: 20 }, eyeYards: 3 });
    tool.click(at([38, 40]));
    expect(tool.state).toBe("showing");
    const world = createWorld(app.getState().table, builtinCatalog(), FIRESTRIKE_SIGHT);
    const expected = lineOfSightBetween(
      world,
      { kind: "point", x: 30, y: 20, heightYards: 3 },
      { kind: "unit", id: "r4" },
    );
    expect(app.getState().los.verdict).toEqual(expected.ok && expected.value);
    expect(app.getState().los.verdict?.observer).toBe("point (30, 20)");
    // A point target, then its height changed in the panel: checked again at the new height.
    tool.click(at([24, 19.5]));
    tool.click(at([10, 10]));
    app.getState().setLosHeights({ targetYards: 4 });
    const tall = lineOfSightBetween(
      world,
      { kind: "unit", id: "b1" },
      { kind: "point", x: 10, y: 10, heightYards: 4 },
    );
    expect(app.getState().los.verdict).toEqual(tall.ok && tall.value);
    // Swapping keeps each point's height with it.
    app.getState().swapLos();
    expect(app.getState().los).toMatchObject({ observerAt: { x: 10, y: 10 }, eyeYards: 4, targetId: "b1" });
    const swapped = lineOfSightBetween(
      world,
      { kind: "point", x: 10, y: 10, heightYards: 4 },
      { kind: "unit", id: "b1" },
    );
    expect(app.getState().los.verdict).toEqual(swapped.ok && swapped.value);
    // Clicking the observer point again un-picks it.
    tool.click(at([10, 10]));
    tool.click(at([10, 10]));
    expect(tool.state).toBe("observer");
    expect(app.getState().los.observerAt).toBeNull();
    stop();
  });

  it("starts in the showing state when a check came from a link", () => {
    const app = storeWith();
    app.getState().setLosPair("b1", "r1");
    expect(createLosTool(app).state).toBe("showing");
  });
});

describe("dead-ground tool", () => {
  it("a click on a unit asks for its dead-ground map", () => {
    const app = storeWith();
    const tool = createDeadGroundTool(app);
    tool.click(at([24, 19.5]));
    expect(app.getState().overlay).toMatchObject({ kind: "deadground", observerId: "b1" });
    tool.key(key("Escape"));
    expect(app.getState().overlay.kind).toBe("none");
  });
});
